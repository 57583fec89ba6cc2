import ContactSupport

/// Bytes kept on disk instead of in memory while a writer waits to see its whole input: an
/// unlinked file in the temporary directory (`TMPDIR`, else `/tmp`), so it has no name
/// anyone can open and goes away with the process, however the process ends. Appended to,
/// then read back once or more from the start, in order.
final class SpoolFile {
    private let descriptor: Int32
    /// The directory the file is in, for messages.
    let directory: String
    /// Bytes appended so far.
    private(set) var byteCount = 0

    /// The temporary directory: `TMPDIR`, else `/tmp`.
    static var temporaryDirectory: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// Creates the file in `directory`; nil when the directory cannot take one (read-only,
    /// missing): the caller then keeps its bytes in memory.
    init?(directory: String = SpoolFile.temporaryDirectory) {
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8) + Array("contactkit-spool-XXXXXX".utf8) + [0]
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { mkstemp($0) }
        }
        guard made >= 0 else { return nil }
        // Not inherited by a program this one starts (the CardDAV helper).
        _ = fcntl(made, F_SETFD, FD_CLOEXEC)
        _ = template.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { unlink($0) }
        }
        descriptor = made
        self.directory = directory
    }

    deinit { _ = systemClose(descriptor) }

    /// The error of a failed write or read (a full disk, say).
    private func failure(_ number: Int32) -> ByteStreamError {
        ByteStreamError(
            "the temporary file in \(directory) failed: \(systemErrorMessage(number)) (TMPDIR names another directory)",
            errorNumber: number)
    }

    /// Appends `bytes` at the end.
    func append(_ bytes: UnsafeRawBufferPointer) throws(ByteStreamError) {
        guard lseek(descriptor, 0, SEEK_END) >= 0 else { throw failure(errno) }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            offset += written
        }
        byteCount += bytes.count
    }

    /// A reader from the start of the file; each reader keeps its own position.
    func makeReader() -> Reader { Reader(file: self) }

    /// Reads a spool file from its start, in pieces.
    struct Reader {
        private let file: SpoolFile
        private var offset = 0

        fileprivate init(file: SpoolFile) { self.file = file }

        /// Fills `buffer` from where the last read ended and returns how many bytes it holds
        /// (0 at the end).
        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteStreamError) -> Int {
            guard offset < file.byteCount, buffer.count > 0 else { return 0 }
            var filled = 0
            let wanted = min(buffer.count, file.byteCount - offset)
            while filled < wanted {
                let got = pread(file.descriptor, buffer.baseAddress! + filled, wanted - filled, off_t(offset + filled))
                if got < 0 {
                    if errno == EINTR { continue }
                    throw file.failure(errno)
                }
                if got == 0 { throw file.failure(EIO) }
                filled += got
            }
            offset += filled
            return filled
        }
    }
}
