import ContactModel

/// One content line split into its parts, `group.NAME;PARAM=value:value`, with what its
/// parameters say sorted out while the line is split (see `VCardProperty+Parameters`).
///
/// The value stays as bytes until the card's version and the property's parameters say how
/// to decode it (quoted-printable, charset, base64).
struct VCardProperty {
    /// The item group (`item1` of `item1.TEL`), nil when the line has none. Setting it sets
    /// ``groupKey``.
    var group: String? {
        @inline(__always) get { storedGroup }
        set {
            storedGroup = newValue
            groupKey = VCardProperty.groupKey(of: newValue)
        }
    }
    /// ``group`` as stored: set only with ``groupKey``.
    private(set) var storedGroup: String?
    /// ``group`` as a number the builder compares in place of the text (see
    /// `VCardProperty+GroupKey`); 0 when there is no group.
    private(set) var groupKey: UInt64 = 0
    /// ``name`` (see `VCardProperty+Names`); ``ImmortalWords/none`` is the empty name.
    var nameWords = ImmortalWords.none
    var value: ArraySlice<UInt8>
    var line: Int
    /// The `TYPE` values, when each is a common spelling: its ``VCardTypeSpellings`` code,
    /// one byte each, the first in the lowest byte; ``typesSpelledOut`` when they are strings
    /// in ``rare`` (see `VCardProperty+Types`, and ``types`` for them as written).
    var typeCodes: UInt64 = 0
    /// Bit n: `types[n]` is an X- value given with its name (`TYPE=X-MAIN`), which is how
    /// the 2.1 writer spells a type 2.1 lacks (see `VCardWriter+TwoOne`).
    var namedExtensionTypes: UInt32 = 0
    /// 1 = most preferred.
    var preference: Int?
    /// What the name means to the reader, when it is one it treats specially. (Declared
    /// here, in the byte after `preference`'s: with ``groupKey`` the property is then still
    /// 121 bytes, copied inline; at 129 every copy was a call to `memcpy`.)
    var kind: VCardPropertyKind?
    /// `ENCODING`, `CHARSET`, `VALUE` and the other parameters, which most lines lack (see
    /// `VCardProperty+RareParameters`).
    var rare: RareParameters?
    /// Whether the value may hold bytes that are not UTF-8: the line had an 8-bit byte (the
    /// reader sets it from ``VCardLineReader/lastLineHasEightBitBytes``) and the value was
    /// not found to be UTF-8 since (the reader clears it for a value it checked); true when
    /// not known. False: the value is ASCII or UTF-8, and decoding it needs no check.
    var hasEightBitBytes = true

    /// Splits a logical line. Returns nil when the line is not a property (no colon, or a
    /// name with characters a property name cannot have).
    static func parse(_ line: VCardLineReader.Line) -> VCardProperty? {
        var property = VCardProperty(line: line.number)
        return property.parse(line) ? property : nil
    }

    /// A property with nothing in it yet, for ``parse(_:)-swift.method`` to fill.
    init(line: Int) {
        self.value = []
        self.line = line
    }

    /// Fills this empty property from a logical line; false when the line is not a
    /// property. Parameters are sorted into the property as they are parsed (no
    /// `[Parameter]` per line). The reader parses into a local it then appends: a property
    /// returned from a function was copied on the way out (a retain and a release for every
    /// string and array in it).
    mutating func parse(_ line: VCardLineReader.Line) -> Bool {
        let bytes = line.bytes
        guard let valueOffset = bytes.withUnsafeBufferPointer({ split($0) }) else { return false }
        value = bytes[(bytes.startIndex + valueOffset)...]
        return true
    }

    /// ``parse(_:)-swift.method`` taking the line: its bytes become the value's with no
    /// retain and release of the read buffer (the reader's line is not used after). False
    /// when the line is not a property; then ``value`` is the whole line.
    mutating func parse(taking line: consuming VCardLineReader.Line) -> Bool {
        let bytes = line.bytes
        guard let valueOffset = bytes.withUnsafeBufferPointer({ split($0) }) else {
            value = bytes
            return false
        }
        value = bytes[(bytes.startIndex + valueOffset)...]
        return true
    }

    /// A property whose value is, until ``parseTakenLine()`` splits it, the whole of a
    /// logical line (taken: its bytes, with no retain, and its number).
    init(taking line: consuming VCardLineReader.Line) {
        value = line.bytes
        self.line = line.number
    }

    /// ``parse(taking:)`` for a property made with ``init(taking:)``, in place (the reader
    /// makes it in its array): the value becomes the part after the colon. No empty value
    /// is made first and released. False when the line is not a property; then ``value``
    /// is the whole line.
    mutating func parseTakenLine() -> Bool {
        // `value` holds the storage while `split`, which does not change it, reads it.
        let count = value.count
        let base = value.withUnsafeBufferPointer { $0.baseAddress }
        guard let valueOffset = split(UnsafeBufferPointer(start: base, count: count)) else { return false }
        value = value[(value.startIndex &+ valueOffset)...]
        return true
    }

    /// A property from another format (jCard), with its parameters as written.
    init(group: String? = nil, name: String, parameters: [Parameter] = [], value: String, line: Int) {
        self.value = Array(value.utf8)[...]
        self.line = line
        self.group = group
        self.name = name
        kind = VCardPropertyKind.recognize(name)
        for parameter in parameters { add(parameter) }
    }

    /// Sets the parts before the value and returns where the value starts; nil when the
    /// line is not a property. Works on the line's storage directly (no bounds checks, no
    /// copies).
    private mutating func split(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Most names (`TEL`, `EMAIL`, `N`) are a few letters and no group: taken from one
        // load (see `VCardProperty+ShortNames`); the rest below.
        var index: Int
        if let end = takeShortName(bytes) {
            index = end
        } else {
            guard let end = takeName(bytes) else { return nil }
            index = end
        }
        let count = bytes.count
        if index < count, bytes[index] == UInt8(ascii: ";") {
            guard let end = parseParameters(bytes, from: index) else { return nil }
            index = end
        }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
        return index + 1
    }

    /// Sets the group, name and kind of a line (the general case of ``split(_:)``: any name,
    /// with or without a group) and returns where the name ends (a `;` or `:`); nil when
    /// the line is not a property.
    @inline(__always)
    mutating func takeName(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        let count = bytes.count
        // Name, with an optional group before a dot.
        var nameStart = 0
        let lastWord = count &- 8
        while true {
            if index <= lastWord {
                // Letters, most of a name, eight at a time; the first other byte is looked
                // at below.
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let others = VCardProperty.nonLetters(word)
                if others == 0 {
                    index &+= 8
                    continue
                }
                index &+= others.trailingZeroBitCount &>> 3
            } else if index >= count {
                break
            }
            let byte = base[index]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ".") {
                if groupKey != 0 || index == nameStart { return nil }
                // Name bytes are ASCII (each is checked below as it is passed).
                setGroup(base + nameStart, count: index &- nameStart)
                nameStart = index + 1
            } else if !VCardProperty.isNameByte(byte) {
                return nil
            }
            index &+= 1
        }
        guard index < count, index > nameStart else { return nil }
        // The name is its bytes upper-cased, recognised or not: a short one is made in place
        // (see `VCardProperty+Names`). Set while no name is in the box (the property is new).
        let head = VCardPropertyKind.pack(bytes, nameStart, index)
        if setUpperCasedName(ascii: base + nameStart, count: index &- nameStart, packed: head) {
            kind = VCardPropertyKind.kind(in: bytes, from: nameStart, to: index, head: head)
        } else {
            setLongName(bytes, from: nameStart, to: index)
        }
        return index
    }

    /// Parses the parameters from `start` (a `;`) and returns the index after the last; nil
    /// when one is not closed. One call a line with parameters, which ``split(_:)`` is too
    /// large to inline: ``parsePlainType(_:from:)`` is inlined here, where it was called for
    /// each parameter.
    @inline(never)
    private mutating func parseParameters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count, bytes[index] == UInt8(ascii: ";") {
            // `type=…`, most parameters, here; the rest in a call of its own.
            if let next = parsePlainType(bytes, from: index &+ 1) {
                index = next
                continue
            }
            guard let next = parseParameter(bytes, from: index + 1) else { return nil }
            index = next
        }
        return index
    }

    /// Sets the name `bytes[start..<end]` (ASCII, longer than a small string) and its kind.
    /// Out of line, as it is rare: the table lookup inlined into ``split(_:)`` made it larger
    /// and its common path dearer (about 4 instructions a line).
    @inline(never)
    private mutating func setLongName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if let known = VCardPropertyKind.recognize(in: bytes, from: start, to: end) {
            kind = known.kind
            setName(known.name)
        } else {
            setName(String(knownASCII: UnsafeBufferPointer(rebasing: bytes[start..<end])).asciiUppercased())
        }
    }

    /// Sets the group to the `count` name bytes at `base` (ASCII, not empty), and its key.
    @inline(__always)
    mutating func setGroup(_ base: UnsafePointer<UInt8>, count: Int) {
        storedGroup = VCardProperty.groupText(base, count: count)
        groupKey = VCardProperty.groupKey(nameBytes: base, count: count)
    }

    /// The high bit of each byte of `word` that is not an ASCII letter.
    @inline(__always)
    static func nonLetters(_ word: UInt64) -> UInt64 {
        // 0x20 set in each byte makes letters lower-case; then a byte's top bit is set by
        // the first sum when its low seven bits are at least `a`, by the second when they
        // are past `z` (the sums never carry into the next byte); bytes over 127 are no
        // letters.
        let folded = word | 0x2020_2020_2020_2020
        let low = folded & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = low &+ 0x1F1F_1F1F_1F1F_1F1F
        let pastZ = low &+ 0x0505_0505_0505_0505
        return ~(atLeastA & ~pastZ & ~folded) & 0x8080_8080_8080_8080
    }

    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 65...90, 97...122, 48...57, UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// Parses `NAME=value,"quoted value"` or a nameless 2.1 value (`HOME`), up to the next
    /// `;` or `:` outside quotes, and sorts it in (an empty one, `;;`, is nothing). Returns
    /// the index after it; nil when its quotes are not closed.
    /// `split` has tried ``parsePlainType(_:from:)`` first.
    private mutating func parseParameter(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        var nameEnd: Int? = nil
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "=") { nameEnd = index; break }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: "\"") { break }
            index += 1
        }
        guard let nameEnd else {
            // Nameless (vCard 2.1 `TEL;HOME;VOICE`): the value of TYPE, or ENCODING/CHARSET
            // keywords written bare.
            let text = VCardProperty.trimmedString(bytes, start..<index)
            if !text.isEmpty { addNamelessValue(text) }
            return index
        }
        // `TYPE` is most parameters: its unquoted values go straight into `types`, with no
        // name string and no array of values.
        let isType = VCardProperty.isType(bytes, start..<nameEnd)
        if !isType, let next = addPlainParameter(bytes, from: start, nameEnd: nameEnd) { return next }
        let name = isType ? "" : VCardProperty.trimmedString(bytes, start..<nameEnd)
        // Most values have no quotes: split them at commas straight from the line.
        var values: [String] = []
        let (typesBefore, preferenceBefore) = (typeCount, preference)
        var valueStart = nameEnd + 1
        index = valueStart
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // Quotes: the values taken so far were only a first try; the parameter is
                // parsed again whole and sorted in as written.
                removeTypes(from: typesBefore)
                preference = preferenceBefore
                let name = isType ? VCardProperty.trimmedString(bytes, start..<nameEnd) : name
                guard let (parameter, next) = VCardProperty.parseQuotedValues(bytes, name: name, from: nameEnd + 1)
                else { return nil }
                add(parameter)
                return next
            }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ",") {
                if isType {
                    // ownCloud 9 and Sabre/VObject 3 escaped the list's commas
                    // (`TYPE=WORK\,VOICE`): the backslash is not part of the type.
                    let end = index > valueStart && bytes[index - 1] == UInt8(ascii: "\\") ? index - 1 : index
                    addType(bytes, valueStart..<end)
                } else {
                    values.append(VCardProperty.unquotedValue(bytes, valueStart..<index))
                }
                valueStart = index + 1
            }
            index += 1
        }
        if isType {
            addType(bytes, valueStart..<index)
        } else {
            values.append(VCardProperty.unquotedValue(bytes, valueStart..<index))
            add(Parameter(name: name, values: values))
        }
        return index
    }

    /// `TYPE=` written plainly (`type=CELL`, `TYPE=HOME,WORK`), the parameter most lines
    /// have, read without the general path's name and value scans: its values go to `types`
    /// as ``parseParameter(_:from:)`` would put them. Nil for anything else (another name,
    /// white space around the name, quotes in the value), which the general path then reads
    /// from the start: nothing has been added by then.
    @inline(__always)
    private mutating func parsePlainType(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        // `type=` in any case: four bytes in one test (0x20 set in each: only `T` and `t`
        // give `t`, and so on).
        guard start &+ 5 <= count, base[start &+ 4] == UInt8(ascii: "="),
            UnsafeRawPointer(base + start).loadUnaligned(as: UInt32.self) | 0x2020_2020
                == UInt32(littleEndian: 0x6570_7974)
        else { return nil }
        var end = start &+ 5
        // Most values are one word ended by `;` or `:` within eight bytes: its end found in
        // one load (the first byte below `<`, exact as the lowest flag is), or eight bytes
        // none below `<` and then `;` or `:`, and the value added at once. Anything else (a
        // comma, a quote, a digit, white space, a longer value, fewer than nine bytes left)
        // goes through the loop below from the start.
        if end &+ 8 <= count {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
            let below = (word &- ones &* UInt64(UInt8(ascii: "<"))) & ~word & (ones &* 0x80)
            if below != 0 {
                let offset = below.trailingZeroBitCount &>> 3
                let byte = UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: offset &* 8))
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
                    addPlainType(bytes, end, end &+ offset)
                    return end &+ offset
                }
            } else if end &+ 8 < count, base[end &+ 8] == UInt8(ascii: ";") || base[end &+ 8] == UInt8(ascii: ":") {
                // Eight bytes none of which is below `<` (`INTERNET`, `HOMEPAGE`), then the end.
                addPlainType(bytes, end, end &+ 8)
                return end &+ 8
            }
        }
        var hasCommas = false
        while end < count {
            let byte = base[end]
            // `"`, `,`, `:` and `;` are all below `<`: letters take one test.
            if byte <= UInt8(ascii: ";") {
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
                if byte == UInt8(ascii: "\"") { return nil }
                if byte == UInt8(ascii: ",") { hasCommas = true }
            }
            end &+= 1
        }
        var valueStart = start &+ 5
        if hasCommas {
            var index = valueStart
            while index < end {
                if base[index] == UInt8(ascii: ",") {
                    // As in the general path: an escaped list comma (`TYPE=WORK\,VOICE`) is a comma.
                    let valueEnd = index > valueStart && base[index &- 1] == UInt8(ascii: "\\") ? index &- 1 : index
                    addPlainType(bytes, valueStart, valueEnd)
                    valueStart = index &+ 1
                }
                index &+= 1
            }
        }
        addPlainType(bytes, valueStart, end)
        return end
    }

    /// ``addType(_:_:)`` of `bytes[start..<end]`, for the common case first: one to eight
    /// bytes with no white space at either end, packed with one load and looked up as
    /// ``VCardTypeSpellings/code(spelledBy:)`` looks them up, or `pref`. Anything else
    /// takes ``addType(_:_:)``.
    @inline(__always)
    private mutating func addPlainType(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let length = end &- start
        if let base = bytes.baseAddress, UInt(bitPattern: length &- 1) < 8 {
            let first = base[start]
            let last = base[end &- 1]
            if first != 32, first != 9, last != 32, last != 9 {
                let packed: UInt64
                if start &+ 8 <= bytes.count {
                    // The first byte in the highest place used, as `VCardTypeSpellings` packs.
                    let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
                    packed = UInt64(littleEndian: word).byteSwapped &>> UInt64(64 &- 8 &* length)
                } else {
                    var value: UInt64 = 0
                    for index in start..<end { value = value &<< 8 | UInt64(base[index]) }
                    packed = value
                }
                let code = VCardTypeSpellings.code(packed: packed, count: length)
                if code != 0 {
                    appendType(code: code)
                    return
                }
                if length == 4, packed | 0x2020_2020 == 0x7072_6566 {  // `pref`: a preference
                    preference = preference.map { min($0, 1) } ?? 1
                    return
                }
            }
        }
        addType(bytes, start..<end)
    }

    /// One unquoted `TYPE` value straight from the line: a common spelling is taken from
    /// ``VCardTypeSpellings`` with no string decoded.
    private mutating func addType(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let spelling = UnsafeBufferPointer(rebasing: bytes[VCardProperty.trimmed(bytes, range)])
        let code = VCardTypeSpellings.code(spelledBy: spelling)
        if code != 0 {
            appendType(code: code)
        } else if VCardTypeSpellings.isPreference(spelling) {
            preference = preference.map { min($0, 1) } ?? 1
        } else {
            addType(VCardProperty.unquotedValue(bytes, range))
        }
    }

    /// Whether the trimmed name in `range` is `TYPE`, in any case.
    private static func isType(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let name = trimmed(bytes, range)
        guard name.count == 4 else { return false }
        let start = name.lowerBound
        return bytes[start] | 0x20 == UInt8(ascii: "t") && bytes[start + 1] | 0x20 == UInt8(ascii: "y")
            && bytes[start + 2] | 0x20 == UInt8(ascii: "p") && bytes[start + 3] | 0x20 == UInt8(ascii: "e")
    }

    /// The general case of ``parseParameter(_:from:)``: values with double quotes anywhere,
    /// which keep `;`, `:` and `,` inside them. Also reads the generic CSV layout's
    /// extension column titles (``CSVExtensionKey``).
    static func parseQuotedValues(
        _ bytes: UnsafeBufferPointer<UInt8>, name: String, from start: Int
    ) -> (Parameter, Int)? {
        var index = start
        let count = bytes.count
        var values: [String] = []
        var current: [UInt8] = []
        var inQuotes = false
        var sawQuotes = false
        while index < count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    inQuotes = false
                } else {
                    current.append(byte)
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inQuotes = true
                sawQuotes = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ",") {
                values.append(decodeParameterValue(current, quoted: sawQuotes))
                current.removeAll(keepingCapacity: true)
                sawQuotes = false
                index += 1
                continue
            }
            current.append(byte)
            index += 1
        }
        if inQuotes { return nil }
        values.append(decodeParameterValue(current, quoted: sawQuotes))
        return (Parameter(name: name, values: values), index)
    }

    /// An unquoted value: trimmed, with RFC 6868 escapes decoded when it has a caret.
    private static func unquotedValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let piece = UnsafeBufferPointer(rebasing: bytes[range])
        guard piece.contains(UInt8(ascii: "^")) else { return trimmedString(bytes, range) }
        return decodeParameterValue(Array(piece), quoted: false)
    }

    private static func trimmedString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        Charset.decodeUTF8(UnsafeBufferPointer(rebasing: bytes[trimmed(bytes, range)])).text
    }

    /// `range` without the spaces and tabs at either end.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        while end > start, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        return start..<end
    }

    private static func trimmedString(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { trimmedString($0, 0..<$0.count) }
    }

    /// RFC 6868: `^n` is a line break, `^'` a double quote, `^^` a caret; any other `^` stays.
    private static func decodeParameterValue(_ bytes: [UInt8], quoted: Bool) -> String {
        guard bytes.contains(UInt8(ascii: "^")) else {
            return quoted ? Charset.decodeUTF8(bytes[...]).text : trimmedString(bytes)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "^"), index + 1 < bytes.count {
                switch bytes[index + 1] {
                case UInt8(ascii: "n"), UInt8(ascii: "N"):
                    output.append(10); index += 2; continue
                case UInt8(ascii: "'"):
                    output.append(UInt8(ascii: "\"")); index += 2; continue
                case UInt8(ascii: "^"):
                    output.append(UInt8(ascii: "^")); index += 2; continue
                default: break
                }
            }
            output.append(byte)
            index += 1
        }
        return Charset.decodeUTF8(output[...]).text
    }
}
