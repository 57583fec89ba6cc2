import ContactSupport

import ContactModel

/// A file opened for reading or writing by path, closed when the last reference goes.
final class OpenFile {
    let descriptor: Int32
    let path: String

    /// Opens `path` for reading.
    init(path: String) throws(ContactSerializationError) {
        self.path = path
        descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { throw OpenFile.failure(path: path, code: .cannotOpenInput) }
    }

    /// Creates (or empties) `path` for writing, as `0644` before the umask.
    init(creating path: String) throws(ContactSerializationError) {
        self.path = path
        descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 { throw OpenFile.failure(path: path, code: .cannotCreateOutput) }
    }

    deinit { _ = systemClose(descriptor) }

    /// The file as a ``ByteInput`` (the input keeps this object, so the file stays open).
    var input: Input { Input(file: self) }

    /// Reads an ``OpenFile`` and keeps it open while it is read.
    struct Input: ByteInput {
        let file: OpenFile
        private var base: FileDescriptorInput

        init(file: OpenFile) {
            self.file = file
            base = FileDescriptorInput(fileDescriptor: file.descriptor)
        }

        mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
            try base.read(into: &buffer, maxLength: maxLength)
        }
    }

    private static func failure(path: String, code: ContactSerializationError.Code) -> ContactSerializationError {
        let number = errno
        return ContactSerializationError(
            code: code, message: "cannot open: " + String(cString: strerror(number)), path: path,
            errorNumber: number)
    }
}
