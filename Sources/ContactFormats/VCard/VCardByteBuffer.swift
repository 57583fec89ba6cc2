/// A growable byte buffer whose appends cost one capacity check and one copy: bytes in
/// memory it allocates itself, with the count of bytes written kept apart.
///
/// The writer appends a few bytes at a time (a name, a `;`, a short value), and
/// `Array.append(contentsOf:)` cost about a hundred instructions a call on top of the
/// copy; an array kept full and written through `withUnsafeMutableBufferPointer` still
/// cost about seventy (the array is moved out and back in, and checked unique, each time).
/// Here an append checks the capacity and that no copy wrote past this buffer's end, then
/// copies.
///
/// The buffer is a value, like an array: a copy shares the storage, and whichever of them
/// writes where the other's bytes may be gets storage of its own first. The storage keeps
/// where the furthest write by any buffer sharing it ended (``VCardByteStorage/end``): a buffer whose
/// count is that end appends in place, since no other buffer sees the bytes past it; any
/// other (a copy behind the original, a buffer emptied or cut short) first makes the
/// storage its own (a check that it holds the one reference) or copies it. Checking that
/// the storage was not shared at every append cost about ten instructions (a call into
/// the runtime), some 1.5 million times a 10k conversion; the writer empties its buffers
/// once a card, so the check now runs about once a card. Emptying it keeps its storage.
///
/// Not sendable: two copies appending at once on two threads could both find their count
/// at the end (a copy is made its own on the thread that holds it).
///
/// The writer's lines (``VCardLineBuffer``) are checked less: their appends do not look at
/// ``VCardByteStorage/end`` (two loads and a store of every append, about six instructions, some
/// seventy appends a card); instead the buffer is made its own once a card, before the
/// card's first append (``claim()``), and nothing copies it while the card is written
/// (the composer holds it by pointer). `Sharing` tells which: ``VCardSharedStorage``
/// (every append checked, ``VCardByteBuffer``) or ``VCardClaimedStorage``.
struct VCardBytes<Sharing: VCardBufferSharing> {
    private typealias Storage = VCardByteStorage

    private var storage: Storage
    /// ``Storage/base``, ``Storage/capacity`` and ``VCardByteStorage/end`` of ``storage``, kept here
    /// so an append reads no field of the object.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var end: UnsafeMutablePointer<Int>
    /// How many bytes were written.
    private(set) var count = 0

    /// An empty buffer; with no `capacity`, nothing is allocated until the first append.
    init(capacity: Int = 0) {
        storage = capacity > 0 ? Storage(capacity: capacity) : Storage.empty
        base = storage.base
        self.capacity = storage.capacity
        end = storage.end
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

    /// The bytes written, where they are, without the retain of the storage that lending
    /// them through a closure costs when the buffer is read through a pointer (the card a
    /// composer lends). Valid until the buffer is next changed or destroyed.
    var bytesInPlace: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Whether the bytes from `start` on hold a C0 control other than TAB, or DEL, as
    /// `containsControlCharacter(from:)` says: eight bytes at a time in line, the exact test
    /// only when a word may hold one. A line's value is a few dozen bytes, and the call cost
    /// more than the look.
    @inline(__always)
    func containsControlCharacter(from start: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func mayHoldOne(_ word: UInt64) -> Bool {
            let del = word ^ (ones &* 0x7F)
            return ((word &- ones &* 0x20) & ~word | (del &- ones) & ~del) & highs != 0
        }
        var index = start
        var flagged = false
        while index + 8 <= count {
            if mayHoldOne(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                flagged = true
                break
            }
            index += 8
        }
        if !flagged, index < count {
            if count - start >= 8 {
                // The last word, overlapping bytes already looked at.
                flagged = mayHoldOne(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
            } else {
                while index < count, !flagged {
                    flagged = UnsafeBufferPointer<UInt8>.isControlCharacter(base[index])
                    index += 1
                }
                return flagged
            }
        }
        return flagged && UnsafeBufferPointer(start: base, count: count).containsControlCharacter(from: start)
    }

    /// Moves the bytes from `start` on to the end of `other` (the composer's value, written
    /// into the card, going into the writer's lines): one copy, and no retain of the storage
    /// that lending them through a closure costs.
    mutating func moveBytes<Other>(from start: Int, to other: inout VCardBytes<Other>) {
        precondition(start >= 0 && start <= count)
        other.append(UnsafeBufferPointer(start: base + start, count: count - start))
        count = start
    }

    /// Where `added` more bytes go: in place when they fit and no other buffer sharing the
    /// storage sees the bytes there; else after ``makeRoom(for:)``. The caller then calls
    /// ``advance(by:)``.
    @inline(__always)
    private mutating func reserve(_ added: Int) -> UnsafeMutablePointer<UInt8> {
        // Counts are far from overflowing (a buffer is at most a card's lines or values):
        // no overflow check on an append, of which a conversion makes millions.
        if _slowPath(count &+ added > capacity || (Sharing.checksEachAppend && end.pointee != count)) {
            makeRoom(for: added)
        }
        return base + count
    }

    /// Counts `added` bytes written at ``reserve(_:)``'s address, the storage's end with them.
    @inline(__always)
    private mutating func advance(by added: Int) {
        count &+= added
        if Sharing.checksEachAppend { end.pointee = count }
    }

    /// Makes the storage this buffer's own when a copy shares it (a copy of the storage,
    /// as large): what a buffer whose appends do not check (``VCardClaimedStorage``) does
    /// before the first append after it may have been copied. About ten instructions.
    @inline(__always)
    mutating func claim() {
        if capacity > 0, !isKnownUniquelyReferenced(&storage) { grow(toHold: count) }
    }

    /// Makes the storage this buffer's own, with room for `added` more bytes: the storage
    /// as it is when it is unshared and large enough (its end moved back to ``count``),
    /// else new storage (``grow(toHold:)``).
    @inline(never)
    private mutating func makeRoom(for added: Int) {
        if count + added <= capacity, isKnownUniquelyReferenced(&storage) {
            end.pointee = count
        } else {
            grow(toHold: count + added)
        }
    }

    /// Where up to `added` more bytes go, with room for them made: the caller writes some
    /// of them there and then counts those written (``commitUninitialized(_:)``), with no
    /// other change to the buffer between.
    @inline(__always)
    mutating func reserveUninitialized(_ added: Int) -> UnsafeMutablePointer<UInt8> {
        reserve(added)
    }

    /// Counts `written` bytes written at ``reserveUninitialized(_:)``'s address.
    @inline(__always)
    mutating func commitUninitialized(_ written: Int) {
        advance(by: written)
    }

    /// Counts `added` more bytes, not yet written, and returns the start of the storage:
    /// the caller writes them (and may move bytes already there) before reading any. The
    /// address is valid until the buffer is next changed.
    mutating func extend(by added: Int) -> UnsafeMutablePointer<UInt8> {
        _ = reserve(added)
        advance(by: added)
        return base
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        advance(by: 1)
    }

    /// Appends two bytes (`\r\n`, an escape) with one capacity check.
    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        let target = reserve(2)
        target[0] = first
        target[1] = second
        advance(by: 2)
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let target = reserve(bytes.count)
        if bytes.count <= 16 {
            Self.copyShort(from: source, to: target, count: bytes.count)
        } else {
            target.update(from: source, count: bytes.count)
        }
        advance(by: bytes.count)
    }

    /// Copies 1 to 16 bytes with at most four loads and four stores, every load before
    /// every store: most appends are a name, a `;` or a short value, and a call into the C
    /// library's `memcpy` cost about thirty instructions for them.
    @inline(__always)
    static func copyShort(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            // Two words that overlap in the middle cover 8 to 16 bytes.
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            // 1 to 3 bytes: the first, the middle and the last (some the same).
            let first = source[0]
            let middle = source[count >> 1]
            let last = source[count - 1]
            target[0] = first
            target[count >> 1] = middle
            target[count - 1] = last
        }
    }

    /// Appends a string's UTF-8 in one copy: a small string's two words stored as they are
    /// (``Swift/String/smallStringWords``), with no lending of its bytes through a closure.
    @inline(__always)
    mutating func append(_ text: String) {
        if let small = text.smallStringWords {
            appendSmallString(leading: small.leading, trailing: small.trailing, count: small.count)
        } else if let stored = text.storedUTF8 {
            appendStored(stored)
        } else {
            appendLarge(text)
        }
    }

    /// ``append(_:)-(String)`` of the string at `text`, read where it is: a string read out
    /// of memory the caller lends and held while the buffer may grow was retained and
    /// released.
    @inline(__always)
    mutating func append(stringAt text: UnsafePointer<String>) {
        if let small = text.pointee.smallStringWords {
            appendSmallString(leading: small.leading, trailing: small.trailing, count: small.count)
        } else if let stored = text.pointee.storedUTF8 {
            appendStored(stored)
        } else {
            appendLarge(text.pointee)
        }
    }

    /// The bytes of a large string where its storage holds them (``Swift/String/storedUTF8``),
    /// out of line: handed over as a string, it was retained and released.
    @inline(never)
    private mutating func appendStored(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }

    /// ``append(_:)-(String)`` of a string whose bytes are not in the string value nor in
    /// its storage (shared, foreign), out of line.
    @inline(never)
    private mutating func appendLarge(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends a static string's UTF-8 in one copy.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Lends the bytes written.
    func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
    }

    /// Moves the bytes into storage of this buffer's own with room for `minimumCount`: when
    /// the old is too small, at least double it, so appends stay amortized constant; when it
    /// is shared, as large as it.
    private mutating func grow(toHold minimumCount: Int) {
        let capacity = minimumCount > capacity ? Swift.max(capacity * 2, minimumCount, 256) : capacity
        let new = Storage(capacity: capacity)
        new.base.update(from: base, count: count)
        new.end.pointee = count
        storage = new
        base = new.base
        self.capacity = new.capacity
        end = new.end
    }
}

@available(*, unavailable)
extension VCardBytes: Sendable {}
