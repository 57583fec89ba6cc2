#!/usr/bin/env bash
# Read vCard files with ez-vcard (Debian's libez-vcard-java) and print its warnings:
#
#   Scripts/ezvcard-check/run.sh [--validate] FILE...
#
# Output: one line per warning, "FILE: card N: WARNING TEXT", then a summary line per
# file, "FILE: N cards, M warnings". Exits 0 even when there are warnings (the caller
# compares the output with ContactKit's diagnostics); 66 when a file cannot be read
# (its lines say "FILE: error: ..." and "FILE: 0 cards, 0 warnings"), 64 on a usage
# error, another non-zero status when ez-vcard or Java cannot be installed or the
# checker cannot be compiled.
#
# Installs libez-vcard-java and libvinnie-java with apt-get when
# /usr/share/java/ez-vcard.jar is missing (needs root, or sudo). The checker is compiled
# into $EZVCARD_CHECK_BUILD (default: ${TMPDIR:-/tmp}/contactkit-ezvcard-check), never
# into the source tree.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
jar=/usr/share/java/ez-vcard.jar
vinnie=/usr/share/java/vinnie.jar
build=${EZVCARD_CHECK_BUILD:-${TMPDIR:-/tmp}/contactkit-ezvcard-check}

if [ "$#" -eq 0 ]; then
  echo "usage: $0 FILE..." >&2
  exit 64
fi

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

packages=()
[ -f "$jar" ] && [ -f "$vinnie" ] || packages+=(libez-vcard-java libvinnie-java)
command -v javac >/dev/null 2>&1 || packages+=(default-jdk-headless)
if [ "${#packages[@]}" -gt 0 ]; then
  echo "ezvcard-check: installing ${packages[*]}" >&2
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
    "${packages[@]}" >&2
fi

classpath="$jar:$vinnie"
source_file="$here/EzVCardCheck.java"
class_file="$build/EzVCardCheck.class"
if [ ! -f "$class_file" ] || [ "$source_file" -nt "$class_file" ]; then
  mkdir -p "$build"
  javac -nowarn -encoding UTF-8 -cp "$classpath" -d "$build" "$source_file" >&2
fi

exec java -Dfile.encoding=UTF-8 -cp "$build:$classpath" EzVCardCheck "$@"
