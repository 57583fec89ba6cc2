import ContactModel

extension ContactSerialization {
    /// What the first bytes of an input say about its format.
    public struct FormatDetection: Sendable, Hashable {
        /// The bytes read to decide: hand them out again before the rest of the input
        /// (``PrefixedInput``).
        public var prefix: [UInt8]
        /// The format they show, or nil when they show none.
        public var format: ContactFormat?
        /// Line breaks of blank lines read before ``prefix`` and not kept (a file that opens
        /// with millions of blank lines): ``input(before:)`` gives them back, so line numbers stay right.
        public var leadingLineBreaks = 0

        /// A detection of `format` from `prefix` (nothing read yet: empty, no format).
        public init(prefix: [UInt8] = [], format: ContactFormat? = nil, leadingLineBreaks: Int = 0) {
            self.prefix = prefix
            self.format = format
            self.leadingLineBreaks = leadingLineBreaks
        }

        /// The whole input again: a byte-order mark, the blank lines, the rest of ``prefix``,
        /// then the rest of `base`.
        public func input(before base: any ByteInput) -> PrefixedInput {
            guard leadingLineBreaks > 0, prefix.starts(with: [0xEF, 0xBB, 0xBF]) else {
                return PrefixedInput(prefix: prefix, base: base, leadingLineBreaks: leadingLineBreaks)
            }
            let rest = PrefixedInput(prefix: Array(prefix.dropFirst(3)), base: base, leadingLineBreaks: leadingLineBreaks)
            return PrefixedInput(prefix: [0xEF, 0xBB, 0xBF], base: rest)
        }
        /// True when the input is empty or only white space (after a UTF-8 byte-order mark).
        public var isBlank: Bool {
            var body = prefix[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            return format == nil && body.allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        }
    }

    /// Reads from the start of `input` until its format can be told (``ContactFormat/detect(prefix:)``),
    /// `limit` bytes past any leading blank lines have been read, or the input ends.
    ///
    /// Blank lines at the start do not count towards `limit`: they are counted and dropped
    /// as they come (memory stays at `limit` bytes), so a card after ten million empty lines
    /// is still found. The command line and ``contacts(from:format:options:)-([UInt8],_,_)``
    /// both decide this way.
    public static func detectFormat(
        reading input: inout some ByteInput, limit: Int = 4096
    ) throws(ByteStreamError) -> FormatDetection {
        var prefix: [UInt8] = []
        var format: ContactFormat?
        var leadingLineBreaks = 0
        while true {
            if prefix.count >= limit {
                let dropped = droppingBlankLines(&prefix)
                guard dropped.any else { break }
                leadingLineBreaks += dropped.lineBreaks
            }
            let count: Int
            do {
                count = try input.read(into: &prefix, maxLength: limit - prefix.count)
            } catch let error as ByteStreamError {
                throw error
            } catch {
                throw ByteStreamError("\(error)")
            }
            format = ContactFormat.detect(prefix: prefix)
            if count == 0 || format != nil { break }
        }
        return FormatDetection(prefix: prefix, format: format, leadingLineBreaks: leadingLineBreaks)
    }

    /// Drops `prefix`'s bytes after a UTF-8 byte-order mark when they are all white space,
    /// except a last CR (the first half of a CRLF, maybe); returns whether any were dropped
    /// and how many line breaks they held (CRLF, CR and LF each one, as the readers count).
    static func droppingBlankLines(_ prefix: inout [UInt8]) -> (any: Bool, lineBreaks: Int) {
        let start = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var end = prefix.count
        if end > start, prefix[end - 1] == 13 { end -= 1 }
        guard end > start, prefix[start..<end].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) else {
            return (false, 0)
        }
        var lineBreaks = 0
        var previous: UInt8 = 0
        for byte in prefix[start..<end] {
            if byte == 13 || (byte == 10 && previous != 13) { lineBreaks += 1 }
            previous = byte
        }
        prefix.removeSubrange(start..<end)
        return (true, lineBreaks)
    }

    /// Why an input of no known format was refused (the command line adds its `--from` hint).
    public static let unrecognizedFormatMessage =
        "cannot tell the format of this input (it does not look like vCard, CSV, JSON or LDIF)"

    /// The warning for an input that is empty or only white space.
    public static let blankInputMessage = "the input is empty (or only white space): no contacts"

    /// The warning for an input of a known format that held no contact.
    public static func noContactsMessage(_ format: ContactFormat) -> String {
        "no contacts in this input (read as \(format.kindName)); nothing to convert"
    }
}

extension ContactFormat {
    /// The kind of format, as a message names it: `vCard`, `CSV`, `jCard`, `NDJSON`, `LDIF`.
    public var kindName: String {
        switch self {
        case .vCard: return "vCard"
        case .csv, .csvDetectingLayout: return "CSV"
        case .jCard: return "jCard"
        case .ndjson: return "NDJSON"
        case .ldif: return "LDIF"
        }
    }
}
