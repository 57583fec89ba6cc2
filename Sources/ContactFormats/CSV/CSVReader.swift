import ContactModel

/// Reads contacts from CSV, one row at a time, in constant memory.
///
/// On the first call it sniffs the input: UTF-16 by its byte-order mark, UTF-8 with or
/// without one, Windows-1252 when the first 64 KB are not UTF-8 (reported); the delimiter
/// (`,`, `;` or TAB); preamble lines before the header (LinkedIn); and, unless one is given,
/// the layout from the header (``CSVLayout/detect(header:)``). Columns map to fields through
/// the layout's table, then the `map` given (column → ``CSVField``); any other column is kept
/// in every contact as an extension `X-CSV-<COLUMN>` with parameter `X-CSV-COLUMN=<header>`,
/// so CSV writers can put it back.
public struct CSVReader: ContactReader {
    /// Choices a caller can make instead of sniffing.
    public struct Options: Sendable {
        /// The layout to read with; nil detects it from the header.
        public var layout: CSVLayout?
        /// The text encoding; nil sniffs it (UTF-16 by its byte-order mark, UTF-8, else Windows-1252).
        public var encoding: CSVEncoding?
        /// Column header → field, applied before the layout's table.
        public var map: [String: CSVField]

        /// Creates options; with none given, everything is sniffed.
        public init(layout: CSVLayout? = nil, encoding: CSVEncoding? = nil, map: [String: CSVField] = [:]) {
            self.layout = layout
            self.encoding = encoding
            self.map = map
        }
    }

    /// What one column holds.
    enum Binding: Sendable {
        /// A field; `groupSeparator` for a groups column of another layout than the input's
        /// (Outlook's `Categories` in a Google file: `;`), nil for the input layout's own.
        case field(CSVField, emptyValue: String, groupSeparator: String? = nil)
        case extensionColumn(name: String, emptyValue: String)
        case ignored
    }

    static let sniffLength = 1 << 16

    var source: UnicodeInput
    private let options: Options
    /// The tokenizer of the input; a placeholder until ``start()`` (or
    /// ``continuing(from:firstLineNumber:includingSetupDiagnostics:)``) makes the real one.
    /// Not optional: reading an optional's property or calling its mutating method through
    /// `!` copied the whole tokenizer twice a row.
    var tokenizer = CSVTokenizer(input: MemoryInput([]), delimiter: UInt8(ascii: ","))
    /// Whether ``tokenizer`` is the input's (the header was looked for).
    var isStarted = false
    private var record = CSVTokenizer.Record()
    private(set) var header: [String] = []
    var bindings: [Binding] = []
    var setupDiagnostics: [Diagnostic] = []
    /// The layout read (given or detected); `.generic` until the header is read.
    public private(set) var layout: CSVLayout = .generic
    /// The text encoding read (given or sniffed); `.utf8` until the header is read.
    public private(set) var encoding: CSVEncoding = .utf8
    /// The delimiter found (`,`, `;` or TAB).
    public private(set) var delimiter: UInt8 = UInt8(ascii: ",")
    /// What was found since the last row, bounded (``HeldDiagnostics``).
    private var held = HeldDiagnostics()
    public var diagnostics: [Diagnostic] { held.list }
    public private(set) var contactLine = 0
    public var valuePositions: ValuePositions { scratch.valuePositions }
    /// What builds this input's rows into contacts (header, layout, encoding); set once the
    /// header is read (by the first ``nextRow()``).
    public private(set) var rowBuilder = CSVRowBuilder.beforeHeader
    public var bytesRead: Int { isContinuation ? tokenizer.bytesConsumed : source.sourceBytesRead }
    /// Whether this reader reads rows after a header another reader read (``continuing(from:firstLineNumber:includingSetupDiagnostics:)``).
    var isContinuation = false
    private var scratch = CSVRowScratch()

    let limits: ReadLimits

    /// Creates a reader of `input`; nothing is read until the first ``next()``.
    public init(input: any ByteInput, options: Options = Options(), limits: ReadLimits = .standard) {
        self.source = UnicodeInput(input)
        self.options = options
        self.limits = limits
    }

    /// The header of the input, reading it if needed (empty for an empty input).
    public mutating func readHeader() throws -> [String] {
        if !isStarted { try start() }
        return header
    }

    public mutating func next() throws -> Contact? {
        // Built from the tokenizer's record where it lies: no copy of the row.
        guard try readRecord() else { return nil }
        var problems: [Diagnostic] = []
        defer { if !problems.isEmpty { held += problems } }
        return rowBuilder.build(record, reusing: &scratch, diagnostics: &problems)
    }

    /// Reads the next row into `contact`; the contact it held (done with) becomes the
    /// next row's, emptied keeping its lists' storage: the same contact serves every row
    /// of a reading loop that is done with each before the next.
    public mutating func next(into contact: inout Contact) throws -> Bool {
        guard try readRecord() else { return false }
        var problems: [Diagnostic] = []
        defer { if !problems.isEmpty { held += problems } }
        rowBuilder.build(record, reusing: &scratch, into: &contact, diagnostics: &problems)
        return true
    }

    /// The next row to build into a contact, or nil at the end of the input; ``diagnostics``
    /// hold what was reported up to it (also in ``CSVRow/diagnostics``), or after the last row.
    public mutating func nextRow() throws -> CSVRow? {
        guard try readRecord() else { return nil }
        return CSVRow(record: record.compacted(), diagnostics: held.list)
    }

    /// Reads the next row into ``record``; false at the end of the input. ``diagnostics``
    /// hold what was reported up to it, or after the last row.
    private mutating func readRecord() throws -> Bool {
        held.removeAll()
        if !isStarted { try start() }
        if !setupDiagnostics.isEmpty {
            held += setupDiagnostics
            setupDiagnostics.removeAll()
        }
        guard !bindings.isEmpty else { return false }
        while try tokenizer.next(into: &record) {
            if !tokenizer.diagnostics.isEmpty { held += tokenizer.diagnostics }
            if record.exceededLimit {
                held.append(
                    .warning(
                        .limitExceeded, line: record.line,
                        "row longer than \(limits.maximumLineLength) bytes; skipped (raise it with --max-line-length)"))
                continue
            }
            if record.isBlank { continue }
            if record.count > limits.maximumColumns {
                held.append(
                    .warning(
                        .limitExceeded, line: record.line,
                        "row has \(record.count) fields, more than the limit of \(limits.maximumColumns) (--max-columns); skipped"))
                continue
            }
            contactLine = record.line
            if record.count != bindings.count {
                held.append(
                    .warning(
                        .raggedRow, line: record.line,
                        "row has \(record.count) fields, the header has \(bindings.count)"))
            }
            return true
        }
        held += tokenizer.diagnostics
        return false
    }


    // MARK: Setup

    mutating func start() throws {
        isStarted = true
        var prefix: [UInt8] = []
        while prefix.count < CSVReader.sniffLength {
            if try source.read(into: &prefix, maxLength: CSVReader.sniffLength - prefix.count) == 0 {
                break
            }
        }
        if source.encoding != .utf8OrBytes {
            // UTF-16, found by its byte-order mark: transcoded to UTF-8 whatever was given.
            encoding = .utf16
        } else {
            encoding = options.encoding ?? CSVSniffer.encoding(of: prefix)
            if options.encoding == nil, encoding != .utf8 {
                setupDiagnostics.append(
                    .note(.charsetFallback, line: 1, "the input is not UTF-8; read as \(encoding) (detected from its bytes; --encoding NAME to choose)"))
            }
        }
        delimiter = CSVSniffer.delimiter(of: prefix)
        tokenizer = CSVTokenizer(input: PrefixedInput(prefix: prefix, base: source), delimiter: delimiter)
        tokenizer.maximumRecordLength = limits.maximumLineLength
        try readHeaderRecord(preamble: CSVSniffer.preambleRecordCount(of: prefix, delimiter: delimiter))
    }

    private mutating func readHeaderRecord(preamble: Int) throws {
        var index = 0
        var found = false
        while try tokenizer.next(into: &record) {
            setupDiagnostics += tokenizer.diagnostics
            if index >= preamble && !record.isBlank {
                found = true
                break
            }
            index += 1
        }
        guard found else { return }
        // Without its header no row can be read: a header beyond the limits is an error and
        // the input is not read (no bindings), rather than a header cut short or a
        // 70 MB column name copied into every contact.
        if record.exceededLimit {
            setupDiagnostics.append(
                .error(
                    .limitExceeded, line: record.line,
                    "header row longer than \(limits.maximumLineLength) bytes (raise it with --max-line-length); the input was not read"))
            return
        }
        if record.count > limits.maximumColumns {
            setupDiagnostics.append(
                .error(
                    .limitExceeded, line: record.line,
                    "header row has \(record.count) fields, more than the limit of \(limits.maximumColumns) (--max-columns); the input was not read"))
            return
        }
        if preamble > 0 {
            setupDiagnostics.append(
                .note(
                    .preambleSkipped, line: 1,
                    "\(record.line - 1) line(s) before the header were skipped"))
        }
        header = (0..<record.count).map { index in
            let bytes = record.field(index)
            let text = encoding.decode(bytes).text
            // Writers guard header cells as they guard values (`'=HYPERLINK(...)`).
            return CSVFormulaGuard.unguarded(text.trimmingWhitespace())
        }
        // The layouts are ranked only when one is needed: none was given, or a title the
        // layout does not know is looked for in the others (ranking them costs about 4 M
        // instructions, as much as 1,000 rows).
        let titles = header
        let given = options.layout
        let ranking = given == nil ? CSVLayout.ranked(header: titles) : nil
        layout = given ?? ranking![0]
        bindings = bindAll(ranking: { ranking ?? CSVLayout.ranked(header: titles) })
        if !bindings.contains(where: { if case .field = $0 { true } else { false } }) {
            setupDiagnostics.append(
                .warning(
                    .noKnownColumn, line: record.line,
                    "no column of the header is one the \(layout.rawValue) layout knows (such as First Name, "
                        + "Email, Phone, or a field path like givenName): the contacts have no name, and every value "
                        + "is kept as an X-CSV- property; name the columns with --map FILE or give --from csv:LAYOUT"))
        }
        rowBuilder = CSVRowBuilder(layout: layout, encoding: encoding, header: header, bindings: bindings)
    }

    /// The bindings of every column: by the `--map`, the layout's table and field paths;
    /// then a title the layout does not know by the first other layout that does, best
    /// detected first (a Thunderbird export trimmed to four columns with Outlook's `E-mail 2
    /// Address` among them), unless that field is already a column's; else an extension.
    /// `ranking`: ``CSVLayout/ranked(header:)`` of the header, asked for only when a title is
    /// left unbound.
    private mutating func bindAll(ranking: () -> [CSVLayout]) -> [Binding] {
        var bindings = header.enumerated().map { index, name in bind(name, index: index) }
        var taken = Set(bindings.compactMap { binding -> CSVField? in
            if case .field(let field, _, _)? = binding { return field }
            return nil
        })
        let layout = self.layout
        var ranked: [CSVLayout]?
        for (index, name) in header.enumerated() where bindings[index] == nil {
            if ranked == nil { ranked = ranking().filter { $0 != layout } }
            let others = ranked!
            for other in others {
                // A second groups or note column adds to the first; any other field is one
                // column's (a second would overwrite it).
                guard let known = other.table.field(forHeader: name), let field = known,
                    field == .groups || field == .text(.note) || !taken.contains(field)
                else { continue }
                taken.insert(field)
                bindings[index] = .field(
                    field, emptyValue: other.table.column(named: name)?.emptyValue ?? "",
                    groupSeparator: field == .groups ? other.table.groupSeparator : nil)
                break
            }
            if bindings[index] == nil {
                if layout != .generic {
                    setupDiagnostics.append(
                        .note(
                            .unknownColumn, line: record.line, property: name,
                            "column \(Diagnostic.quoted(name)) is not part of the \(layout.rawValue) layout; kept as \(CSVReader.extensionName(forHeader: name))"))
                }
                bindings[index] = .extensionColumn(name: CSVReader.extensionName(forHeader: name), emptyValue: "")
            }
        }
        return bindings.map { $0! }
    }

    /// The binding of one column by the `--map`, the layout's table or a field path; nil
    /// when none knows the title.
    private func bind(_ name: String, index: Int) -> Binding? {
        if name.isEmpty { return .extensionColumn(name: "X-CSV-COLUMN-\(index + 1)", emptyValue: "") }
        if let field = options.map[name] ?? options.map[CSVLayoutTable.normalize(name)] {
            return .field(field, emptyValue: "")
        }
        let table = layout.table
        if let known = table.field(forHeader: name) {
            let emptyValue = table.column(named: name)?.emptyValue ?? ""
            if let field = known { return .field(field, emptyValue: emptyValue) }
            return .extensionColumn(name: CSVReader.extensionName(forHeader: name), emptyValue: emptyValue)
        }
        if let field = CSVField(path: name) { return .field(field, emptyValue: "") }
        return nil
    }

    /// `X-CSV-` and the header upper-cased, with every run of other characters as one `-`.
    static func extensionName(forHeader header: String) -> String {
        var name = "X-CSV-"
        var lastWasDash = true
        for scalar in header.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                name += "-"
                lastWasDash = true
            }
        }
        if name.hasSuffix("-") { name.removeLast() }
        return name.uppercased() == "X-CSV" ? "X-CSV-COLUMN" : name.uppercased()
    }
}
