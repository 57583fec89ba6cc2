import ContactKit

/// The process exit statuses `contactkit` uses, from BSD `sysexits.h` where one fits.
///
/// These are part of the command-line contract (DESIGN.md): scripts depend on them.
enum ExitCode: Int32, Sendable {
    /// Everything worked (warnings allowed, unless `--strict`).
    case success = 0
    /// Warnings under `--strict`, or some records had errors.
    case failure = 1
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// An input does not exist or cannot be read (`EX_NOINPUT`).
    case noInput = 66
    /// A CardDAV server cannot be reached, broke the connection or failed (`EX_UNAVAILABLE`).
    case unavailable = 69
    /// An output file or directory cannot be created (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// Reading or writing failed part way, e.g. the disk is full (`EX_IOERR`).
    case inputOutputError = 74
    /// The server refused the login: wrong user or password (`EX_NOPERM`).
    case noPermission = 77
    /// Stopped by SIGINT (128 + 2).
    case interrupted = 130
    /// Stopped by SIGTERM (128 + 15).
    case terminated = 143
}

/// A failure that ends a command: the message for standard error and the exit status.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
    var exitCode: ExitCode
    var message: String
    /// For usage errors, the command whose `--help` the hint should name (empty: the tool).
    var helpCommand: String?

    init(_ exitCode: ExitCode, _ message: String, helpCommand: String? = nil) {
        self.exitCode = exitCode
        self.message = message
        self.helpCommand = helpCommand
    }

    /// A usage error (exit 64), printed with a hint to run `--help`.
    static func usage(_ message: String, command: String? = nil) -> CommandFailure {
        CommandFailure(.usage, message, helpCommand: command ?? "")
    }

    var description: String { message }
}

extension CommandFailure {
    /// The engine's failure as the tool reports it (the Diagnostics article's "Thrown
    /// errors"): `cannot open 'book.vcf': No such file or directory`, exit 66; a read or
    /// write error 74; an output that cannot be created 73.
    init(_ error: ContactSerializationError) {
        let file = error.path ?? "<input>"
        switch error.code {
        case .cannotOpenInput: self.init(.noInput, "cannot open '\(file)': \(error.message)")
        case .unrecognizedFormat: self.init(.noInput, "cannot read '\(file)': \(error.message)")
        case .cannotReadInput: self.init(.inputOutputError, "cannot read '\(file)': \(error.message)")
        case .cannotCreateOutput: self.init(.cannotCreate, "cannot create '\(file)': \(error.message)")
        case .cannotWriteOutput: self.init(.inputOutputError, "cannot write '\(file)': \(error.message)")
        }
    }
}
