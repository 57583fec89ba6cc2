import ContactFormats

/// An output whose CSV writer holds its rows until the header is known (to count numbered
/// groups), and takes rows composed on other threads: a conversion then has the threads
/// that read compose the rows (``/ContactFormats/CSVRowEncoder``), and the output adds them
/// in input order. The converter asks; it never looks at what type the output is.
///
/// Composing rows was the calling thread's work: converting a vCard book to Google CSV on
/// two threads, the calling thread ran about 85 % of the instructions while the two
/// readers waited for it.
package protocol HeldRowOutput: ContactOutput {
    /// How rows are composed for this output on another thread, while its writer holds
    /// them; nil when it streams them (or is no CSV writer). The writer then also writes the
    /// rows at the end on up to `threadCount` threads.
    func composingRows(threadCount: Int) -> CSVRowEncoding?
    /// Adds the rows of one batch composed with ``composingRows(threadCount:)``'s encoding
    /// (the bytes its encoder wrote), after those held.
    func addHeldRows(_ batch: [UInt8]) throws
}
