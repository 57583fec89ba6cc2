/// The text encoding of a CSV file. UTF-16 is recognized by its byte-order mark and read
/// whatever this says; a file that is not valid UTF-8 is read as Windows-1252.
public enum CSVEncoding: String, Sendable, Hashable, CaseIterable {
    /// UTF-8 (the default for writing; a byte-order mark is optional).
    case utf8 = "utf-8"
    /// Windows-1252, what Outlook writes on Western-European Windows.
    case windows1252 = "windows-1252"

    /// Reads an `--encoding` argument (`utf-8`, `UTF8`, `windows-1252`, `cp1252`, `latin1`).
    public init?(argument: String) {
        switch Charset.normalizedName(argument) {
        case "UTF8": self = .utf8
        case "WINDOWS1252", "CP1252", "LATIN1", "ISO88591", "ANSI": self = .windows1252
        default: return nil
        }
    }
}
