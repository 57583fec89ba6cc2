/// A file format ContactKit reads or writes, as named on the command line (`vcard:4.0`,
/// `csv:google`, `jcard`, `ndjson`, `ldif`).
public enum ContactFormat: Sendable, Hashable {
    /// vCard in one version (2.1, 3.0 or 4.0); reading accepts any version whatever this says.
    case vCard(VCardVersion)
    /// CSV in the layout named: read by that layout's header names (nothing is detected),
    /// written with its columns. `.csv(.generic)` is the generic layout, `--to csv`.
    case csv(CSVLayout)
    /// CSV whose layout is found from its header as it is read (Google, Outlook,
    /// Thunderbird, LinkedIn; else the generic layout): what `--from csv`, a `.csv` file name
    /// and ``detect(prefix:)`` mean. Reading reports the layout found
    /// (``ContactSerialization/ReadResult/format``). A writer has no header to look at: name
    /// a layout to write with ``csv(_:)``; given this, it writes ``forWriting``, the generic
    /// layout.
    case csvDetectingLayout
    /// jCard (RFC 7095): a JSON array of cards.
    case jCard
    /// One JSON object per line in the `contactkit/1` schema.
    case ndjson
    /// LDIF (RFC 2849) with the Mozilla address-book schema: Thunderbird's export, LDAP
    /// directories.
    case ldif

    /// Every format name the command line accepts, in the order `--help` lists them.
    public static let argumentNames = [
        "vcard", "vcard:2.1", "vcard:3.0", "vcard:4.0", "csv", "csv:google", "csv:google-legacy",
        "csv:outlook", "csv:thunderbird", "csv:linkedin", "jcard", "ndjson", "ldif",
    ]

    /// Reads a command-line format name (`vcard` means `vcard:3.0`, `csv`
    /// ``csvDetectingLayout``: take ``forWriting`` for an output); case-insensitive.
    public init?(argument: String) {
        let name = argument.lowercased()
        switch name {
        case "vcard", "vcf", "vcard:3.0", "vcard:3": self = .vCard(.v3_0)
        case "vcard:2.1", "vcard:2": self = .vCard(.v2_1)
        case "vcard:4.0", "vcard:4": self = .vCard(.v4_0)
        case "csv": self = .csvDetectingLayout
        case "csv:generic": self = .csv(.generic)
        case "jcard", "json": self = .jCard
        case "ndjson", "jsonl": self = .ndjson
        case "ldif", "ldi": self = .ldif
        default:
            guard name.hasPrefix("csv:"), let layout = CSVLayout(rawValue: String(name.dropFirst(4)))
            else { return nil }
            self = .csv(layout)
        }
    }

    /// The format written when this one is asked for: ``csvDetectingLayout`` is CSV in the
    /// generic layout (`.csv(.generic)`), since a writer has no header to detect a layout
    /// from; any other format is itself.
    public var forWriting: ContactFormat {
        self == .csvDetectingLayout ? .csv(.generic) : self
    }

    /// Whether this is CSV, of a named layout or of one to detect.
    public var isCSV: Bool {
        switch self {
        case .csv, .csvDetectingLayout: return true
        case .vCard, .jCard, .ndjson, .ldif: return false
        }
    }

    /// The canonical command-line name (`vcard:4.0`, `csv:google`).
    public var argument: String {
        switch self {
        case .vCard(let version): return "vcard:" + version.rawValue
        case .csvDetectingLayout, .csv(.generic): return "csv"
        case .csv(let layout): return "csv:" + layout.rawValue
        case .jCard: return "jcard"
        case .ndjson: return "ndjson"
        case .ldif: return "ldif"
        }
    }

    /// The format a file name's extension implies (`.vcf` → vCard 3.0, `.csv` → CSV of a
    /// layout to detect (written: ``forWriting``, the generic layout),
    /// `.json` → jCard, `.ndjson` and `.jsonl` → NDJSON, `.ldif` and `.ldi` → LDIF), or nil.
    public init?(pathExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "vcf", "vcard": self = .vCard(.v3_0)
        case "csv", "tsv": self = .csvDetectingLayout
        case "json", "jcard": self = .jCard
        case "ndjson", "jsonl": self = .ndjson
        case "ldif", "ldi": self = .ldif
        default: return nil
        }
    }

    /// Guesses the format from the first bytes of an input (after any byte-order mark and
    /// white space): `BEGIN:VCARD` is vCard, `[` is jCard, `{` is NDJSON, a first line
    /// (after `#` comments) of `dn:` or `version:` is LDIF, and other text
    /// (a whole first line without control characters, and at most 8 of them in the first
    /// 1,024 bytes) is CSV; nil when nothing matches yet.
    public static func detect(prefix: [UInt8]) -> ContactFormat? {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // UTF-16: look at every other byte.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let narrowed = bytes.dropFirst(2).filter { $0 != 0 }
            return detect(prefix: Array(narrowed))
        }
        if bytes.count >= 2, bytes[bytes.startIndex] == 0 || bytes[bytes.startIndex + 1] == 0 {
            return detect(prefix: bytes.filter { $0 != 0 })
        }
        while let first = bytes.first, first == 32 || first == 9 || first == 10 || first == 13 {
            bytes = bytes.dropFirst()
        }
        let head = String(decoding: bytes.prefix(11), as: UTF8.self).uppercased()
        if head.hasPrefix("BEGIN:VCARD") || head.hasPrefix("BEGIN: VCARD") { return .vCard(.v3_0) }
        guard let first = bytes.first else { return nil }
        switch LDIFDetection.verdict(bytes) {
        case .ldif: return .ldif
        case .undecided: return nil
        case .notLDIF: break
        }
        if first == UInt8(ascii: "[") { return .jCard }
        if first == UInt8(ascii: "{") { return .ndjson }
        // CSV: text without control characters, once a whole first line (or 64 bytes) is
        // there, so a short read of `BEGIN:VCARD` is not taken for CSV.
        let hasLineEnd = bytes.contains(10) || bytes.contains(13)
        guard hasLineEnd || bytes.count >= 64 else { return nil }
        // A NUL or ESC in a cell is data (the reader keeps it); a header with one, or a
        // file full of them (a picture, a UTF-16 file), is not CSV.
        var inFirstLine = true
        var controlBytes = 0
        for byte in bytes.prefix(1024) {
            if byte == 10 || byte == 13 { inFirstLine = false }
            guard byte < 0x20 && byte != 9 && byte != 10 && byte != 13 else { continue }
            controlBytes += 1
            if inFirstLine || controlBytes > csvControlByteAllowance { return nil }
        }
        return .csvDetectingLayout
    }

    /// How many control characters (other than TAB and line ends) the first 1,024 bytes of
    /// a CSV may hold after its header line: a few NULs in cells still read as CSV, a binary
    /// file's dozens do not.
    static let csvControlByteAllowance = 8

    /// Whether the first line of input ``detect(prefix:)`` took for CSV has no delimiter
    /// (`,` `;` TAB): plain text (`hello world`) rather than a table, which would read as one
    /// contact with a one-column header.
    public static func firstLineHasNoDelimiter(prefix: [UInt8]) -> Bool {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            bytes = bytes.dropFirst(bytes.first == 0xEF ? 3 : 2)
        }
        var sawText = false
        for byte in bytes where byte != 0 {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: ";"), 9: return false
            case 10, 13: if sawText { return true }
            case 32: continue
            default: sawText = true
            }
        }
        return sawText
    }

    /// A reader for this format over `input`, with the default options, keeping to `limits`.
    public func makeReader(_ input: any ByteInput, limits: ReadLimits = .standard) -> any ContactReader {
        switch self {
        case .vCard: return VCardReader(input: input, limits: limits)
        case .csv(let layout):
            return CSVReader(input: input, options: CSVReader.Options(layout: layout), limits: limits)
        case .csvDetectingLayout:
            return CSVReader(input: input, options: CSVReader.Options(layout: nil), limits: limits)
        case .jCard: return JCardReader(input: input, limits: limits)
        case .ndjson: return NDJSONReader(input: input, limits: limits)
        case .ldif: return LDIFReader(input: input, limits: limits)
        }
    }

    /// A writer for this format into `sink`, with the default options.
    public func makeWriter(_ sink: ByteSink) -> any ContactWriter {
        switch self {
        case .vCard(let version): return VCardWriter(version: version, sink: sink)
        case .csv(let layout): return CSVWriter(sink: sink, options: CSVWriter.Options(layout: layout))
        case .csvDetectingLayout: return CSVWriter(sink: sink, options: CSVWriter.Options(layout: .generic))
        case .jCard: return JCardWriter(sink: sink)
        case .ndjson: return NDJSONWriter(sink: sink)
        case .ldif: return LDIFWriter(sink: sink)
        }
    }
}
