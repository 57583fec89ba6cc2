import ContactFormats
import ContactModel

extension ContactInputReader {
    /// Reads one vCard input in chunks on ``ParallelReading/threadCount`` threads, delivering
    /// each chunk's output and diagnostics in input order; returns how many contacts it had.
    ///
    /// A chunk whose reader did not end right after a card (the chunker's cut was wrong: a
    /// card without END, odd nesting) is read again with everything after it by one reader,
    /// as is input the chunker could not cut: the result is always that of one reader.
    mutating func readInChunks(
        _ source: any ByteInput, from input: any ContactInput, with parallel: ParallelReading,
        _ handle: (Contact, ContactOrigin) throws -> Void
    ) throws -> Int {
        var chunker = VCardChunker(input: source, targetSize: parallel.chunkSize(for: input))
        var rest: (input: any ByteInput, firstLineNumber: Int)? = nil
        let limits = self.limits
        var (count, undelivered) = try runJobs(
            from: input, with: parallel, moreFollows: { rest != nil },
            reuseChunkBytes: { chunker.reuse($0) }
        ) {
            try Self.job(for: chunker.next(), rest: &rest) { ChunkJob($0, limits: limits) }
        }
        if !undelivered.isEmpty {
            // The cut after the first was wrong: from there on, one reader.
            rest = ContactInputReader.oneReaderInput(undelivered, then: rest?.input ?? chunker.remainder())
        }
        if let rest {
            var reader = VCardReader(
                input: rest.input, limits: limits, firstLineNumber: rest.firstLineNumber)
            reader.checksOnly = !handlesContacts
            count += try readSequentially(&reader, from: input, handle)
        }
        return count
    }

    /// Reads one CSV input in chunks of whole records (``CSVChunker``) on
    /// ``ParallelReading/threadCount`` threads, after `reader` read its header on this one;
    /// returns how many contacts it had.
    ///
    /// As for vCard, a chunk whose reader did not end right after a record (a quoted field
    /// ran over the cut, the input ended in a record, diagnostics wait for the next row) is
    /// read again with everything after it by one reader: the result is that of one reader.
    mutating func readCSVInChunks(
        _ reader: CSVReader, from input: any ContactInput, with parallel: ParallelReading,
        _ handle: (Contact, ContactOrigin) throws -> Void
    ) throws -> Int {
        var header = reader
        guard let rows = try readFailure(input.name, { try header.takeRows() }) else {
            // No usable header: no rows, only the reader's diagnostics.
            var reader = header
            return try readSequentially(&reader, from: input, handle)
        }
        var chunker = CSVChunker(
            input: rows.input, firstLineNumber: rows.firstLineNumber, targetSize: parallel.chunkSize(for: input),
            maximumChunkSize: 16 * parallel.targetChunkSize)
        var rest: (input: any ByteInput, firstLineNumber: Int)? = nil
        var isFirst = true
        var (count, undelivered) = try runJobs(
            from: input, with: parallel, moreFollows: { rest != nil },
            reuseChunkBytes: { chunker.reuse($0) }
        ) {
            try Self.job(for: chunker.next(), rest: &rest) { chunk in
                defer { isFirst = false }
                return ChunkJob(chunk, after: header, isFirst: isFirst)
            }
        }
        if !undelivered.isEmpty {
            // The cut after the first was wrong: from there on, one reader.
            rest = ContactInputReader.oneReaderInput(undelivered, then: rest?.input ?? chunker.remainder())
        } else if rest == nil && isFirst {
            rest = (MemoryInput([]), rows.firstLineNumber)  // no rows: the header's diagnostics
        }
        if let rest {
            // The header's diagnostics go with the first row, unless a chunk had it.
            let isFromFirstRow = rest.firstLineNumber == rows.firstLineNumber
            var reader = header.continuing(
                from: rest.input, firstLineNumber: rest.firstLineNumber, includingSetupDiagnostics: isFromFirstRow)
            count += try readSequentially(&reader, from: input, handle)
        }
        return count
    }

    /// The job `makeJob` makes of `piece` when it is a chunk; nil when there is no more
    /// input or when `piece` is the rest of it, which goes to `rest` for one reader.
    private static func job(
        for piece: VCardChunker.Piece?, rest: inout (input: any ByteInput, firstLineNumber: Int)?,
        _ makeJob: (VCardChunker.Chunk) -> ChunkJob
    ) -> ChunkJob? {
        switch piece {
        case .chunk(let chunk):
            return makeJob(chunk)
        case .rest(let remaining, let firstLineNumber):
            rest = (remaining, firstLineNumber)
            return nil
        case nil:
            return nil
        }
    }

    /// The chunks of `undelivered` (the first one's cut was wrong) and then `rest`, as one
    /// input, and its first line number.
    private static func oneReaderInput(
        _ undelivered: [ChunkJob], then rest: any ByteInput
    ) -> (input: any ByteInput, firstLineNumber: Int) {
        let unread = undelivered.flatMap { $0.chunk?.bytes ?? [] }
        return (PrefixedInput(prefix: unread, base: rest), undelivered.first?.chunk?.firstLineNumber ?? 1)
    }

    /// Keeps every thread busy with jobs from `nextJob` (nil: no more) plus two ready, and
    /// delivers each finished job in order. Stops at a vCard job that did not end after a
    /// card unless it is the last (nothing more from `nextJob` and not `moreFollows`),
    /// returning it and the jobs after it, undelivered, once they have all finished.
    ///
    /// Two jobs wait, not one: a worker that finishes while this thread cuts the next chunk
    /// then finds one to take instead of waiting for it.
    ///
    /// The buffers of delivered jobs serve again: their outputs are given to later jobs,
    /// their chunk bytes to `reuseChunkBytes`.
    private mutating func runJobs(
        from input: any ContactInput, with parallel: ParallelReading, moreFollows: () -> Bool,
        reuseChunkBytes: (consuming [UInt8]) -> Void, nextJob: () throws -> ChunkJob?
    ) throws -> (contactCount: Int, undelivered: [ChunkJob]) {
        var running: [ChunkJob] = []
        var spareOutputs: [[UInt8]] = []
        var count = 0
        var exhausted = false
        while true {
            while !exhausted, running.count <= parallel.threadCount + 1 {
                if let job = try readFailure(input.name, nextJob) {
                    job.start(outputStorage: spareOutputs.popLast() ?? [], makeConsumer: parallel.makeConsumer)
                    running.append(job)
                } else {
                    exhausted = true
                }
            }
            guard let job = running.first else { return (count, []) }
            job.wait()
            if let failure = job.failure {
                running.forEach { $0.wait() }
                throw failure
            }
            let isLast = running.count == 1 && exhausted && !moreFollows()
            guard job.endedAfterCard || isLast else {
                running.forEach { $0.wait() }
                return (count, running)
            }
            running.removeFirst()
            count += try deliver(job, from: input, with: parallel)
            let (chunkBytes, output) = job.takeBuffers()
            if let chunkBytes { reuseChunkBytes(chunkBytes) }
            spareOutputs.append(output)
        }
    }

    /// Reports a finished chunk's diagnostics, has the contacts it handed back finished, and
    /// hands over its output.
    private mutating func deliver(
        _ job: ChunkJob, from input: any ContactInput, with parallel: ParallelReading
    ) throws -> Int {
        try job.takeReports { report in
            switch consume report {
            case .reader(let diagnostics):
                counter.report(diagnostics, file: input.name)
            case .contact(let diagnostics, var handedBack, let line, let values):
                counter.report(diagnostics, file: input.name)
                // Taken out one by one: the contacts are moved on, not copied.
                handedBack.reverse()
                while let contact = handedBack.popLast() {
                    try parallel.finishContact(contact, ContactOrigin(input: input, line: line, valuePositions: values))
                }
            }
        }
        try parallel.deliverBytes(job.output)
        contactCount += job.contactCount
        bytesOfFinishedInputs += job.byteCount
        counter.reporter.updateProgress(bytesRead: bytesOfFinishedInputs, contactCount: contactCount)
        return job.contactCount
    }
}
