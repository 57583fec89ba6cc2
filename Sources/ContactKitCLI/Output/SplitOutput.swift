import ContactFormats
import ContactKit
import ContactModel

/// One file per contact in a directory (`convert --split --output-dir DIR`), each written
/// atomically, named by ``SplitFileNamer``.
///
/// The directory is created (with its parents) when missing. A file that already exists
/// under a chosen name is replaced, unless it is one of the inputs: that needs `--force`,
/// and the input is then opened first so it is still read as it was. A symbolic link under
/// a chosen name is replaced by the file, never written through: a link planted in the
/// directory cannot make the command overwrite a file elsewhere.
final class SplitOutput: ContactOutput {
    let directory: String
    private let format: ContactFormat
    private var namer: SplitFileNamer
    private let inputs: [InputFile]
    private let force: Bool
    private let options: ContactFormatOptions
    private var currentFile: AtomicFile?

    /// Prepares `directory`, creating it when needed; fails with exit status 73.
    init(
        directory: String, format: ContactFormat, inputs: [InputFile], force: Bool,
        options: ContactFormatOptions = ContactFormatOptions(), namesByUID: Bool = false
    ) throws(CommandFailure) {
        self.directory = directory
        self.format = format
        self.options = options
        self.namer = SplitFileNamer(fileExtension: format.fileExtension, namesByUID: namesByUID)
        self.inputs = inputs
        self.force = force
        try SplitOutput.createDirectory(directory)
    }

    func write(_ contact: Contact) throws -> [Diagnostic] {
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + namer.fileName(for: contact)
        try protectInputs(from: path)
        let file = try AtomicFile(replacing: path, followingLink: false)
        currentFile = file
        let sink = ByteSink(.fileDescriptor(file.fileDescriptor))
        var writer = format.makeWriter(sink, options: options)
        try mapWriteFailure(path) {
            try writer.write(contact)
            try writer.finish()
            try sink.flush()
        }
        try file.commit(synchronize: false)
        currentFile = nil
        return writer.diagnostics
    }

    /// None: each contact is a file of its own.
    var encodedRecords: EncodedRecordSink? { nil }

    /// Nothing left: each file was finished when its contact was written.
    func finish() throws -> [Diagnostic] { [] }

    func discard() {
        currentFile?.discard()
        currentFile = nil
    }

    /// Refuses to replace an input file without `--force`; with it, opens that input first.
    private func protectInputs(from path: String) throws(CommandFailure) {
        // The entry itself: a link is replaced, not what it points to (a hard link to an
        // input is the input).
        guard let status = FileStatus(linkAt: path) else { return }
        for input in inputs where input.identity == status.identity {
            guard force else {
                throw CommandFailure(
                    .cannotCreate,
                    "refusing to replace input file '\(input.displayName)' with '\(path)'; add --force to allow it")
            }
            try input.openEarly()
        }
    }

    /// `mkdir -p`: creates the directory and any missing parents.
    static func createDirectory(_ path: String) throws(CommandFailure) {
        if let status = FileStatus(path: path) {
            guard status.isDirectory else {
                throw CommandFailure(.cannotCreate, "cannot use '\(path)' as output directory: it is not a directory")
            }
            return
        }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw CommandFailure(
                    .cannotCreate, "cannot create directory '\(prefix)': \(systemErrorMessage(errno))")
            }
            prefix += "/"
        }
        guard FileStatus(path: path)?.isDirectory == true else {
            throw CommandFailure(.cannotCreate, "cannot create directory '\(path)': \(systemErrorMessage(errno))")
        }
    }
}
