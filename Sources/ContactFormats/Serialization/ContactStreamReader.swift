import ContactModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads contacts one at a time from a file, a file descriptor or bytes, without `async`: the
/// synchronous twin of ``ContactStream`` and the reading half of ``ContactStreamWriter``.
///
/// ```swift
/// var reader = try ContactStreamReader(path: "export.vcf")   // format detected
/// var writer = try ContactStreamWriter(path: "export.ndjson", format: .ndjson)
/// while let item = try reader.next() {
///     try writer.write(item.contact)
/// }
/// try writer.finish()
/// let left = reader.unattachedDiagnostics   // an empty input, a broken card after the last one
/// ```
///
/// Memory holds one contact and a block of input whatever the file's size. Creating a reader
/// opens the input and detects its format: it throws
/// ``ContactSerializationError/Code/cannotOpenInput`` or
/// ``ContactSerializationError/Code/unrecognizedFormat`` there, and ``next()`` throws only
/// ``ContactSerializationError/Code/cannotReadInput``. The items and diagnostics are the same
/// as ``ContactStream`` gives and ``ContactSerialization/contacts(contentsOf:format:options:)``
/// collects.
public struct ContactStreamReader {
    private var reader: (any ContactReader)?
    private var pending: [Diagnostic]
    private let path: String?
    /// The format read: named, or detected from the first bytes (for CSV, the layout found in
    /// the header once the first contact is read); nil for an empty input.
    public private(set) var format: ContactFormat?
    /// Contacts read so far (`contactCount`, as the engine's summary names its count).
    public private(set) var contactCount = 0
    /// Diagnostics that belong to no contact: an empty input's warning, what was skipped
    /// after the last contact. Complete once ``next()`` has returned nil.
    public private(set) var unattachedDiagnostics: [Diagnostic] = []

    /// A reader of the file at `url`.
    public init(
        url: URL, format: ContactFormat? = nil, options: ContactSerialization.Options = .init()
    ) throws(ContactSerializationError) {
        try self.init(path: url.path, format: format, options: options)
    }

    /// A reader of the file at `path`.
    public init(
        path: String, format: ContactFormat? = nil, options: ContactSerialization.Options = .init()
    ) throws(ContactSerializationError) {
        let file = try OpenFile(path: path)
        try self.init(file.input, format: format, options: options, path: path)
    }

    /// A reader of an open file descriptor (a `FileHandle`'s `fileDescriptor`, standard
    /// input's 0); the descriptor is not closed.
    public init(
        fileDescriptor: Int32, format: ContactFormat? = nil, options: ContactSerialization.Options = .init()
    ) throws(ContactSerializationError) {
        try self.init(FileDescriptorInput(fileDescriptor: fileDescriptor), format: format, options: options, path: nil)
    }

    /// A reader of bytes in memory.
    public init(
        bytes: [UInt8], format: ContactFormat? = nil, options: ContactSerialization.Options = .init()
    ) throws(ContactSerializationError) {
        try self.init(MemoryInput(bytes), format: format, options: options, path: nil)
    }

    init(
        _ input: some ByteInput, format: ContactFormat?, options: ContactSerialization.Options, path: String?
    ) throws(ContactSerializationError) {
        var opened = ContactSerialization.ReadResult()
        reader = try ContactSerialization.openReader(input, format: format, options: options, path: path, into: &opened)
        pending = opened.diagnostics
        self.format = opened.format
        self.path = path
        if reader == nil { finish(with: pending) }
    }

    /// The next contact with its diagnostics, or nil at the end of the input.
    public mutating func next() throws(ContactSerializationError) -> ContactSerialization.Item? {
        guard reader != nil else { return nil }
        do {
            // `reader!` mutates in place: a copy would copy the reader's buffers each time.
            guard let contact = try reader!.next() else {
                var last = pending + reader!.diagnostics
                if contactCount == 0, let format {
                    last.append(.warning(.noContacts, line: 1, ContactSerialization.noContactsMessage(format)))
                }
                finish(with: last.inLineOrder())
                return nil
            }
            contactCount += 1
            let diagnostics = (pending + reader!.diagnostics).inLineOrder()
            pending = []
            if contactCount == 1, format?.isCSV == true, let csv = reader as? CSVReader, !csv.header.isEmpty {
                format = .csv(csv.layout)
            }
            return ContactSerialization.Item(
                contact: contact, diagnostics: diagnostics, line: reader!.contactLine,
                valuePositions: reader!.valuePositions)
        } catch let error as ByteStreamError {
            reader = nil
            throw .reading(error, path: path)
        } catch {
            reader = nil
            throw ContactSerializationError(code: .cannotReadInput, message: "\(error)", path: path)
        }
    }

    /// Ends the input, keeping what no contact carried.
    private mutating func finish(with diagnostics: [Diagnostic]) {
        reader = nil
        pending = []
        unattachedDiagnostics = diagnostics
    }
}
