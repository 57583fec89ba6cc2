import ContactFormats
import ContactKit
import ContactModel

/// One input named on the command line: a file, or standard input for `-` (or no inputs).
///
/// ``checked(_:)`` verifies up front that the file exists and is readable, so a typo in the
/// third input fails before any output is created. The file itself is opened when its turn
/// comes (``open()``), or earlier by ``openEarly()`` when an output is about to replace it.
final class InputFile: ContactInput {
    /// The path as given, or nil for standard input.
    let path: String?
    /// The name diagnostics use: the path as given, or `<stdin>`.
    let displayName: String
    /// The device and inode of the file, when it has one (not for a terminal or pipe).
    let identity: FileStatus.Identity?
    /// The size in bytes for a regular file (for the progress line), else nil.
    let size: Int?
    /// On the first file of a folder given as input: the warning about what else the folder
    /// held (`vdir-skipped`) and the folder's name; reported before anything is read.
    var folderWarning: (folder: String, diagnostic: Diagnostic)?
    /// True once the input has been read and closed.
    private(set) var wasRead = false
    private var openDescriptor: Int32?

    private init(path: String?, displayName: String, status: FileStatus?) {
        self.path = path
        self.displayName = displayName
        self.identity = status?.identity
        self.size = status.flatMap { $0.isRegularFile ? $0.size : nil }
    }

    deinit { close() }

    /// Standard input (`-`).
    static func standardInput() -> InputFile {
        let status = FileStatus(fileDescriptor: 0)
        return InputFile(path: nil, displayName: "<stdin>", status: status?.isRegularFile == true ? status : nil)
    }

    /// The input named by a command-line argument; fails with exit status 66 when it does not
    /// exist, is a directory, or cannot be read.
    static func checked(_ argument: String) throws(CommandFailure) -> InputFile {
        if argument == "-" { return standardInput() }
        guard let status = FileStatus(path: argument) else {
            throw CommandFailure(.noInput, "cannot open '\(argument)': \(systemErrorMessage(errno))")
        }
        if status.isDirectory {
            throw CommandFailure(.noInput, "cannot read '\(argument)': it is a directory")
        }
        guard access(argument, R_OK) == 0 else {
            throw CommandFailure(.noInput, "cannot open '\(argument)': \(systemErrorMessage(errno))")
        }
        return InputFile(path: argument, displayName: argument, status: status)
    }

    /// The inputs for a list of arguments (standard input when the list is empty). A
    /// directory stands for its `.vcf` files (a vdir, see ``vdirFiles(_:)``).
    static func checked(_ arguments: [String]) throws(CommandFailure) -> [InputFile] {
        if arguments.isEmpty { return [standardInput()] }
        var inputs: [InputFile] = []
        for argument in arguments {
            if argument != "-", FileStatus(path: argument)?.isDirectory == true {
                let contents = try vdirContents(argument)
                let start = inputs.count
                for file in contents.files { inputs.append(try checked(file)) }
                inputs[start].folderWarning = contents.skippedWarning().map { (argument, $0) }
            } else {
                inputs.append(try checked(argument))
            }
        }
        return inputs
    }

    /// The name diagnostics use (``displayName``).
    var name: String { displayName }
    /// The size of a regular file (``size``).
    var byteCount: Int? { size }

    /// Opens the input for reading (see ``descriptorForReading()``).
    func open() throws -> any ByteInput {
        FileDescriptorInput(fileDescriptor: try descriptorForReading())
    }

    /// Opens the input (or returns the descriptor opened early); fails with exit status 66.
    func descriptorForReading() throws(CommandFailure) -> Int32 {
        if let openDescriptor { return openDescriptor }
        guard let path else { return 0 }
        let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure(.noInput, "cannot open '\(path)': \(systemErrorMessage(errno))")
        }
        openDescriptor = descriptor
        return descriptor
    }

    /// Opens the input now, so it is read as it is even if an output replaces the file
    /// before its turn comes (the open descriptor keeps the old contents).
    /// Does nothing for an input already read.
    func openEarly() throws(CommandFailure) {
        if !wasRead { _ = try descriptorForReading() }
    }

    /// Closes the input's descriptor (never standard input's) once it has been read.
    func close() {
        wasRead = true
        if let descriptor = openDescriptor, path != nil { _ = systemClose(descriptor) }
        openDescriptor = nil
    }
}
