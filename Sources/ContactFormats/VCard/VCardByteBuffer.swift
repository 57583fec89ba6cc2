/// A growable byte buffer whose appends cost one bounds check and one copy: an array kept
/// full (of zeros past the end), with the count of bytes written kept apart.
///
/// The writer appends a few bytes at a time (a name, a `;`, a short value), and
/// `Array.append(contentsOf:)` cost about a hundred instructions a call on top of the
/// copy. The buffer is a value, like the array it wraps; emptying it keeps its storage.
struct VCardByteBuffer {
    private var storage: [UInt8]
    /// How many bytes were written.
    private(set) var count = 0

    /// An empty buffer; with no `capacity`, nothing is allocated until the first append.
    init(capacity: Int = 0) {
        storage = capacity > 0 ? Array(repeating: 0, count: capacity) : []
    }

    /// Empties the buffer, keeping its storage.
    mutating func removeAll() {
        count = 0
    }

    /// Drops the bytes from `index` on.
    mutating func removeAll(from index: Int) {
        precondition(index >= 0 && index <= count)
        count = index
    }

    mutating func append(_ byte: UInt8) {
        if count == storage.count { grow(toHold: count + 1) }
        let index = count
        storage.withUnsafeMutableBufferPointer { $0[index] = byte }
        count = index + 1
    }

    /// Appends two bytes (`\r\n`, an escape) with one bounds check.
    mutating func append(_ first: UInt8, _ second: UInt8) {
        if count + 2 > storage.count { grow(toHold: count + 2) }
        let index = count
        storage.withUnsafeMutableBufferPointer {
            $0[index] = first
            $0[index + 1] = second
        }
        count = index + 2
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let index = count
        if index + bytes.count > storage.count { grow(toHold: index + bytes.count) }
        storage.withUnsafeMutableBufferPointer {
            ($0.baseAddress! + index).update(from: source, count: bytes.count)
        }
        count = index + bytes.count
    }

    /// Appends a string's UTF-8 in one copy.
    mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Lends the bytes written.
    func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// At least doubles the storage, so appends stay amortized constant.
    private mutating func grow(toHold minimumCount: Int) {
        let added = Swift.max(storage.count, minimumCount - storage.count, 256)
        storage.append(contentsOf: repeatElement(0, count: added))
    }
}
