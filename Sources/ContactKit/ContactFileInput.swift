import ContactFormats

import ContactSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file or an open file descriptor as an input of ``ContactConverter``.
///
/// ```swift
/// let inputs = [ContactFileInput(url: exportURL), ContactFileInput.standardInput]
/// ```
///
/// The file is opened when its turn comes; opening it fails with
/// ``/ContactFormats/ContactSerializationError/Code/cannotOpenInput``.
public final class ContactFileInput: ContactInput {
    public let name: String
    public let path: String?
    public let byteCount: Int?
    private let givenDescriptor: Int32?
    private var openDescriptor: Int32?

    /// The file at `path`; its size is read now (for progress), the file opened later.
    public init(path: String) {
        self.name = path
        self.path = path
        self.givenDescriptor = nil
        var status = stat()
        byteCount = stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
    }

    /// The file at `url` (a file URL).
    public convenience init(url: URL) {
        self.init(path: url.path)
    }

    /// An open file descriptor (a `FileHandle`'s, standard input's 0), named `name` in
    /// diagnostics; it is not closed.
    public init(fileDescriptor: Int32, name: String) {
        self.name = name
        self.path = nil
        self.givenDescriptor = fileDescriptor
        self.byteCount = nil
    }

    /// Standard input, named `<stdin>`.
    public static var standardInput: ContactFileInput { ContactFileInput(fileDescriptor: 0, name: "<stdin>") }

    deinit { close() }

    public func open() throws -> any ByteInput {
        if let givenDescriptor { return FileDescriptorInput(fileDescriptor: givenDescriptor) }
        guard let path else {
            throw ContactSerializationError(code: .cannotOpenInput, message: "no path", path: name)
        }
        let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ContactSerializationError.opening(path: name, errorNumber: errno)
        }
        openDescriptor = descriptor
        return FileDescriptorInput(fileDescriptor: descriptor)
    }

    public func close() {
        if let openDescriptor { _ = systemClose(openDescriptor) }
        openDescriptor = nil
    }
}
