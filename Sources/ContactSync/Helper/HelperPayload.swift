import Foundation

/// The payload of a ``HelperMessage``: integers and doubles as 8 bytes big-endian, byte
/// strings and text (UTF-8) as an 8-byte length and the bytes, header lists as a count and
/// name/value pairs.
package struct HelperPayload {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func append(_ value: Int) {
        let bits = UInt64(bitPattern: Int64(value)).bigEndian
        withUnsafeBytes(of: bits) { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ value: Double) {
        append(Int(Int64(bitPattern: value.bitPattern)))
    }

    package mutating func append<Bytes: Collection>(bytes value: Bytes) where Bytes.Element == UInt8 {
        append(value.count)
        bytes.append(contentsOf: value)
    }

    package mutating func append(_ text: String) {
        append(bytes: Array(text.utf8))
    }

    package mutating func append(headers: [String: String]) {
        append(headers.count)
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            append(name)
            append(value)
        }
    }

    /// Reads what ``HelperPayload`` wrote; each read is nil when the payload is too short.
    package struct Reader {
        private let payload: [UInt8]
        private var offset = 0

        package init(_ payload: [UInt8]) { self.payload = payload }

        /// True when every byte was read.
        package var isAtEnd: Bool { offset == payload.count }

        package mutating func integer() -> Int? {
            guard payload.count - offset >= 8 else { return nil }
            var value: UInt64 = 0
            for byte in payload[offset..<offset + 8] { value = value << 8 | UInt64(byte) }
            offset += 8
            return Int(Int64(bitPattern: value))
        }

        package mutating func double() -> Double? {
            integer().map { Double(bitPattern: UInt64(bitPattern: Int64($0))) }
        }

        package mutating func bytes() -> Data? {
            guard let count = integer(), count >= 0, count <= payload.count - offset else { return nil }
            defer { offset += count }
            return Data(payload[offset..<offset + count])
        }

        package mutating func string() -> String? {
            bytes().map { String(decoding: $0, as: UTF8.self) }
        }

        package mutating func headers() -> [String: String]? {
            guard let count = integer(), count >= 0, count <= (payload.count - offset) / 16 else { return nil }
            var headers: [String: String] = [:]
            for _ in 0..<count {
                guard let name = string(), let value = string() else { return nil }
                headers[name] = value
            }
            return headers
        }
    }
}
