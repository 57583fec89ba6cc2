import ContactFormats
import ContactModel
import Testing

/// Hostile text the readers met in round s10 (Benchmarks/hostile/README.md): lone
/// surrogates and bytes that are not UTF-8 in JSON strings, blank lines before the first
/// card, and NUL in a CSV cell.
@Suite struct HostileTextInputTests {
    private func read(_ text: String, _ format: ContactFormat? = nil) throws -> ContactSerialization.ReadResult {
        try ContactSerialization.contacts(from: Array(text.utf8), format: format)
    }

    @Test func loneSurrogatesInNDJSONAreReplacedWithAWarning() throws {
        let text = #"{"givenName":"A\ud800B"}"# + "\n" + #"{"givenName":"\udc00","familyName":"\ud800\u0041"}"# + "\n"
            + #"{"givenName":"\ud83d\ude00 ok"}"# + "\n"
        let result = try read(text, .ndjson)
        #expect(result.contacts.map(\.givenName) == ["A\u{FFFD}B", "\u{FFFD}", "\u{1F600} ok"])
        #expect(result.contacts[1].familyName == "\u{FFFD}A")
        let warnings = result.diagnostics.filter { $0.code == .invalidBytes }
        #expect(warnings.map(\.line) == [1, 2])
        #expect(warnings.last?.message.hasPrefix("2 characters of text not valid Unicode") == true)
    }

    @Test func bytesThatAreNotUTF8InAJSONStringAreCounted() throws {
        var bytes = Array(#"{"givenName":"a"#.utf8) + [0xC0, 0xAF] + Array(#"b"}"#.utf8) + [10]
        bytes += Array(#"{"givenName":"After"}"#.utf8) + [10]
        let result = try ContactSerialization.contacts(from: bytes, format: .ndjson)
        #expect(result.contacts.count == 2)
        #expect(result.contacts.first?.givenName.contains("/") == false)
        #expect(result.diagnostics.contains { $0.code == .invalidBytes && $0.line == 1 })
    }

    @Test func loneSurrogatesInJCardAreReplacedWithAWarning() throws {
        let text = #"[["vcard",[["version",{},"text","4.0"],["fn",{},"text","X\udc00Y"]]],"#
            + #"["vcard",[["version",{},"text","4.0"],["fn",{},"text","Clean"]]]]"#
        let result = try read(text, .jCard)
        #expect(result.contacts.map(\.formattedName) == ["X\u{FFFD}Y", "Clean"])
        let warnings = result.diagnostics.filter { $0.code == .invalidBytes }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("card 1: 1 character of text") == true)
    }

    @Test(arguments: ["\n", "\r\n", "\r", "\n\r\n\r", "  \t\n"])
    func blankLinesBeforeTheFirstCardAreSkippedNotTakenForAnEmptyInput(_ blank: String) throws {
        let count = 5_000 / blank.utf8.count + 1  // more than the 4,096 bytes detection reads
        let text = String(repeating: blank, count: count) + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:After\r\nbroken\r\nEND:VCARD\r\n"
        let result = try read(text)
        #expect(result.contacts.map(\.formattedName) == ["After"])
        let breaks = Self.lineBreaks(Array(String(repeating: blank, count: count).utf8))
        #expect(result.diagnostics.map(\.line) == [breaks + 4])
    }

    /// Line breaks as the readers count them: CR LF, CR and LF are one each.
    static func lineBreaks(_ bytes: [UInt8]) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 13 || (byte == 10 && previous != 13) { count += 1 }
            previous = byte
        }
        return count
    }

    @Test func aByteOrderMarkAndBlankLinesStillReadAsCSV() throws {
        let text = "\u{FEFF}" + String(repeating: "\r\n", count: 3_000) + "First Name,Last Name\r\nJane,Doe\r\n"
        let result = try read(text)
        #expect(result.contacts.map(\.familyName) == ["Doe"])
    }

    @Test func onlyBlankLinesAreStillAnEmptyInput() throws {
        let result = try read(String(repeating: "\r\n \n", count: 10_000))
        #expect(result.contacts.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.noContacts])
    }

    @Test func detectionDropsBlankLinesButKeepsTheirCount() throws {
        var input = MemoryInput(String(repeating: "\r\n", count: 4_000) + "\rBEGIN:VCARD\r\n")
        let detection = try ContactSerialization.detectFormat(reading: &input)
        #expect(detection.format == .vCard(.v3_0))
        #expect(detection.prefix.count < 4_096)
        var given = detection.input(before: MemoryInput([]))
        var bytes: [UInt8] = []
        while try given.read(into: &bytes, maxLength: 1_000) > 0 {}
        #expect(Self.lineBreaks(bytes) == 4_002)
    }

    @Test func aNulInACellKeepsTheInputCSVButAPictureIsNot() throws {
        #expect(ContactFormat.detect(prefix: Array("First Name,Note\r\nNul\u{0}Name,a\u{0}b\r\n".utf8)) == .csvDetectingLayout)
        #expect(ContactFormat.detect(prefix: Array("First\u{0}Name,Note\r\nJo,x\r\n".utf8)) == nil)
        let picture: [UInt8] = [0x89] + Array("PNG\r\n".utf8) + [0x1A, 10] + Array(repeating: 0, count: 40)
        #expect(ContactFormat.detect(prefix: picture) == nil)
    }
}
