import Foundation
import Testing

/// Runs the built `contactkit` binary and captures what it printed and its exit status.
struct ToolProcess {
    /// The result of one run.
    struct Result {
        var status: Int32
        /// True when the process ended by exit (not killed by a signal).
        var exited: Bool
        var standardOutput: String
        var standardError: String
        var standardOutputBytes: Data
    }

    /// The `contactkit` executable in the same build products folder as the test bundle.
    static let executable: URL = {
        var candidates: [URL] = []
        if let path = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: path).resolvingSymlinksInPath())
        }
        if let url = Bundle.main.executableURL { candidates.append(url.resolvingSymlinksInPath()) }
        candidates.append(Bundle.main.bundleURL)
        for candidate in candidates {
            var directory = candidate.deletingLastPathComponent()
            for _ in 0..<4 {
                let tool = directory.appendingPathComponent("contactkit")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: tool.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: tool.path)
                {
                    return tool
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        fatalError("contactkit binary not found near \(candidates); run `swift build --product contactkit`")
    }()

    /// Runs `contactkit` with `arguments` in `directory`, feeding `input` on standard input
    /// (nothing: an empty standard input). Standard output can go to a file instead
    /// (`/dev/full` for disk-full tests).
    static func run(
        _ arguments: [String], in directory: URL, input: String? = nil,
        standardOutputPath: String? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        try run(
            arguments, in: directory, input: input, standardOutputPath: standardOutputPath, environment: environment,
            executable: executable)
    }

    /// Runs another copy of the tool (`executable`: one without its CardDAV helper beside it,
    /// say) as ``run(_:in:input:standardOutputPath:environment:)`` runs the built one.
    static func run(
        _ arguments: [String], in directory: URL, input: String? = nil,
        standardOutputPath: String? = nil, environment: [String: String] = [:], executable: URL
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("contactkit-test-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appendingPathComponent("stdin")
        let outputFile = scratch.appendingPathComponent("stdout")
        let errorFile = scratch.appendingPathComponent("stderr")
        try Data((input ?? "").utf8).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let inputHandle = try FileHandle(forReadingFrom: inputFile)
        let outputHandle = try FileHandle(forWritingTo: standardOutputPath.map { URL(fileURLWithPath: $0) } ?? outputFile)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let process = try start {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            process.currentDirectoryURL = directory
            process.standardInput = inputHandle
            process.standardOutput = outputHandle
            process.standardError = errorHandle
            return process
        }
        ToolProcess.waitForExit(process)
        try inputHandle.close()
        try outputHandle.close()
        try errorHandle.close()
        let outputBytes = try Data(contentsOf: outputFile)
        return Result(
            status: process.terminationStatus,
            exited: process.terminationReason == .exit,
            standardOutput: String(decoding: outputBytes, as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
            standardOutputBytes: outputBytes)
    }
}

extension ToolProcess {
    /// Starts the process `makeProcess` makes, making it again while starting fails with
    /// ETXTBSY ("Text file busy"), for about a second at most. A copy of the tool that a test
    /// has just written (``DAVHelperTests``) fails to start so while a child that another test
    /// forked in the meantime still holds the copy's file open for writing, until that child
    /// starts its own program; the wait is short.
    static func start(_ makeProcess: () -> Process) throws -> Process {
        var attempts = 0
        while true {
            let process = makeProcess()
            do {
                try process.run()
                return process
            } catch let error as NSError where isTextFileBusy(error) && attempts < 50 {
                attempts += 1
                usleep(20_000)
            }
        }
    }

    /// Whether `error`, or the error under it, is ETXTBSY.
    static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
    }

    /// Waits for `process` to end; kills it (and records an issue) once it has used
    /// `timeout` seconds of processor time, a loop that never ends. On a machine shared by
    /// other builds a run can take many times its processor time on the wall clock, so the
    /// wall clock only stops a process that waits forever, after `wallClockFactor` times
    /// `timeout` (where there is no `/proc` to read processor time from, after `timeout`).
    static func waitForExit(
        _ process: Process, timeout: TimeInterval = 120, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let start = Date()
        var checks = 0
        while process.isRunning {
            usleep(10_000)
            checks += 1
            guard checks % 10 == 0 else { continue }
            let processor = processorSeconds(of: process.processIdentifier)
            let wallClock = Date().timeIntervalSince(start)
            let limit = canReadProcessorTime ? timeout * wallClockFactor : timeout
            if (processor ?? 0) > timeout || wallClock > limit {
                let spent = processor.map { "\(Int($0)) s of processor time, " } ?? ""
                Issue.record(
                    "contactkit did not finish: \(spent)\(Int(wallClock)) s on the clock (limit \(Int(timeout)) s); killed",
                    sourceLocation: sourceLocation)
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        process.waitUntilExit()
    }

    /// How many times its processor-time limit a process may take on the wall clock.
    static let wallClockFactor = 20.0

    /// Whether processes' processor time can be read (Linux's `/proc`); a failed read of
    /// one process's then counts as no time used, not as a reason for the short limit.
    static let canReadProcessorTime = FileManager.default.fileExists(atPath: "/proc/self/stat")

    /// The processor time (user and system) a running process has used, from
    /// `/proc/PID/stat` (fields 14 and 15, in clock ticks); nil where there is no `/proc`.
    static func processorSeconds(of pid: Int32) -> TimeInterval? {
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/stat") else { return nil }
        defer { try? handle.close() }
        // `readDataToEndOfFile()` traps when the read fails, and it does when the process
        // exits between opening and reading ("No such process"): that stopped whole test
        // runs under load. A failed read is no time used.
        guard let data = try? handle.readToEnd() else { return nil }
        let stat = String(decoding: data, as: UTF8.self)
        guard let end = stat.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses: state is field 3, utime 14, stime 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// A fresh empty directory for one test, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("contactkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` inside the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The text of `name`, or nil when it does not exist.
    func read(_ name: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the directory (or a subdirectory), hidden ones included, sorted.
    func names(in subdirectory: String? = nil) -> [String] {
        let directory = subdirectory.map { url.appendingPathComponent($0) } ?? url
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// Names left behind by an interrupted or failed atomic write.
    func temporaryFiles(in subdirectory: String? = nil) -> [String] {
        names(in: subdirectory).filter { $0.contains(".contactkit-") }
    }
}
