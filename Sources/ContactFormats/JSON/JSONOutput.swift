/// Builds JSON text on bytes, key by key, so the output's key order is exactly the order
/// written (Foundation's encoders do not promise one). No white space is written.
struct JSONOutput {
    private(set) var bytes: [UInt8] = []
    /// For each open object or array: whether something was written in it already.
    private var hasContent: [Bool] = []
    /// Whether a key was just written, so the next value follows its colon.
    private var afterKey = false

    init() { bytes.reserveCapacity(512) }

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        hasContent.removeAll(keepingCapacity: true)
        afterKey = false
    }

    /// Writes a comma when the current container already holds something.
    private mutating func valueStart() {
        if afterKey {
            afterKey = false
            return
        }
        if let last = hasContent.last {
            if last { bytes.append(UInt8(ascii: ",")) }
            hasContent[hasContent.count - 1] = true
        }
    }

    mutating func beginObject() {
        valueStart()
        bytes.append(UInt8(ascii: "{"))
        hasContent.append(false)
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        hasContent.removeLast()
    }

    mutating func beginArray() {
        valueStart()
        bytes.append(UInt8(ascii: "["))
        hasContent.append(false)
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        hasContent.removeLast()
    }

    /// Writes `"key":`; the value written next belongs to it.
    mutating func key(_ name: String) {
        valueStart()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    mutating func string(_ text: String) {
        valueStart()
        appendString(text)
    }

    mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    mutating func number(_ value: Int) {
        valueStart()
        bytes += String(value).utf8
    }

    mutating func optionalNumber(_ value: Int?) {
        if let value { number(value) } else { null() }
    }

    mutating func bool(_ value: Bool) {
        valueStart()
        bytes += (value ? "true" : "false").utf8
    }

    mutating func null() {
        valueStart()
        bytes += "null".utf8
    }

    /// Writes raw JSON text as one value.
    mutating func raw(_ json: [UInt8]) {
        valueStart()
        bytes += json
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Copy runs that need no escaping in one go.
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 10: bytes.append(UInt8(ascii: "n"))
                case 13: bytes.append(UInt8(ascii: "r"))
                case 9: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(UInt8(ascii: "u"))
                    bytes.append(UInt8(ascii: "0"))
                    bytes.append(UInt8(ascii: "0"))
                    bytes.append(JSONOutput.hex[Int(byte >> 4)])
                    bytes.append(JSONOutput.hex[Int(byte & 0xF)])
                }
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
