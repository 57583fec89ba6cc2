import ContactModel

/// Why ``ContactSerialization`` could not read or write at all, with the same code a
/// diagnostic of the command line would carry.
///
/// Problems inside the data (a broken card, an unknown column) never throw: they are
/// diagnostics in the result, and the rest is still read. This error is for what stops the
/// whole job: an input whose format cannot be told, a file that cannot be opened or read,
/// an output that cannot be written.
public struct ContactSerializationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable code: ``/ContactModel/Diagnostic/Code/unreadableInput`` for an input that cannot be
    /// opened or read or whose format cannot be told, ``/ContactModel/Diagnostic/Code/unwritableOutput``
    /// for an output that cannot be created or written.
    public var code: Diagnostic.Code
    /// What went wrong, for a person (the system's message for an I/O error).
    public var message: String
    /// The file concerned, when there is one.
    public var path: String?
    /// The system's error number (`errno`) for an I/O error, else 0.
    public var errorNumber: Int32

    /// Creates an error.
    public init(code: Diagnostic.Code, message: String, path: String? = nil, errorNumber: Int32 = 0) {
        self.code = code
        self.message = message
        self.path = path
        self.errorNumber = errorNumber
    }

    public var description: String {
        let subject = path.map { Diagnostic.quoted($0) + ": " } ?? ""
        return "\(code.rawValue): \(subject)\(message)"
    }

    /// The input's format could not be told from its first bytes.
    static func unrecognizedFormat(path: String?) -> ContactSerializationError {
        ContactSerializationError(
            code: .unreadableInput,
            message: ContactSerialization.unrecognizedFormatMessage, path: path)
    }

    /// A read failed in the system.
    static func reading(_ error: ByteStreamError, path: String?) -> ContactSerializationError {
        ContactSerializationError(
            code: .unreadableInput, message: error.description, path: path, errorNumber: error.errorNumber)
    }

    /// A write failed in the system.
    static func writing(_ error: ByteStreamError, path: String?) -> ContactSerializationError {
        ContactSerializationError(
            code: .unwritableOutput, message: error.description, path: path, errorNumber: error.errorNumber)
    }
}
