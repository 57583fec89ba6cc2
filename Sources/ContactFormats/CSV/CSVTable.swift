import ContactModel

/// Any CSV as rows of text, for tools that rewrite a column and keep the rest as it was
/// (`contactkit phones --csv`): the encoding and delimiter are sniffed as ``CSVReader``
/// sniffs them, quoting is RFC 4180, and rows come back with the line they start on.
///
/// ```swift
/// var table = CSVTable.Reader(input: FileDescriptorInput(fileDescriptor: descriptor))
/// while let row = try table.next() { print(row.line, row.fields) }
/// ```
///
/// ``Writer`` writes rows back the way ``CSVWriter`` writes them: in the reader's encoding
/// and delimiter, quoted where a field holds the delimiter, a quote or a line break, and
/// with the formula guard (``CSVFormulaGuard``) unless it is turned off.
public enum CSVTable {
    /// Reads rows of text; memory stays at one row.
    public struct Reader {
        /// The encoding read (sniffed, UTF-16 by its byte-order mark, or given).
        public private(set) var encoding: CSVEncoding = .utf8
        /// The delimiter read (`,`, `;` or TAB, sniffed from the first lines).
        public private(set) var delimiter: UInt8 = UInt8(ascii: ",")
        /// Whether the input began with a UTF-8 byte-order mark (Excel's "CSV UTF-8" does);
        /// a rewrite should begin with one too.
        public private(set) var hadByteOrderMark = false
        /// What the last ``next()`` found wrong (an unclosed quote).
        public private(set) var diagnostics: [Diagnostic] = []
        private var source: UnicodeInput
        private let givenEncoding: CSVEncoding?
        private let limits: ReadLimits
        private var tokenizer: CSVTokenizer?
        private var record = CSVTokenizer.Record()

        /// A reader of `input`; `encoding` overrides the sniffed one (not UTF-16's mark).
        public init(input: any ByteInput, encoding: CSVEncoding? = nil, limits: ReadLimits = .standard) {
            source = UnicodeInput(input)
            givenEncoding = encoding
            self.limits = limits
        }

        /// The next row (the header is the first), its fields decoded and unquoted, with the
        /// line it starts on; nil at the end of the input.
        public mutating func next() throws -> (line: Int, fields: [String])? {
            if tokenizer == nil { try start() }
            guard try tokenizer!.next(into: &record) else { return nil }
            diagnostics = tokenizer!.diagnostics
            if record.exceededLimit {
                diagnostics.append(
                    .error(
                        .limitExceeded, line: record.line,
                        "row longer than \(limits.maximumLineLength) bytes (raise it with --max-line-length); cut short"))
            }
            let fields = (0..<record.count).map { encoding.decode(record.field($0)).text }
            return (record.line, fields)
        }

        private mutating func start() throws {
            var prefix: [UInt8] = []
            while prefix.count < CSVReader.sniffLength {
                if try source.read(into: &prefix, maxLength: CSVReader.sniffLength - prefix.count) == 0 { break }
            }
            if source.encoding != .utf8OrBytes {
                encoding = .utf16
            } else {
                encoding = givenEncoding ?? CSVSniffer.encoding(of: prefix)
            }
            // A UTF-8 byte-order mark is not part of the first header cell.
            if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { prefix.removeFirst(3) }
            hadByteOrderMark = source.hadByteOrderMark
            delimiter = CSVSniffer.delimiter(of: prefix)
            tokenizer = CSVTokenizer(input: PrefixedInput(prefix: prefix, base: source), delimiter: delimiter)
            tokenizer!.maximumRecordLength = limits.maximumLineLength
        }
    }

    /// Encodes rows as ``CSVWriter`` writes them.
    public struct Writer {
        /// The encoding rows are written in (the reader's, to keep a sheet as it was).
        public let encoding: CSVEncoding
        /// The byte between fields (the reader's: `,`, `;` or TAB).
        public let delimiter: UInt8
        /// Whether values a spreadsheet would run as formulas get a leading `'`.
        public let guardsFormulas: Bool

        /// A writer of rows in `encoding` with `delimiter`; `guardsFormulas` as the CSV
        /// writer's `--no-formula-guard` turns it off.
        public init(encoding: CSVEncoding = .utf8, delimiter: UInt8 = UInt8(ascii: ","), guardsFormulas: Bool = true) {
            self.encoding = encoding
            self.delimiter = delimiter
            self.guardsFormulas = guardsFormulas
        }

        /// One row with its CRLF, and how many of its fields were guarded and how many
        /// characters the encoding could not hold (written as its substitute).
        public func encode(_ fields: [String]) -> (bytes: [UInt8], guarded: Int, replaced: Int) {
            var row: [UInt8] = []
            var guarded = 0
            var replaced = 0
            let wide = encoding == .utf16
            for (index, field) in fields.enumerated() {
                if index > 0 { row.append(delimiter) }
                var text = field
                if guardsFormulas, !text.isEmpty {
                    text = CSVFormulaGuard.guarded(field)
                    if text.utf8.count != field.utf8.count { guarded += 1 }
                }
                let bytes: [UInt8]
                if encoding == .utf8 || wide {
                    bytes = Array(text.utf8)
                } else {
                    let encoded = encoding.encode(text)
                    bytes = encoded.bytes
                    replaced += encoded.replaced
                }
                CSVTable.appendField(bytes, delimiter: delimiter, quotingAlways: false, to: &row)
            }
            row += [13, 10]
            if wide { row = encoding.encode(String(decoding: row, as: UTF8.self)).bytes }
            return (row, guarded, replaced)
        }
    }

    /// Appends one encoded field to a row: in quotes, with each quote doubled, when it holds
    /// the delimiter, a quote or a line break (or `quotingAlways`); as it is otherwise
    /// (RFC 4180). (CSVWriter's row quoting has a rule of its own for values ending in a
    /// backslash under layouts that quote every field.)
    static func appendField(_ bytes: [UInt8], delimiter: UInt8, quotingAlways: Bool, to row: inout [UInt8]) {
        let needsQuotes =
            quotingAlways || bytes.contains { $0 == delimiter || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
        guard needsQuotes else {
            row += bytes
            return
        }
        row.append(UInt8(ascii: "\""))
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { row.append(byte) }
            row.append(byte)
        }
        row.append(UInt8(ascii: "\""))
    }
}
