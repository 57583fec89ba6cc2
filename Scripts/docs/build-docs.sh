#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own `docc` (no
# plugin package needed) and fails when DocC warns (a broken ``symbol`` link, a missing
# article, a topic naming nothing) or when a public symbol has no documentation comment.
#
#     Scripts/docs/build-docs.sh [--allow-missing-comments] [OUTPUT-DIR]   (default .build-docs/site)
#
# Symbol graphs are extracted with `swift-symbolgraph-extract` from the modules of the normal
# debug build (.build/debug/Modules): `swift build` is a no-op when the build is current, so
# after `swift build` (as in CI) no second build is needed. Each module's archive lands in
# OUTPUT-DIR/modules/MODULE.doccarchive, and all of them merged into
# OUTPUT-DIR/ContactKit.doccarchive (the ContactKit module's own archive is one of them).
#
# Modules are converted in import order, each archive built with DocC's external link
# support, and the archives of the modules below are handed to the next as `--dependency`:
# that is how a ``ContactModel/Contact`` link in ContactFormats' catalog resolves to the
# ContactModel archive (DocC's "combined documentation").
#
# Then Scripts/docs/check-doc-comments.py reads the symbol graphs: every public symbol
# declared in our sources (not compiler-synthesized conformances) must have a `///` comment.
# With --allow-missing-comments the symbols without one are listed but do not fail the run
# (DocC warnings still do): an escape hatch for a merge that brings undocumented symbols.
set -euo pipefail
cd "$(dirname "$0")/../.."
allow_missing_comments=false
if [ "${1:-}" = "--allow-missing-comments" ]; then
    allow_missing_comments=true
    shift
fi
output="${1:-.build-docs/site}"
scratch=.build-docs
rm -rf "$output" && mkdir -p "$output/modules" "$scratch"

# Library modules, each after the modules it imports (Package.swift).
modules=(ContactModel PhoneNumbers ContactFormatting ContactFormats ContactPipeline ContactKit ContactSync ContactSyncNetworking)

swift build
modules_dir="$(swift build --show-bin-path)/Modules"
# C targets (ContactRuntimeShim) that a module imports: SwiftPM writes their module maps into
# the target's build folder, which the extractor is shown as an include path.
c_includes=()
for map in "$(swift build --show-bin-path)"/*.build/module.modulemap; do
    [ -e "$map" ] && c_includes+=(-I "$(dirname "$map")")
done
target="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

status=0
dependencies=()
for module in "${modules[@]}"; do
    graphs="$scratch/graphs-$module"
    rm -rf "$graphs" && mkdir -p "$graphs"
    swift-symbolgraph-extract -module-name "$module" -target "$target" -I "$modules_dir" "${c_includes[@]}" \
        -output-dir "$graphs" -minimum-access-level public
    catalog="Sources/$module/$module.docc"
    [ -d "$catalog" ] || { echo "$module: no catalog at $catalog"; status=1; continue; }
    archive="$output/modules/$module.doccarchive"
    log="$scratch/$module.log"
    if ! docc convert "$catalog" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.contactkit.$module" \
        --additional-symbol-graph-dir "$graphs" --output-path "$archive" \
        --enable-experimental-external-link-support "${dependencies[@]}" > "$log" 2>&1; then
        echo "$module: docc failed"
        status=1
    fi
    # Warnings fail the run, but the archive is still written, so the modules above still
    # resolve their links against it (--warnings-as-errors would leave none).
    warnings=$(grep -c "warning:\|error:" "$log" || true)
    echo "$module: $warnings warnings"
    [ "$warnings" -eq 0 ] || status=1
    grep "warning:\|error:" "$log" | head -40 || true
    dependencies+=(--dependency "$archive")
done

# One site of every module, where the cross-module links work.
archives=()
for module in "${modules[@]}"; do
    [ -d "$output/modules/$module.doccarchive" ] && archives+=("$output/modules/$module.doccarchive")
done
docc merge "${archives[@]}" --synthesized-landing-page-name ContactKit \
    --output-path "$output/ContactKit.doccarchive" > "$scratch/merge.log" 2>&1 || { cat "$scratch/merge.log"; status=1; }

if ! python3 Scripts/docs/check-doc-comments.py "$scratch"/graphs-*; then
    if $allow_missing_comments; then
        echo "(--allow-missing-comments: the symbols above need a /// comment, but the run does not fail)"
    else
        status=1
    fi
fi
exit $status
