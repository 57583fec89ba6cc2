import Testing
@testable import PhoneNumbers

/// Classifying through a country code's tables, and matching leading digits by their
/// automaton, give what walking the regions with the backtracking matcher gave.
@Suite("Country tables")
struct CountryTablesTests {
    /// The region (its block) and type `PhoneNumber.classification` worked out before the
    /// tables: the region list of a shared country code walked with the regions' own
    /// `DigitPattern` leading digits, or the one region of the code.
    static func referenceClassification(countryCode: Int, digits: [UInt8]) -> (block: Int?, type: PhoneNumberType) {
        let store = MetadataStore.shared
        let blocks = store.regionBlocks(forCountryCode: countryCode)
        if blocks.count <= 1 {
            guard let metadata = store.metadata(forCountryCode: countryCode) else { return (nil, .unknown) }
            let block = blocks.first ?? store.blocks.indices.first { store.metadata(atBlock: $0) === metadata }
            return (block, ValidationTableTests.referenceType(of: digits, in: metadata))
        }
        for block in blocks {
            let metadata = store.metadata(atBlock: block)
            if let leading = metadata.leadingDigits {
                if leading.prefixMatchLength(digits) != nil {
                    return (block, ValidationTableTests.referenceType(of: digits, in: metadata))
                }
            } else {
                let type = ValidationTableTests.referenceType(of: digits, in: metadata)
                if type != .unknown { return (block, type) }
            }
        }
        return (nil, .unknown)
    }

    /// Every country code (and a few unknown ones), numbers of 0 to 17 digits starting with
    /// every two digits, random fillings.
    @Test func tablesClassifyAsWalkingTheRegions() {
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        func nextDigit() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(ascii: "0") + UInt8((state >> 33) % 10)
        }
        let store = MetadataStore.shared
        var mismatches: [String] = []
        var valid = 0, compared = 0
        for code in [0, 999, 1000, -1] + (1..<1000).filter(store.isKnownCountryCode) {
            for length in [0, 1, 3, 6, 7, 8, 9, 10, 11, 12, 17] {
                for head in stride(from: 0, to: 100, by: length > 9 ? 1 : 3) {
                    var digits = [UInt8(ascii: "0") + UInt8(head / 10), UInt8(ascii: "0") + UInt8(head % 10)]
                    while digits.count < length { digits.append(nextDigit()) }
                    if length < 2 { digits.removeLast(2 - length) }
                    let expected = Self.referenceClassification(countryCode: code, digits: digits)
                    let number = PhoneNumber(countryCode: code, nationalNumber: String(decoding: digits, as: UTF8.self))
                    let (metadata, type) = number.classification
                    let block = metadata.flatMap { found in
                        store.blocks.indices.first { store.metadata(atBlock: $0) === found }
                    }
                    compared += 1
                    if type != .unknown { valid += 1 }
                    if type != expected.type || block != expected.block || number.type != type
                        || number.isValid != (type != .unknown) {
                        mismatches.append("+\(code) \(String(decoding: digits, as: UTF8.self))")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        #expect(compared > 50_000 && valid > 1_000, "\(compared) compared, \(valid) valid")
    }

    /// An automaton answers "does some start of the input match" as the backtracker's
    /// prefix match does, for hand-made patterns without `$` and every region's leading
    /// digits.
    @Test func somePrefixMatchesAsTheBacktracker() {
        var sources = [
            "", "1", "1?", "(?:1|12)3?", "\\d{2,4}", "1(?:23|3)\\d?", "(?:1*)*2", "[2-9]\\d{2}",
            "0?(?:[1-9]\\d{0,3})?", "(\\d)(\\d{2})?", "9?\\d{3,5}|(?:1[02]|2)\\d{2}", "[^0]\\d",
        ]
        for index in MetadataStore.shared.blocks.indices {
            if let leading = MetadataStore.shared.metadata(atBlock: index).leadingDigits { sources.append(leading.source) }
        }
        #expect(sources.count > 40)
        let inputs = DigitAutomatonTests.inputs(upTo: 4)
        var mismatches: [String] = []
        for source in sources {
            let pattern = DigitPattern(source)
            // A `$` keeps the backtracker (see the next test).
            if pattern.program.contains(where: { $0.operation == .assertEnd }) { continue }
            DigitAutomatonTests.withAutomaton(source) { automaton in
                guard let automaton else {
                    Issue.record("no automaton for \(source)")
                    return
                }
                for input in inputs {
                    let expected = pattern.prefixMatchLength(input) != nil
                    if input.withUnsafeBufferPointer({ automaton.matchesSomePrefix($0) }) != expected {
                        mismatches.append("\(source) on \(String(decoding: input, as: UTF8.self))")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// A region whose leading digits hold `$` keeps the backtracking matcher for them.
    @Test func leadingDigitsWithEndAnchorHaveNoAutomaton() {
        let storage = ValidationTable.Storage(descriptions: [], leadingDigits: DigitPattern("1$|2"))
        #expect(storage.table.leadingDigitsAutomaton == nil)
        for (input, expected) in [("1", true), ("12", false), ("23", true), ("3", false)] {
            #expect(Array(input.utf8).withUnsafeBufferPointer { storage.table.matchesLeadingDigits($0) } == expected)
        }
        let plain = ValidationTable.Storage(descriptions: [], leadingDigits: DigitPattern("1|2"))
        #expect(plain.table.leadingDigitsAutomaton != nil)
        #expect(Array("12".utf8).withUnsafeBufferPointer { plain.table.matchesLeadingDigits($0) })
    }
}
