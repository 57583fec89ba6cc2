import ContactModel

/// Writes contacts as vCard 2.1, 3.0 or 4.0, strictly: CRLF line ends, lines folded at 75
/// octets without splitting a UTF-8 sequence, values escaped by type, every `N` and `ADR`
/// component present.
///
/// - 3.0 is the dialect Apple and Google import: custom labels in `itemN.X-ABLabel`,
///   yearless birthdays with `X-APPLE-OMIT-YEAR`, `X-ABShowAs:COMPANY` for organizations.
/// - 4.0 follows RFC 6350: `PREF=n`, `data:` URIs, `KIND`, `MEMBER`, `ANNIVERSARY`.
/// - 2.1 serves old Outlook and phones: quoted-printable and `CHARSET` only where needed.
///
/// Properties a version lacks are kept under an X- name (see the "Version mapping" article).
public struct VCardWriter: ContactWriter {
    /// The vCard version written.
    public let version: VCardVersion
    /// Where the bytes go.
    public let sink: ByteSink
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Whether the composer takes its short paths for common values (see
    /// ``VCardCardComposer/takesShortPaths``), writing simple properties straight into the
    /// lines among them; tests turn them off to compare.
    var takesShortPaths = true
    /// The composed card, its storage reused from contact to contact.
    private var card = VCardComposedCard()
    /// The cards' lines, folded (``VCardLineWriter/output``): the cards written since the
    /// last hand-over, handed to a file's sink together when they pass `handOverSize` and
    /// at ``finish()``; to a memory sink, each card once written.
    var lines: VCardLineWriter
    /// Whether the sink keeps its bytes in memory: it then takes each card as it is written.
    /// Batched, the cards were copied into its buffer in blocks of 64 KiB, which the C
    /// library copies with `rep movsb`, one instruction a byte to callgrind (a two-thread
    /// convert's chunks cost 4.4 M more).
    private let handsOverEachCard: Bool
    /// `BEGIN` and `VERSION`, as a literal: an array's bytes were lent through a closure,
    /// about sixty instructions a card with `END`'s.
    private let beginLines: StaticString

    /// Creates a writer of `version` into `sink`.
    public init(version: VCardVersion, sink: ByteSink) {
        self.version = version
        self.sink = sink
        lines = VCardLineWriter(version: version)
        if case .memory = sink.destination { handsOverEachCard = true } else { handsOverEachCard = false }
        switch version {
        case .v2_1: beginLines = "BEGIN:VCARD\r\nVERSION:2.1\r\n"
        case .v3_0: beginLines = "BEGIN:VCARD\r\nVERSION:3.0\r\n"
        case .v4_0: beginLines = "BEGIN:VCARD\r\nVERSION:4.0\r\n"
        }
    }

    /// Writes one contact as one card.
    ///
    /// The composer writes the card's lines as it goes (`VCardCardComposer`'s
    /// `compose(_:version:into:lines:shortPaths:)`): simple properties straight into the
    /// writer's lines, the others through the composed card.
    /// What composing lost comes first in ``diagnostics``, then what writing the lines did
    /// (control characters replaced, names refused), in line order.
    ///
    /// To a file, the card's bytes reach the sink with the next cards' (every
    /// `handOverSize` bytes) or at ``finish()``, as ``ContactWriter`` allows: handed over
    /// one card at a time, each was copied into the sink's buffer (about 300 instructions a
    /// card), where now the sink writes the cards straight from the writer's lines.
    public mutating func write(_ contact: Contact) throws {
        // The lines' appends do not check for a copy of the writer sharing their storage.
        lines.output.claim()
        lines.output.append(beginLines)
        if !lines.diagnostics.isEmpty { lines.diagnostics.removeAll() }
        diagnostics = withUnsafeMutablePointer(to: &lines) { lines in
            VCardCardComposer.compose(contact, version: version, into: &card, lines: lines, shortPaths: takesShortPaths)
        }
        if !lines.diagnostics.isEmpty { diagnostics += lines.diagnostics }
        lines.output.append(VCardWriter.endLine)
        if handsOverEachCard {
            // The bytes where they are: lent through a closure, the storage and the sink
            // were retained and released.
            try sink.append(lines.output.bytesInPlace)
            lines.output.removeAll()
        } else if lines.output.count >= VCardWriter.handOverSize {
            try handOver()
        }
    }

    /// Hands the cards written to the sink, then flushes it.
    public mutating func finish() throws {
        try handOver()
        try sink.flush()
    }

    /// How many bytes of cards the writer holds before it hands them to the sink: the size
    /// a file's sink writes straight to the system (``ByteSink/directBlockSize``).
    static let handOverSize = ByteSink.directBlockSize

    /// Hands the cards written since the last hand-over to the sink.
    private mutating func handOver() throws {
        guard lines.output.count > 0 else { return }
        try sink.append(block: lines.output.bytesInPlace)
        lines.output.removeAll()
    }

    /// Writes every contact into one string (tests, small outputs).
    public static func string(from contacts: [Contact], version: VCardVersion) throws -> String {
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    private static let endLine: StaticString = "END:VCARD\r\n"

}

extension VCardWriter {
    /// Whether a property name is one of 2.1's media properties (`PHOTO`, `LOGO`, `SOUND`,
    /// `KEY`, as spelled), as ``VCardContactBuilder/isMediaProperty(_:)`` says of a string.
    static func isMediaPropertyName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        switch name.count {
        case 3: return name.elementsEqual("KEY".utf8)
        case 4: return name.elementsEqual("LOGO".utf8)
        case 5: return name.elementsEqual("PHOTO".utf8) || name.elementsEqual("SOUND".utf8)
        default: return false
        }
    }

    /// Whether any of the eight bytes of `word` is below 0x20 (CR, LF and other controls) or
    /// one of `;`, `:`, `,`, `"`, `^`: never false when one is there.
    @inline(__always)
    static func mayNeedQuotesOrCaret(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x }
        let control = (word &- ones &* 0x20) & ~word
        let found =
            zeroByte(word ^ (ones &* 0x3B)) | zeroByte(word ^ (ones &* 0x3A)) | zeroByte(word ^ (ones &* 0x2C))
            | zeroByte(word ^ (ones &* 0x22)) | zeroByte(word ^ (ones &* 0x5E))
        return (control | found) & highs != 0
    }

    /// Whether any of the eight bytes of `word` is below 0x20 (CR and LF among them) or one
    /// of `"` and `^`, the bytes RFC 6868 encodes in a parameter value: never false when one
    /// is there.
    @inline(__always)
    static func mayNeedCaret(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x }
        let control = (word &- ones &* 0x20) & ~word
        let found = zeroByte(word ^ (ones &* 0x22)) | zeroByte(word ^ (ones &* 0x5E))
        return (control | found) & highs != 0
    }

    /// Whether `text` (the card's names, groups and parameter values) holds a control
    /// character other than CR and LF, as ``containsControlCharacter(from:)`` looks for them.
    /// In 3.0 and 4.0 CR and LF in the text never reach a line as they are: parameter values
    /// encode them (`^n`), and names and groups that hold one are refused. Google's address
    /// `LABEL` has line breaks in every card, which made every line of it be looked at.
    static func containsControlCharacterBesidesLineBreaks(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= text.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let del = word ^ (ones &* 0x7F)
            if ((word &- ones &* 0x20) & ~word | (del &- ones) & ~del) & highs != 0 {
                for offset in 0..<8 where isControlCharacterBesidesLineBreaks(base[index + offset]) { return true }
            }
            index += 8
        }
        while index < text.count {
            if isControlCharacterBesidesLineBreaks(base[index]) { return true }
            index += 1
        }
        return false
    }

    @inline(__always)
    static func isControlCharacterBesidesLineBreaks(_ byte: UInt8) -> Bool {
        UnsafeBufferPointer.isControlCharacter(byte) && byte != 10 && byte != 13
    }

    static func normalizingLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(10) || bytes.contains(13) else { return bytes }
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 13 {
                output += [13, 10]
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
            } else if byte == 10 {
                output += [13, 10]
            } else {
                output.append(byte)
            }
            index += 1
        }
        return output
    }
}
