import Dispatch

/// Batches of `contactkit phones` lines worked out in the background while the calling
/// thread reads the next batch and writes the one before: reading, working out and
/// writing overlap, and the output and warnings still come in input order.
///
/// With one thread, every batch is worked out on the calling thread, as before.
struct PhoneLinePipeline {
    /// A batch handed to the background, and its parts once worked out.
    private final class Job: @unchecked Sendable {
        // Unchecked, and safe: `batch` and `parts` are touched by the background block
        // only between `enter` and `leave`, and by the calling thread only after `wait`.
        var batch: PhoneLineBatch
        var parts: [PhoneLineBatch.Part] = []
        let done = DispatchGroup()

        init(_ batch: PhoneLineBatch) { self.batch = batch }
    }

    let work: PhoneLineBatch.Work
    let threads: Int
    /// The batch handed to the background last, not yet written.
    private var pending: Job?
    /// An emptied batch kept for its storage, to read the next lines into.
    private var spare: PhoneLineBatch?

    init(work: PhoneLineBatch.Work, threads: Int) {
        self.work = work
        self.threads = threads
    }

    /// Hands `batch` to the background (or works it out here, on one thread) and writes
    /// every batch worked out before it through `write`, in order; `batch` comes back
    /// empty, ready for the next lines.
    mutating func submit(_ batch: inout PhoneLineBatch, write: ([PhoneLineBatch.Part]) throws -> Void) throws {
        guard threads > 1 else {
            try write(batch.run(work, threads: threads))
            return
        }
        let job = Job(batch)
        batch = spare ?? PhoneLineBatch()
        spare = nil
        let work = self.work, threads = self.threads
        job.done.enter()
        DispatchQueue.global().async {
            job.parts = job.batch.run(work, threads: threads)
            job.done.leave()
        }
        let previous = pending
        pending = job
        if let previous { try finish(previous, write: write) }
    }

    /// Writes the batch still in the background, if any.
    mutating func drain(write: ([PhoneLineBatch.Part]) throws -> Void) throws {
        guard let job = pending else { return }
        pending = nil
        try finish(job, write: write)
    }

    /// Waits for `job`, writes its parts, and keeps its emptied batch for reuse.
    private mutating func finish(_ job: Job, write: ([PhoneLineBatch.Part]) throws -> Void) throws {
        job.done.wait()
        let parts = job.parts
        job.parts = []
        spare = job.batch
        try write(parts)
    }
}
