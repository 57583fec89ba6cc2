/// What `stat(2)` says about a file: its identity, kind and size.
struct FileStatus: Sendable {
    /// The device and inode that identify a file however it is named.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    let identity: Identity
    let mode: mode_t
    let size: Int

    /// The status of the file at `path` (following symbolic links); nil with `errno` set when
    /// there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The status of the file at `path` itself: a symbolic link is not followed (`lstat(2)`);
    /// nil with `errno` set when there is none.
    init?(linkAt path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The status of an open file descriptor; nil with `errno` set on failure.
    init?(fileDescriptor: Int32) {
        var info = stat()
        guard fstat(fileDescriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        mode = info.st_mode
        size = Int(info.st_size)
    }

    /// True for a regular file (not a directory, device, pipe or socket).
    var isRegularFile: Bool { (mode & S_IFMT) == S_IFREG }

    /// True for a symbolic link (only from ``init(linkAt:)``).
    var isSymbolicLink: Bool { (mode & S_IFMT) == S_IFLNK }

    /// True for a directory.
    var isDirectory: Bool { (mode & S_IFMT) == S_IFDIR }

    /// The permission bits (`0o644`).
    var permissions: mode_t { mode & 0o7777 }
}
