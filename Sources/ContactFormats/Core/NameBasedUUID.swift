import ContactSupport

/// UUIDs of version 5 (RFC 9562, section 5.5): the SHA-1 of a namespace and a name, so the
/// same name always gives the same UUID.
public enum NameBasedUUID {
    /// The namespace RFC 9562 (appendix A) gives names that are X.500 distinguished names
    /// (`6ba7b814-9dad-11d1-80b4-00c04fd430c8`): what the LDIF reader names entries by.
    public static let x500Namespace: [UInt8] = [
        0x6b, 0xa7, 0xb8, 0x14, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8,
    ]

    /// The UUID v5 of `name` in `namespace` (its 16 bytes), in lower case with hyphens.
    public static func uuid5(namespace: [UInt8], name: [UInt8]) -> String {
        var bytes = Array(SHA1.digest(namespace + name).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
        return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
    }
}
