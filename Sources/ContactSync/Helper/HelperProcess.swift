import ContactSupport
import Foundation

/// A running `contactkit-dav --serve`: its process id and the pipes to it.
///
/// Started with `posix_spawn`, its standard input and output are the pipes; standard error
/// is the tool's own. Its command line is the executable and `--serve`, nothing more, and its
/// environment is the tool's without `CONTACTKIT_PASSWORD`: credentials reach it only inside
/// requests, through the pipe (another user's `ps` shows a command line, never a pipe).
package final class HelperProcess {
    /// The environment variable the password comes from, left out of the helper's environment.
    package static let passwordVariable = "CONTACTKIT_PASSWORD"

    /// The executable.
    package let executable: String
    /// Its process id.
    package let processID: pid_t
    /// The pipes to it.
    package let channel: HelperChannel
    private var exitStatus: Int32?

    /// Starts `executable --serve`; nil with the system's reason when it cannot be started.
    package static func start(_ executable: String) -> Result<HelperProcess, HelperChannel.Failure> {
        var toHelper: [Int32] = [-1, -1]
        var fromHelper: [Int32] = [-1, -1]
        guard pipe(&toHelper) == 0 else { return .failure(.system(errno)) }
        guard pipe(&fromHelper) == 0 else {
            let number = errno
            _ = systemClose(toHelper[0])
            _ = systemClose(toHelper[1])
            return .failure(.system(number))
        }
        // Not inherited by other children (a worker's helper must not hold this one's pipes,
        // or this helper would never see the end of its input).
        for descriptor in toHelper + fromHelper { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toHelper[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromHelper[1], 1)
        let arguments = [executable, "--serve"]
        let environment = ProcessInfo.processInfo.environment
            .filter { $0.key != passwordVariable }
            .map { "\($0.key)=\($0.value)" }
        var processID: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in posix_spawn(&processID, executable, &actions, nil, argv, envp) }
        }
        _ = systemClose(toHelper[0])
        _ = systemClose(fromHelper[1])
        guard status == 0 else {
            _ = systemClose(toHelper[1])
            _ = systemClose(fromHelper[0])
            return .failure(.system(status))
        }
        return .success(
            HelperProcess(
                executable: executable, processID: processID, channel: HelperChannel(input: fromHelper[0], output: toHelper[1])))
    }

    private init(executable: String, processID: pid_t, channel: HelperChannel) {
        self.executable = executable
        self.processID = processID
        self.channel = channel
    }

    deinit { stop(forcibly: false) }

    /// Closes the pipes (the helper exits at the end of its input) and waits for it; when
    /// `forcibly`, or when it has not exited within a second, ends it with SIGKILL first.
    package func stop(forcibly: Bool) {
        guard exitStatus == nil else { return }
        _ = systemClose(channel.output)
        _ = systemClose(channel.input)
        if forcibly { _ = kill(processID, SIGKILL) }
        var status: Int32 = 0
        for attempt in 0..<100 {
            let result = waitpid(processID, &status, WNOHANG)
            if result == processID || (result < 0 && errno != EINTR) { break }
            if attempt == 99 {
                _ = kill(processID, SIGKILL)
                _ = waitpid(processID, &status, 0)
                break
            }
            usleep(10_000)
        }
        exitStatus = status
    }

    /// How the helper ended, in words, once ``stop(forcibly:)`` has reaped it: "exited with
    /// status 3", "was killed by signal 9 (Killed)".
    package var ending: String {
        guard let status = exitStatus else { return "still running" }
        let signal = status & 0x7F
        if signal == 0 { return "exited with status \((status >> 8) & 0xFF)" }
        return "was killed by signal \(signal) (\(String(cString: strsignal(signal))))"
    }

    /// Calls `body` with a NULL-terminated C array of `strings`.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
