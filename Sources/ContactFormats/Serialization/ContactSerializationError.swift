import ContactModel
import ContactSupport

/// Why ``ContactSerialization``, a stream reader or writer, or the ContactKit engine
/// (`ContactConverter`) could not read or write at all.
///
/// Problems inside the data (a broken card, an unknown column) never throw: they are
/// diagnostics in the result, and the rest is still read. This error is for what stops the
/// whole job, and its ``code`` says which of five things it was, as `URLError.Code` does for a
/// request:
///
/// ```swift
/// do {
///     let book = try ContactSerialization.contacts(contentsOf: url)
/// } catch {
///     switch error.code {   // a ContactSerializationError: the calls throw nothing else
///     case .cannotOpenInput: print("no such file, or not allowed:", error.message)
///     case .unrecognizedFormat: print("not contacts:", error.message)
///     case .cannotReadInput, .cannotCreateOutput, .cannotWriteOutput: print(error)
///     }
/// }
/// ```
public struct ContactSerializationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What stopped the job. The command line ends with the exit status named in each case's
    /// description when it meets the same.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// The input file could not be opened: it does not exist, names nothing readable, or
        /// may not be read. ``ContactSerializationError/errorNumber`` says which (`ENOENT`,
        /// `EACCES`, ...). The command line exits with 66.
        case cannotOpenInput = "cannot-open-input"
        /// Reading the input failed part way: an I/O error, or a path that names a folder
        /// (`EISDIR`). The command line exits with 74.
        case cannotReadInput = "cannot-read-input"
        /// The input was read, but its first bytes are no format ContactKit reads (a
        /// spreadsheet workbook, an image, binary data, text that is not a table); name the
        /// format to read it anyway. ``ContactSerializationError/errorNumber`` is 0. The
        /// command line reports it as an `unreadable-input` error and exits with 66.
        case unrecognizedFormat = "unrecognized-format"
        /// The output file could not be created: its folder does not exist or may not be
        /// written. The command line exits with 73.
        case cannotCreateOutput = "cannot-create-output"
        /// Writing the output failed part way: the disk is full, the pipe was closed. The
        /// command line exits with 74.
        case cannotWriteOutput = "cannot-write-output"
    }

    /// What stopped the job.
    public var code: Code
    /// What went wrong, for a person (the system's message for an I/O error).
    public var message: String
    /// The file concerned, when there is one.
    public var path: String?
    /// The system's error number (`errno`) for an I/O error, else 0.
    public var errorNumber: Int32

    /// Creates an error.
    public init(code: Code, message: String, path: String? = nil, errorNumber: Int32 = 0) {
        self.code = code
        self.message = message
        self.path = path
        self.errorNumber = errorNumber
    }

    /// `cannot-open-input: 'book.vcf': No such file or directory`.
    public var description: String {
        let subject = path.map { Diagnostic.quoted($0) + ": " } ?? ""
        return "\(code.rawValue): \(subject)\(message)"
    }

    /// An input could not be opened (`errno` says why).
    package static func opening(path: String, errorNumber: Int32) -> ContactSerializationError {
        ContactSerializationError(
            code: .cannotOpenInput, message: systemErrorMessage(errorNumber), path: path, errorNumber: errorNumber)
    }

    /// An output could not be created (`errno` says why).
    package static func creating(path: String, errorNumber: Int32) -> ContactSerializationError {
        ContactSerializationError(
            code: .cannotCreateOutput, message: systemErrorMessage(errorNumber), path: path, errorNumber: errorNumber)
    }

    /// The input's format could not be told from its first bytes.
    static func unrecognizedFormat(path: String?) -> ContactSerializationError {
        ContactSerializationError(
            code: .unrecognizedFormat,
            message: ContactSerialization.unrecognizedFormatMessage, path: path)
    }

    /// A read failed in the system.
    package static func reading(_ error: ByteStreamError, path: String?) -> ContactSerializationError {
        ContactSerializationError(
            code: .cannotReadInput, message: error.description, path: path, errorNumber: error.errorNumber)
    }

    /// A write failed in the system.
    package static func writing(_ error: ByteStreamError, path: String?) -> ContactSerializationError {
        ContactSerializationError(
            code: .cannotWriteOutput, message: error.description, path: path, errorNumber: error.errorNumber)
    }
}
