/// A file format ContactKit reads or writes, as named on the command line (`vcard:4.0`).
public enum ContactFormat: Sendable, Hashable {
    case vCard(VCardVersion)

    /// Every format name the command line accepts, in the order `--help` lists them.
    public static let argumentNames = ["vcard", "vcard:2.1", "vcard:3.0", "vcard:4.0"]

    /// Reads a command-line format name (`vcard` means `vcard:3.0`); case-insensitive.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "vcard", "vcf", "vcard:3.0", "vcard:3": self = .vCard(.v3_0)
        case "vcard:2.1", "vcard:2": self = .vCard(.v2_1)
        case "vcard:4.0", "vcard:4": self = .vCard(.v4_0)
        default: return nil
        }
    }

    /// The canonical command-line name (`vcard:4.0`).
    public var argument: String {
        switch self {
        case .vCard(let version): return "vcard:" + version.rawValue
        }
    }

    /// The format a file name's extension implies (`.vcf` → vCard 3.0), or nil.
    public init?(pathExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "vcf", "vcard": self = .vCard(.v3_0)
        default: return nil
        }
    }

    /// Guesses the format from the first bytes of an input (after any byte-order mark and
    /// white space); nil when nothing matches.
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
        return nil
    }

    /// A reader for this format over `input`, keeping to `limits`.
    public func makeReader(_ input: any ByteInput, limits: ReadLimits = .standard) -> any ContactReader {
        switch self {
        case .vCard: return VCardReader(input: input, limits: limits)
        }
    }

    /// A writer for this format into `sink`.
    public func makeWriter(_ sink: ByteSink) -> any ContactWriter {
        switch self {
        case .vCard(let version): return VCardWriter(version: version, sink: sink)
        }
    }
}
