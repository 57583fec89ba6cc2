@testable import ContactFormats
import Testing

/// Lent lines (`VCardLineReader+LentLines`): each is the slice the standard library makes of
/// the read buffer, bit for bit, and once settled the buffer's storage counts exactly the
/// references the standard library's slices would hold.
@Suite struct VCardLineReaderLentLinesTests {
    static let card = Array(
        ("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jo;;;\r\nFN:Jo Doe\r\nTEL;type=CELL:+1 555 0100\r\n"
            + "NOTE:a folded\r\n  note\r\nitem1.EMAIL;type=INTERNET:jo@example.org\r\n"
            + "X-ABLabel:Café\r\n\r\nEND:VCARD\r\n").utf8)

    /// The words of a slice.
    static func words(_ slice: ArraySlice<UInt8>) -> [UInt8] {
        withUnsafeBytes(of: slice) { Array($0) }
    }

    /// Whether the two objects' reference counts are equal, each read alike (in `#expect`
    /// the two sides' temporaries do not live alike).
    static func counts(_ first: AnyObject, _ second: AnyObject) -> Bool {
        let firstCount = _getRetainCount(first)
        let secondCount = _getRetainCount(second)
        return firstCount == secondCount
    }

    /// The storage object a slice holds.
    static func owner(_ slice: ArraySlice<UInt8>) -> AnyObject {
        withUnsafeBytes(of: slice) { Unmanaged<AnyObject>.fromOpaque($0.load(as: UnsafeRawPointer.self)).takeUnretainedValue() }
    }

    @Test func lendingIsOnWhereTheLayoutIsKnown() {
        let words = VCardLineReader.lendingWords(of: [1, 2, 3, 4])
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            #expect(words != nil)
        #endif
        #expect(VCardLineReader.lendingWords(of: [1, 2]) == nil)
    }

    /// Every line, lent or not, is the standard library's slice of the buffer, word for word;
    /// read whole, and through refills of a few bytes (lines lent between them).
    @Test(arguments: [nil, 7, 64])
    func lentLinesAreTheStandardSlices(chunk: Int?) throws {
        let bytes = Array(repeating: VCardLineReaderLentLinesTests.card, count: 3).joined().map { $0 }
        let input: any ByteInput = chunk.map { TrickleInput(bytes: bytes, chunk: $0) } ?? MemoryInput(bytes)
        var reader = VCardLineReader(input: input)
        var plain = VCardLineReader(input: MemoryInput(bytes.map { $0 }))
        var lent = 0
        while let line = try reader.nextLineLending() {
            let owed = reader.owedReferences
            if owed > 0 { lent += 1 }
            let expected = try #require(try plain.nextLine())
            #expect(line.bytes == expected.bytes)
            #expect(line.number == expected.number)
            if line.bytes.startIndex >= 0, line.bytes.endIndex <= reader.buffer.count,
                VCardLineReaderLentLinesTests.owner(line.bytes) === VCardLineReaderLentLinesTests.owner(reader.buffer[...])
            {
                let standard = reader.buffer[line.bytes.startIndex..<line.bytes.endIndex]
                #expect(VCardLineReaderLentLinesTests.words(line.bytes) == VCardLineReaderLentLinesTests.words(standard))
            }
            reader.settleLentLines()
        }
        #expect(try plain.nextLine() == nil)
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            #expect(lent > 0)
        #endif
    }

    /// Lines lent and settled leave the storage counting what standard slices would: the
    /// same lines read both ways from copies of one input give equal counts, while the
    /// readers hold their buffers, after the readers are gone, and with one line left (a
    /// count short by one would free the storage under it).
    @Test func settledLinesCountTheirReferences() throws {
        let bytes = Array(repeating: VCardLineReaderLentLinesTests.card, count: 2).joined().map { $0 }
        var lending: VCardLineReader? = VCardLineReader(input: MemoryInput(bytes.map { $0 }))
        var plain: VCardLineReader? = VCardLineReader(input: MemoryInput(bytes.map { $0 }))
        var lentLines: [ArraySlice<UInt8>] = []
        var plainLines: [ArraySlice<UInt8>] = []
        // The first card's lines, the buffer still the input's storage (no refill since).
        for _ in 0..<9 {
            if let line = try lending?.nextLineLending() { lentLines.append(line.bytes) }
            if let line = try plain?.nextLine() { plainLines.append(line.bytes) }
        }
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            #expect(lending?.owedReferences ?? 0 > 0)
        #endif
        lending?.settleLentLines()
        #expect(lentLines == plainLines)
        // `VERSION:3.0`, the first line the simple path takes (the first is read carefully).
        let lentOwner = VCardLineReaderLentLinesTests.owner(lentLines[1])
        let plainOwner = VCardLineReaderLentLinesTests.owner(plainLines[1])
        #expect(ObjectIdentifier(lentOwner) != ObjectIdentifier(plainOwner))
        #expect(VCardLineReaderLentLinesTests.counts(lentOwner, plainOwner))
        lending = nil
        plain = nil
        #expect(VCardLineReaderLentLinesTests.counts(lentOwner, plainOwner))
        let lentVersion = lentLines[1]
        let plainVersion = plainLines[1]
        lentLines.removeAll()
        plainLines.removeAll()
        #expect(VCardLineReaderLentLinesTests.counts(lentOwner, plainOwner))
        #expect(Array(lentVersion) == Array("VERSION:3.0".utf8))
        #expect(Array(plainVersion) == Array("VERSION:3.0".utf8))
    }

    /// Cards with every kind of line a card reader lets go of before the card ends (not a
    /// property, a stray END, values and cards over the limits, a nested card, a card
    /// without END) read as before, and their values hold their bytes after later cards.
    @Test func cardReaderLetsGoOfLentLinesSafely() throws {
        let text =
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:One\r\nnot a property\r\nEND:VTODO\r\nNOTE:"
            + String(repeating: "x", count: 300) + "\r\nEMAIL:one@example.org\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Two\r\nAGENT:\r\nBEGIN:VCARD\r\nFN:Nested\r\nEND:VCARD\r\n"
            + "TEL:+1 555 0100\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Three\r\nX-A:1\r\nX-B:2\r\nX-C:3\r\nX-D:4\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Four\r\nEMAIL:four@example.org\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Five\r\nNOTE:end"
        var limits = ReadLimits.standard
        limits.maximumValueLength = 200
        limits.maximumPropertiesPerCard = 4
        for chunk in [nil, 5, 40] as [Int?] {
            let bytes = Array(text.utf8)
            let input: any ByteInput = chunk.map { TrickleInput(bytes: bytes, chunk: $0) } ?? MemoryInput(bytes)
            var reader = VCardReader(input: input, limits: limits)
            var names: [String] = []
            var kept: [[VCardProperty]] = []
            while let contact = try reader.next() {
                names.append(contact.formattedName ?? "")
                kept.append(reader.properties)
            }
            #expect(names == ["One", "Two", "Three", "Four", "Five"])
            #expect(kept.map { $0.map(\.name) } == [
                ["VERSION", "FN", "EMAIL"], ["VERSION", "FN", "AGENT", "TEL"], ["VERSION", "FN", "X-A", "X-B"],
                ["VERSION", "FN", "EMAIL"], ["VERSION", "FN", "NOTE"],
            ])
            #expect(kept.map { $0.map { String(decoding: $0.value, as: UTF8.self) }.last } == [
                "one@example.org", "+1 555 0100", "2", "four@example.org", "end",
            ])
        }
    }
}
