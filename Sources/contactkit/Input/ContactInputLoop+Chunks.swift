import ContactFormats
import ContactModel

extension ContactInputLoop {
    /// Reads one vCard input in chunks on ``ParallelReading/threadCount`` threads, delivering
    /// each chunk's output and diagnostics in input order; returns how many contacts it had.
    ///
    /// A chunk whose reader did not end right after a card (the chunker's cut was wrong: a
    /// card without END, odd nesting) is read again with everything after it by one reader,
    /// as is input the chunker could not cut: the result is always that of one reader.
    mutating func readInChunks(
        _ source: any ByteInput, from input: InputFile, with parallel: ParallelReading,
        _ handle: (Contact, Position) throws -> Void
    ) throws -> Int {
        var chunker = VCardChunker(input: source, targetSize: ParallelReading.chunkSize)
        var running: [CardChunkJob] = []
        var count = 0
        let limits = self.limits
        var rest: (input: any ByteInput, firstLineNumber: Int)? = nil
        var chunkerIsDone = false
        while rest == nil {
            // Keep every thread busy and one chunk ready; deliver the oldest when full.
            while !chunkerIsDone, running.count <= parallel.threadCount {
                switch try readFailure(input, { try chunker.next() }) {
                case .chunk(let chunk):
                    let job = CardChunkJob(chunk)
                    job.start(limits: limits, makeConsumer: parallel.makeConsumer)
                    running.append(job)
                case .rest(let remaining, let firstLineNumber):
                    rest = (remaining, firstLineNumber)
                    chunkerIsDone = true
                case nil:
                    chunkerIsDone = true
                }
            }
            guard !running.isEmpty else { break }
            let job = running.removeFirst()
            job.wait()
            if let failure = job.failure {
                running.forEach { $0.wait() }
                throw failure
            }
            let isLast = running.isEmpty && chunkerIsDone && rest == nil
            guard job.endedAfterCard || isLast else {
                // The cut after this chunk was wrong: from here on, one reader.
                running.forEach { $0.wait() }
                let unread = ([job] + running).flatMap(\.chunk.bytes)
                let remaining: any ByteInput = rest?.input ?? chunker.remainder()
                rest = (ReplayingInput(prefix: unread, then: remaining), job.chunk.firstLineNumber)
                running = []
                break
            }
            count += try deliver(job, from: input, with: parallel)
        }
        if let rest {
            var reader: any ContactReader = VCardReader(
                input: rest.input, limits: limits, firstLineNumber: rest.firstLineNumber)
            count += try readSequentially(&reader, from: input, handle)
        }
        return count
    }

    /// Reports a finished chunk's diagnostics, has the contacts it handed back finished, and
    /// hands over its output.
    private mutating func deliver(_ job: CardChunkJob, from input: InputFile, with parallel: ParallelReading) throws -> Int {
        for report in job.reports {
            switch report {
            case .reader(let diagnostics):
                printer.report(diagnostics, file: input.displayName)
            case .contact(let diagnostics, let handedBack, let line):
                printer.report(diagnostics, file: input.displayName, line: line)
                for contact in handedBack {
                    try parallel.finishContact(contact, Position(input: input, line: line))
                }
            }
        }
        try parallel.deliverBytes(job.output)
        contactCount += job.contactCount
        bytesOfFinishedInputs += job.chunk.bytes.count
        progress.update(bytesRead: bytesOfFinishedInputs, contacts: contactCount)
        return job.contactCount
    }
}
