import Foundation

/// An operation queue that runs each operation at once, on the thread that adds it.
///
/// Given to URLSession as its delegate queue, it makes the delegate callbacks run on the
/// session's network queue, in order, while libcurl waits for them: a callback that waits
/// (``HTTPTransfer/append(_:)`` with a full buffer) holds the transfer back. With an ordinary
/// queue, libcurl goes on reading and every piece of a body waits in the queue: a 200 MB
/// answer read slowly held 226 MiB; with this queue, 38 MiB.
final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }

    override func addOperation(_ operation: Operation) { operation.start() }
}
