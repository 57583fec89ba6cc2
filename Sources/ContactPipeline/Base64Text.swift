/// Standard base64 (RFC 4648, with padding) for keeping a picture in a text property.
enum Base64Text {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { output.append(alphabet[Int((value >> UInt32(shift)) & 63)]) }
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            var value = UInt32(bytes[index]) << 16
            if remaining == 2 { value |= UInt32(bytes[index + 1]) << 8 }
            output.append(alphabet[Int((value >> 18) & 63)])
            output.append(alphabet[Int((value >> 12) & 63)])
            output.append(remaining == 2 ? alphabet[Int((value >> 6) & 63)] : 61)
            output.append(61)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
