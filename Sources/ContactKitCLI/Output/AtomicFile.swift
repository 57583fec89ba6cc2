/// An output file written under a temporary name beside its target and renamed into place
/// only when complete, so a reader of the target sees the old file or the new one, never
/// half of one.
///
/// The temporary file is `.NAME.contactkit-XXXXXX` in the target's directory (the same file
/// system, so the rename is atomic). It is removed by ``discard()``, when the value is
/// released without ``commit(synchronize:)``, and on SIGINT/SIGTERM/SIGHUP by
/// ``SignalCleanup``. A target that is a symbolic link is resolved, so the link survives and
/// the file it points to is replaced, unless `followingLink` is false (`--split`, whose
/// directory may hold links planted by someone else): then the link itself is replaced by
/// the new file and what it pointed to is never opened. The new file gets the old file's
/// permissions, or 0666 minus the umask for a new file (or one replacing a link).
final class AtomicFile {
    /// The path the file will have once committed (symbolic links resolved).
    let path: String
    /// The temporary file's path while it is being written.
    let temporaryPath: String
    /// The open descriptor of the temporary file.
    let fileDescriptor: Int32
    private let permissions: mode_t
    private var cleanupSlot: Int?
    private var isFinished = false
    /// Made at the first ``synchronizeInBackground()``.
    private var backgroundSync: BackgroundFileSync?

    /// Creates the temporary file for `path`; fails with exit status 73 when it cannot.
    /// - Parameter followingLink: whether a symbolic link at `path` is resolved (its target
    ///   replaced) or replaced itself.
    init(replacing requestedPath: String, followingLink: Bool = true) throws(CommandFailure) {
        var existing = followingLink ? FileStatus(path: requestedPath) : FileStatus(linkAt: requestedPath)
        if let existing, existing.isDirectory {
            throw CommandFailure(.cannotCreate, "cannot create '\(requestedPath)': it is a directory")
        }
        if let link = existing, link.isSymbolicLink { existing = nil }  // replaced, its target untouched
        let target = followingLink && existing != nil
            ? (AtomicFile.resolvedPath(requestedPath) ?? requestedPath) : requestedPath
        let (directory, name) = AtomicFile.split(target)
        let template = (directory.isEmpty ? "" : directory + "/") + "." + AtomicFile.truncated(name)
            + ".contactkit-XXXXXX"
        var templateBytes = Array(template.utf8CString)
        var slot: Int? = nil
        let descriptor = SignalCleanup.withSignalsBlocked {
            let descriptor = templateBytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if descriptor >= 0 {
                slot = SignalCleanup.register(AtomicFile.string(fromNulTerminated: templateBytes))
            }
            return descriptor
        }
        guard descriptor >= 0 else {
            throw CommandFailure(
                .cannotCreate, "cannot create '\(requestedPath)': \(systemErrorMessage(errno))")
        }
        path = target
        temporaryPath = AtomicFile.string(fromNulTerminated: templateBytes)
        fileDescriptor = descriptor
        cleanupSlot = slot
        permissions = existing?.permissions ?? AtomicFile.defaultPermissions()
    }

    deinit { discard() }

    /// Writes `bytes` to `path` atomically (a temporary file renamed into place).
    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let file = try AtomicFile(replacing: path)
        let written = bytes.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(file.fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard written else {
            file.discard()
            throw CommandFailure(.inputOutputError, "cannot write '\(path)': \(systemErrorMessage(errno))")
        }
        try file.commit(synchronize: false)
    }

    /// Closes the temporary file and renames it over the target. With `synchronize`, the data
    /// reaches the disk first (`fsync`), so a crash cannot leave an empty target.
    /// A synchronization ``synchronizeInBackground()`` started that failed fails the commit
    /// with its error.
    func commit(synchronize: Bool) throws(CommandFailure) {
        precondition(!isFinished, "AtomicFile committed twice")
        if let failure = backgroundSync?.finish() {
            discard()
            throw CommandFailure(.inputOutputError, "cannot write '\(path)': \(systemErrorMessage(failure))")
        }
        fchmod(fileDescriptor, permissions)
        if synchronize, fsync(fileDescriptor) != 0, errno != EINVAL {
            let message = systemErrorMessage(errno)
            discard()
            throw CommandFailure(.inputOutputError, "cannot write '\(path)': \(message)")
        }
        let closed = close(fileDescriptor)
        let closeError = errno
        let renamed: Int32 = SignalCleanup.withSignalsBlocked {
            guard closed == 0 else { return -1 }
            let result = rename(temporaryPath, path)
            if result == 0 {
                isFinished = true
                if let cleanupSlot { SignalCleanup.unregister(cleanupSlot) }
            }
            return result
        }
        guard renamed == 0 else {
            let message = systemErrorMessage(closed == 0 ? errno : closeError)
            isFinished = true
            removeTemporaryFile()
            throw CommandFailure(
                closed == 0 ? .cannotCreate : .inputOutputError,
                "cannot write '\(path)': \(message)")
        }
    }

    /// Asks the system to start writing what the file holds so far to the disk, without
    /// waiting for it (Linux `sync_file_range`; elsewhere it does nothing). Called as a large
    /// output grows, so that the `fsync` of ``commit(synchronize:)`` finds little left to
    /// write instead of waiting for all of it after the last contact.
    func beginWriteback() {
        guard !isFinished, let startWriteback = AtomicFile.syncFileRange else { return }
        _ = startWriteback(fileDescriptor, 0, 0, AtomicFile.syncFileRangeWrite)
    }

    /// Starts bringing what the file holds so far to the disk (its data, not its times) on
    /// a thread of its own, unless that is already under way (see ``BackgroundFileSync``):
    /// called every 16 MiB of a large output, so that the `fsync` of
    /// ``commit(synchronize:)`` waits only for the last part. Does nothing once the file is
    /// committed or discarded.
    func synchronizeInBackground() {
        guard !isFinished else { return }
        if backgroundSync == nil { backgroundSync = BackgroundFileSync(fileDescriptor: fileDescriptor) }
        backgroundSync?.request()
    }

    /// How many background synchronizations have completed (for tests).
    var backgroundSynchronizations: Int { backgroundSync?.completedCount ?? 0 }

    private typealias SyncFileRangeFunction = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    /// `SYNC_FILE_RANGE_WRITE`: start writing the dirty pages in the range (0, 0: the whole file).
    private static let syncFileRangeWrite: UInt32 = 2
    /// `sync_file_range(2)`, which the Glibc module does not bring in; nil where there is none.
    private static let syncFileRange: SyncFileRangeFunction? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileRangeFunction.self)
        #else
        return nil
        #endif
    }()

    /// Removes the temporary file and leaves the target as it was. Safe to call twice.
    func discard() {
        guard !isFinished else { return }
        isFinished = true
        _ = backgroundSync?.finish()  // it uses the descriptor: done before it is closed
        close(fileDescriptor)
        removeTemporaryFile()
    }

    private func removeTemporaryFile() {
        SignalCleanup.withSignalsBlocked {
            unlink(temporaryPath)
            if let cleanupSlot { SignalCleanup.unregister(cleanupSlot) }
            cleanupSlot = nil
        }
    }

    /// The directory part (empty for the current directory) and the last component.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// The text of a NUL-terminated C string held in an array.
    private static func string(fromNulTerminated bytes: [CChar]) -> String {
        String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The real path of an existing file (symbolic links resolved), or nil.
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A file name cut to at most 200 bytes on a character boundary, so the temporary name
    /// stays within the 255-byte limit.
    private static func truncated(_ name: String) -> String {
        name.prefix(maximumUTF8Count: 200)
    }

    /// 0666 minus the process umask, what `open(2)` would give a new file.
    private static func defaultPermissions() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
