import ContactSupport

/// Runs independent work on every core: the range is cut into one chunk per core, each chunk's
/// result lands in its own slot, and the results come back in chunk order, so the outcome is
/// the same as running the chunks one after another.
public enum ParallelChunks {
    /// How many chunks (threads) to use: the cores online, at most 8.
    public static let chunkCount = max(1, min(8, systemCoreCount()))

    /// `body` on consecutive sub-ranges of `0..<count`, results in order: one chunk per
    /// thread (`threads`, default ``chunkCount``), one chunk in all when the chunks would be
    /// smaller than `minimumChunk`.
    ///
    /// The compiler checks that `body` is safe to run on several threads at once: it may
    /// only read what it shares and give back what it makes. Prefer this to
    /// ``map(count:minimumChunk:threads:_:)``.
    public static func checkedMap<Result: Sendable>(
        count: Int, minimumChunk: Int = 4096, threads: Int = chunkCount,
        _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        ConcurrentChunks.map(count: count, minimumChunk: minimumChunk, threads: threads, body)
    }

    /// `body` on consecutive sub-ranges of `0..<count`, results in order, as
    /// ``checkedMap(count:minimumChunk:threads:_:)`` but unchecked: the caller answers for
    /// `body` being safe to run on several threads at once (it reads shared data, or writes
    /// only parts of a buffer no other chunk touches, as `ParallelBuckets` does).
    public static func map<Result>(
        count: Int, minimumChunk: Int = 4096, threads: Int = chunkCount, _ body: (Range<Int>) -> Result
    ) -> [Result] {
        ConcurrentChunks.map(count: count, minimumChunk: minimumChunk, threads: threads, body)
    }
}
