import Testing
@testable import PhoneNumbers

/// The validation table (plain copies of a region's descriptions and patterns) gives the
/// answers of the `NumberDescription` and `DigitPattern` values it is made from.
@Suite("Validation table")
struct ValidationTableTests {
    /// libphonenumber's type rules over the region's `NumberDescription` values, as
    /// `PhoneNumber.type(of:in:)` worked them out before the table.
    static func referenceType(of digits: [UInt8], in metadata: RegionMetadata) -> PhoneNumberType {
        guard let general = metadata.general, general.matches(digits) else { return .unknown }
        let before: [(NumberDescription.Kind, PhoneNumberType)] = [
            (.premiumRate, .premiumRate), (.tollFree, .tollFree), (.sharedCost, .sharedCost),
            (.voip, .voip), (.personalNumber, .personalNumber), (.pager, .pager),
            (.uan, .uan), (.voicemail, .voicemail),
        ]
        for (kind, type) in before where metadata.description(kind)?.matches(digits) == true {
            return type
        }
        let mobile = metadata.description(.mobile)
        let same = mobile?.pattern.source == metadata.description(.fixedLine)?.pattern.source
        if metadata.description(.fixedLine)?.matches(digits) == true {
            return same || mobile?.matches(digits) == true ? .fixedLineOrMobile : .fixedLine
        }
        if !same, mobile?.matches(digits) == true { return .mobile }
        return .unknown
    }

    /// Every region, every possible length, every two first digits, three fillings.
    @Test func tableGivesTheTypesOfTheDescriptions() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func nextDigit() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(ascii: "0") + UInt8((state >> 33) % 10)
        }
        var mismatches: [String] = []
        var typesSeen = Set<PhoneNumberType>()
        var leadingDigitsChecked = 0
        for region in PhoneMetadata.regionCodes {
            guard let metadata = MetadataStore.shared.metadata(forRegion: region),
                  let general = metadata.general else { continue }
            let lengths = (2...17).filter(general.possibleLengths.contains)
            for length in lengths {
                for head in 0..<100 {
                    for _ in 0..<3 {
                        var digits = [UInt8(ascii: "0") + UInt8(head / 10), UInt8(ascii: "0") + UInt8(head % 10)]
                        while digits.count < length { digits.append(nextDigit()) }
                        let expected = Self.referenceType(of: digits, in: metadata)
                        let actual = digits.withUnsafeBufferPointer { PhoneNumber.type(of: $0, in: metadata) }
                        typesSeen.insert(actual)
                        if actual != expected {
                            mismatches.append("\(region) \(String(decoding: digits, as: UTF8.self)): \(actual) ≠ \(expected)")
                        }
                        if let leading = metadata.leadingDigits {
                            let table = metadata.validation.leadingDigits
                            let length = digits.withUnsafeBufferPointer { buffer in
                                withExtendedLifetime(metadata) { table?.prefixMatchLength(buffer) }
                            }
                            if length != leading.prefixMatchLength(digits) {
                                mismatches.append("\(region) leading digits of \(String(decoding: digits, as: UTF8.self))")
                            }
                            leadingDigitsChecked += 1
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        // The inputs reach most kinds of line, so the comparison can fail.
        #expect(typesSeen.count >= 8, "\(typesSeen)")
        #expect(leadingDigitsChecked > 1_000)
    }

    /// A region's table keeps nothing alive and frees its storage with the region.
    @Test func tableStorageFollowsItsRegion() {
        weak var released: RegionMetadata?
        do {
            let store = MetadataStore(text: PhoneMetadata.generatedText)
            let metadata = store.metadata(forRegion: "US")
            released = metadata
            let digits: [UInt8] = Array("2015550123".utf8)
            #expect(digits.withUnsafeBufferPointer { metadata?.validation.type(of: $0) } == .fixedLineOrMobile)
        }
        #expect(released == nil)
    }
}
