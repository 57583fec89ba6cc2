import ContactModel

/// The lines of one card as ``VCardWriter`` writes them: properties serialized with their
/// parameters, control characters replaced, folded at 75 octets, each ended by CRLF.
///
/// The composer writes into it as it goes (``VCardCardComposer``): a simple property's line
/// straight into ``output`` (``endLine(from:valueStart:property:)`` ends it), and before it
/// the properties it composed into its card and had not written
/// (``write(_:from:checkingEveryLine:)``). Kept apart from the writer so the composer can
/// hold it while the writer's card is lent too.
struct VCardLineWriter {
    let version: VCardVersion
    /// The card's lines, folded.
    ///
    /// Its appends do not check for a copy sharing its storage (``VCardLineBuffer``): it is
    /// claimed once a card, by ``VCardWriter/write(_:)`` and the composer
    /// (``VCardCardComposer/compose(_:version:into:lines:shortPaths:)``), before the card's
    /// first line.
    var output = VCardLineBuffer(capacity: 4096)
    /// What writing the lines changed (control characters replaced, names left out), in
    /// line order; the writer adds it after what composing reported.
    var diagnostics: [Diagnostic] = []
    /// A line with control characters, moved here to be copied back with them replaced.
    private var longLine: [UInt8] = []
    /// Where ``foldLine(from:keepingWhole:)`` cuts the line it folds, reused from line to line.
    private var foldCuts: [Int] = []
    /// The value of the last `PRODID` line written directly with no control character in
    /// it, and that line (``VCardCardComposer/writeProductIDDirectly(_:)``): most books name
    /// one product in every card, and the line is a function of the value alone. Empty
    /// lines: none yet.
    private(set) var productIDValue = VCardByteBuffer()
    private(set) var productIDLine = VCardByteBuffer()
    /// The string whose bytes are ``productIDValue``, held: a value whose two words are its
    /// words is the same string (held here, its storage is not freed nor changed in place),
    /// which a reader shares from card to card when the cards start alike.
    private(set) var productIDString = ""

    /// Keeps the `PRODID` line written from `lineStart` to the end of ``output`` and its
    /// value, for the next card's (``productIDLine``).
    mutating func rememberProductIDLine(from lineStart: Int, value: UnsafeBufferPointer<UInt8>, of string: String) {
        productIDString = string
        productIDValue.removeAll()
        productIDValue.append(value)
        productIDLine.removeAll()
        productIDLine.append(UnsafeBufferPointer(rebasing: output.bytesInPlace[lineStart...]))
    }

    init(version: VCardVersion) {
        self.version = version
    }

    /// Writes the properties of `card` from index `start` to its end. `checkingEveryLine`:
    /// each line is looked at for control characters; else only when the card's text or
    /// values hold one (one look at the whole card).
    mutating func write(_ card: UnsafePointer<VCardComposedCard>, from start: Int, checkingEveryLine: Bool) {
        // Nothing left (every line went straight in): not even the look at the whole card.
        guard start < card.pointee.properties.count else { return }
        // Borrowed in place, through the pointer (reading a list out of it retained it);
        // the card's records hold no references, so reading one out retains nothing.
        let text = card.pointee.text.bytesInPlace
        let values = card.pointee.values.bytesInPlace
        card.pointee.properties.withUnsafeBufferPointer { properties in
            card.pointee.parameters.withUnsafeBufferPointer { parameters in
                card.pointee.parameterValues.withUnsafeBufferPointer { parameterValues in
                    // One look at the whole card for control characters: when its names,
                    // parameters and values hold none, no line does.
                    let parts = Parts(
                        text: text, parameters: parameters, parameterValues: parameterValues,
                        mayHoldControlCharacters: checkingEveryLine
                            || values.containsControlCharacter(from: 0)
                            || (version == .v2_1
                                ? text.containsControlCharacter(from: 0)
                                : VCardWriter.containsControlCharacterBesidesLineBreaks(text)))
                    let namedByContact = card.pointee.propertiesNamedByContact
                    for index in start..<properties.count {
                        let property = properties[index]
                        serialize(
                            property, namedByContact: namedByContact.contains(index),
                            parts: parts, value: UnsafeBufferPointer(rebasing: values[property.value]))
                    }
                }
            }
        }
    }

    /// Ends a line the composer wrote straight into ``output`` from `lineStart`: a plain
    /// property of 3.0 or 4.0. Control characters are looked for from `valueStart`: the
    /// value's start when the composer spelled the name and parameters (none in them), else
    /// the line's. As ``serialize(_:namedByContact:parts:value:)``
    /// ends a line: control characters replaced, folded when longer than 75 octets, CRLF.
    /// `mayHoldControls` false: the composer knows the value holds no control character
    /// (it escaped it and saw none), and the line is not looked at.
    @inline(__always)
    mutating func endLine(
        from lineStart: Int, valueStart: Int, property name: StaticString, mayHoldControls: Bool = true
    ) {
        if mayHoldControls, output.containsControlCharacter(from: valueStart) {
            replaceControlCharacters(
                from: lineStart, property: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        if output.count - lineStart <= 75 {
            output.append(13, 10)
        } else {
            foldLine(from: lineStart)
        }
    }

    /// Appends `bytes` to the line the composer writes straight into ``output`` from
    /// `lineStart`, and ends it as ``endLine(from:valueStart:property:mayHoldControls:)``
    /// does, folding as the bytes go in: for a line whose bytes (those written and these) are
    /// all ASCII, with no space and no control character (a `PHOTO` of a `data:` URI in
    /// base64), where ``findFoldCuts(in:keepingWhole:into:)`` cuts at 75 octets and then
    /// every 74. A photo's line of a few thousand octets was looked at for control
    /// characters, its cuts found and its segments moved, about 12,000 instructions a photo.
    mutating func appendEndingLine(foldingPlainASCII bytes: UnsafeBufferPointer<UInt8>, from lineStart: Int) {
        let used = output.count - lineStart
        guard used <= 75, let base = bytes.baseAddress else {
            // A head past the first cut (never a photo's): the whole way.
            output.append(bytes)
            endLine(from: lineStart, valueStart: lineStart, property: "PHOTO")
            return
        }
        var index = 0
        var room = 75 - used
        while bytes.count - index > room {
            output.append(UnsafeBufferPointer(start: base + index, count: room))
            index += room
            output.append(13, 10)
            output.append(32)
            room = 74
        }
        output.append(UnsafeBufferPointer(start: base + index, count: bytes.count - index))
        output.append(13, 10)
    }

    /// Appends a parameter from the contact to a line the composer writes straight into
    /// ``output``, as ``appendParameter(_:parts:namelessTypes:)`` writes it from the card in
    /// 3.0 and 4.0: its name checked (left out, with a warning, when no name), each value
    /// quoted or encoded as it needs.
    mutating func writeExtensionParameter(_ parameter: Parameter) {
        let writable = parameter.name.withUTF8Bytes { name in
            guard VCardName.isWritableParameterName(name) else { return false }
            output.append(UInt8(ascii: ";"))
            output.append(name)
            output.append(UInt8(ascii: "="))
            return true
        }
        guard writable else {
            diagnostics.append(
                VCardName.refusal("parameter", parameter.name, line: nil, outcome: "the parameter was left out"))
            return
        }
        for (index, value) in parameter.values.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            appendParameterValue(of: value)
        }
    }

    /// Appends `;name=value` to a line the composer writes straight into ``output``: a
    /// parameter the composer names (`LABEL`), its value from the contact quoted or encoded
    /// as it needs, as ``appendParameter(_:parts:namelessTypes:)`` writes it from the card.
    mutating func writeParameter(_ name: StaticString, _ value: String) {
        output.append(UInt8(ascii: ";"))
        output.append(name)
        output.append(UInt8(ascii: "="))
        appendParameterValue(of: value)
    }

    /// ``writeParameter(_:_:)`` with a name spelled as a string.
    mutating func writeParameter(_ name: String, _ value: String) {
        output.append(UInt8(ascii: ";"))
        output.append(name)
        output.append(UInt8(ascii: "="))
        appendParameterValue(of: value)
    }

    /// The card's shared lists, lent for the length of a write.
    struct Parts {
        /// ``VCardComposedCard/text``: groups, names and parameter values.
        var text: UnsafeBufferPointer<UInt8>
        var parameters: UnsafeBufferPointer<VCardComposedCard.ParameterEntry>
        var parameterValues: UnsafeBufferPointer<VCardComposedCard.ParameterValue>
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

    /// Appends one parameter. The composer's own names (`TYPE`, `VALUE`) are written as they
    /// are; a name from the contact is checked first.
    private mutating func appendParameter(
        _ parameter: VCardComposedCard.ParameterEntry, parts: Parts, namelessTypes: Bool
    ) {
        let values = UnsafeBufferPointer(rebasing: parts.parameterValues[parameter.values])
        if version == .v2_1 {
            let strings = values.map { parts.string($0.text) }
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
            appendParameterValue(parts.bytes(value.text))
        }
    }

    /// ``appendParameterValue(_:)`` of a string from the contact: a large one's bytes where
    /// its storage holds them (``Swift/String/storedUTF8``; lent through a closure, the
    /// string was retained and released: 4.0's address `LABEL`), any other lent.
    @inline(__always)
    private mutating func appendParameterValue(of value: String) {
        if let stored = value.storedUTF8 {
            appendParameterValue(stored)
        } else {
            value.withUTF8Bytes { appendParameterValue($0) }
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
        } else if version != .v2_1, let base = value.baseAddress {
            // The runs between the bytes encoded are copied in one piece each, and eight
            // bytes at a time are passed when none of them is one: byte by byte, with the
            // test of four bytes each, cost about twenty instructions a byte (Google's
            // address LABEL, on every address, has a line break or two).
            var runStart = 0
            var index = 0
            while index < value.count {
                if index + 8 <= value.count,
                    !VCardWriter.mayNeedCaret(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = base[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "^") || byte == 13 || byte == 10 else {
                    index += 1
                    continue
                }
                output.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "^"), UInt8(ascii: "'"))
                case UInt8(ascii: "^"): output.append(UInt8(ascii: "^"), UInt8(ascii: "^"))
                case 13: output.append(UInt8(ascii: "^"), UInt8(ascii: "n"))
                // CRLF is one line break.
                default: if index == 0 || base[index - 1] != 13 { output.append(UInt8(ascii: "^"), UInt8(ascii: "n")) }
                }
                index += 1
            }
            output.append(UnsafeBufferPointer(start: base + runStart, count: value.count - runStart))
        } else {
            for byte in value where byte != 10 && byte != 13 && byte != UInt8(ascii: "\"") {
                output.append(byte)
            }
        }
        if needsQuotes { output.append(UInt8(ascii: "\"")) }
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
    /// The first `keepingWhole` octets stay on the first line.
    ///
    /// Folded in place: the cuts are found first (``foldCuts``), then the output grows by
    /// three octets a cut and each segment moves once, the last first, to where it ends up.
    /// Moving the line out and copying it back in segments cost about 700 instructions a
    /// long line (an address with its label, a note).
    private mutating func foldLine(from lineStart: Int, keepingWhole: Int = 0) {
        guard output.count - lineStart > max(75, keepingWhole) else {
            output.append(13, 10)
            return
        }
        let lineCount = output.count - lineStart
        foldCuts.removeAll(keepingCapacity: true)
        let line = UnsafeBufferPointer(rebasing: output.bytesInPlace[lineStart...])
        VCardLineWriter.findFoldCuts(in: line, keepingWhole: keepingWhole, into: &foldCuts)
        let folds = foldCuts.count
        let lineBase = UnsafeMutableRawPointer(output.extend(by: 3 * folds + 2) + lineStart)
        foldCuts.withUnsafeBufferPointer { cuts in
            var end = lineCount
            var shift = 3 * folds
            lineBase.storeBytes(of: 13, toByteOffset: end + shift, as: UInt8.self)
            lineBase.storeBytes(of: 10, toByteOffset: end + shift + 1, as: UInt8.self)
            var index = folds
            while index > 0 {
                index -= 1
                let cut = cuts[index]
                // Overlapping regions: copyMemory moves as memmove does.
                (lineBase + cut + shift).copyMemory(from: lineBase + cut, byteCount: end - cut)
                lineBase.storeBytes(of: 13, toByteOffset: cut + shift - 3, as: UInt8.self)
                lineBase.storeBytes(of: 10, toByteOffset: cut + shift - 2, as: UInt8.self)
                lineBase.storeBytes(of: 32, toByteOffset: cut + shift - 1, as: UInt8.self)
                shift -= 3
                end = cut
            }
        }
    }

    /// Where a line longer than its first line's room is cut, as offsets in `line`: each
    /// segment at most 75 octets (the first at least `keepingWhole`, continuations 74 after
    /// their space), stepping back over UTF-8 continuation bytes, and off a space that would
    /// begin a continuation when an earlier position allows.
    static func findFoldCuts(in line: UnsafeBufferPointer<UInt8>, keepingWhole: Int, into cuts: inout [Int]) {
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
            cuts.append(cut)
            start = cut
            limit = 74  // the continuation's leading space takes one octet
        }
    }
}
