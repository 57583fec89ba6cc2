#!/usr/bin/env bash
# Builds the DocC catalog of every library module with the toolchain's own `docc` (no
# plugin package needed) and fails when DocC warns: a broken ``symbol`` link, a missing
# article, a topic naming nothing.
#
#     Scripts/docs/build-docs.sh [OUTPUT-DIR]      (default .build-docs/site)
#
# Symbol graphs come from a debug build into .build-docs/ (a scratch path of its own, so
# the normal .build is untouched); each module's archive lands in OUTPUT-DIR/MODULE.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/../.."
output="${1:-.build-docs/site}"
graphs=.build-docs/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs" "$output"

swift build --scratch-path .build-docs \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

status=0
for catalog in Sources/*/*.docc; do
    module="$(basename "$(dirname "$catalog")")"
    module_graphs=".build-docs/graphs-$module"
    rm -rf "$module_graphs" && mkdir -p "$module_graphs"
    # The module's own graph and its extensions of other modules' types.
    cp "$graphs/$module".symbols.json "$module_graphs"/ 2>/dev/null || true
    cp "$graphs/$module"@*.symbols.json "$module_graphs"/ 2>/dev/null || true
    log=".build-docs/$module.log"
    if ! docc convert "$catalog" --fallback-display-name "$module" --fallback-bundle-identifier "org.contactkit.$module" \
        --additional-symbol-graph-dir "$module_graphs" --output-path "$output/$module.doccarchive" \
        --warnings-as-errors > "$log" 2>&1; then
        status=1
    fi
    warnings=$(grep -c "warning:\|error:" "$log" || true)
    echo "$module: $warnings warnings"
    grep "warning:\|error:" "$log" | head -20 || true
done
exit $status
