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
    /// ``VCardCardComposer/takesShortPaths``); tests turn them off to compare.
    var takesShortPaths = true
    /// The composed card, its storage reused from contact to contact.
    private var card = VCardComposedCard()
    /// The card's lines, folded: handed to the sink in one piece.
    var output = VCardByteBuffer(capacity: 4096)
    /// A line longer than 75 octets, moved here to be folded back into ``output``.
    private var longLine: [UInt8] = []
    /// `BEGIN` and `VERSION`, as a literal: an array's bytes were lent through a closure,
    /// about sixty instructions a card with `END`'s.
    private let beginLines: StaticString

    /// Creates a writer of `version` into `sink`.
    public init(version: VCardVersion, sink: ByteSink) {
        self.version = version
        self.sink = sink
        switch version {
        case .v2_1: beginLines = "BEGIN:VCARD\r\nVERSION:2.1\r\n"
        case .v3_0: beginLines = "BEGIN:VCARD\r\nVERSION:3.0\r\n"
        case .v4_0: beginLines = "BEGIN:VCARD\r\nVERSION:4.0\r\n"
        }
    }

    /// Writes one contact as one card.
    public mutating func write(_ contact: Contact) throws {
        diagnostics = VCardCardComposer.compose(contact, version: version, into: &card, shortPaths: takesShortPaths)
        output.removeAll()
        output.append(beginLines)
        let card = card
        // Borrowed in place; the card's records hold no references, so reading one out of
        // its array retains nothing.
        card.text.withUnsafeBufferPointer { text in
            card.values.withUnsafeBufferPointer { values in
                card.properties.withUnsafeBufferPointer { properties in
                    card.parameters.withUnsafeBufferPointer { parameters in
                        card.parameterValues.withUnsafeBufferPointer { parameterValues in
                            // One look at the whole card for control characters: when its
                            // names, parameters and values hold none, no line does.
                            let parts = Parts(
                                text: text, parameters: parameters, parameterValues: parameterValues,
                                mayHoldControlCharacters: values.containsControlCharacter(from: 0)
                                    || (version == .v2_1
                                        ? text.containsControlCharacter(from: 0)
                                        : VCardWriter.containsControlCharacterBesidesLineBreaks(text)))
                            for index in properties.indices {
                                let property = properties[index]
                                serialize(
                                    property, namedByContact: card.propertiesNamedByContact.contains(index),
                                    parts: parts, value: UnsafeBufferPointer(rebasing: values[property.value]))
                            }
                        }
                    }
                }
            }
        }
        output.append(VCardWriter.endLine)
        try output.withUnsafeBufferPointer { try sink.append($0) }
    }

    public mutating func finish() throws {
        try sink.flush()
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

    // MARK: Serialization

    /// The card's shared lists, lent for the length of a write.
    struct Parts {
        /// ``VCardComposedCard/text``: groups, names and parameter values.
        var text: UnsafeBufferPointer<UInt8>
        var parameters: UnsafeBufferPointer<VCardComposedCard.ParameterEntry>
        var parameterValues: UnsafeBufferPointer<Range<Int>>
        /// Whether ``text`` or the card's values hold a control character: when not, the
        /// lines are not looked at for one.
        var mayHoldControlCharacters: Bool

        /// The bytes at `range` of ``text``.
        @inline(__always)
        func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: text[range])
        }

        /// The text at `range` as a string (diagnostics, 2.1's parameters).
        func string(_ range: Range<Int>) -> String {
            String(decoding: bytes(range), as: UTF8.self)
        }
    }

    /// Appends one property's lines to ``output``. `namedByContact`: its group and name came
    /// from the contact (see ``VCardComposedCard/propertiesNamedByContact``) and are checked.
    private mutating func serialize(
        _ property: VCardComposedCard.Property, namedByContact: Bool, parts: Parts, value: UnsafeBufferPointer<UInt8>
    ) {
        let lineStart = output.count
        let name = parts.bytes(property.name)
        // A name that is not a valid vCard name is never written: a line break or `:` in it
        // would make properties (or cards) of its own. Readers refuse such names already;
        // this is the last line of defence for contacts built any other way. The
        // composer's own names are valid as spelled: only names from the contact are checked.
        if !namedByContact {
            if let group = property.group {
                output.append(parts.bytes(group))
                output.append(UInt8(ascii: "."))
            }
            output.append(name)
        } else {
            if let group = property.group {
                if VCardName.isValid(parts.bytes(group)) {
                    output.append(parts.bytes(group))
                    output.append(UInt8(ascii: "."))
                } else {
                    diagnostics.append(
                        VCardName.refusal(
                            "group", parts.string(group), line: nil,
                            outcome: "\(parts.string(property.name)) written without it"))
                }
            }
            guard VCardName.isValid(name) else {
                output.removeAll(from: lineStart)
                diagnostics.append(
                    VCardName.refusal(
                        "property", parts.string(property.name), line: nil, outcome: "the property was left out"))
                return
            }
            output.append(name)
        }
        // 2.1 media properties spell TYPE out (`PHOTO;TYPE=JPEG`), as the 2.1 spec does.
        let namelessTypes = version == .v2_1 && !VCardWriter.isMediaPropertyName(name)
        for parameter in parts.parameters[property.parameters] {
            appendParameter(parameter, parts: parts, namelessTypes: namelessTypes)
        }
        switch property.encoding {
        case .plain:
            output.append(UInt8(ascii: ":"))
            // 2.1 readers (Android's) take the name and parameters from the first line only.
            let header = version == .v2_1 ? output.count - lineStart : 0
            output.append(value)
            if parts.mayHoldControlCharacters { replaceControlCharacters(from: lineStart, property: name) }
            if output.count - lineStart <= 75 {
                output.append(13, 10)  // what foldLine does with a short line
            } else {
                foldLine(from: lineStart, keepingWhole: header)
            }
        case .quotedPrintable:
            output.append(";CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:")
            // Line breaks travel as CRLF inside quoted-printable.
            let bytes = VCardWriter.normalizingLineBreaks(Array(value))
            output.append(QuotedPrintable.encode(bytes, firstLineUsed: output.count - lineStart))
            output.append(13, 10)
        case .base64Block:
            output.append(UInt8(ascii: ":"))
            let header = output.count - lineStart
            output.append(value)
            foldLine(from: lineStart, keepingWhole: header)
            output.append(13, 10)
        }
    }

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

    /// Appends one parameter. The composer's own names (`TYPE`, `VALUE`) are written as they
    /// are; a name from the contact is checked first.
    private mutating func appendParameter(
        _ parameter: VCardComposedCard.ParameterEntry, parts: Parts, namelessTypes: Bool
    ) {
        let values = UnsafeBufferPointer(rebasing: parts.parameterValues[parameter.values])
        if version == .v2_1 {
            let strings = values.map { parts.string($0) }
            return strings.withUnsafeBufferPointer {
                appendTwoOneParameter(
                    parts.string(parameter.name), values: $0, namelessTypes: namelessTypes,
                    checkingName: parameter.nameFromContact)
            }
        }
        let start = output.count
        output.append(UInt8(ascii: ";"))
        let name = parts.bytes(parameter.name)
        if name.isEmpty {
            output.append(UInt8(ascii: "T"), UInt8(ascii: "Y"))
            output.append(UInt8(ascii: "P"), UInt8(ascii: "E"))
        } else if !parameter.nameFromContact || VCardName.isWritableParameterName(name) {
            output.append(name)
        } else {
            output.removeAll(from: start)
            diagnostics.append(
                VCardName.refusal("parameter", parts.string(parameter.name), line: nil, outcome: "the parameter was left out"))
            return
        }
        output.append(UInt8(ascii: "="))
        for (index, value) in values.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            appendParameterValue(parts.bytes(value))
        }
    }

    /// Quotes a value that holds `;`, `:` or `,`; in 3.0 and 4.0 encodes line breaks, double
    /// quotes and carets per RFC 6868.

    private mutating func appendParameterValue(_ value: UnsafeBufferPointer<UInt8>) {
        var needsQuotes = false
        var needsCaret = false
        if let base = value.baseAddress {
            var index = 0
            while index < value.count {
                // Eight bytes at a time: most values (`home`, a display name) have none of
                // the bytes looked for, and a word without them is passed in one test.
                if index + 8 <= value.count,
                    !VCardWriter.mayNeedQuotesOrCaret(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let stop = Swift.min(index + 8, value.count)
                while index < stop {
                    switch base[index] {
                    case UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ","): needsQuotes = true
                    case UInt8(ascii: "\""), 10, 13, UInt8(ascii: "^"): needsCaret = true
                    default: break
                    }
                    index += 1
                }
            }
        }
        if needsQuotes { output.append(UInt8(ascii: "\"")) }
        if !needsCaret {
            // Nothing to encode or drop: the common case, one copy.
            output.append(value)
        } else if version != .v2_1 {
            // The runs between the bytes encoded are copied in one piece each: a byte at a
            // time cost about fifty instructions a byte (Google's address LABEL, on every
            // address, has a line break or two).
            var runStart = 0
            for index in value.indices {
                let byte = value[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "^") || byte == 13 || byte == 10 else {
                    continue
                }
                output.append(UnsafeBufferPointer(rebasing: value[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "^"), UInt8(ascii: "'"))
                case UInt8(ascii: "^"): output.append(UInt8(ascii: "^"), UInt8(ascii: "^"))
                case 13: output.append(UInt8(ascii: "^"), UInt8(ascii: "n"))
                // CRLF is one line break.
                default: if index == 0 || value[index - 1] != 13 { output.append(UInt8(ascii: "^"), UInt8(ascii: "n")) }
                }
            }
            output.append(UnsafeBufferPointer(rebasing: value[runStart...]))
        } else {
            for byte in value where byte != 10 && byte != 13 && byte != UInt8(ascii: "\"") {
                output.append(byte)
            }
        }
        if needsQuotes { output.append(UInt8(ascii: "\"")) }
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

    /// Appends a string's UTF-8 in one copy: a name the composer spelled itself.
    mutating func appendUTF8(_ text: String) {
        text.withUTF8Bytes { output.append($0) }
    }

    /// Replaces each C0 control but TAB, and DEL, in the line that starts at `lineStart` with
    /// U+FFFD, and reports how many: RFC 2426 and RFC 6350 allow none in a name, parameter or
    /// value, and there is no escape for them (2.1 carries them in quoted-printable, which is
    /// not this path). Line breaks were escaped before; any left would break the card.
    private mutating func replaceControlCharacters(from lineStart: Int, property: UnsafeBufferPointer<UInt8>) {
        guard output.withUnsafeBufferPointer({ $0.containsControlCharacter(from: lineStart) }) else { return }
        longLine.removeAll(keepingCapacity: true)
        output.withUnsafeBufferPointer { longLine += UnsafeBufferPointer(rebasing: $0[lineStart...]) }
        output.removeAll(from: lineStart)
        var replaced = 0
        for byte in longLine {
            if UnsafeBufferPointer.isControlCharacter(byte) {
                output.append([0xEF, 0xBF, 0xBD])
                replaced += 1
            } else {
                output.append(byte)
            }
        }
        diagnostics.append(
            .warning(
                .replacedCharacter, line: nil, property: "control-characters",
                "\(replaced) control character\(replaced == 1 ? "" : "s") in \(String(decoding: property, as: UTF8.self)), which vCard \(version.rawValue) cannot hold, written as U+FFFD"))
    }

    /// Ends the line that starts at `lineStart` (the last in ``output``) with CRLF, folded
    /// at 75 octets (continuations start with one space), never inside a UTF-8 sequence and,
    /// where the line allows, never just before a space of the value.
    /// Most lines are short and stay where they were written; a long one is moved out and
    /// copied back in segments. The first `keepingWhole` octets stay on the first line.
    private mutating func foldLine(from lineStart: Int, keepingWhole: Int = 0) {
        guard output.count - lineStart > max(75, keepingWhole) else {
            output.append(13, 10)
            return
        }
        longLine.removeAll(keepingCapacity: true)
        output.withUnsafeBufferPointer { longLine += UnsafeBufferPointer(rebasing: $0[lineStart...]) }
        output.removeAll(from: lineStart)
        longLine.withUnsafeBufferPointer { line in
            var start = 0
            var limit = max(75, keepingWhole)
            while line.count - start > limit {
                var cut = start + limit
                // Step back over UTF-8 continuation bytes so a character stays whole.
                while cut > start + 1 && line[cut] & 0xC0 == 0x80 { cut -= 1 }
                // Nor let the continuation begin with a space of the value: readers that trim
                // continuation lines (Roundcube) would eat it (`п. Снежногорск`). The space
                // ends this line instead, when an earlier position allows it.
                if line[cut] == 32 {
                    var earlier = cut
                    while earlier > start + 1 && (line[earlier] == 32 || line[earlier] & 0xC0 == 0x80) { earlier -= 1 }
                    if line[earlier] != 32 && line[earlier] & 0xC0 != 0x80 { cut = earlier }
                }
                output.append(UnsafeBufferPointer(rebasing: line[start..<cut]))
                output.append(13, 10)
                output.append(32)
                start = cut
                limit = 74  // the continuation's leading space takes one octet
            }
            output.append(UnsafeBufferPointer(rebasing: line[start...]))
            output.append(13, 10)
        }
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
