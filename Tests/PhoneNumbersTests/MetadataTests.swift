import Testing
@testable import PhoneNumbers

/// The generated metadata and the pattern matcher that reads it.
@Suite("Metadata")
struct MetadataTests {
    @Test("Every region is there")
    func regions() {
        #expect(PhoneMetadata.regionCodes.count >= 245)
        #expect(PhoneMetadata.regionCodes == PhoneMetadata.regionCodes.sorted())
        #expect(PhoneMetadata.regionCodes.contains("XK"))
        #expect(PhoneMetadata.nonGeographicCountryCodes.contains(800))
        #expect(PhoneMetadata.nonGeographicCountryCodes.contains(882))
        #expect(!PhoneMetadata.upstreamVersion.isEmpty)
    }

    @Test("Country codes by region", arguments: [
        ("US", 1), ("ca", 1), ("GB", 44), ("JE", 44), ("IT", 39), ("VA", 39), ("RU", 7), ("KZ", 7),
        ("AR", 54), ("BR", 55), ("IN", 91), ("001", nil), ("ZZ", nil), ("", nil),
    ] as [(String, Int?)])
    func countryCodes(_ region: String, _ code: Int?) {
        #expect(PhoneMetadata.countryCode(forRegion: region) == code)
    }

    @Test("Regions sharing a country code, main region first")
    func sharedCountryCodes() {
        #expect(PhoneMetadata.regionCodes(forCountryCode: 1).first == "US")
        #expect(PhoneMetadata.regionCodes(forCountryCode: 1).contains("JM"))
        #expect(PhoneMetadata.regionCodes(forCountryCode: 44) == ["GB", "GG", "IM", "JE"])
        #expect(PhoneMetadata.mainRegionCode(forCountryCode: 7) == "RU")
        #expect(PhoneMetadata.regionCodes(forCountryCode: 800) == ["001"])
        #expect(PhoneMetadata.regionCodes(forCountryCode: 999).isEmpty)
    }

    @Test("Every region's metadata loads and its example-like patterns compile")
    func everyRegionLoads() {
        let store = MetadataStore.shared
        for index in store.blocks.indices {
            let metadata = store.metadata(atBlock: index)
            #expect(metadata.countryCode > 0)
            #expect(metadata.general != nil, "\(metadata.regionCode) has no general description")
        }
    }

    @Test("Regions load correctly when first asked for from many tasks at once")
    func concurrentFirstUse() async {
        let store = MetadataStore(text: PhoneMetadata.generatedText)
        let expected = store.blocks.map(\.countryCode)
        let loaded = await withTaskGroup(of: [(Int, Int)].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    stride(from: worker % 3, to: store.blocks.count, by: 1).map { index in
                        (index, store.metadata(atBlock: index).countryCode)
                    }
                }
            }
            var all: [(Int, Int)] = []
            for await part in group { all += part }
            return all
        }
        #expect(loaded.count > store.blocks.count * 7)
        #expect(loaded.allSatisfy { expected[$0.0] == $0.1 })
        #expect((0..<store.blocks.count).allSatisfy { store.metadata(atBlock: $0) === store.metadata(atBlock: $0) })
    }

    @Test("Full match, prefix match and captures", arguments: [
        ("[2-9]\\d{2}", "415", true, 3),
        ("[2-9]\\d{2}", "4155", false, 3),
        ("[2-9]\\d{2}", "115", false, nil),
        ("1(?:0[0-35-7]|1[02-5])", "1101", false, 3),
        ("(?:1|6\\d)\\d{7}|[135-9]\\d{5}", "612345678", true, 9),
        ("\\d{5,7}", "1234", false, nil),
        ("\\d{5,7}", "12345678", false, 7),
        ("0|1(?:5)?", "15", true, 2),
        ("0|1(?:5)?", "1", true, 1),
        ("([3-8]\\d{6})$|1", "3234567", true, 7),
        ("([3-8]\\d{6})$|1", "32345678", false, nil),
        ("[^0]\\d", "05", false, nil),
    ] as [(String, String, Bool, Int?)])
    func patternMatching(_ source: String, _ input: String, _ full: Bool, _ prefix: Int?) {
        let pattern = DigitPattern(source)
        #expect(pattern.matchesFully(Array(input.utf8)) == full)
        #expect(pattern.prefixMatchLength(Array(input.utf8)) == prefix)
    }

    @Test("Capture groups follow the first alternative that matches")
    func captureGroups() {
        let pattern = DigitPattern("(?:0|90)(?:(1[245]|2[1-35]|31)(\\d{10,11}))?")
        let digits = Array("0211191234567".utf8)
        let groups = pattern.captures(in: digits, anchoredAtEnd: false)
        #expect(groups?[1] == 1..<3)
        #expect(groups?[2] == 3..<13)
        let none = pattern.captures(in: Array("0".utf8), anchoredAtEnd: false)
        #expect(none?[0] == 0..<1)
        #expect(none?[2] == nil)
    }

    @Test("The first-digit filter knows which digits a match can start with", arguments: [
        ("[2-9]\\d{2}", 0b11_1111_1100, false),
        ("(?:1|2)?3\\d", 0b00_0000_1110, false),
        ("(0)?(?:[1-4]|9)\\d", 0b10_0001_1111, false),
        ("\\d?", 0b11_1111_1111, true),
        ("(?:5\\d)*", 0b00_0010_0000, true),
    ] as [(String, Int, Bool)])
    func firstDigitFilter(_ source: String, _ digits: Int, _ matchesEmpty: Bool) {
        let pattern = DigitPattern(source)
        #expect(Int(pattern.firstDigits) == digits)
        #expect(pattern.matchesEmpty == matchesEmpty)
    }

    @Test("A run cut short by the first-digit filter gives no match and no captures")
    func filteredRun() {
        let pattern = DigitPattern("(1\\d)(\\d)")
        #expect(pattern.captures(in: Array("234".utf8), anchoredAtEnd: true) == nil)
        #expect(pattern.captures(in: Array("134".utf8), anchoredAtEnd: true)?[2] == 2..<3)
        #expect(!pattern.matchesFully(Array("x34".utf8)))
    }

    @Test("A run that outgrows the plain backtracking budget gives the same match and captures")
    func budgetFallback() {
        // Plain backtracking tries about 2^19 ways here before the last 10 optional digits
        // give way; the visited-state set settles it.
        let pattern = DigitPattern("(\\d?){20}(\\d{20})")
        let groups = pattern.captures(in: Array(String(repeating: "5", count: 30).utf8), anchoredAtEnd: true)
        #expect(groups?[0] == 0..<30)
        #expect(groups?[2] == 10..<30)
        #expect(pattern.prefixMatchLength(Array(String(repeating: "5", count: 45).utf8)) == 40)
    }

    @Test("Long inputs and large patterns do not overflow the backtracking stack")
    func largeInputs() {
        let pattern = DigitPattern("(?:\\d?){40}\\d{40}")
        #expect(pattern.matchesFully(Array(String(repeating: "7", count: 60).utf8)))
        #expect(!pattern.matchesFully(Array(String(repeating: "7", count: 81).utf8)))
    }

    @Test("A country code is shared exactly when several regions use it; its numbers classify alike")
    func sharedCountryCodeFastPath() throws {
        let store = MetadataStore.shared
        for code in -1...1000 {
            #expect(store.isSharedCountryCode(code) == (store.regionBlocks(forCountryCode: code).count > 1), "\(code)")
        }
        #expect(store.isSharedCountryCode(1) && store.isSharedCountryCode(44) && store.isSharedCountryCode(7))
        #expect(!store.isSharedCountryCode(49) && !store.isSharedCountryCode(800))
        // The single-region path gives what walking the region list gives.
        for (code, national) in [(49, "301234567"), (33, "612345678"), (800, "12345678"), (49, "11"), (998, "1")] {
            let number = PhoneNumber(countryCode: code, nationalNumber: national)
            let metadata = try #require(store.metadata(forCountryCode: code))
            let expected = Array(national.utf8).withUnsafeBufferPointer { PhoneNumber.type(of: $0, in: metadata) }
            #expect(number.classification.type == expected)
            #expect(number.classification.metadata === metadata)
        }
    }
}
