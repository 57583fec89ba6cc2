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
        if descriptor < 0 { throw .opening(path: path, errorNumber: errno) }
    }

    /// Creates (or empties) `path` for writing, as `0644` before the umask.
    init(creating path: String) throws(ContactSerializationError) {
        self.path = path
        descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 { throw .creating(path: path, errorNumber: errno) }
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

        mutating func readDirectly(into target: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
            try base.readDirectly(into: target)
        }
    }
}
