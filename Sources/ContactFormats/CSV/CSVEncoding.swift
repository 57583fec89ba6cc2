/// The text encoding of a CSV file: any charset vCard input takes (``Charset/isKnown(_:)``:
/// UTF-8, UTF-16, Windows-1250...1258, ISO-8859-x, KOI8-R/U, Shift_JIS, EUC-JP, GB18030,
/// Big5, EUC-KR, ...), except ISO-2022-JP, whose 7-bit bytes can be a `,` or a `"`.
///
/// UTF-16 input is recognized by its byte-order mark (or the zero bytes of ASCII text) and
/// read whatever this says; UTF-16 output is little endian with a byte-order mark, as Excel's
/// "Unicode text" and Outlook's import expect.
public struct CSVEncoding: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The charset's name, as the tool spells it (`utf-8`, `windows-1252`, `Shift_JIS`).
    public let rawValue: String

    /// UTF-8 (the default for writing; a byte-order mark is optional).
    public static let utf8 = CSVEncoding(known: "utf-8")
    /// Windows-1252, what Outlook writes on Western-European Windows.
    public static let windows1252 = CSVEncoding(known: "windows-1252")
    /// UTF-16, little endian with a byte-order mark on output.
    public static let utf16 = CSVEncoding(known: "utf-16")
    /// Shift_JIS (Windows code page 932), what Outlook writes on Japanese Windows.
    public static let shiftJIS = CSVEncoding(known: "Shift_JIS")

    private init(known name: String) { rawValue = name }

    /// ``init(argument:)``.
    public init?(rawValue: String) { self.init(argument: rawValue) }

    /// Reads an `--encoding` argument (`utf-8`, `UTF8`, `windows-1252`, `cp1252`, `latin1`,
    /// `Shift_JIS`, `cp932`, `utf-16le`, ...); nil for a charset the tool does not know and
    /// for ISO-2022-JP.
    public init?(argument: String) {
        switch Charset.normalizedName(argument) {
        case "UTF8", "UTF8BOM", "USASCII", "ASCII": self = .utf8
        case "WINDOWS1252", "CP1252", "LATIN1", "ISO88591", "ANSI", "XANSI", "L1", "IBM819", "CP819", "ISOLATIN1":
            self = .windows1252
        case "UTF16", "UTF16LE", "UTF16BE", "UCS2", "UNICODE": self = .utf16
        case "SHIFTJIS", "SJIS", "CP932", "MS932", "WINDOWS31J", "XSJIS", "MSKANJI": self = .shiftJIS
        case "ISO2022JP": return nil
        case let name:
            if let page = CodePage(normalizedName: name) {
                self.init(known: page.rawValue)
            } else if Charset.foundationEncoding(for: name) != nil {
                self.init(known: argument)
            } else {
                return nil
            }
        }
    }

    public var description: String { rawValue }

    /// Whether the file's text is UTF-8 once ``UnicodeInput`` has read it (UTF-8 and UTF-16).
    var isUnicode: Bool { self == .utf8 || self == .utf16 }
}
