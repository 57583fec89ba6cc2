import ContactKit

/// Builds the ``DedupeSlice`` of a step's record lines and reports what it could not use.
enum StepSlice {
    /// The slice of `input`'s records; each term a record's frequencies lack is reported
    /// (`[missing-frequency]`) on the record's line.
    static func make(_ input: StepInput, settings: StepSettings) -> DedupeSlice {
        let records = input.records.map { DedupeSlice.Record(number: $0.number, contact: $0.contact, frequencies: $0.frequencies) }
        let slice = DedupeSlice(
            records: records, bookSize: settings.bookSize, parameters: settings.parameters!, region: settings.finderRegion,
            normalizer: settings.makeNormalizer)
        let lineOfRecord = Dictionary(input.records.map { ($0.number, $0.line) }, uniquingKeysWith: { first, _ in first })
        for (record, term) in slice.missingTerms {
            settings.printer.report(
                .warning(.missingFrequency, line: lineOfRecord[record], "record \(record) has no frequency for \(Diagnostic.quoted(term)); counted as used once"),
                file: input.displayName)
        }
        return slice
    }

    /// Reports a pair that names a record the input lacks.
    static func reportUnknown(_ pair: StepInput.Pair, in input: StepInput, slice: DedupeSlice, settings: StepSettings) {
        let known = Set(slice.numbers)
        let missing = [pair.first, pair.second].filter { !known.contains($0) }.map(String.init).joined(separator: " and ")
        settings.printer.report(
            .warning(.unknownRecord, line: pair.line, "pair \(pair.first), \(pair.second): no record line for \(missing); pair skipped"),
            file: input.displayName)
    }
}
