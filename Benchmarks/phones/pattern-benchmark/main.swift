// Compares three ways to match libphonenumber's metadata patterns: our DigitPattern
// (compiled into this executable from Sources/PhoneNumbers/Patterns), Foundation's
// NSRegularExpression, and Swift's Regex. Every number-description pattern of every region
// is compiled, then full-matched against digit strings of its possible lengths.
//
//     swift build -c release --product pattern-benchmark   (see build-oracle.sh)
//     pattern-benchmark Sources/PhoneNumbers/Generated/PhoneMetadata+Generated.swift
import Foundation

let path = CommandLine.arguments.dropFirst().first
    ?? "Sources/PhoneNumbers/Generated/PhoneMetadata+Generated.swift"
let text = try String(contentsOfFile: path, encoding: .utf8)
var patterns: [String] = []
var inputs: [[String]] = []
var generator = SystemRandomNumberGenerator()
for line in text.split(separator: "\n") where line.hasPrefix("d\t") {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    patterns.append(String(fields[2]))
    let lengths = fields[3].split(separator: ",").flatMap { part -> [Int] in
        let bounds = part.split(separator: "-").compactMap { Int($0) }
        return bounds.count == 2 ? Array(bounds[0]...bounds[1]) : bounds
    }
    inputs.append((0..<8).map { index in
        let length = lengths.isEmpty ? 9 : lengths[index % lengths.count]
        return String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    })
}
let matchCount = inputs.reduce(0) { $0 + $1.count }
print("\(patterns.count) patterns, \(matchCount) full matches per round")

func measure(_ name: String, rounds: Int, compile: () -> Any, match: (Any) -> Int) {
    let compileStart = Date()
    let compiled = compile()
    let compileTime = Date().timeIntervalSince(compileStart)
    let start = Date()
    var hits = 0
    for _ in 0..<rounds { hits += match(compiled) }
    let elapsed = Date().timeIntervalSince(start)
    let perMatch = elapsed / Double(rounds * matchCount) * 1e9
    print(String(format: "%-22@ compile all %8.1f ms   match %8.0f ns each   (%d hits)",
                 name as NSString, compileTime * 1000, perMatch, hits / rounds))
}

measure("DigitPattern", rounds: 20, compile: { patterns.map(DigitPattern.init) }) { compiled in
    let compiled = compiled as! [DigitPattern]
    var hits = 0
    for (index, pattern) in compiled.enumerated() {
        for input in inputs[index] where pattern.matchesFully(Array(input.utf8)) { hits += 1 }
    }
    return hits
}

measure("NSRegularExpression", rounds: 2, compile: {
    patterns.map { try! NSRegularExpression(pattern: "^(?:" + $0 + ")$") }
}) { compiled in
    let compiled = compiled as! [NSRegularExpression]
    var hits = 0
    for (index, expression) in compiled.enumerated() {
        for input in inputs[index] {
            let range = NSRange(input.startIndex..., in: input)
            if expression.firstMatch(in: input, options: [.anchored], range: range) != nil { hits += 1 }
        }
    }
    return hits
}

measure("Swift Regex", rounds: 1, compile: {
    patterns.map { try! Regex($0) }
}) { compiled in
    let compiled = compiled as! [Regex<AnyRegexOutput>]
    var hits = 0
    for (index, expression) in compiled.enumerated() {
        for input in inputs[index] where (try? expression.wholeMatch(in: input)) != nil { hits += 1 }
    }
    return hits
}
