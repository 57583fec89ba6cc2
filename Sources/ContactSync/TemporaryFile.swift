import Foundation

/// A file in the temporary directory that only this user can read, appended to and read back
/// by offset, removed when released: where a pull keeps what it cannot hold in memory (a
/// whole-book answer as it arrives, cards waiting for their turn).
final class TemporaryFile {
    /// The file's URL.
    let url: URL
    /// How many bytes were appended.
    private(set) var length: UInt64 = 0
    private let handle: FileHandle

    /// Creates an empty file named `prefix-UUID` (mode 0600).
    init(prefix: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
        handle = try FileHandle(forUpdating: url)
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }

    /// Appends `data` at the end; returns the offset it starts at.
    @discardableResult
    func append(_ data: Data) throws -> UInt64 {
        let offset = length
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: data)
        length += UInt64(data.count)
        return offset
    }

    /// The `count` bytes at `offset`.
    func read(at offset: UInt64, count: Int) throws -> Data {
        try handle.seek(toOffset: offset)
        return try handle.read(upToCount: count) ?? Data()
    }

    /// Hands the whole file to `body` in pieces of at most `size` bytes, in order.
    func forEachPiece(size: Int = 1 << 20, _ body: (Data) throws -> Void) throws {
        var offset: UInt64 = 0
        while offset < length {
            let piece = try read(at: offset, count: Int(min(UInt64(size), length - offset)))
            guard !piece.isEmpty else { break }
            try body(piece)
            offset += UInt64(piece.count)
        }
    }
}
