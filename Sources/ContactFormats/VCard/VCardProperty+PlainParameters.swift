import ContactModel

/// A named parameter other than `TYPE` written plainly (`X-APPLE-OMIT-YEAR=1604`,
/// `ENCODING=b`, `CHARSET=UTF-8`), sorted in straight from the line's bytes.
///
/// The general path makes the parameter's name and values as strings, then ``add(_:)``
/// upper-cases the name (twice), works out its canonical name (a prefix test, a string cut
/// and a hashed set lookup) and compares it with a list of names: about 3,000 instructions
/// for Apple's `X-APPLE-OMIT-YEAR` on a birthday without a year. Here the name is checked
/// and classified from its packed bytes, and only what the property keeps is made; any
/// parameter this path does not decide as ``add(_:)`` does is left to the general path.
extension VCardProperty {
    /// Sorts in the parameter `bytes[start..<nameEnd]=value` (`nameEnd` is its `=`) when its
    /// name is letters, digits and `-`, and its value is one plain ASCII word (no quote,
    /// comma, caret or white space at either end, not empty); returns the index after the
    /// value. Nil, with nothing changed, for anything else.
    @inline(__always)
    mutating func addPlainParameter(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, nameEnd: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let nameCount = nameEnd &- start
        guard nameCount > 0 else { return nil }
        var index = start
        while index < nameEnd {
            let byte = base[index]
            // Letters, digits and `-`: no white space to trim, no `*` (RFC 2231 values).
            guard (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            else { return nil }
            index &+= 1
        }
        let valueStart = nameEnd &+ 1
        var end = valueStart
        while end < bytes.count {
            let byte = base[end]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            // Printable ASCII but for what quoting, lists and RFC 6868 escapes use.
            guard byte > 32, byte < 127, byte != UInt8(ascii: "\""), byte != UInt8(ascii: ","),
                byte != UInt8(ascii: "^")
            else { return nil }
            end &+= 1
        }
        guard end > valueStart else { return nil }
        let value = UnsafeBufferPointer(start: base + valueStart, count: end &- valueStart)
        switch VCardProperty.plainParameterRole(base + start, count: nameCount) {
        case .general:
            return nil
        case .encoding:
            encoding = String(knownASCII: value).asciiUppercased()
        case .charset:
            charset = String(knownASCII: value)
        case .valueType:
            valueType = String(knownASCII: value).lowercased()
        case .other:
            let name = UnsafeBufferPointer(start: base + start, count: nameCount)
            otherParameters.append(
                Parameter(name: VCardProperty.parameterName(name), values: [String(knownASCII: value)]))
        }
        return end
    }

    /// What ``add(_:)`` does with a parameter of a name (letters, digits and `-`).
    enum PlainParameterRole {
        /// `ENCODING`, `CHARSET`, `VALUE`: sets that field.
        case encoding, charset, valueType
        /// Kept as written in ``otherParameters``: its canonical name is the name itself.
        case other
        /// Anything the general path must decide: `TYPE`, `PREF` and `X-PREF`, and an X- name
        /// short enough to be a 4.0 parameter's 3.0 spelling (`X-PID`), which is renamed.
        case general
    }

    /// The role of the `count` name bytes at `name`, in any case.
    @inline(__always)
    static func plainParameterRole(_ name: UnsafePointer<UInt8>, count: Int) -> PlainParameterRole {
        var head: UInt64 = 0
        for offset in 0..<min(count, 8) { head = head &<< 8 | UInt64(name[offset]) }
        head = VCardPropertyKind.upperCased(head)
        switch (count, head) {
        case (8, 0x454e_434f_4449_4e47): return .encoding  // ENCODING
        case (7, 0x43_4841_5253_4554): return .charset  // CHARSET
        case (5, 0x56_414c_5545): return .valueType  // VALUE
        case (4, 0x5459_5045), (4, 0x5052_4546), (6, 0x582d_5052_4546): return .general  // TYPE, PREF, X-PREF
        default: break
        }
        // `X-` and at most `longestVersion4Parameter` bytes: maybe `X-` and a 4.0 name.
        if count >= 2, count &- 2 <= longestVersion4Parameter, head &>> UInt64(8 &* (min(count, 8) &- 2)) & 0xFFFF == 0x582D {
            return .general
        }
        return .other
    }

    /// The length of the longest name in ``VCardVersionTable/version4Parameters``
    /// (`MEDIATYPE`); a test checks it.
    static var longestVersion4Parameter: Int { 9 }

    /// A parameter name as written: the common spellings as literals (no storage made).
    @inline(__always)
    static func parameterName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count == 17, String.equalBytes(bytes, "X-APPLE-OMIT-YEAR") { return "X-APPLE-OMIT-YEAR" }
        if bytes.count == 14, String.equalBytes(bytes, "X-SERVICE-TYPE") { return "X-SERVICE-TYPE" }
        return String(knownASCII: bytes)
    }
}

extension String {
    /// Whether `bytes` are exactly the bytes of `text`.
    @inline(__always)
    fileprivate static func equalBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        guard bytes.count == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        for offset in 0..<bytes.count where bytes[offset] != expected[offset] { return false }
        return true
    }
}
