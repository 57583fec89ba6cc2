import ContactFormats
import ContactModel
import ContactPipeline

import ContactSupport

/// Converts contacts: reads every input, runs the stages, writes the output — the engine
/// behind `contactkit convert`, `normalize` and `dedupe`, for library users too.
///
/// ```swift
/// let converter = ContactConverter()
/// let output = try ContactFileOutput(path: "book-4.0.vcf", format: .vCard(.v4_0))
/// let log = ConversionLog()
/// try converter.convert([ContactFileInput(path: "book.vcf")], to: output, reporter: log)
/// ```
///
/// A large vCard or CSV input is read on ``threadCount`` threads: it is cut between cards or
/// rows, and each chunk is read, run through the stages that treat each contact on its own
/// (``ConversionStage/eachContact(_:)``) and, when the output takes encoded records
/// (``ContactOutput/encodedRecords``) or is CSV whose rows wait for the header, and no stage
/// needs to see the contacts in order, written (a CSV row composed), on a worker. The output and the diagnostics come out in input order, exactly
/// as one thread gives them.
public struct ContactConverter: Sendable {
    /// The format of every input, or nil to detect it for each input from its first bytes.
    public var sourceFormat: ContactFormat?
    /// CSV maps, encodings and the other format options, for reading and writing.
    public var options: ContactFormatOptions
    /// The bounds every reader keeps to.
    public var limits: ReadLimits
    /// How many threads read a large input at once (1: all on the calling thread).
    public var threadCount: Int

    /// A converter; by default formats are detected and every core reads.
    public init(
        sourceFormat: ContactFormat? = nil, options: ContactFormatOptions = ContactFormatOptions(),
        limits: ReadLimits = .standard, threadCount: Int = ContactConverter.availableThreadCount
    ) {
        self.sourceFormat = sourceFormat
        self.options = options
        self.limits = limits
        self.threadCount = max(1, threadCount)
    }

    /// The cores online: the default ``threadCount``.
    public static var availableThreadCount: Int {
        systemCoreCount()
    }

    /// What a conversion did.
    public struct Summary: Sendable, Hashable {
        /// Contacts read, over all inputs.
        public var contactCount: Int
        /// Errors reported (each diagnostic counted as many times as it stands for).
        public var errorCount: Int
        /// Warnings reported.
        public var warningCount: Int
        /// False when nothing could be read and there were errors (an unreadable input):
        /// the output was then discarded, and an existing file left as it was.
        public var outputWasWritten: Bool
    }

    /// Reads `inputs` in order, runs each contact through `stages`, writes what comes out to
    /// `output`, then finishes the stages (a barrier's contacts are written then) and the
    /// output. Diagnostics go to `reporter`, in input order.
    ///
    /// Throws what an input's ``ContactInput/open()`` or the output throws, and
    /// ``/ContactFormats/ContactSerializationError/Code/cannotReadInput``; the output is discarded then.
    @discardableResult
    public func convert(
        _ inputs: [any ContactInput], stages: [ConversionStage] = [], to output: any ContactOutput,
        reporter: any ConversionReporter
    ) throws -> Summary {
        let counter = ReportCounter(reporter)
        let run = ConversionRun(output: output, plan: StagePlan(stages), counter: counter)
        var reader = ContactInputReader(
            inputs, format: sourceFormat, options: options, limits: limits, counter: counter)
        var written = true
        do {
            reader.parallelReading = parallelReading(for: run)
            try reader.run { contact, origin in try run.finish(borrowing: contact, at: origin) }
            if reader.contactCount == 0, counter.errorCount > 0 {
                // Nothing could be read (an unreadable input, a file of broken records): an
                // existing output is left as it was, not replaced by an empty one.
                output.discard()
                written = false
            } else {
                try run.finishStages(encoder: parallelEncoder(for: output))
                run.reportAtEnd(try output.finish(), lastInput: reader.lastInputWithContacts)
            }
        } catch {
            output.discard()
            throw error
        }
        return Summary(
            contactCount: reader.contactCount, errorCount: counter.errorCount, warningCount: counter.warningCount,
            outputWasWritten: written)
    }

    /// How a large input is read on several threads: the workers read and run the stages
    /// that treat each contact on its own; they also write when the output takes encoded
    /// records (or composed CSV rows: ``HeldRowOutput``) and no stage runs on the calling
    /// thread, else they hand the contacts back, and the run finishes them (the remaining
    /// stages, writing), in input order.
    func parallelReading(for run: ConversionRun) -> ParallelReading {
        let workerStages = run.plan.workerStages
        if run.plan.isStreaming, let records = run.output.encodedRecords {
            let encoding = records.encoding
            return ParallelReading(
                threadCount: threadCount,
                makeConsumer: { byteCount, storage in
                    WritingConsumer(
                        encoding: encoding, stages: workerStages, chunkByteCount: byteCount,
                        outputStorage: consume storage)
                },
                deliverBytes: { try records.write($0) })
        }
        if run.plan.isStreaming, let output = run.output as? HeldRowOutput,
            let encoding = output.composingRows(threadCount: threadCount)
        {
            // A CSV writer holding its rows for the header: the rows are composed where the
            // contacts are read, and added to the writer's in input order.
            return ParallelReading(
                threadCount: threadCount,
                makeConsumer: { byteCount, storage in
                    WritingConsumer(
                        makeWriter: { encoding.makeEncoder($0) }, stages: workerStages, chunkByteCount: byteCount,
                        outputStorage: consume storage)
                },
                deliverBytes: { try output.addHeldRows($0) })
        }
        let keepsValuePositions = run.plan.needsValuePositions
        let firstStage = run.plan.workerStageCount
        return ParallelReading(
            threadCount: threadCount,
            makeConsumer: { _, _ in
                HandingBackConsumer(stages: workerStages, keepsValuePositions: keepsValuePositions)
            },
            finishContact: { try run.finish($0, at: $1, from: firstStage) })
    }

    /// How what the stages give out at the end (dedupe's merged book) is written on several
    /// threads: when the output takes encoded records; else nil.
    func parallelEncoder(for output: any ContactOutput) -> ParallelEncoder? {
        guard threadCount > 1, let encoding = output.encodedRecords?.encoding else { return nil }
        return ParallelEncoder(threadCount: threadCount) {
            // About 256 bytes reserved per contact.
            WritingConsumer(encoding: encoding, stages: [], chunkByteCount: 64 * $0)
        }
    }
}

/// The state of one conversion on the calling thread: the stages' instances, the output,
/// and the input the last contact came from.
final class ConversionRun {
    let output: any ContactOutput
    /// No access to it or to ``lastInput`` overlaps another (a run is used by the calling
    /// thread alone, and no stage or output calls the run back), so neither is checked at
    /// run time: a check a card for each cost about 60 instructions.
    @exclusivity(unchecked) var plan: StagePlan
    let counter: ReportCounter
    /// The input, not the origin: an origin kept would keep the reader's table of value
    /// positions shared, and the reader would copy it at every contact.
    @exclusivity(unchecked) private var lastInput: (any ContactInput)?

    init(output: any ContactOutput, plan: StagePlan, counter: ReportCounter) {
        self.output = output
        self.plan = plan
        self.counter = counter
    }

    /// Runs a contact through the stages from `firstStage` on (the ones before ran on the
    /// worker that read it) and writes what comes out.
    func finish(_ contact: consuming Contact, at origin: ContactOrigin, from firstStage: Int) throws {
        noteInput(of: origin)
        // No stages: straight to the output, with no array of one and no copy out of it.
        guard !plan.chain.isEmpty else { return try write(contact, at: origin) }
        let processed = plan.chain.process(contact, from: firstStage)
        if !plan.chain.diagnostics.isEmpty {
            counter.report(origin.placing(plan.chain.diagnostics), file: origin.input.name)
        }
        for contact in processed { try write(contact, at: origin) }
    }

    /// ``finish(_:at:from:)`` from the first stage, for a contact the caller keeps: with no
    /// stage it is written where it lies, not copied to be handed over (a retain and a
    /// release for every array and string in it).
    func finish(borrowing contact: borrowing Contact, at origin: ContactOrigin) throws {
        guard plan.chain.isEmpty else { return try finish(copy contact, at: origin, from: 0) }
        noteInput(of: origin)
        try write(contact, at: origin)
    }

    /// Keeps the input a contact came from as the last one: assigned only when it changed
    /// (once a file), since assigning it at every contact retained the new input and
    /// released the old.
    @inline(__always)
    private func noteInput(of origin: ContactOrigin) {
        if lastInput !== origin.input { lastInput = origin.input }
    }

    /// Writes one contact; what the writer says is placed at the line the contact started on.
    private func write(_ contact: Contact, at origin: ContactOrigin) throws {
        var diagnostics = try output.write(contact)
        guard !diagnostics.isEmpty else { return }
        for index in diagnostics.indices { diagnostics[index].line = origin.line }
        counter.report(diagnostics, file: origin.input.name)
    }

    /// Reports what the output said as it finished, about the last input read with
    /// contacts (`lastInput`, the reader's: contacts written on the threads that read are
    /// not finished here), else the last whose contact was finished here.
    func reportAtEnd(_ diagnostics: [Diagnostic], lastInput readersLast: (any ContactInput)?) {
        counter.report(diagnostics, file: (readersLast ?? lastInput)?.name ?? "<output>")
    }

    /// Finishes the stages in order, writing what they give out (on several threads when
    /// `encoder` is given), then hands each observed stage to its `whenFinished`.
    func finishStages(encoder: ParallelEncoder?) throws {
        try plan.chain.finish(emittingBatches: { contacts in
            let file = lastInput?.name ?? "<output>"
            if let encoder, let records = output.encodedRecords {
                for part in encoder.encode(contacts) {
                    for diagnostics in part.diagnostics { counter.report(diagnostics, file: file) }
                    if let failure = part.failure { throw failure }
                    try records.write(part.bytes)
                }
            } else {
                for contact in contacts { counter.report(try output.write(contact), file: file) }
            }
        })
        for finished in plan.finishers { try finished() }
    }
}
