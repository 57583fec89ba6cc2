import Foundation

extension RawCards {
    /// Where a card's lines are in a file: from its `BEGIN:VCARD` line to the end of its
    /// `END:VCARD` line (see ``scan(file:chunkSize:_:)``).
    public struct Location: Sendable, Hashable {
        /// The byte offset of the card's first line.
        public var offset: Int
        /// The bytes from there to the end of the card's last line, its line end included.
        public var length: Int

        /// A card's place: `length` bytes from byte `offset`.
        public init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }
    }

    /// Reads the vCard file at `path` a chunk at a time and calls `body` with each card, as
    /// ``split(_:)`` gives it, and where it is, so a caller can keep where the cards are
    /// rather than the cards: memory holds one chunk and one card, whatever the file's size.
    public static func scan(
        file path: String, chunkSize: Int = 1 << 20, _ body: ([UInt8], Location) throws -> Void
    ) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        var cutter = Cutter()
        var pending: [UInt8] = []  // the line read in part, from `pendingOffset`
        var pendingOffset = 0
        func cut(_ line: ArraySlice<UInt8>, at offset: Int, endingAt end: Int) throws {
            if let card = cutter.take(line, at: offset) {
                try body(card.bytes, Location(offset: card.start, length: end - card.start))
            }
        }
        while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
            var index = pending.count  // what was pending holds no line end
            pending += chunk
            var start = 0
            while index < pending.count {
                if pending[index] == 0x0A {
                    var end = index
                    if end > start, pending[end - 1] == 0x0D { end -= 1 }
                    try cut(pending[start..<end], at: pendingOffset + start, endingAt: pendingOffset + index + 1)
                    start = index + 1
                }
                index += 1
            }
            pending.removeFirst(start)
            pendingOffset += start
        }
        if !pending.isEmpty { try cut(pending[...], at: pendingOffset, endingAt: pendingOffset + pending.count) }
        if let card = cutter.finish() {
            try body(card.bytes, Location(offset: card.start, length: pendingOffset + pending.count - card.start))
        }
    }

    /// The card at `location` of the file at `path`, as ``split(_:)`` gives it; nil when the
    /// file can no longer be read there or holds no card there.
    public static func card(at location: Location, inFile path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: UInt64(location.offset))) != nil,
            let data = try? handle.read(upToCount: location.length), data.count == location.length
        else { return nil }
        return split(Array(data)).first
    }
}
