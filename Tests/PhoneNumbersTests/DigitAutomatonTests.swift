import Dispatch
import Testing
@testable import PhoneNumbers

/// The automata validation uses answer as the backtracking matcher they stand in for.
@Suite("Digit automata")
struct DigitAutomatonTests {
    /// The automaton of `source`, built into arrays the test keeps.
    static func withAutomaton<Result>(
        _ source: String, maximumStates: Int = DigitAutomaton.maximumStates,
        _ body: (DigitAutomaton?) -> Result
    ) -> Result {
        let pattern = DigitPattern(source)
        let tables = pattern.program.withUnsafeBufferPointer {
            DigitAutomaton.tables(for: $0, maximumStates: maximumStates)
        }
        guard let tables else { return body(nil) }
        return tables.transitions.withUnsafeBufferPointer { transitions in
            tables.accepting.withUnsafeBufferPointer { accepting in
                body(DigitAutomaton(transitions: transitions, accepting: accepting))
            }
        }
    }

    /// Every digit string up to `length` digits (and some with other bytes).
    static func inputs(upTo length: Int) -> [[UInt8]] {
        var all: [[UInt8]] = [[]]
        var level: [[UInt8]] = [[]]
        for _ in 0..<length {
            level = level.flatMap { prefix in (0..<10).map { prefix + [UInt8(ascii: "0") + UInt8($0)] } }
            all += level
        }
        return all + [[UInt8(ascii: "a")], [UInt8(ascii: "1"), UInt8(ascii: "/")], [0x30 + 10]]
    }

    /// Patterns with the constructs the backtracking order matters for elsewhere: nested
    /// alternatives that are prefixes of each other, optional and counted parts, `$` in
    /// the middle, loops that can match nothing, an empty pattern.
    @Test func handMadePatternsMatchAsTheBacktracker() {
        let sources = [
            "", "1", "1?", "(?:1|12)3?", "\\d{2,4}", "(?:1|12)(?:3|)$", "1(?:2$|3)\\d?", "(?:1*)*2",
            "[2-9]\\d{6}|3\\d{6}", "(?:(?:12|1)(?:23|3))", "0?(?:[1-9]\\d{0,3})?", "(\\d)(\\d{2})?$",
            "9?\\d{3,5}|(?:1[02]|2)\\d{2}", "[^0]\\d", "(?:5$|5)5", ".\\d",
        ]
        let inputs = Self.inputs(upTo: 5)
        for source in sources {
            let pattern = DigitPattern(source)
            Self.withAutomaton(source) { automaton in
                guard let automaton else {
                    Issue.record("no automaton for \(source)")
                    return
                }
                for input in inputs {
                    let expected = pattern.matchesFully(input)
                    let actual = input.withUnsafeBufferPointer { automaton.matchesFully($0) }
                    #expect(actual == expected, "\(source) on \(String(decoding: input, as: UTF8.self))")
                }
            }
        }
    }

    /// Every description pattern of every region, on numbers of its lengths, one digit
    /// shorter and longer, and of 0 and 1 digits, starting with every two digits (random
    /// fillings), gives the backtracker's answer.
    @Test func everyRegionsPatternsMatchAsTheBacktracker() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func nextDigit() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(ascii: "0") + UInt8((state >> 33) % 10)
        }
        var compared = 0, matched = 0, withoutAutomaton = 0
        var mismatches: [String] = []
        for region in PhoneMetadata.regionCodes {
            guard let metadata = MetadataStore.shared.metadata(forRegion: region) else { continue }
            for kind in NumberDescription.Kind.allCases {
                guard let pattern = metadata.description(kind)?.pattern else { continue }
                Self.withAutomaton(pattern.source) { automaton in
                    guard let automaton else {
                        withoutAutomaton += 1
                        return
                    }
                    let lengths = metadata.description(kind)!.possibleLengths
                    for length in 0...17 where length < 2 || lengths.contains(length) || lengths.contains(length - 1)
                        || lengths.contains(length + 1) {
                        for head in 0..<100 {
                            var digits = [UInt8(ascii: "0") + UInt8(head / 10), UInt8(ascii: "0") + UInt8(head % 10)]
                            while digits.count < length { digits.append(nextDigit()) }
                            if length < 2 { digits.removeLast(2 - length) }
                            let expected = pattern.matchesFully(digits)
                            let actual = digits.withUnsafeBufferPointer { automaton.matchesFully($0) }
                            compared += 1
                            if expected { matched += 1 }
                            if actual != expected {
                                mismatches.append("\(region) \(kind) \(String(decoding: digits, as: UTF8.self))")
                            }
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        #expect(withoutAutomaton == 0)
        #expect(compared > 300_000 && matched > 10_000)
    }

    /// A pattern that needs more states than allowed has no automaton, and its
    /// description still matches through the backtracker.
    @Test func tooManyStatesMeansNoAutomaton() {
        Self.withAutomaton("\\d{10}", maximumStates: 5) { #expect($0 == nil) }
        Self.withAutomaton("\\d{10}", maximumStates: 13) { #expect($0 != nil) }
        let block = DigitAutomaton.makeBlock(nil)
        defer { block.deallocate() }
        #expect(DigitAutomaton(block: block) == nil)
    }

    /// The automata a region builds on first use, from several threads at once, give the
    /// same types as one thread (the first build published wins; the others are freed).
    @Test func automataBuiltFromSeveralThreadsAgree() {
        let numbers: [(String, String)] = [
            ("US", "2015550123"), ("US", "8005550123"), ("GB", "2079460958"), ("DE", "301234567"),
            ("FR", "612345678"), ("JP", "312345678"), ("IN", "9123456789"), ("BR", "11912345678"),
        ]
        let expected = numbers.map { region, digits in
            ValidationTableTests.referenceType(of: Array(digits.utf8), in: MetadataStore.shared.metadata(forRegion: region)!)
        }
        /// One row of answers per thread (each thread writes only its own row).
        final class Answers: @unchecked Sendable {
            var rows: [[PhoneNumberType]]
            init(_ count: Int) { rows = Array(repeating: [], count: count) }
        }
        let answers = Answers(8)
        answers.rows.withUnsafeMutableBufferPointer { rows in
            nonisolated(unsafe) let rows = rows
            DispatchQueue.concurrentPerform(iterations: 8) { round in
                rows[round] = numbers.map { region, digits in
                    let metadata = MetadataStore.shared.metadata(forRegion: region)!
                    return Array(digits.utf8).withUnsafeBufferPointer { PhoneNumber.type(of: $0, in: metadata) }
                }
            }
        }
        for row in answers.rows {
            #expect(row == expected)
        }
        #expect(expected.contains(.fixedLineOrMobile) && expected.contains(.tollFree))
    }
}
