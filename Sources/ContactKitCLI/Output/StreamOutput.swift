import ContactFormats
import ContactKit
import ContactModel

/// All contacts into one stream: standard output, a file written atomically, or a device or
/// pipe named with `-o` (written directly: `/dev/null` cannot be replaced by a rename).
final class StreamOutput: HeldRowOutput {
    /// The name error messages use: the path, or `<stdout>`.
    let displayName: String
    private let atomicFile: AtomicFile?
    private let directDescriptor: Int32?
    private let sink: ByteSink
    /// Boxed (see ``BoxedContactWriter``): written through `any ContactWriter`, each card's
    /// write checked the existential's box unique. No access to ``writebackRequestedAt``
    /// overlaps another (an output is used by one thread at a time, and the writer calls
    /// nothing of this output back), so none is checked at run time: the checks of a card's
    /// write (the writer's, and the writeback count's read and write) cost about 180
    /// instructions a card.
    private let writer: any BoxedContactWriter
    /// The format's records, when they stand alone (vCard, NDJSON): what the output takes
    /// already encoded.
    private let encoding: RecordEncoding?
    /// A CSV writer's rows held for the header, which rows composed on other threads join.
    private let heldRows: CSVHeldRows?

    /// Standard output.
    init(standardOutputIn format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()) {
        displayName = "<stdout>"
        atomicFile = nil
        directDescriptor = nil
        sink = ByteSink(.fileDescriptor(1))
        let made = format.makeWriter(sink, options: options)
        heldRows = (made as? CSVWriter)?.heldRows
        writer = boxed(made)
        encoding = RecordEncoding(format: format, options: options)
    }

    /// The file at `path`: a temporary file renamed into place at the end, or for a device,
    /// pipe or socket the thing itself. Fails with exit status 73.
    init(
        path: String, format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()
    ) throws(CommandFailure) {
        displayName = path
        if let status = FileStatus(path: path), !status.isRegularFile, !status.isDirectory {
            let descriptor = systemOpen(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw CommandFailure(.cannotCreate, "cannot open '\(path)': \(systemErrorMessage(errno))")
            }
            atomicFile = nil
            directDescriptor = descriptor
            sink = ByteSink(.fileDescriptor(descriptor))
        } else {
            let file = try AtomicFile(replacing: path)
            atomicFile = file
            directDescriptor = nil
            sink = ByteSink(.fileDescriptor(file.fileDescriptor))
        }
        let made = format.makeWriter(sink, options: options)
        heldRows = (made as? CSVWriter)?.heldRows
        writer = boxed(made)
        encoding = RecordEncoding(format: format, options: options)
    }

    func write(_ contact: Contact) throws -> [Diagnostic] {
        // What the writer said is read in place by the box: `writer.diagnostics` read from a
        // stored existential copied the whole writer first (a vCard writer's copy and its
        // destruction cost about 500 instructions a contact).
        let diagnostics = try mapWriteFailure(displayName) { try writer.write(contact) }
        requestWritebackIfDue()
        return diagnostics
    }

    var encodedRecords: EncodedRecordSink? {
        encoding.map { encoding in EncodedRecordSink(encoding: encoding) { [unowned self] in try write(encodedBytes: $0) } }
    }

    func composingRows(threadCount: Int) -> CSVRowEncoding? {
        heldRows?.finishingThreadCount = threadCount
        return heldRows?.encoding
    }

    func addHeldRows(_ batch: [UInt8]) throws {
        try mapWriteFailure(displayName) { try heldRows?.add(batch: batch) }
    }

    /// Writes bytes already encoded in this output's format (contacts written elsewhere).
    func write(encodedBytes: [UInt8]) throws {
        try mapWriteFailure(displayName) { try sink.append(block: encodedBytes) }
        requestWritebackIfDue()
    }

    /// Every ``writebackStep`` bytes, asks the system to start writing the file to the disk;
    /// every ``synchronizationStep`` bytes, also to bring it there on another thread.
    private func requestWritebackIfDue() {
        guard sink.byteCount - writebackRequestedAt >= StreamOutput.writebackStep else { return }
        writebackRequestedAt = sink.byteCount
        atomicFile?.beginWriteback()
        if sink.byteCount - synchronizationRequestedAt >= StreamOutput.synchronizationStep {
            synchronizationRequestedAt = sink.byteCount
            atomicFile?.synchronizeInBackground()
        }
    }

    /// Bytes written when the system was last asked to start writing the file to the disk.
    @exclusivity(unchecked) private var writebackRequestedAt = 0
    /// Bytes written when a background synchronization was last asked for.
    @exclusivity(unchecked) private var synchronizationRequestedAt = 0
    /// How often (in bytes written) it is asked: see ``AtomicFile/beginWriteback()``.
    private static let writebackStep = 8 << 20
    /// How often a background synchronization is asked for: see
    /// ``AtomicFile/synchronizeInBackground()``. Each waits for the device, on a thread that
    /// otherwise sleeps; a file written at the pace of a conversion on the test machine
    /// waited 0.03–0.04 s at the end with 16 MiB (32 MiB: the same; 64 MiB: 0.07–0.10 s),
    /// against 0.63 s with the writeback alone (1.01 s with neither).
    private static let synchronizationStep = 16 << 20

    func finish() throws -> [Diagnostic] {
        let finishing = try mapWriteFailure(displayName) {
            // A writer keeps the last write's diagnostics and adds what finishing found.
            let before = writer.diagnostics.count
            try writer.finish()
            try sink.flush()
            return Array(writer.diagnostics.dropFirst(before))
        }
        if let atomicFile { try atomicFile.commit(synchronize: true) }
        if let directDescriptor { _ = systemClose(directDescriptor) }
        return finishing
    }

    func discard() {
        atomicFile?.discard()
        if let directDescriptor { _ = systemClose(directDescriptor) }
    }
}
