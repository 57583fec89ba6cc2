import Dispatch
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
        run(count: count, minimumChunk: minimumChunk, threads: threads, body)
    }

    /// `body` on consecutive sub-ranges of `0..<count`, results in order, as
    /// ``checkedMap(count:minimumChunk:threads:_:)`` but unchecked: the caller answers for
    /// `body` being safe to run on several threads at once (it reads shared data, or writes
    /// only parts of a buffer no other chunk touches, as `ParallelBuckets` does).
    public static func map<Result>(
        count: Int, minimumChunk: Int = 4096, threads: Int = chunkCount, _ body: (Range<Int>) -> Result
    ) -> [Result] {
        withoutActuallyEscaping(body) { body in
            // Unchecked on purpose: see above; the chunks' ranges never overlap.
            let shared = UncheckedBox(body)
            return run(count: count, minimumChunk: minimumChunk, threads: threads) { shared.value($0) }
        }
    }

    private static func run<Result>(
        count: Int, minimumChunk: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let chunks = max(1, min(threads, count / max(minimumChunk, 1)))
        let size = (count + chunks - 1) / max(chunks, 1)
        if chunks == 1 { return [body(0..<count)] }
        let slots = ResultSlots<Result>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = min(count, chunk * size)..<min(count, (chunk + 1) * size)
            slots.store(body(range), at: chunk)
        }
        return slots.results()
    }
}

/// One slot per chunk, in memory of its own. Unchecked, and safe: each slot is written by
/// exactly one thread (its chunk's), and read only after `concurrentPerform` has returned,
/// which waits for every thread.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ result: Result, at index: Int) { slots[index] = result }

    func results() -> [Result] { slots.map { $0! } }
}

/// Hands a closure to several threads without the compiler's check; see
/// ``ParallelChunks/map(count:minimumChunk:threads:_:)`` for who answers for it.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
