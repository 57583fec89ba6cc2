import ContactFormats
import ContactModel

import ContactSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// All contacts into one stream: a file, an open file descriptor, or memory — the library's
/// ``ContactOutput``.
///
/// A format whose records stand alone (vCard, NDJSON) takes records encoded on the threads
/// that read (``encodedRecords``), and a CSV writer holding its rows for the header takes
/// rows composed there, so a conversion writes on every core. A file is created
/// (or emptied) when the output is made and removed by ``discard()``; it is written in
/// place, not renamed into place (the `contactkit` tool's outputs are).
public final class ContactStreamOutput: ContactOutput, HeldRowOutput {
    /// The name error messages give: the path, `<stdout>`, or `<memory>`.
    public let name: String
    private let sink: ByteSink
    /// Boxed (see ``BoxedContactWriter``): written through `any ContactWriter`, each
    /// contact's write checked the existential's box unique, and its diagnostics were read
    /// from a copy of the whole writer.
    private let writer: any BoxedContactWriter
    private let createdPath: String?
    private var ownedDescriptor: Int32?
    private let encoding: RecordEncoding?
    /// A CSV writer's rows held for the header, which rows composed on other threads join.
    private let heldRows: CSVHeldRows?

    private init(
        name: String, sink: ByteSink, format: ContactFormat, options: ContactFormatOptions, createdPath: String?,
        ownedDescriptor: Int32?
    ) {
        self.name = name
        self.sink = sink
        self.createdPath = createdPath
        self.ownedDescriptor = ownedDescriptor
        let made = format.makeWriter(sink, options: options)
        heldRows = (made as? CSVWriter)?.heldRows
        writer = boxed(made)
        encoding = RecordEncoding(format: format, options: options)
    }

    /// Creates (or empties) the file at `path`; throws
    /// ``/ContactFormats/ContactSerializationError/Code/cannotCreateOutput``.
    public convenience init(
        path: String, format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()
    ) throws {
        let descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ContactSerializationError.creating(path: path, errorNumber: errno)
        }
        self.init(
            name: path, sink: ByteSink(.fileDescriptor(descriptor)), format: format, options: options,
            createdPath: path, ownedDescriptor: descriptor)
    }

    /// Creates (or empties) the file at `url` (a file URL).
    public convenience init(
        url: URL, format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()
    ) throws {
        try self.init(path: url.path, format: format, options: options)
    }

    /// An open file descriptor (standard output's 1), named `name` in messages; it is not
    /// closed.
    public convenience init(
        fileDescriptor: Int32, name: String = "<stdout>", format: ContactFormat,
        options: ContactFormatOptions = ContactFormatOptions()
    ) {
        self.init(
            name: name, sink: ByteSink(.fileDescriptor(fileDescriptor)), format: format, options: options,
            createdPath: nil, ownedDescriptor: nil)
    }

    /// Memory: the bytes are in ``bytes`` after ``finish()``.
    public convenience init(memoryIn format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()) {
        self.init(
            name: "<memory>", sink: ByteSink.memory(), format: format, options: options, createdPath: nil,
            ownedDescriptor: nil)
    }

    deinit { closeDescriptor() }

    /// What was written, for an output in memory (empty for a file).
    public var bytes: [UInt8] { sink.bytes }

    public var encodedRecords: EncodedRecordSink? {
        encoding.map { encoding in
            EncodedRecordSink(encoding: encoding) { [sink, name] bytes in
                do {
                    try sink.append(block: bytes)
                } catch let error as ByteStreamError {
                    throw ContactSerializationError.writing(error, path: name)
                }
            }
        }
    }

    package func composingRows(threadCount: Int) -> CSVRowEncoding? {
        heldRows?.finishingThreadCount = threadCount
        return heldRows?.encoding
    }

    /// The batches of rows composed on other threads this output took (tests).
    var heldRowBatchCount: Int { heldRows?.batchCount ?? 0 }

    package func addHeldRows(_ batch: [UInt8]) throws {
        do {
            try heldRows?.add(batch: batch)
        } catch let error as ByteStreamError {
            throw ContactSerializationError.writing(error, path: name)
        }
    }

    public func write(_ contact: Contact) throws -> [Diagnostic] {
        do {
            return try writer.write(contact)
        } catch let error as ByteStreamError {
            throw ContactSerializationError.writing(error, path: name)
        }
    }

    public func finish() throws -> [Diagnostic] {
        // A writer keeps the last write's diagnostics and adds what finishing found.
        let before = writer.diagnostics.count
        do {
            try writer.finish()
            try sink.flush()
        } catch let error as ByteStreamError {
            throw ContactSerializationError.writing(error, path: name)
        }
        closeDescriptor()
        return Array(writer.diagnostics.dropFirst(before))
    }

    public func discard() {
        closeDescriptor()
        if let createdPath { _ = unlink(createdPath) }
    }

    private func closeDescriptor() {
        if let ownedDescriptor { _ = systemClose(ownedDescriptor) }
        ownedDescriptor = nil
    }
}
