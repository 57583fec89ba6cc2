import Dispatch

/// Runs `body` on consecutive sub-ranges of `0..<count` on several threads at once and gives
/// the results back in order: what `ContactPipeline`'s `ParallelChunks` and a CSV writer's
/// rows written back at the end (in `ContactFormats`, which cannot see that module) share.
package enum ConcurrentChunks {
    /// One chunk a thread (`threads`), one chunk in all when the chunks would be smaller
    /// than `minimumChunk`. The caller answers for `body` being safe to run on several
    /// threads at once (it reads what the chunks share, and gives back what it makes).
    package static func map<Result>(
        count: Int, minimumChunk: Int, threads: Int, _ body: (Range<Int>) -> Result
    ) -> [Result] {
        let chunks = max(1, min(threads, count / max(minimumChunk, 1)))
        if chunks == 1 { return [body(0..<count)] }
        let size = (count + chunks - 1) / chunks
        return withoutActuallyEscaping(body) { body in
            // Unchecked on purpose: see above; the chunks' ranges never overlap.
            let shared = UncheckedBox(body)
            let slots = ResultSlots<Result>(count: chunks)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let range = min(count, chunk * size)..<min(count, (chunk + 1) * size)
                slots.store(shared.value(range), at: chunk)
            }
            return slots.results()
        }
    }
}

/// One slot per chunk, in memory of its own (not an array a class holds, whose every access
/// the runtime checks for overlap). Unchecked, and safe: each slot is written by exactly one
/// thread (its chunk's), and read only after `concurrentPerform` has returned, which waits
/// for every thread.
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
/// ``ConcurrentChunks/map(count:minimumChunk:threads:_:)`` for who answers for it.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
