import ContactModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes contacts one by one to a file, a file handle's descriptor or memory, in any
/// format: the streaming half of ``ContactSerialization``.
///
/// ```swift
/// var writer = try ContactStreamWriter(url: output, format: .vCard(.v4_0))
/// for try await item in ContactSerialization.contactStream(contentsOf: input) {
///     try writer.write(item.contact)
/// }
/// try writer.finish()
/// ```
///
/// Memory holds one contact and a block of output at a time. Call ``finish()`` once at the
/// end: it writes what closes the format (jCard's `]`) and flushes.
public struct ContactStreamWriter {
    private var writer: any ContactWriter
    private let sink: ByteSink
    private let file: OpenFile?
    private let path: String?
    /// What the format had to store another way, for every contact written so far
    /// (``/ContactModel/Diagnostic/Code/lossyMapping``, ``/ContactModel/Diagnostic/Code/fieldLeftOut``).
    public private(set) var diagnostics: [Diagnostic] = []
    /// Contacts written so far (`contactCount`, as the engine's summary names its count).
    public private(set) var contactCount = 0

    /// A writer into `sink` (``ByteSink/memory(expectedByteCount:)`` or a file descriptor).
    public init(sink: ByteSink, format: ContactFormat, options: ContactSerialization.Options = .init()) {
        self.sink = sink
        self.file = nil
        self.path = nil
        writer = format.makeWriter(sink, options: options.format)
    }

    /// A writer that creates (or replaces) the file at `url`.
    public init(url: URL, format: ContactFormat, options: ContactSerialization.Options = .init())
        throws(ContactSerializationError)
    {
        try self.init(path: url.path, format: format, options: options)
    }

    /// A writer that creates (or replaces) the file at `path`.
    public init(path: String, format: ContactFormat, options: ContactSerialization.Options = .init())
        throws(ContactSerializationError)
    {
        let file = try OpenFile(creating: path)
        self.file = file
        self.path = path
        sink = ByteSink(.fileDescriptor(file.descriptor))
        writer = format.makeWriter(sink, options: options.format)
    }

    /// A writer into an open file descriptor (a `FileHandle`'s `fileDescriptor`, standard
    /// output's 1); the descriptor is not closed.
    public init(fileDescriptor: Int32, format: ContactFormat, options: ContactSerialization.Options = .init()) {
        self.init(sink: ByteSink(.fileDescriptor(fileDescriptor)), format: format, options: options)
    }

    /// Writes one contact.
    public mutating func write(_ contact: Contact) throws(ContactSerializationError) {
        do {
            try writer.write(contact)
        } catch {
            throw failure(error)
        }
        contactCount += 1
        diagnostics += writer.diagnostics
    }

    /// Writes what closes the output and flushes it.
    public mutating func finish() throws(ContactSerializationError) {
        // A writer keeps the last contact's diagnostics and adds what finishing finds.
        let kept = contactCount == 0 ? 0 : writer.diagnostics.count
        do {
            try writer.finish()
            try sink.flush()
        } catch {
            throw failure(error)
        }
        diagnostics += writer.diagnostics.dropFirst(kept)
    }

    private func failure(_ error: any Error) -> ContactSerializationError {
        if let error = error as? ByteStreamError { return .writing(error, path: path) }
        return ContactSerializationError(code: .cannotWriteOutput, message: "\(error)", path: path)
    }
}
