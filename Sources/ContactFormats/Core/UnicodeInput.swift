/// Wraps a ``ByteInput`` and hands out UTF-8: a UTF-8 byte-order mark is skipped and UTF-16
/// (little or big endian, found by its byte-order mark or by the zero bytes of ASCII text)
/// is transcoded chunk by chunk. Other bytes pass through untouched, so per-value charsets
/// (vCard 2.1 `CHARSET=`) can still be applied later.
public struct UnicodeInput: ByteInput {
    /// The encoding of the input, as found at its start.
    public enum Encoding: Sendable, Equatable {
        /// UTF-8, or bytes in another charset passed through as they are.
        case utf8OrBytes
        /// UTF-16, little endian (transcoded to UTF-8).
        case utf16LittleEndian
        /// UTF-16, big endian (transcoded to UTF-8).
        case utf16BigEndian
    }

    private var base: any ByteInput
    private var pending: [UInt8] = []
    private var started = false
    private var atEnd = false
    /// The encoding found; `.utf8OrBytes` until the first read.
    public private(set) var encoding: Encoding = .utf8OrBytes
    /// Whether the input began with a byte-order mark.
    public private(set) var hadByteOrderMark = false
    /// Bytes taken from the underlying input so far.
    public private(set) var sourceBytesRead = 0

    /// Wraps `base`.
    public init(_ base: any ByteInput) { self.base = base }

    public mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
        if !started { try start(maxLength: maxLength) }
        if encoding == .utf8OrBytes {
            if !pending.isEmpty {
                let count = pending.count
                if buffer.isEmpty {
                    // Handed over, not copied: it may be a whole chunk of the input.
                    swap(&buffer, &pending)
                } else {
                    buffer.append(contentsOf: pending)
                }
                pending.removeAll()
                return count
            }
            let count = try base.read(into: &buffer, maxLength: maxLength)
            sourceBytesRead += count
            return count
        }
        // UTF-16: read raw bytes, transcode whole code units, keep an odd byte or a lone
        // high surrogate for the next round.
        while true {
            if !atEnd {
                let count = try base.read(into: &pending, maxLength: maxLength)
                sourceBytesRead += count
                if count == 0 { atEnd = true }
            }
            let before = buffer.count
            transcodePending(into: &buffer, final: atEnd)
            let produced = buffer.count - before
            if produced > 0 || atEnd { return produced }
        }
    }

    /// UTF-8 once what was read at the start is given: `base` straight into `target`, when
    /// it can.
    public mutating func readDirectly(into target: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
        guard started, encoding == .utf8OrBytes, pending.isEmpty,
            let count = try base.readDirectly(into: target)
        else { return nil }
        sourceBytesRead += count
        return count
    }

    private mutating func start(maxLength: Int) throws {
        started = true
        while pending.count < 4 {
            let count = try base.read(into: &pending, maxLength: max(maxLength, 4))
            sourceBytesRead += count
            if count == 0 {
                atEnd = true
                break
            }
        }
        if pending.starts(with: [0xEF, 0xBB, 0xBF]) {
            pending.removeFirst(3)
            hadByteOrderMark = true
        } else if pending.starts(with: [0xFF, 0xFE]) {
            pending.removeFirst(2)
            encoding = .utf16LittleEndian
            hadByteOrderMark = true
        } else if pending.starts(with: [0xFE, 0xFF]) {
            pending.removeFirst(2)
            encoding = .utf16BigEndian
            hadByteOrderMark = true
        } else if pending.count >= 4, pending[0] != 0, pending[1] == 0, pending[2] != 0,
            pending[3] == 0
        {
            encoding = .utf16LittleEndian
        } else if pending.count >= 4, pending[0] == 0, pending[1] != 0, pending[2] == 0,
            pending[3] != 0
        {
            encoding = .utf16BigEndian
        }
    }

    private mutating func transcodePending(into buffer: inout [UInt8], final: Bool) {
        let littleEndian = encoding == .utf16LittleEndian
        var index = 0
        let count = pending.count
        while index + 1 < count {
            let unit = littleEndian
                ? UInt16(pending[index]) | UInt16(pending[index + 1]) << 8
                : UInt16(pending[index]) << 8 | UInt16(pending[index + 1])
            var scalarValue: UInt32
            var width = 2
            if unit >= 0xD800 && unit < 0xDC00 {
                if index + 3 >= count {
                    if !final { break }
                    scalarValue = 0xFFFD
                } else {
                    let low = littleEndian
                        ? UInt16(pending[index + 2]) | UInt16(pending[index + 3]) << 8
                        : UInt16(pending[index + 2]) << 8 | UInt16(pending[index + 3])
                    if low >= 0xDC00 && low < 0xE000 {
                        scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                        width = 4
                    } else {
                        scalarValue = 0xFFFD
                    }
                }
            } else if unit >= 0xDC00 && unit < 0xE000 {
                scalarValue = 0xFFFD
            } else {
                scalarValue = UInt32(unit)
            }
            appendUTF8(scalarValue, to: &buffer)
            index += width
        }
        if final && index < count { index = count }  // a dangling odd byte
        pending.removeFirst(index)
    }

    @inline(__always)
    private func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            buffer.append(UInt8(value))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | value >> 6))
            buffer.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | value >> 12))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | value >> 18))
            buffer.append(UInt8(0x80 | value >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
