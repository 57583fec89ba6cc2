/// A byte buffer whose every append checks that no copy sharing its storage wrote past its
/// count: a value like an array (the composed card's bytes, tests).
typealias VCardByteBuffer = VCardBytes<VCardSharedStorage>

/// A byte buffer whose appends do not check for a copy sharing its storage: it is claimed
/// (``VCardBytes/claim()``) before the first append after it may have been copied. The
/// writer's lines (``VCardLineWriter/output``).
typealias VCardLineBuffer = VCardBytes<VCardClaimedStorage>

/// How a ``VCardBytes`` keeps its value semantics when copied.
protocol VCardBufferSharing {
    /// Whether every append checks that no copy wrote past the buffer's count (else the
    /// buffer is claimed before appending).
    static var checksEachAppend: Bool { get }
}

/// Every append checked (``VCardByteBuffer``).
enum VCardSharedStorage: VCardBufferSharing {
    static var checksEachAppend: Bool { true }
}

/// Appends unchecked, the buffer claimed first (``VCardLineBuffer``).
enum VCardClaimedStorage: VCardBufferSharing {
    static var checksEachAppend: Bool { false }
}
