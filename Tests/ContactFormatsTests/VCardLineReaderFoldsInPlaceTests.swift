@testable import ContactFormats
import ContactModel
import Testing

/// Folded lines joined in the read buffer itself, when its storage is the reader's own
/// (``VCardLineReader/ownsBufferStorage``): the lines are those joined apart, the lines
/// handed out before are untouched, and storage another holds is never written.
@Suite struct VCardLineReaderFoldsInPlaceTests {
    static let text = [
        "BEGIN:VCARD", "VERSION:3.0", "FN:Ana Fernández",
        "item1.ADR;type=HOME;type=pref:;;Paseo de Gracia 170;Barcelona;Barcelona;080", " 81;España",
        "NOTE:a note folded", " twice, with a tab", "\tand more", "TEL:+34 655 550 144",
        "EMAIL;type=INTERNET:ana", " @example.org", "END:VCARD", "BEGIN:VCARD", "FN:B", " C", "END:VCARD",
    ].joined(separator: "\r\n") + "\r\n"
    static let expected = [
        "BEGIN:VCARD", "VERSION:3.0", "FN:Ana Fernández",
        "item1.ADR;type=HOME;type=pref:;;Paseo de Gracia 170;Barcelona;Barcelona;08081;España",
        // A fold drops its line end and the one space or tab after it.
        "NOTE:a note foldedtwice, with a taband more", "TEL:+34 655 550 144",
        "EMAIL;type=INTERNET:ana@example.org", "END:VCARD", "BEGIN:VCARD", "FN:BC", "END:VCARD",
    ]

    /// Every line read, each kept as handed out (a slice, as a card's properties keep them),
    /// and whether the reader owned its buffer's storage as it handed each out.
    static func readAll(_ reader: inout VCardLineReader, lending: Bool) throws -> ([VCardLineReader.Line], [Bool]) {
        var lines: [VCardLineReader.Line] = []
        var owned: [Bool] = []
        while let line = try lending ? reader.nextLineLending() : reader.nextLine() {
            lines.append(line)
            owned.append(reader.ownsBufferStorage)
            reader.settleLentLines()
        }
        return (lines, owned)
    }

    @Test(arguments: [false, true])
    func anInputThatCopiesGivesTheReaderItsOwnStorage(lending: Bool) throws {
        let bytes = Array(Self.text.utf8)
        var reader = VCardLineReader(input: TrickleInput(bytes: bytes, chunk: 1 << 20))
        let (lines, owned) = try Self.readAll(&reader, lending: lending)
        #expect(owned.allSatisfy { $0 })
        #expect(lines.map { String(decoding: $0.bytes, as: UTF8.self) } == Self.expected)
        #expect(lines.map(\.number) == [1, 2, 3, 4, 6, 9, 10, 12, 13, 14, 16])
        // Every line is a slice of the one read buffer, folded or not: no storage of its own.
        let owners = Set(lines.map { line in withUnsafeBytes(of: line.bytes) { $0.load(as: UInt.self) } })
        #expect(owners.count == 1)
    }

    /// The same lines as the careful path, which joins apart, on the generated inputs of
    /// `VCardLineReaderSimplePathTests` read through an input that copies.
    @Test func theSameLinesAsJoinedApart() throws {
        var generator = VCardLineReaderSimplePathTests.Generator(state: 7)
        let pieces = VCardLineReaderSimplePathTests.pieces
        let ends = VCardLineReaderSimplePathTests.ends
        for _ in 0..<300 {
            var text: [UInt8] = []
            for _ in 0..<generator.next(24) {
                for _ in 0...generator.next(2) { text += Array(pieces[generator.next(pieces.count)].utf8) }
                text += Array((generator.next(4) == 0 ? ends[generator.next(ends.count)] : "\r\n").utf8)
            }
            try VCardLineReaderSimplePathTests.compare(text, chunks: [1 << 20, 64], limits: [100_000, 20])
        }
    }

    /// An input in memory hands over its storage, which it keeps: the reader only reads it.
    @Test func storageAnInputKeepsIsNotWritten() throws {
        let bytes = Array(Self.text.utf8)
        var reader = VCardLineReader(input: MemoryInput(bytes))
        let (lines, owned) = try Self.readAll(&reader, lending: true)
        // The folded lines were read from the input's storage. (Past its end, the reader
        // moves on to storage of its own.)
        #expect([3, 4, 6, 9].allSatisfy { !owned[$0] })
        #expect(lines.map { String(decoding: $0.bytes, as: UTF8.self) } == Self.expected)
        #expect(bytes == Array(Self.text.utf8))
    }

    /// Cards read through an input that copies: the same contacts as through one that does not.
    @Test func theSameContactsAsReadFromMemory() throws {
        let book = String(repeating: Self.text, count: 50)
        var copying = VCardReader(input: TrickleInput(bytes: Array(book.utf8), chunk: 4096))
        var inMemory = VCardReader(input: MemoryInput(book))
        var contact = Contact.empty
        var count = 0
        while let expected = try inMemory.next() {
            #expect(try copying.next(into: &contact))
            #expect(contact == expected)
            #expect(copying.diagnostics == inMemory.diagnostics)
            count += 1
        }
        #expect(try !copying.next(into: &contact))
        #expect(count == 100)
    }
}
