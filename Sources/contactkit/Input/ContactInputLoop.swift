import ContactFormats
import ContactModel

/// Reads every input in order, contact by contact, reporting the readers' diagnostics and
/// the progress line; the caller handles each contact (write it, count it).
///
/// Each input's format is `--from` when given, else detected from its first bytes. An input
/// whose format cannot be told is reported as an error (`unreadable-input`) and skipped; an
/// empty input has no contacts. Memory does not grow with the number of contacts.
struct ContactInputLoop {
    /// Where the contact being handled came from.
    struct Position {
        /// The input it was read from.
        let input: InputFile
        /// The 1-based line where the contact started in that input.
        let line: Int
        /// Where its values were read (empty when handed back by a worker, whose stage
        /// diagnostics were placed there).
        var values = ValuePositions()

        /// `diagnostics` about the contact, each at its line: a value's own line for a
        /// diagnostic about one value, else the contact's.
        func placing(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            values.placing(diagnostics, contactLine: line)
        }
    }

    let inputs: [InputFile]
    /// The format from `--from`, or nil to detect it for each input.
    let forcedFormat: ContactFormat?
    let printer: DiagnosticPrinter
    let progress: ProgressReporter
    /// `--map`, `--encoding` and the other format options.
    let options: ContactFormatOptions

    /// Contacts read so far, over all inputs.
    var contactCount = 0
    /// Bytes of the inputs (or parts of an input) already handled, for the progress line.
    var bytesOfFinishedInputs = 0
    /// Set by commands that can take a large vCard or CSV input on several threads.
    var parallelReading: ParallelReading? = nil

    /// The bounds every reader keeps to (`--max-line-length`, ...).
    let limits: ReadLimits

    init(
        inputs: [InputFile], forcedFormat: ContactFormat?, printer: DiagnosticPrinter,
        progress: ProgressReporter, options: ContactFormatOptions = ContactFormatOptions(),
        limits: ReadLimits = .standard
    ) {
        self.options = options
        self.inputs = inputs
        self.limits = limits
        self.forcedFormat = forcedFormat
        self.printer = printer
        self.progress = progress
        let sizes = inputs.map(\.size)
        progress.totalByteCount = sizes.contains(where: { $0 == nil }) ? nil : sizes.reduce(0) { $0 + $1! }
    }

    /// Reads everything, calling `handle` for each contact and `finishedInput` after each
    /// input with the number of contacts it had. Read failures are thrown as
    /// ``CommandFailure`` (66 when an input cannot be opened, 74 for a read error).
    mutating func run(
        _ handle: (Contact, Position) throws -> Void,
        finishedInput: (InputFile, Int) -> Void = { _, _ in }
    ) throws {
        for input in inputs {
            let descriptor = try input.open()
            defer { input.close() }
            var base = FileDescriptorInput(fileDescriptor: descriptor)
            let format: ContactFormat
            var prefix: [UInt8] = []
            var sniffed = ContactSerialization.FormatDetection()
            if let forcedFormat {
                format = forcedFormat
            } else {
                let detection = try readFailure(input) { try ContactSerialization.detectFormat(reading: &base) }
                prefix = detection.prefix
                sniffed = detection
                guard let detected = detection.format else {
                    if detection.isBlank {
                        printer.report(
                            .warning(.noContacts, line: 1, ContactSerialization.blankInputMessage),
                            file: input.displayName)
                    } else {
                        printer.report(
                            .error(.unreadableInput, ContactSerialization.unrecognizedFormatMessage + "; use --from FMT"),
                            file: input.displayName)
                    }
                    finishedInput(input, 0)
                    continue
                }
                format = detected
                if case .csv = detected, ContactFormat.firstLineHasNoDelimiter(prefix: prefix) {
                    printer.report(
                        .warning(
                            .undelimitedCSV, line: 1,
                            "read as CSV, but the first line has no delimiter (',', ';' or TAB): plain text? "
                                + "Each line becomes a one-column row; give --from csv to read it so without this warning"),
                        file: input.displayName)
                }
            }
            let source = sniffed.input(before: base)
            let count: Int
            // A forced vCard charset is read on one thread (chunk readers take no options).
            let parallel = options.vCardCharset != nil
                ? nil : parallelReading.flatMap { $0.suits(input, prefix: prefix) ? $0 : nil }
            if let parallel, case .vCard = format {
                count = try readInChunks(source, from: input, with: parallel, handle)
            } else {
                var reader = format.makeReader(source, options: options, limits: limits)
                if let parallel, let rows = reader as? CSVReader {
                    count = try readRowsInBatches(rows, from: input, with: parallel)
                } else {
                    count = try readSequentially(&reader, from: input, handle)
                }
            }
            if count == 0 {
                printer.report(
                    .warning(.noContacts, line: 1, ContactSerialization.noContactsMessage(format)),
                    file: input.displayName)
            }
            printer.finishRepeats()
            finishedInput(input, count)
        }
    }

    /// Reads one input contact by contact; returns how many contacts it had.
    mutating func readSequentially(
        _ reader: inout any ContactReader, from input: InputFile, _ handle: (Contact, Position) throws -> Void
    ) throws -> Int {
        var count = 0
        while let contact = try readFailure(input, { try reader.next() }) {
            printer.report(reader.diagnostics, file: input.displayName)
            count += 1
            contactCount += 1
            try handle(contact, Position(input: input, line: reader.contactLine, values: reader.valuePositions))
            progress.update(bytesRead: bytesOfFinishedInputs + reader.bytesRead, contacts: contactCount)
        }
        printer.report(reader.diagnostics, file: input.displayName)  // after the last card
        bytesOfFinishedInputs += reader.bytesRead
        return count
    }

    /// Runs a read, turning a system error into exit status 74 naming the input.
    func readFailure<Result>(_ input: InputFile, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as ByteStreamError {
            throw CommandFailure(.inputOutputError, "cannot read '\(input.displayName)': \(error.description)")
        }
    }
}

extension ContactInputLoop {
    /// The reading side commands share: the INPUT arguments, `--from`, a diagnostic printer
    /// that honours `--quiet`, and a progress line on a terminal (clear it when done).
    static func reading(
        _ arguments: ParsedArguments, command: String, environment: ToolEnvironment,
        inputArguments: [String]? = nil
    ) throws(CommandFailure) -> (ContactInputLoop, DiagnosticPrinter, ProgressReporter) {
        let sourceFormat = try arguments.value(.from).map { value throws(CommandFailure) in
            try FormatArgument.parse(value, option: "--from", command: command)
        }
        let inputs = try InputFile.checked(inputArguments ?? arguments.positionals)
        let printer = DiagnosticPrinter(quiet: arguments.isSet(.quiet), verbose: arguments.isSet(.verbose))
        let progress = ProgressReporter(isEnabled: environment.standardErrorIsTerminal)
        printer.willPrint = { progress.clear() }
        let limits = try ReadLimits(arguments, command: command)
        let loop = ContactInputLoop(
            inputs: inputs, forcedFormat: sourceFormat, printer: printer, progress: progress, limits: limits)
        return (loop, printer, progress)
    }
}
