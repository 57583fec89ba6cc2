extension CSVReader {
    /// Reads the header (when not yet read) and hands over what follows it: the rows, to be
    /// cut into pieces (``CSVChunker``) and read by readers made with
    /// ``continuing(from:firstLineNumber:includingSetupDiagnostics:)``. Nil when the input
    /// has no usable header: this reader then gives no rows, only its diagnostics.
    ///
    /// This reader reads no rows afterwards; it serves as the model of the readers that do.
    public mutating func takeRows() throws -> (input: any ByteInput, firstLineNumber: Int)? {
        if !isStarted { try start() }
        guard !bindings.isEmpty else { return nil }
        return tokenizer.takeRemainder()
    }

    /// A reader of rows that follow this reader's header (``takeRows()``): `input` starts
    /// at a record on line `firstLineNumber`. It builds contacts as this reader would, and
    /// gives first the notes and warnings about the header when
    /// `includingSetupDiagnostics` (for the reader of the first rows).
    public func continuing(
        from input: any ByteInput, firstLineNumber: Int, includingSetupDiagnostics: Bool
    ) -> CSVReader {
        var reader = self
        reader.source = UnicodeInput(MemoryInput([]))
        reader.isContinuation = true
        reader.tokenizer = CSVTokenizer(input: input, delimiter: delimiter, firstLineNumber: firstLineNumber)
        reader.tokenizer.maximumRecordLength = limits.maximumLineLength
        reader.isStarted = true
        if !includingSetupDiagnostics { reader.setupDiagnostics = [] }
        return reader
    }

    /// Whether the rows read so far, and what was reported after the last, are what one
    /// reader of the whole input gives for these bytes whatever follows them: the input
    /// ended right after a record's line break, and no diagnostic waits for the next row
    /// (held ones are bounded per row, so they could merge with the next piece's).
    /// A piece of input cut by ``CSVChunker`` whose reader says false is read again, with
    /// what follows it, by one reader.
    public var endedAfterRecord: Bool {
        guard isStarted else { return true }
        return !tokenizer.endedInsideRecord && diagnostics.isEmpty
    }
}
