/// Choices for reading and writing that only some formats use (the command line's `--map`,
/// `--encoding`, `--bom`, `--no-formula-guard`, `--slots`). Formats ignore what does not
/// concern them.
public struct ContactFormatOptions: Sendable, Hashable {
    /// CSV: column header → field, before the layout's table (`--map FILE`).
    public var csvMap: [String: CSVField]
    /// CSV: the text encoding to read or write; nil reads by sniffing and writes UTF-8.
    public var encoding: CSVEncoding?
    /// vCard input: the charset of values that declare none and are not UTF-8 (`--encoding
    /// NAME`, any name ``Charset/isKnown(_:)`` accepts); nil: the card's declared CHARSET,
    /// else detected.
    public var vCardCharset: String? = nil
    /// CSV: start the output with a UTF-8 byte-order mark (`--bom`).
    public var byteOrderMark: Bool
    /// CSV: neutralize values a spreadsheet would run as formulas (off: `--no-formula-guard`).
    public var formulaGuard: Bool
    /// CSV: entries per numbered group, to stream instead of counting (`--slots`).
    public var slots: [CSVList: Int]?

    /// Creates options; the defaults are the command line's.
    public init(
        csvMap: [String: CSVField] = [:], encoding: CSVEncoding? = nil, byteOrderMark: Bool = false,
        formulaGuard: Bool = true, slots: [CSVList: Int]? = nil
    ) {
        self.csvMap = csvMap
        self.encoding = encoding
        self.byteOrderMark = byteOrderMark
        self.formulaGuard = formulaGuard
        self.slots = slots
    }
}

extension ContactFormat {
    /// A reader for this format over `input`, with `options`, keeping to `limits`.
    public func makeReader(
        _ input: any ByteInput, options: ContactFormatOptions, limits: ReadLimits = .standard
    ) -> any ContactReader {
        switch self {
        case .csv, .csvDetectingLayout:
            let layout: CSVLayout? = if case .csv(let named) = self { named } else { nil }
            return CSVReader(
                input: input,
                options: CSVReader.Options(layout: layout, encoding: options.encoding, map: options.csvMap),
                limits: limits)
        case .vCard:
            var reader = VCardReader(input: input, limits: limits)
            reader.undeclaredCharset = options.vCardCharset
            return reader
        default:
            return makeReader(input, limits: limits)
        }
    }

    /// A writer for this format into `sink`, with `options`.
    /// ``ContactFormat/csvDetectingLayout`` writes ``ContactFormat/forWriting``, the generic layout.
    public func makeWriter(_ sink: ByteSink, options: ContactFormatOptions) -> any ContactWriter {
        switch forWriting {
        case .csv(let layout):
            return CSVWriter(
                sink: sink,
                options: CSVWriter.Options(
                    layout: layout, encoding: options.encoding ?? .utf8,
                    byteOrderMark: options.byteOrderMark, formulaGuard: options.formulaGuard,
                    slots: options.slots))
        default:
            return makeWriter(sink)
        }
    }
}
