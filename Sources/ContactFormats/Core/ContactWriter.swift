import ContactModel

/// Writes contacts one at a time to a ``ByteSink``.
public protocol ContactWriter {
    /// Writes one contact (a writer may hold it until ``finish()`` when the format needs to see every contact first).
    mutating func write(_ contact: Contact) throws
    /// Writes whatever closes the output and flushes the sink.
    mutating func finish() throws
    /// Warnings about the contact last written: values that had to be stored differently
    /// in this format (never dropped).
    ///
    /// Replaced by each call to ``write(_:)``: the plumbing for code that drives a writer.
    /// ``ContactSerialization/write(_:format:options:)`` gives them beside the data, and
    /// ``ContactStreamWriter/diagnostics`` keeps them for every contact written.
    var diagnostics: [Diagnostic] { get }
}
