import ContactFormats
import ContactModel

/// Reads every input in order, contact by contact, reporting the readers' diagnostics and
/// progress to a ``ConversionReporter``.
///
/// ```swift
/// var reader = ContactInputReader([ContactFileInput(path: "a.vcf"), ContactFileInput(path: "b.csv")], reporter: log)
/// try reader.forEach { contact, origin in print(origin.line, contact.givenName) }
/// ```
///
/// Each input's format is `format` when given, else detected from its first bytes. An input
/// whose format cannot be told is reported as an error (`unreadable-input`) and skipped; an
/// empty input has no contacts (`no-contacts`). Memory does not grow with the number of
/// contacts. ``ContactConverter`` reads through one of these, on every core.
public struct ContactInputReader {
    /// The inputs, in the order they are read.
    public let inputs: [any ContactInput]
    /// The format of every input, or nil to detect it for each.
    public let format: ContactFormat?
    /// `--map`, `--encoding` and the other format options.
    public let options: ContactFormatOptions
    /// The bounds every reader keeps to (line length, ...).
    public let limits: ReadLimits
    /// Contacts read so far, over all inputs.
    public internal(set) var contactCount = 0

    /// The last input that had contacts: what an output's closing diagnostics are about
    /// (contacts written on the threads that read pass through no other place that knows).
    private(set) var lastInputWithContacts: (any ContactInput)?

    /// Bytes of the inputs (or parts of an input) already handled, for progress.
    var bytesOfFinishedInputs = 0
    /// Set by the converter to read a large vCard or CSV input on several threads.
    var parallelReading: ParallelReading? = nil
    /// False when the contacts are not looked at (``readAll(threadCount:)``): the one-thread
    /// loop then gives them to no handler, and makes no ``ContactOrigin`` for them (a retain
    /// and a release of the input and of the value positions at every card).
    var handlesContacts = true
    /// Where diagnostics go, counted.
    let counter: ReportCounter

    /// A reader of `inputs` that tells `reporter` what it finds.
    public init(
        _ inputs: [any ContactInput], format: ContactFormat? = nil,
        options: ContactFormatOptions = ContactFormatOptions(),
        limits: ReadLimits = .standard, reporter: any ConversionReporter
    ) {
        self.init(inputs, format: format, options: options, limits: limits, counter: ReportCounter(reporter))
    }

    init(
        _ inputs: [any ContactInput], format: ContactFormat?, options: ContactFormatOptions, limits: ReadLimits,
        counter: ReportCounter
    ) {
        self.inputs = inputs
        self.format = format
        self.options = options
        self.limits = limits
        self.counter = counter
    }

    /// Reads everything on this thread, calling `body` with each contact and where it came
    /// from. Throws ``/ContactFormats/ContactSerializationError/Code/cannotReadInput`` when an input cannot be
    /// read, and what `body` or an input's ``ContactInput/open()`` throws.
    public mutating func forEach(_ body: (Contact, ContactOrigin) throws -> Void) throws {
        try run(body)
    }

    /// Reads everything on up to `threadCount` threads, keeping no contact: the reporter gets
    /// every diagnostic in input order, as from one reader (validation).
    public mutating func readAll(threadCount: Int) throws {
        parallelReading = ParallelReading(
            threadCount: threadCount,
            makeConsumer: { _, _ in HandingBackConsumer(stages: [], keepsContacts: false, keepsValuePositions: false) })
        handlesContacts = false
        defer { handlesContacts = true }
        try run({ _, _ in })
    }

    /// Reads everything, calling `handle` for each contact read on this thread (a worker's
    /// go to ``parallelReading``).
    mutating func run(_ handle: (Contact, ContactOrigin) throws -> Void) throws {
        for input in inputs {
            var base = try input.open()
            defer { input.close() }
            let name = input.name
            // The first bytes are read even when the format is given: a spreadsheet, an archive
            // or other binary data is refused (`not-contacts`) whatever it was read as.
            let detection = try readFailure(name) { try ContactSerialization.detectFormat(reading: &base) }
            let prefix = detection.prefix
            let sniffed = detection
            if detection.format == nil, let kind = ContactSerialization.otherKindOfFile(prefix: prefix) {
                counter.report(.error(.notContacts, "this input is " + kind), file: name)
                counter.reporter.finishedInput(name, contactCount: 0)
                continue
            }
            let format: ContactFormat
            if let forcedFormat = self.format {
                format = forcedFormat
            } else {
                guard let detected = detection.format else {
                    if detection.isBlank {
                        counter.report(
                            .warning(.noContacts, line: 1, ContactSerialization.blankInputMessage), file: name)
                    } else {
                        counter.report(
                            .error(
                                .unreadableInput, ContactSerialization.unrecognizedFormatMessage + "; use --from FMT"),
                            file: name)
                    }
                    counter.reporter.finishedInput(name, contactCount: 0)
                    continue
                }
                format = detected
                if detected.isCSV, ContactFormat.firstLineHasNoDelimiter(prefix: prefix) {
                    counter.report(
                        .warning(
                            .undelimitedCSV, line: 1,
                            "read as CSV, but the first line has no delimiter (',', ';' or TAB): plain text? "
                                + "Each line becomes a one-column row; give --from csv to read it so without this warning"
                        ),
                        file: name)
                }
            }
            let source = sniffed.input(before: base)
            let count: Int
            // A forced vCard charset is read on one thread (chunk readers take no options).
            let parallel =
                options.vCardCharset != nil
                ? nil : parallelReading.flatMap { $0.suits(input, prefix: prefix) ? $0 : nil }
            if let parallel, case .vCard = format {
                count = try readInChunks(source, from: input, with: parallel, handle)
            } else if case .vCard = format {
                // Made as `makeReader(_:options:limits:)` makes it, but typed: the loop is
                // then specialized for it (through `any ContactReader`, opened once, the
                // generic loop copied the contact and retained more at every card).
                var reader = VCardReader(input: source, limits: limits)
                reader.undeclaredCharset = options.vCardCharset
                // Contacts nobody looks at (validation): only their diagnostics are made whole.
                reader.checksOnly = !handlesContacts
                count = try readSequentially(&reader, from: input, handle)
            } else {
                var reader = format.makeReader(source, options: options, limits: limits)
                if var rows = reader as? CSVReader {
                    // Typed too, for the specialized loop.
                    if let parallel {
                        count = try readCSVInChunks(rows, from: input, with: parallel, handle)
                    } else {
                        count = try readSequentially(&rows, from: input, handle)
                    }
                } else {
                    count = try readSequentially(&reader, from: input, handle)
                }
            }
            if count == 0 {
                counter.report(
                    .warning(.noContacts, line: 1, ContactSerialization.noContactsMessage(format)), file: name)
            } else {
                lastInputWithContacts = input
            }
            counter.reporter.finishedInput(name, contactCount: count)
        }
    }

    /// Reads one input contact by contact; returns how many contacts it had.
    ///
    /// On the reader's own type, specialized for the vCard and CSV readers (through
    /// `any ContactReader`, each of the five calls a card projected the existential's box
    /// again, the reading call checking its uniqueness first: about a hundred instructions a
    /// card). The other formats' readers are opened once from `any ContactReader`.
    mutating func readSequentially<Reader: ContactReader>(
        _ reader: inout Reader, from input: any ContactInput,
        _ handle: (Contact, ContactOrigin) throws -> Void
    ) throws -> Int {
        let name = input.name
        var count = 0
        // One contact for every card: `handle` borrows it, and the reader empties it and
        // reads the next card into it, reusing its lists' storage. (A handler that keeps a
        // copy leaves the lists shared: the reader then gives them new storage.)
        var contact = Contact.empty
        // Taken once: read from `self` at every card, each was retained and released.
        let counter = counter
        let reporter = counter.reporter
        while try readFailure(name, { try reader.next(into: &contact) }) {
            counter.report(reader.diagnostics, file: name)
            count += 1
            contactCount += 1
            if handlesContacts {
                try handle(
                    contact, ContactOrigin(input: input, line: reader.contactLine, valuePositions: reader.valuePositions))
            }
            reporter.updateProgress(bytesRead: bytesOfFinishedInputs + reader.bytesRead, contactCount: contactCount)
        }
        counter.report(reader.diagnostics, file: name)  // after the last card
        bytesOfFinishedInputs += reader.bytesRead
        return count
    }

    /// Runs a read, turning a system error into ``/ContactFormats/ContactSerializationError/Code/cannotReadInput``.
    func readFailure<Value>(_ name: String, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as ByteStreamError {
            throw ContactSerializationError.reading(error, path: name)
        }
    }
}

/// Where a contact came from: its input, the line it started on, and where its values were.
public struct ContactOrigin {
    /// The input it was read from.
    public let input: any ContactInput
    /// The 1-based line where the contact started in that input.
    public let line: Int
    /// Where its values were read (empty for a contact a worker thread read and ran through
    /// stages that have placed their diagnostics already).
    public var valuePositions = ValuePositions()

    /// Where a contact came from.
    public init(input: any ContactInput, line: Int, valuePositions: ValuePositions = ValuePositions()) {
        self.input = input
        self.line = line
        self.valuePositions = valuePositions
    }

    /// `diagnostics` about the contact, each at its line: a value's own line for a
    /// diagnostic about one value, else the contact's.
    public func placing(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        valuePositions.placing(diagnostics, contactLine: line)
    }
}
