#!/usr/bin/env bash
# Builds `phones-oracle`, a tiny executable over the PhoneNumbers module that reads
# `region<TAB>input` lines and prints E.164 (or `!error-code`) per line, in a private
# package under .build-phones-oracle/ (git-ignored), so that it builds even while the rest
# of ContactKit does not. Prints the path of the built binary. With
# --with-pattern-benchmark, also builds pattern-benchmark (DigitPattern against
# NSRegularExpression and Swift Regex) beside it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$root/.build-phones-oracle"
mkdir -p "$work/Sources"
ln -sfn "$root/Sources/PhoneNumbers" "$work/Sources/PhoneNumbers"
ln -sfn "$root/Sources/ContactSupport" "$work/Sources/ContactSupport"
ln -sfn "$root/Benchmarks/phones/phones-oracle" "$work/Sources/phones-oracle"
mkdir -p "$work/Sources/pattern-benchmark"
for file in DigitPattern.swift DigitPattern+FirstDigit.swift CompiledPattern.swift CompiledPattern+Matching.swift DigitPatternCompiler.swift; do
    ln -sfn "$root/Sources/PhoneNumbers/Patterns/$file" "$work/Sources/pattern-benchmark/$file"
done
ln -sfn "$root/Benchmarks/phones/pattern-benchmark/main.swift" "$work/Sources/pattern-benchmark/main.swift"
cat > "$work/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PhonesOracle",
    targets: [
        .target(name: "ContactSupport", path: "Sources/ContactSupport"),
        .target(name: "PhoneNumbers", dependencies: ["ContactSupport"], path: "Sources/PhoneNumbers"),
        .executableTarget(name: "phones-oracle", dependencies: ["PhoneNumbers"], path: "Sources/phones-oracle"),
        .executableTarget(name: "pattern-benchmark", path: "Sources/pattern-benchmark"),
    ]
)
SWIFT
swift build --package-path "$work" -c release --product phones-oracle >&2
if [ "${1:-}" = "--with-pattern-benchmark" ]; then
    swift build --package-path "$work" -c release --product pattern-benchmark >&2
fi
echo "$work/.build/release/phones-oracle"
