@testable import ContactFormats
import ContactModel
import Testing

/// The card reader finds a plain `END:VCARD` before making it a property
/// (`VCardReader.isPlainEnd`): it takes exactly the lines the property path closes a card
/// on, and cards read alike either way.
@Suite struct VCardReaderPlainEndTests {
    /// Whether the property path closes a card on `line`: a property named END whose value
    /// is VCARD.
    static func closesByParsing(_ line: [UInt8]) -> Bool {
        guard let property = VCardProperty.parse(VCardLineReader.Line(bytes: line[...], number: 1)) else { return false }
        return property.kind == .end && VCardReader.valueIs(property, "VCARD")
    }

    /// Every spelling of the nine bytes in any case, each byte changed in turn, and other
    /// lines of nine bytes: taken only where the property path closes the card on them
    /// (which also closes on spellings with white space, left to it).
    @Test func takesOnlyWhatParsingCloses() {
        var lines: [[UInt8]] = []
        let word = Array("END:VCARD".utf8)
        for mask in 0..<(1 << 9) {
            lines.append(word.enumerated().map { index, byte in
                mask >> index & 1 == 1 && byte != UInt8(ascii: ":") ? byte | 0x20 : byte
            })
        }
        for index in 0..<9 {
            for replacement: UInt8 in [0, 9, 32, 0x1A, 0x3B, 0x40, 0x60, 0x7B, 0xC5, 0xE5, word[index] ^ 0x20, word[index] &+ 1] {
                var line = word
                line[index] = replacement
                lines.append(line)
            }
        }
        lines += ["N:Doe;Jo;", "END:VCAR", "END:VCARDS", "BEGIN:VCA", "END:vCard", "end:VCARD"].map { Array($0.utf8) }
        var taken = 0
        for line in lines {
            let plain = VCardReader.isPlainEnd(line[...])
            if plain {
                taken += 1
                #expect(Self.closesByParsing(line), "\(line)")
            } else if line.count == 9, !line.contains(32), !line.contains(9) {
                #expect(!Self.closesByParsing(line), "\(line)")
            }
        }
        // Each of the 256 spellings twice (the colon has no case), the eight letters flipped
        // one by one, and the two in the list.
        #expect(taken == 2 * 256 + 8 + 2)
    }

    /// Cards closed by END in any case and with white space (the property path), read
    /// whole and in chunks: the same contacts and diagnostics, and the next card's BEGIN is
    /// found after each.
    @Test(arguments: [nil, 5, 64] as [Int?])
    func cardsCloseAlike(chunk: Int?) throws {
        let text = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:One", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "FN:Two", "end:vcard",
            "BEGIN:VCARD", "VERSION:3.0", "FN:Three", "END: VCARD ", "BEGIN:VCARD", "VERSION:3.0", "FN:Four",
            "End:VCard", "stray text", "BEGIN:VCARD", "VERSION:3.0", "FN:Five", "END:VCARDS", "NOTE:still five",
            "END:VCARD",
        ].joined(separator: "\r\n") + "\r\n"
        let bytes = Array(text.utf8)
        var reader = VCardReader(input: chunk.map { TrickleInput(bytes: bytes, chunk: $0) as any ByteInput } ?? MemoryInput(bytes))
        var names: [String] = []
        var codes: [Diagnostic.Code] = []
        while let contact = try reader.next() {
            names.append(contact.formattedName ?? "")
            codes += reader.diagnostics.map(\.code)
        }
        codes += reader.diagnostics.map(\.code)
        #expect(names == ["One", "Two", "Three", "Four", "Five"])
        #expect(codes.filter { $0 == .missingBegin }.count == 1)
        #expect(codes.filter { $0 == .malformedLine }.count == 1)
        #expect(!codes.contains(.missingEnd))
        #expect(reader.lastLineClosedCard)
    }
}
