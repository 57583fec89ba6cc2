import Foundation

extension BookPush {
    /// The steps handed out to the workers and the outcomes they bring back, behind a lock.
    final class SharedProgress: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var done = 0
        private var results: [Outcome?]
        private var error: (any Error)?

        init(_ count: Int) { results = Array(repeating: nil, count: count) }

        /// The next step to send; nil when all are handed out or one failed.
        func nextIndex() -> Int? {
            lock.withLock {
                guard error == nil, next < results.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        /// Records an outcome and calls `report` with how many steps are done (the progress
        /// line), under the lock: one worker at a time.
        func finish(_ index: Int, _ outcome: Outcome, report: (Int) -> Void) {
            lock.withLock {
                results[index] = outcome
                done += 1
                report(done)
            }
        }

        /// Records the first error; the workers stop taking steps.
        func fail(_ error: any Error) {
            lock.withLock { if self.error == nil { self.error = error } }
        }

        /// Every outcome, or the first error.
        func outcomes() throws -> [Outcome] {
            try lock.withLock {
                if let error { throw error }
                return results.map { $0! }
            }
        }
    }
}
