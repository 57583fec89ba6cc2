#!/usr/bin/env bash
# Which CSV values does a real spreadsheet evaluate as formulas on import? Runs LibreOffice
# Calc (Debian's libreoffice-calc-nogui, installed if missing) headless on a CSV of probe
# values and the formula guard's verdict on each, and prints one line per value:
#
#   Scripts/formula-guard-check.sh
#
#   VALUE<TAB>libreoffice: formula|text|number<TAB>contactkit: guarded|as is
#
# Exit 1 when LibreOffice evaluates a value as a formula that contactkit writes as is.
# (Excel and Google Sheets cannot run here: the CSVLayouts article gives their rules.)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if ! command -v soffice >/dev/null 2>&1; then
  echo "formula-guard-check: installing libreoffice-calc-nogui" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libreoffice-calc-nogui >&2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
swift build --product contactkit >&2
tool="$(swift build --show-bin-path)/contactkit"

python3 - "$work" <<'PY'
import csv, json, sys
values = ["- bring wine", "-bring wine", "+14155550123 ext. 12", "+1 555 0100", "-555 0102",
          "+81 6-9817-2900 ext. 439", "+1 (555) 555-0123 x12", "+49 (0)30 123456", "- 5 euro",
          "-- note", "-> arrow", "+ 1", "=1+1", "=HYPERLINK(\"http://example.com\")", "+1+1", "-1+1",
          "@SUM(1+1)", "@ann", "-2+3+cmd|' /C calc'!A0", "+cmd|' /C calc'!A0",
          "-HYPERLINK(\"http://example.com\")", "- HYPERLINK(\"http://example.com\")", "+A1", "-Sheet2!A1",
          "\t=1+1", "\r=1+1"]
with open(sys.argv[1] + "/probe.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["i", "v"])
    for i, v in enumerate(values):
        w.writerow([i, v])
with open(sys.argv[1] + "/probe.ndjson", "w") as f:
    for v in values:
        f.write(json.dumps({"schema": "contactkit/1", "note": v}) + "\n")
PY
# The tool's verdict: a note written by csv:google with the guard on.
"$tool" convert "$work/probe.ndjson" --from ndjson --to csv:google --quiet -o "$work/guarded.csv"
# LibreOffice's: import as UTF-8, comma-separated, formulas evaluated (its default), saved
# as flat ODS, where an evaluated cell carries table:formula.
HOME="$work" soffice --headless --infilter="CSV:44,34,76,1,,1033,false,false,false,false,false,-1,true" \
  --convert-to fods --outdir "$work" "$work/probe.csv" >/dev/null 2>&1

python3 - "$work" <<'PY'
import csv, re, sys
work = sys.argv[1]
rows = list(csv.reader(open(work + "/probe.csv", newline="")))[1:]
ods = open(work + "/probe.fods").read()
cells = []
for row in re.findall(r"<table:table-row[^>]*>(.*?)</table:table-row>", ods, re.S)[1:]:
    found = re.findall(r"<table:table-cell([^>]*)>", row)
    attributes = found[1] if len(found) > 1 else ""
    if "table:formula" in attributes:
        cells.append("formula")
    elif 'value-type="float"' in attributes:
        cells.append("number")
    else:
        cells.append("text")
guarded = {}
reader = csv.DictReader(open(work + "/guarded.csv", newline="", encoding="utf-8"))
notes = [r["Notes"] for r in reader]
status = 0
for (index, value), verdict, written in zip(rows, cells, notes):
    ours = "guarded" if written.startswith("'") and not value.startswith("'") else "as is"
    print(f"{value!r}\tlibreoffice: {verdict}\tcontactkit: {ours}")
    if verdict == "formula" and ours != "guarded":
        status = 1
sys.exit(status)
PY
