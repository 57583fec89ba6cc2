/// Removes temporary output files when the process is interrupted (SIGINT, SIGTERM, SIGHUP)
/// and exits with 128 + the signal number; ignores SIGPIPE so a closed pipe shows up as an
/// `EPIPE` write error instead of killing the process.
///
/// The handler may only do async-signal-safe work, so the paths live in buffers allocated
/// once by ``install()``; registering and unregistering block the signals while they change
/// the table, so the handler never sees half a path.
enum SignalCleanup {
    /// How many temporary files can be registered at the same time.
    static let slotCount = 8
    /// The longest path a slot holds, in bytes (without the NUL).
    static let maximumPathLength = 4095

    /// Installs the handlers and unblocks the signals (a parent may have started us with
    /// them blocked, and then an interruption would never arrive); call once at startup.
    static func install() {
        if cleanupSlotPaths == nil {
            let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>>.allocate(capacity: slotCount)
            for slot in 0..<slotCount {
                paths[slot] = .allocate(capacity: maximumPathLength + 1)
                paths[slot][0] = 0
            }
            let inUse = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount)
            inUse.initialize(repeating: 0, count: slotCount)
            cleanupSlotInUse = inUse
            cleanupSlotPaths = paths
        }
        signal(SIGPIPE, SIG_IGN)
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in handledSignals {
            signal(signalNumber, cleanupSignalHandler)
            sigaddset(&handled, signalNumber)
        }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Performs `body` with SIGINT, SIGTERM and SIGHUP blocked, so that creating a file and
    /// registering it (or renaming it and unregistering it) happen as one step.
    static func withSignalsBlocked<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in handledSignals { sigaddset(&blocked, signalNumber) }
        sigprocmask(SIG_BLOCK, &blocked, &previous)
        defer { sigprocmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Registers a temporary file for removal on interruption; returns its slot, or nil when
    /// the table is full or the path too long (the file is then simply not cleaned up).
    /// Call with signals blocked.
    static func register(_ path: String) -> Int? {
        guard let paths = cleanupSlotPaths, let inUse = cleanupSlotInUse else { return nil }
        let bytes = Array(path.utf8)
        guard bytes.count <= maximumPathLength,
            let slot = (0..<slotCount).first(where: { inUse[$0] == 0 })
        else { return nil }
        for (index, byte) in bytes.enumerated() { paths[slot][index] = CChar(bitPattern: byte) }
        paths[slot][bytes.count] = 0
        inUse[slot] = 1
        return slot
    }

    /// Forgets a registered file (it was renamed into place or removed). Call with signals
    /// blocked.
    static func unregister(_ slot: Int) {
        cleanupSlotInUse?[slot] = 0
    }

    /// Tells the handler whether a progress line is on screen (it is erased on interruption).
    static func setProgressLineVisible(_ visible: Bool) {
        progressLineVisible = visible ? 1 : 0
    }

    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
}

nonisolated(unsafe) private var cleanupSlotPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>>? = nil
nonisolated(unsafe) private var cleanupSlotInUse: UnsafeMutablePointer<Int32>? = nil
nonisolated(unsafe) private var progressLineVisible: Int32 = 0

/// The signal handler: unlink every registered file, erase the progress line, exit.
private func cleanupSignalHandler(_ signalNumber: Int32) {
    if let paths = cleanupSlotPaths, let inUse = cleanupSlotInUse {
        for slot in 0..<SignalCleanup.slotCount where inUse[slot] != 0 {
            unlink(paths[slot])
        }
    }
    if progressLineVisible != 0 {
        let erase: (CChar, CChar, CChar, CChar) = (13, 27, 91, 75)  // "\r\e[K"
        withUnsafeBytes(of: erase) { _ = systemWrite(2, $0.baseAddress!, 4) }
    }
    _exit(128 + signalNumber)
}
