import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs independent work on every core: the range is cut into one chunk per core, each chunk's
/// result lands in its own slot, and the results come back in chunk order, so the outcome is
/// the same as running the chunks one after another.
public enum ParallelChunks {
    /// How many chunks (threads) to use: the cores online, at most 8.
    public static let chunkCount = max(1, min(8, systemCoreCount()))

    /// `body` on consecutive sub-ranges of `0..<count`, results in order: one chunk per
    /// thread (`threads`, default ``chunkCount``), one chunk in all when the chunks would be
    /// smaller than `minimumChunk`.
    public static func map<Result>(
        count: Int, minimumChunk: Int = 4096, threads: Int = chunkCount, _ body: (Range<Int>) -> Result
    ) -> [Result] {
        let chunks = max(1, min(threads, count / max(minimumChunk, 1)))
        let size = (count + chunks - 1) / max(chunks, 1)
        if chunks == 1 { return [body(0..<count)] }
        let slots = ResultSlots<Result>(count: chunks)
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedBox(body)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let range = min(count, chunk * size)..<min(count, (chunk + 1) * size)
                slots.store(shared.value(range), at: chunk)
            }
        }
        return slots.results()
    }

    private static func systemCoreCount() -> Int {
        #if canImport(Glibc) || canImport(Darwin)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 1
        #endif
    }
}

/// One slot per chunk; each slot is written by exactly one thread, read after all finished.
private final class ResultSlots<Result>: @unchecked Sendable {
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = result }
    }

    func results() -> [Result] { slots.map { $0! } }
}

/// Hands a value that is only read to several threads.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
