#!/usr/bin/env bash
# Imports ContactKit's Google CSV, Outlook CSV and vCard 3.0 output into Roundcube's real
# contact importer, and lists every value lost on the way, as ours or as Roundcube's:
#
#   Scripts/roundcube-check/run.sh [INPUT...]
#
# Default inputs: Fixtures/vcard/*.vcf and the shared corpora (../shared/corpora/*/*.vcf and
# *.csv, read where they are; skipped when absent). Each input is read by contactkit (the
# values expected), converted to csv:google, csv:outlook and vcard:3.0, and each output
# imported by Roundcube's own PHP (rcube_vcard, rcube_csv2vcard, as its import page runs
# them; Scripts/roundcube-check/import.php). compare.py then sorts each lost value:
#   ours        our output does not hold it (contactkit reading its own output lacks it,
#               and no warning named it), or holds it in a form a reader gets wrong
#   reported    the output format has no place for it, and contactkit said so (field-left-out)
#   roundcube   our output holds it where the format says, and Roundcube does not read it
#               (an unmapped column or property, its date parsing, ...), with the reason
# Exit 1 when any loss is ours.
#
# roundcube-core comes from Debian (apt-get download), unpacked under a temporary
# directory at every run, never into the tree; php-cli, php-mbstring and php-intl are
# installed with apt-get when missing (root, or sudo). CONTACTKIT_TOOL=PATH uses that
# contactkit binary instead of building one.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
corpora=${CONTACTKIT_CORPORA:-$root/../shared/corpora}
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
command -v php >/dev/null 2>&1 || missing+=(php-cli)
php -m 2>/dev/null | grep -qi '^mbstring$' || missing+=(php-mbstring)
php -m 2>/dev/null | grep -qi '^intl$' || missing+=(php-intl)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "roundcube-check: installing ${missing[*]}" >&2
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

# ROUNDCUBE_CHECK_KEEP=DIR: work in DIR and keep it (the outputs, Roundcube's records).
if [ -n "${ROUNDCUBE_CHECK_KEEP:-}" ]; then
  work=$ROUNDCUBE_CHECK_KEEP
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
(cd "$work" && apt-get download roundcube-core >/dev/null 2>&1) || {
  echo "roundcube-check: cannot download roundcube-core (apt-get update first?)" >&2; exit 69; }
dpkg-deb -x "$work"/roundcube-core_*.deb "$work/rc"
export RC="$work/rc/usr/share/roundcube" RC_CONFIG="$work/rc/etc/roundcube/"
version=$(dpkg-deb -f "$work"/roundcube-core_*.deb Version)

cd "$root"
tool=${CONTACTKIT_TOOL:-}
if [ -z "$tool" ]; then
  swift build --product contactkit >&2
  tool="$(swift build --show-bin-path)/contactkit"
fi

inputs=("$@")
if [ "${#inputs[@]}" -eq 0 ]; then
  inputs=(Fixtures/vcard/*.vcf)
  if [ -d "$corpora" ]; then inputs+=("$corpora"/*/*.vcf "$corpora"/*/*.csv); fi
fi

mkdir -p "$work/out"
n=0
for input in "${inputs[@]}"; do
  n=$((n + 1))
  base="$work/out/$n"
  printf '%s\n' "$input" > "$base.name"
  "$tool" convert "$input" --to ndjson --quiet -o "$base.source.ndjson" 2>/dev/null || continue
  for target in csv:google csv:outlook vcard:3.0; do
    tag=${target/:/-}
    case "$target" in csv:*) extension=csv ;; *) extension=vcf ;; esac
    out="$base.$tag.$extension"
    "$tool" convert "$input" --to "$target" --verbose -o "$out" 2> "$base.$tag.warnings" || true
    "$tool" convert "$out" --to ndjson --quiet -o "$base.$tag.back.ndjson" 2>/dev/null || true
    php "$here/import.php" "$out" > "$base.$tag.roundcube" 2> "$base.$tag.php-errors" || true
  done
done
python3 "$here/compare.py" "$work/out" "roundcube-core $version"
