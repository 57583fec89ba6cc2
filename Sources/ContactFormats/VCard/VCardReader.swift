import ContactModel

/// Reads vCard 2.1, 3.0 and 4.0 (mixed in one input) one contact at a time, on bytes.
///
/// Lenient with what real exporters write (see the "Converting exports" article): byte-order
/// marks, UTF-16, any line ends, blank lines, missing `END:VCARD`, `VERSION` anywhere,
/// lower-case names, quoted-printable soft breaks, per-property charsets, 2.1 nameless
/// parameters and base64 blocks, nested `AGENT` cards, Apple and Google dialects.
/// Problems are ``/ContactModel/Diagnostic`` values; a line that is not a property is reported and skipped,
/// and the rest of the card and the file are still read.
public struct VCardReader: ContactReader {
    private var lines: VCardLineReader
    private var pushedBack: VCardLineReader.Line?
    /// The properties of the card being read; kept between cards so its storage is reused
    /// (the builder lets go of it before the next card).
    var properties: [VCardProperty] = []
    /// The charset of values that declare none and are not UTF-8, given by the caller
    /// (`--encoding NAME`); nil: the card's declared CHARSET, else detected (see
    /// `resolveUndeclaredCharsets(from:)`).
    public var undeclaredCharset: String?
    /// What was found since the last contact, bounded (``HeldDiagnostics``).
    var held = HeldDiagnostics()
    public var diagnostics: [Diagnostic] { held.list }
    public private(set) var contactLine = 0
    /// The line of each phone number, e-mail address, postal address and date of the
    /// contact last returned: the first physical line of its property.
    public private(set) var valuePositions = ValuePositions()
    /// The last card's plain first extension (its `PRODID`, most often), which the next
    /// card shares when it starts alike (see ``VCardRepeatedExtension``).
    var repeatedExtension = VCardRepeatedExtension()
    /// The storage of the large strings of the contact last read into, which emptying it
    /// let go of: the next card's are written over it (see ``/ContactModel/StringStoragePool``).
    var strings = StringStoragePool()
    /// True when the last line read was the `END:VCARD` that closed a card (not one of a
    /// nested `AGENT` card, and not followed by any other line). Once ``next()`` has returned
    /// nil, it says the input ended right after a whole card: what ``VCardChunker`` cuts on.
    public private(set) var lastLineClosedCard = false

    public var bytesRead: Int { lines.bytesConsumed }
    /// The bounds this reader keeps to (see ``ReadLimits``).
    public let limits: ReadLimits
    /// Whether the contacts read are only checked, for their diagnostics (validation, which
    /// looks at no contact): the diagnostics are those of a full read, but the contacts lack
    /// the text of values no check reads (``VCardContactBuilder/checksOnly``).
    package var checksOnly = false

    /// Reads from `input`; UTF-16 and byte-order marks are handled here. `firstLineNumber`
    /// is the number diagnostics give the input's first line (a chunk of a larger file
    /// starts further down).
    public init(input: any ByteInput, limits: ReadLimits = .standard, firstLineNumber: Int = 1) {
        self.limits = limits
        lines = VCardLineReader(
            input: UnicodeInput(input), maximumLineLength: limits.maximumLineLength,
            firstLineNumber: firstLineNumber)
    }

    /// Reads a whole vCard text (tests, small inputs).
    public init(text: String) {
        self.init(input: MemoryInput(text))
    }

    public mutating func next() throws -> Contact? {
        var contact = Contact.empty
        guard try read(into: &contact, clearing: false) else { return nil }
        return consume contact
    }

    /// Reads the next card into `contact`, keeping the storage of its lists (see
    /// `Contact.removeAllKeepingListCapacity()`): nothing of the contact before is left in
    /// it. The same contact serves every card of a reading loop that is done with each
    /// before the next.
    public mutating func next(into contact: inout Contact) throws -> Bool {
        try read(into: &contact, clearing: true)
    }

    /// Reads the next card into `contact`, which is emptied first when `clearing` (else it
    /// is empty already); false at the end of the input, `contact` untouched.
    private mutating func read(into contact: inout Contact, clearing: Bool) throws -> Bool {
        held.removeAll()
        valuePositions.removeAll()
        // Find BEGIN:VCARD, reporting anything else on the way.
        var sawStray = false
        while true {
            guard let line = try nextLine() else { return false }
            if VCardReader.isBegin(line.bytes) {
                contactLine = line.number
                break
            }
            if !sawStray {
                held.append(
                    .warning(
                        .missingBegin, line: line.number,
                        "text outside a card (no BEGIN:VCARD before it); skipped"))
                sawStray = true
            }
        }
        let (versionValue, firstNeedingCharset) = try readProperties()
        let version = resolveVersion(versionValue)
        if let firstNeedingCharset { resolveUndeclaredCharsets(from: firstNeedingCharset) }
        if clearing {
            // A check makes no large text to write over kept storage (``checksOnly``): the
            // contact is emptied as before (recycling cost validation about 180 instructions
            // a card where folded lines are not joined in place).
            if checksOnly { contact.removeAllKeepingListCapacity() } else { contact.removeAllKeepingListCapacity(recycling: &strings) }
        }
        let problems = VCardContactBuilder.build(
            version: version, properties: &properties, limits: limits, positions: &valuePositions,
            repeated: &repeatedExtension, checksOnly: checksOnly, recycling: &strings, into: &contact)
        held += problems
        return true
    }

    /// Reads the lines of a card after its `BEGIN:VCARD` into ``properties``, up to its
    /// `END:VCARD` (or the next `BEGIN:VCARD`, or the end of the input). Returns the first
    /// `VERSION` value and the first property whose value needs a legacy charset.
    ///
    /// A function of its own, small (what is rare is reported out of line): the line
    /// reader's simple path is inlined into it, which the inliner does not do in a large
    /// caller.
    @inline(never)
    private mutating func readProperties() throws -> (versionValue: ArraySlice<UInt8>?, firstNeedingCharset: Int?) {
        // The last card's values, slices of the read buffer, let go of in one call (see
        // `VCardProperty+Teardown`).
        VCardProperty.removeAll(&properties, lentFrom: lines.lendingWords.owner)
        var versionValue: ArraySlice<UInt8>? = nil
        var skippedProperties = false
        var firstNeedingCharset: Int? = nil
        // The card's lines are lent (see `VCardLineReader+LentLines`): their references to
        // the read buffer are counted when the loop ends, or before a line leaves it.
        defer { lines.settleLentLines() }
        while true {
            // `pushedBack` is always nil here (the search for BEGIN took it), and
            // `lastLineClosedCard` false (set so by that search, true only on leaving).
            guard let line = try lines.nextLineLending() else {
                noteMissingEnd()
                break
            }
            if let length = line.overlongLength {
                noteOverlongLine(length: length, line: line.number)
                continue
            }
            // The card's `END:VCARD`, as nearly every card writes it: found before it is made
            // a property and parsed (about 250 instructions a card), in one test of its
            // length for the other lines. The line is let go of here, and only once its
            // reference is counted: kept alive over the count (released after its last use,
            // before it, it freed the read buffer's storage under the card's other lines).
            if VCardReader.isPlainEnd(line.bytes) {
                withExtendedLifetime(line) { lines.settleLentLines() }
                lastLineClosedCard = true
                break
            }
            // The line is taken (its bytes become the value's, with no retain): from here
            // on its number is the property's. Made and parsed in place, in the array's
            // storage (a property parsed in a local was copied twice on its way in), and
            // taken out again when it is not kept. A `BEGIN:VCARD` is found once parsed
            // (a property named BEGIN, or no property): asking every line before cost a
            // dozen instructions a line.
            let lineStart = line.bytes.startIndex
            let index = properties.count
            properties.append(VCardProperty(taking: consume line))
            let eightBit = lines.lastLineHasEightBitBytes
            let limits = limits
            let fate = properties.withUnsafeMutableBufferPointer { buffer in
                VCardReader.parse(
                    &buffer[index], index: index, lineStart: lineStart, hasEightBitBytes: eightBit, limits: limits,
                    versionValue: &versionValue, firstNeedingCharset: &firstNeedingCharset)
            }
            if fate != .kept { lines.settleLentLines() }
            switch fate {
            case .kept:
                continue
            case .begin:
                let property = properties.removeLast()
                let begin = VCardLineReader.Line(
                    bytes: VCardReader.wholeLine(of: property, from: lineStart), number: property.line)
                if try readNestedCardIntoAgent(startingWith: begin) { continue }
            case .closing:
                properties.removeLast()
                lastLineClosedCard = true
            case .malformed:
                noteMalformedLine(properties.removeLast())
                continue
            case .strayEnd:
                noteStrayEnd(properties.removeLast())
                continue
            case .tooLarge:
                noteLargeValue(properties.removeLast())
                continue
            case .tooMany:
                let property = properties.removeLast()
                if !skippedProperties {
                    skippedProperties = true
                    noteTooManyProperties(property)
                }
                continue
            }
            break
        }
        return (versionValue, firstNeedingCharset)
    }

    /// What becomes of a card's line once parsed.
    private enum LineFate {
        /// A property kept in the card.
        case kept
        /// The `END:VCARD` that closes the card.
        case closing
        /// A `BEGIN:VCARD` (a nested card, or the next card when this one has no END).
        case begin
        /// Not a property.
        case malformed
        /// An `END` of something else.
        case strayEnd
        /// A value over the limit.
        case tooLarge
        /// A property past the card's limit.
        case tooMany
    }

    /// Parses a card's line, `property` (made with `VCardProperty(taking:)`, the last of the
    /// card's properties, at `index`; the line starts at `lineStart` of its value's storage),
    /// in place, and says what becomes of it. The first `VERSION` value and the first value
    /// with bytes a legacy charset must decode are noted.
    @inline(__always)
    private static func parse(
        _ property: inout VCardProperty, index: Int, lineStart: Int, hasEightBitBytes: Bool, limits: ReadLimits,
        versionValue: inout ArraySlice<UInt8>?, firstNeedingCharset: inout Int?
    ) -> LineFate {
        // A `BEGIN:VCARD` line is either a property named BEGIN or, written with white space
        // or a byte-order mark, none (then the value is the whole line).
        guard property.parseTakenLine() else { return VCardReader.isBegin(property.value) ? .begin : .malformed }
        switch property.kind {
        case .end:
            return VCardReader.valueIs(property, "VCARD") ? .closing : .strayEnd
        case .begin:
            if VCardReader.isBegin(VCardReader.wholeLine(of: property, from: lineStart)) { return .begin }
        default:
            break
        }
        if property.kind == .version, versionValue == nil {
            versionValue = property.value
        }
        if property.value.count > limits.maximumValueLength { return .tooLarge }
        if index >= limits.maximumPropertiesPerCard { return .tooMany }
        property.hasEightBitBytes = hasEightBitBytes
        // The first value with bytes a legacy charset must decode: found here, on the
        // property being built, so ASCII lines (most) cost one test and no second pass.
        if firstNeedingCharset == nil, property.charset == nil, hasEightBitBytes || property.isQuotedPrintable {
            if property.needsCharset() {
                firstNeedingCharset = index
            } else if hasEightBitBytes, !property.isQuotedPrintable, !property.isBase64 {
                // Its bytes were just found to be UTF-8: not checked again when decoded.
                property.hasEightBitBytes = false
            }
        }
        return .kept
    }

    /// The whole line `property` was parsed from, which starts at `start` of the storage its
    /// value is a slice of: the value itself when it is the whole line (no property), else
    /// a copy (rare: a property named BEGIN).
    static func wholeLine(of property: VCardProperty, from start: Int) -> ArraySlice<UInt8> {
        let value = property.value
        if value.startIndex == start { return value }
        return value.withUnsafeBufferPointer { buffer in
            // The bytes before the value are the line's, in the same storage.
            guard let base = buffer.baseAddress else { return [] }
            return Array(UnsafeBufferPointer(start: base - (value.startIndex - start), count: value.endIndex - start))[...]
        }
    }

    /// A `BEGIN:VCARD` inside a card: a 2.1 nested card after an empty `AGENT` is folded
    /// into the AGENT value as escaped text (true); else the card ends without END, and the
    /// line is kept for the next card (false).
    @inline(never)
    private mutating func readNestedCardIntoAgent(startingWith line: VCardLineReader.Line) throws -> Bool {
        if let last = properties.last, last.name == "AGENT", last.value.allSatisfy({ $0 == 32 || $0 == 9 }) {
            let nested = try readNestedCard(startingWith: line)
            properties[properties.count - 1].value = Array(nested.utf8)[...]
            properties[properties.count - 1].hasEightBitBytes = true
            return true
        }
        held.append(
            .warning(
                .missingEnd, line: contactLine,
                "card has no END:VCARD before the next BEGIN:VCARD (line \(line.number))"))
        pushedBack = line
        return false
    }

    // MARK: Problems of a card's lines (reported out of line: they are rare)

    @inline(never)
    private mutating func noteMissingEnd() {
        held.append(
            .warning(
                .missingEnd, line: contactLine,
                "card has no END:VCARD before the end of the input"))
        if let last = properties.last, last.isBase64 || last.isDataURI {
            held.append(
                .warning(
                    .truncatedBase64, line: last.line, property: last.name,
                    "the input ends inside this base64 value (no END:VCARD after it): it may be cut short; the bytes read are kept"))
        }
    }

    @inline(never)
    private mutating func noteOverlongLine(length: Int, line: Int) {
        held.append(
            .warning(
                .limitExceeded, line: line,
                "line of \(length) bytes is longer than the limit of \(limits.maximumLineLength) bytes (--max-line-length); skipped"))
    }

    @inline(never)
    private mutating func noteMalformedLine(_ property: VCardProperty) {
        held.append(
            .warning(
                .malformedLine, line: property.line,
                "not a property (expected NAME:value): '\(VCardReader.preview(property.value))'; skipped"))
    }

    @inline(never)
    private mutating func noteStrayEnd(_ property: VCardProperty) {
        held.append(
            .warning(.malformedLine, line: property.line, "END:\(VCardReader.preview(property.value)) inside a card; skipped"))
    }

    @inline(never)
    private mutating func noteLargeValue(_ property: VCardProperty) {
        held.append(
            .warning(
                .limitExceeded, line: property.line, property: property.name,
                "\(property.name) value of \(property.value.count) bytes is larger than the limit of \(limits.maximumValueLength) bytes (--max-value-length); skipped"))
    }

    @inline(never)
    private mutating func noteTooManyProperties(_ property: VCardProperty) {
        held.append(
            .warning(
                .limitExceeded, line: property.line,
                "card has more than \(limits.maximumPropertiesPerCard) properties (--max-properties); the rest of this card is skipped"))
    }

    private mutating func nextLine() throws -> VCardLineReader.Line? {
        if let line = pushedBack {
            pushedBack = nil
            lastLineClosedCard = false
            return line
        }
        guard let line = try lines.nextLine() else { return nil }
        lastLineClosedCard = false
        return line
    }

    mutating func resolveVersion(_ value: ArraySlice<UInt8>?) -> VCardVersion {
        guard let value else {
            held.append(
                .warning(.missingVersion, line: contactLine, "card has no VERSION; read as 3.0"))
            return .v3_0
        }
        // As nearly every card writes it: three bytes, no trimming, no string.
        if value.count == 3, value[value.startIndex + 1] == UInt8(ascii: ".") {
            switch (value[value.startIndex], value[value.startIndex + 2]) {
            case (UInt8(ascii: "3"), UInt8(ascii: "0")): return .v3_0
            case (UInt8(ascii: "4"), UInt8(ascii: "0")): return .v4_0
            case (UInt8(ascii: "2"), UInt8(ascii: "1")): return .v2_1
            default: break
            }
        }
        let text = String(decoding: value, as: UTF8.self)
        if let version = VCardVersion(versionValue: text) { return version }
        held.append(
            .warning(
                .unsupportedVersion, line: contactLine,
                "VERSION \(Diagnostic.quoted(text)) is not 2.1, 3.0 or 4.0; read as 4.0"))
        return .v4_0
    }

    /// Collects a nested card (2.1 `AGENT`) up to its matching `END:VCARD`, as the text of
    /// a 3.0-style escaped value.
    private mutating func readNestedCard(startingWith begin: VCardLineReader.Line) throws -> String {
        var text = Array(begin.bytes)
        var depth = 1
        var deepest = 1
        var tooLarge = false
        while depth > 0, let line = try nextLine() {
            // Past the value limit the text is dropped, not held: a nested card without END
            // runs to the end of the input.
            if !tooLarge, text.count + 1 + line.bytes.count > limits.maximumValueLength {
                tooLarge = true
                text = []
            }
            if !tooLarge {
                text.append(10)
                text += line.bytes
            }
            if VCardReader.isBegin(line.bytes) {
                depth += 1
                deepest = max(deepest, depth)
            }
            if VCardReader.isEnd(line.bytes) { depth -= 1 }
        }
        if depth > 0 {
            held.append(
                .warning(.missingEnd, line: begin.number, "nested AGENT card has no END:VCARD"))
        }
        if tooLarge {
            held.append(
                .warning(
                    .limitExceeded, line: begin.number,
                    "nested AGENT card larger than the limit of \(limits.maximumValueLength) bytes (--max-value-length); the AGENT value is skipped"))
            return ""
        }
        if deepest > limits.maximumNestingDepth {
            held.append(
                .warning(
                    .limitExceeded, line: begin.number,
                    "AGENT cards nested \(deepest) deep, more than the limit of \(limits.maximumNestingDepth) (--max-nesting); the AGENT value is skipped"))
            return ""
        }
        return VCardText.escape(Charset.decodeUTF8(text[...]).text, escapingCommas: true)
    }

    // MARK: Line tests

    static func isBegin(_ bytes: ArraySlice<UInt8>) -> Bool {
        // Every line of a card is asked: its first byte turns away nearly all of them (a
        // `BEGIN` starts with `B`, or the spaces or byte-order mark ``matchesKeyword`` skips).
        guard let first = bytes.first,
            first | 0x20 == UInt8(ascii: "b") || first == 32 || first == 9 || first == 0xEF
        else { return false }
        // As nearly every card writes it: `BEGIN:VCARD`, in any case, in two loads.
        if bytes.count == 11, isPlainBegin(bytes) { return true }
        return matchesKeyword(bytes, "BEGIN")
    }

    /// Whether the 11 bytes are `BEGIN:VCARD` with no white space, letters in any case:
    /// bytes 0–7 and 3–10 loaded as words, 0x20 set on the letters' places (only a letter's
    /// two cases give the lower-case one then), the colon's place compared as it is.
    @inline(__always)
    static func isPlainBegin(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count == 11 else { return false }
            let head = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            let tail = UInt64(littleEndian: UnsafeRawPointer(base + 3).loadUnaligned(as: UInt64.self))
            // "begin:vc" and "in:vcard", first byte lowest.
            return head | 0x2020_0020_2020_2020 == 0x6376_3A6E_6967_6562
                && tail | 0x2020_2020_2000_2020 == 0x6472_6163_763A_6E69
        }
    }
    static func isEnd(_ bytes: ArraySlice<UInt8>) -> Bool { matchesKeyword(bytes, "END") }

    /// Whether the bytes are `END:VCARD` with no white space, letters in any case: what a
    /// card's line parsed as the property `END` with the value `VCARD` closes (see
    /// ``isPlainBegin(_:)`` for the test). Nine bytes: other lengths are one comparison.
    @inline(__always)
    static func isPlainEnd(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 9 else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count == 9 else { return false }
            let head = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            // "end:vcar", first byte lowest; the colon's place compared as it is.
            return head | 0x2020_2020_0020_2020 == 0x7261_6376_3A64_6E65 && base[8] | 0x20 == UInt8(ascii: "d")
        }
    }

    /// `BEGIN:VCARD` in any case, with white space tolerated around the colon and value, and
    /// a UTF-8 byte-order mark before it (exports joined with `copy /b` or `cat`, each
    /// starting with one).
    private static func matchesKeyword(_ bytes: ArraySlice<UInt8>, _ keyword: StaticString) -> Bool {
        var bytes = bytes
        if bytes.first == 0xEF, bytes.count >= 3, bytes[bytes.startIndex + 1] == 0xBB,
            bytes[bytes.startIndex + 2] == 0xBF
        {
            bytes = bytes.dropFirst(3)
        }
        let expectedPrefix = UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
        let suffixText: StaticString = ":VCARD"
        let suffix = UnsafeBufferPointer(start: suffixText.utf8Start, count: suffixText.utf8CodeUnitCount)
        var matched = 0
        let total = expectedPrefix.count + suffix.count
        for byte in bytes {
            if byte == 32 || byte == 9 { continue }
            guard matched < total else { return false }
            let upper = byte >= 97 && byte <= 122 ? byte - 32 : byte
            let expected = matched < expectedPrefix.count
                ? expectedPrefix[matched] : suffix[matched - expectedPrefix.count]
            if upper != expected { return false }
            matched += 1
        }
        return matched == total
    }

    /// Whether the value is `upper` (upper-case ASCII) in any case, with white space around
    /// it tolerated.
    static func valueIs(_ property: VCardProperty, _ upper: StaticString) -> Bool {
        // Almost always written exactly (`VCARD`, in some case): compared on the bytes, with
        // no string made.
        let expected = UnsafeBufferPointer(start: upper.utf8Start, count: upper.utf8CodeUnitCount)
        if property.value.count == expected.count {
            var index = property.value.startIndex
            var same = true
            for byte in expected {
                let written = property.value[index]
                if (written >= 97 && written <= 122 ? written - 32 : written) != byte {
                    same = false
                    break
                }
                index += 1
            }
            if same { return true }
        }
        let value = String(decoding: property.value, as: UTF8.self)
        return value.trimmingWhitespace().asciiUppercased() == upper.description
    }

    static func preview(_ bytes: ArraySlice<UInt8>) -> String {
        let text = Charset.decodeUTF8(bytes.prefix(40)).text
        return bytes.count > 40 ? text + "…" : text
    }
}
