@testable import ContactFormats
import Testing

/// The line reader's simple path (a line read ahead that is a whole logical line, the next
/// one found in the buffer) against the careful path alone, on input made to catch it out:
/// folds with space and tab, every line end, lines ending at word boundaries and at the
/// buffer's end, quoted-printable soft breaks, base64 blocks, escaped line breaks, quoted
/// parameters, 8-bit bytes, NUL and other control bytes, blank and overlong lines.
@Suite struct VCardLineReaderSimplePathTests {
    /// What a reader hands out for each line, and what it has consumed by then.
    struct Read: Equatable {
        var bytes: [UInt8]
        var number: Int
        var overlongLength: Int?
        var hasEightBitBytes: Bool
        var bytesConsumed: Int
    }

    static func read(_ bytes: [UInt8], chunk: Int?, maximumLineLength: Int, simple: Bool) throws -> [Read] {
        let input: any ByteInput = chunk.map { TrickleInput(bytes: bytes, chunk: $0) } ?? MemoryInput(bytes)
        var reader = VCardLineReader(
            input: input, maximumLineLength: maximumLineLength, firstLineNumber: 3, takesSimplePath: simple)
        var result: [Read] = []
        while let line = try reader.nextLine() {
            result.append(
                Read(
                    bytes: Array(line.bytes), number: line.number, overlongLength: line.overlongLength,
                    hasEightBitBytes: reader.lastLineHasEightBitBytes, bytesConsumed: reader.bytesConsumed))
        }
        return result
    }

    /// Fails the test (with the input) when the two paths differ.
    static func compare(_ bytes: [UInt8], chunks: [Int?] = [nil, 1, 3, 8, 9], limits: [Int] = [100_000, 12]) throws {
        for chunk in chunks {
            for limit in limits {
                let simple = try read(bytes, chunk: chunk, maximumLineLength: limit, simple: true)
                let careful = try read(bytes, chunk: chunk, maximumLineLength: limit, simple: false)
                if simple != careful {
                    Issue.record("paths differ (chunk \(String(describing: chunk)), limit \(limit)) on \(bytes)")
                    return
                }
            }
        }
    }

    static let pieces: [String] = [
        "BEGIN:VCARD", "END:VCARD", "VERSION:2.1", "FN:A", "N:Doe;Jo;;;", "TEL;TYPE=\"a:b;c\":+1 555",
        "NOTE;ENCODING=QUOTED-PRINTABLE:abc=", "=C3=A9=", "NOTE;QUOTED-PRINTABLE:x=", "NOTE:a=",
        "PHOTO;ENCODING=BASE64;TYPE=JPEG:QUJD", "REVG", "AAAA==", "QU JD", "KEY;ENCODING=b:AAAA",
        "PHOTO:data:image/png;base64,QUJD", " folded", "\tfolded", " ", "\t", "  \t", "",
        "ADR;HOME:;;c/o A\\", "Box 5\\", "NOTE:C:\\\\", "Main St 3;Kiel", "item1.X-ABLabel:Café",
        "FN:Fernández", "N:पटेल;दीपिका", "X-A:\u{0}\u{1}\u{8}\u{B}\u{C}", "é", "a:b", "=", "\\",
        "EMAIL;type=INTERNET;type=pref:someone.with.a.long.name@example.org",
        "NOTE:" + String(repeating: "0123456789", count: 4), "ABCDEFG", "ABCDEFGH", "ABCDEFGHI",
    ]
    static let ends = ["\r\n", "\n", "\r", "\r\r\n", "\r\r", "\n\n", "\r\n\r\n"]

    /// A small deterministic generator (SplitMix64), so every run tests the same inputs.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    @Test func randomDocumentsReadTheSameOnBothPaths() throws {
        var generator = Generator(state: 32)
        for _ in 0..<400 {
            var text: [UInt8] = []
            for _ in 0..<generator.next(24) {
                for _ in 0...generator.next(2) {
                    text += Array(VCardLineReaderSimplePathTests.pieces[generator.next(VCardLineReaderSimplePathTests.pieces.count)].utf8)
                }
                // Mostly CRLF, as real files; the rest any line end.
                let end = generator.next(4) == 0 ? VCardLineReaderSimplePathTests.ends[generator.next(VCardLineReaderSimplePathTests.ends.count)] : "\r\n"
                text += Array(end.utf8)
            }
            if generator.next(3) == 0 { text += Array("END:VCARD".utf8) }  // no final line end
            try VCardLineReaderSimplePathTests.compare(text, chunks: [nil, 1, 7, 8, 13], limits: [100_000, 20])
        }
    }

    /// Lines of every length from 0 to 19 after lines of every length, so that line ends
    /// and the next line's first byte fall at every place in and around an eight-byte word,
    /// and at the buffer's end.
    @Test(arguments: ["\r\n", "\n", "\r"])
    func lineEndsAtEveryPlaceInAWord(_ end: String) throws {
        for first in 0..<10 {
            for second in 0..<20 {
                let text = "A:" + String(repeating: "x", count: first) + end + "B;" + String(repeating: "y", count: second)
                    + end + " z" + end + "C:1" + end
                try VCardLineReaderSimplePathTests.compare(Array(text.utf8))
                try VCardLineReaderSimplePathTests.compare(Array(text.utf8.dropLast(end.utf8.count)))
            }
        }
    }

    /// The next line's kind decides whether the line before it is whole: a fold, a blank
    /// line, a line of base64 text (with and without a base64 value before it), a property.
    @Test(arguments: [
        "FN:A\r\n B\r\n", "FN:A\r\n\tB\r\n", "FN:A\r\n\r\nN:B\r\n", "FN:A\r\n  \r\nN:B\r\n",
        "PHOTO;ENCODING=BASE64:AAAA\r\nBBBB\r\nN:B\r\n", "FN:AAAA\r\nBBBB\r\nN:B\r\n",
        "PHOTO;BASE64:AA\r\nB+/=\r\n\r\nN:B\r\n", "PHOTO;BASE64:AA\r\nB+/é\r\n", "FN:A\r\nBB B\tB\r\n",
        "NOTE;ENCODING=QUOTED-PRINTABLE:a=\r\nb\r\n", "NOTE:a=\r\nb\r\n", "ADR:a\\\r\nb\r\n",
        "ADR:a\\\r\nTEL:1\r\n", "ADR:a\\\\\r\nb\r\n", "FN:A\r\n\u{0}B\r\n", "FN:A\r\néB\r\n",
        "FN:A\r\n:B\r\n", "FN:A\r\n-B\r\n", " FN:A\r\nN:B\r\n", "\r\n\r\nFN:A\r\n",
    ])
    func theNextLineDecides(_ text: String) throws {
        try VCardLineReaderSimplePathTests.compare(Array(text.utf8), chunks: [nil, 1, 2, 4, 5, 6, 8])
    }

    /// Folds, which the simple path leaves to the careful path, and the lines around them:
    /// a fold of one byte, folds with 8-bit bytes, a fold that is blank or starts with two
    /// spaces, a fold ending in `=` or a backslash, folds past the limit.
    @Test(arguments: [
        "N:a\r\n b\r\nFN:c\r\n", "NOTE:a\r\n bé\r\n\tç\r\nFN:c\r\n", "NOTE:a\r\n \r\nFN:c\r\n",
        "NOTE:a\r\n  b\r\nFN:c\r\n", "NOTE:a\r\n \t\r\n b\r\n", "NOTE:a\r\n b=\r\nc\r\n",
        "NOTE;ENCODING=QUOTED-PRINTABLE:a\r\n b=\r\nc\r\n", "ADR:a\r\n b\\\r\nc\r\n",
        "ADR:a\r\n b\\\r\nTEL:1\r\n", "NOTE:a\r\n b\r\n", "NOTE:a\r\n b", "NOTE:a\n b\n c\nFN:x\n",
        "NOTE:a\r\n b\rFN:x\r\n", "NOTE:a\r\n b\r\r\nFN:x\r\n", "PHOTO;ENCODING=b:QUJD\r\n REVG\r\nR0hJ\r\n",
        "PHOTO;BASE64:QUJD\r\n REVG\r\nR0hJ\r\n\r\nFN:x\r\n", "NOTE:a\r\n b\r\n\u{0}\r\n",
        "VERSION:2.1\n =\r\nN:Doe;Jo;;;\r\n", "V:1\r\n =\r\nN:D\r\n", "V:12\r\n =\r\nN:D\r\n", "V:1\r\n b=\r\n c\r\nN:D\r\n",
    ])
    func foldsOnBothPaths(_ text: String) throws {
        try VCardLineReaderSimplePathTests.compare(Array(text.utf8), chunks: [nil, 1, 2, 3, 5, 8], limits: [100_000, 8, 9, 10])
    }

    @Test func aPhotoFoldedOverManyLinesAndChunks() throws {
        var text = "BEGIN:VCARD\r\nPHOTO;ENCODING=b;TYPE=JPEG:"
        for index in 0..<400 { text += String(repeating: "QUJD", count: 1 + index % 19) + "\r\n " }
        text += "QQ==\r\nEND:VCARD\r\n"
        try VCardLineReaderSimplePathTests.compare(Array(text.utf8), chunks: [nil, 7, 100, 1000], limits: [100_000, 20_000])
    }

    /// Lines longer than the limit, alone and folded, and long lines over many chunks.
    @Test func longAndOverlongLines() throws {
        let long = String(repeating: "0123456789", count: 50)
        let text = "FN:A\r\nNOTE:\(long)\r\nN:B\r\nNOTE:\(long)\r\n \(long)\r\nTEL:1\r\n\(long)\r\nEND:VCARD\r\n"
        try VCardLineReaderSimplePathTests.compare(Array(text.utf8), chunks: [nil, 7, 64], limits: [100_000, 400, 20])
    }

    /// The simple path's base64-text test accepts exactly the bytes the careful one does.
    @Test func base64TextTestMatchesItsDefinition() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected =
                (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte)
                || [43, 47, 61, 32, 9].contains(byte)
            let bytes: [UInt8] = [65, byte, 66]
            let found = bytes.withUnsafeBufferPointer { VCardLineReader.isBase64Text($0.baseAddress!, from: 0, to: 3) }
            #expect(found == expected, "byte \(value)")
        }
    }
}

/// The eight-byte punctuation test that spares most lines the byte-by-byte base64 test:
/// it must find what is in the line's first eight bytes, and never call base64 text
/// punctuated, whatever lies past the line's end.
@Suite struct VCardPropertyPunctuationTests {
    @Test func findsPunctuationOnlyInsideTheLine() {
        let alphabet = Array("AZaz09+/= \t".utf8)
        for length in 0...10 {
            for position in 0..<12 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "Q"), count: 12)
                    bytes[position] = UInt8(value)
                    let found = bytes.withUnsafeBufferPointer {
                        VCardLineReader.hasPropertyPunctuation(in: $0, from: 1, to: 1 + length)
                    }
                    let line = bytes[1..<(1 + length)]
                    let punctuated = line.prefix(8).contains { [58, 59, 46, 45].contains($0) }
                    let base64 = line.allSatisfy { alphabet.contains($0) || (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0) }
                    if found && base64 || found != punctuated {
                        Issue.record("byte \(value) at \(position), line of \(length): \(found)")
                        return
                    }
                }
            }
        }
    }

    @Test func fewerThanEightBytesLeftIsNoAnswer() {
        let bytes = Array("A:B".utf8)
        #expect(!bytes.withUnsafeBufferPointer { VCardLineReader.hasPropertyPunctuation(in: $0, from: 0, to: 3) })
    }

    /// Folded lines the fold path joins and those it leaves to the careful path: one to
    /// twelve folds and 63 to 66 (past the most it joins), folds of every length so each line end falls
    /// at every place in a word, 8-bit bytes in a fold, a fold ending in `=` (in lines that
    /// are quoted-printable, are not, say so only in a fold, or quote a colon) or a
    /// backslash, a blank fold, tab folds, every line end, and base64 text or a property
    /// after the folds.
    @Test func foldedLinesOfEveryShape() throws {
        let afters = ["FN:x", "QUJD", "", " ", "item1.X-ABADR:us", "é:1"]
        let foldTexts = ["b", "bé", "b=", "b\\", "", "\t", "0123456789abcdef", "ç;d:e", "x y", "NTABLE:c=", "QQ=="]
        for folds in Array(1...12) + Array(63...66) {
            for (index, text) in foldTexts.enumerated() {
                for end in ["\r\n", "\n", "\r"] where folds < 4 || end == "\r\n" {
                    if folds > 12, index % 3 != 0 { continue }
                    let heads = [
                        "NOTE:a", "NOTE;ENCODING=QUOTED-PRINTABLE:a=", "NOTE;X=\"a:b\";quoted-printable:a",
                        "NOTE;ENCODING=QUOTED-PRI", "PHOTO;ENCODING=b:QUJD=", "NOTE;X=\"a:b:a=",
                    ]
                    var line = heads[(folds + index) % heads.count] + String(repeating: "w", count: folds % 9)
                    for fold in 0..<folds {
                        let prefix = fold % 3 == 2 ? "\t" : " "
                        line += end + prefix + (fold == folds - 1 ? text : String(repeating: "v", count: fold + index))
                    }
                    let after = afters[(folds + index) % afters.count]
                    let document = line + end + after + end + "END:VCARD" + end
                    try VCardLineReaderSimplePathTests.compare(
                        Array(document.utf8), chunks: [nil, 5, 16], limits: [100_000, 30])
                }
            }
        }
    }
}
