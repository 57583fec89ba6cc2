/// Distinguished names (RFC 4514) as the LDIF reader and writer use them: built from a
/// contact's values with every special character escaped, so a name is always data and never
/// structure; read leniently (Thunderbird writes `cn=Doe, John,mail=...` without escaping);
/// and compared in a canonical form that also names the entry as a UUID.
enum LDIFDistinguishedName {
    /// One `type=value` pair of a DN (a relative distinguished name with one value).
    struct Component: Sendable, Hashable {
        /// The attribute type (`cn`, `mail`, `uid`), as written.
        var type: String
        /// The value, unescaped.
        var value: String
    }

    /// `value` escaped for a DN (RFC 4514, section 2.4): `" + , ; < > \` and `=` get a
    /// backslash; a leading space or `#` and a trailing space are escaped; control
    /// characters become `\XX` hex pairs.
    static func escape(_ value: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count + 4)
        let bytes = Array(value.utf8)
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "<"),
                UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "="):
                output += [92, byte]
            case UInt8(ascii: "#") where index == 0:
                output += [92, byte]
            case 32 where index == 0 || index == bytes.count - 1:
                output += [92, byte]
            case 0..<32, 127:
                let hex = Array("0123456789ABCDEF".utf8)
                output += [92, hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default:
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The DN of `components`, in order, each value escaped.
    static func string(_ components: [Component]) -> String {
        components.map { "\($0.type)=\(escape($0.value))" }.joined(separator: ",")
    }

    /// The components of `dn`, read leniently: a comma starts a new component only when
    /// what follows it looks like `type=` (so Thunderbird's unescaped `cn=Doe, John` stays
    /// one value); `+` joins components of one RDN and is read as a separator too;
    /// backslash escapes (`\,` and hex pairs) are undone; spaces around separators are
    /// dropped. Nil when a part has no `type=`.
    static func components(of dn: String) -> [Component]? {
        let bytes = Array(dn.utf8)
        var components: [Component] = []
        var start = 0
        var index = 0
        func component(_ part: ArraySlice<UInt8>) -> Component? {
            guard let equals = part.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            let type = String(decoding: part[part.startIndex..<equals], as: UTF8.self).trimmingWhitespace()
            guard !type.isEmpty, LDIFAttributeLine.isDescription(Array(type.utf8)[...]) else { return nil }
            return Component(type: type, value: unescape(part[(equals + 1)...]))
        }
        while index <= bytes.count {
            if index < bytes.count, bytes[index] == 92 {
                index = min(index + 2, bytes.count)
                continue
            }
            let atSeparator = index == bytes.count
                || ((bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "+"))
                    && startsComponent(bytes[(index + 1)...]))
            if atSeparator {
                guard let part = component(bytes[start..<min(index, bytes.count)]) else { return nil }
                components.append(part)
                start = index + 1
            }
            index += 1
        }
        return components.isEmpty ? nil : components
    }

    /// Whether `bytes` (after a comma) begin with optional spaces, an attribute type and `=`.
    private static func startsComponent(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex, bytes[index] == 32 { index += 1 }
        let typeStart = index
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ",") { index += 1 }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "="), index > typeStart else { return false }
        var end = index
        while end > typeStart, bytes[end - 1] == 32 { end -= 1 }
        return LDIFAttributeLine.isDescription(bytes[typeStart..<end])
    }

    /// A DN value with its escapes undone and unescaped spaces at either end dropped.
    private static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        var index = bytes.startIndex
        var lastEscaped = -1
        while index < bytes.endIndex, bytes[index] == 32 { index += 1 }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 92, index + 1 < bytes.endIndex {
                let next = bytes[index + 1]
                if index + 2 < bytes.endIndex, let high = hexValue(next), let low = hexValue(bytes[index + 2]) {
                    output.append(high << 4 | low)
                    index += 3
                } else {
                    output.append(next)
                    index += 2
                }
                lastEscaped = output.count
                continue
            }
            output.append(byte)
            index += 1
        }
        while output.count > lastEscaped, output.last == 32 { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }

    /// The canonical form of `dn` to compare two DNs: types and values lower-cased (the
    /// attributes DNs are made of match without case), escaped one way, no spaces around
    /// separators. A DN that cannot be read is only trimmed and lower-cased.
    static func canonical(_ dn: String) -> String {
        guard let components = components(of: dn) else { return dn.trimmingWhitespace().lowercased() }
        return components.map { "\($0.type.lowercased())=\(escape($0.value.lowercased()))" }.joined(separator: ",")
    }

    /// The UID of the entry named `dn`: `urn:uuid:` and the UUID v5 of its canonical form in
    /// the X.500 namespace (RFC 9562), so an entry and a `member:` line naming it agree.
    static func uid(of dn: String) -> String {
        "urn:uuid:" + NameBasedUUID.uuid5(namespace: NameBasedUUID.x500Namespace, name: Array(canonical(dn).utf8))
    }
}
