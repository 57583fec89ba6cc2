import ContactModel

extension ContactSerialization {
    /// What the first bytes of an input say about its format.
    public struct FormatDetection: Sendable, Hashable {
        /// The bytes read to decide: hand them out again before the rest of the input
        /// (``PrefixedInput``).
        public var prefix: [UInt8]
        /// The format they show, or nil when they show none.
        public var format: ContactFormat?
        /// True when the input is empty or only white space (after a UTF-8 byte-order mark).
        public var isBlank: Bool {
            var body = prefix[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            return format == nil && body.allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        }
    }

    /// Reads from the start of `input` until its format can be told (``ContactFormat/detect(prefix:)``),
    /// `limit` bytes have been read, or the input ends.
    ///
    /// The command line and ``contacts(from:format:options:)-([UInt8],_,_)`` both decide this way.
    public static func detectFormat(
        reading input: inout some ByteInput, limit: Int = 4096
    ) throws(ByteStreamError) -> FormatDetection {
        var prefix: [UInt8] = []
        var format: ContactFormat?
        while prefix.count < limit {
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
        return FormatDetection(prefix: prefix, format: format)
    }

    /// Why an input of no known format was refused (the command line adds its `--from` hint).
    public static let unrecognizedFormatMessage =
        "cannot tell the format of this input (it does not look like vCard, CSV or JSON)"

    /// The warning for an input that is empty or only white space.
    public static let blankInputMessage = "the input is empty (or only white space): no contacts"

    /// The warning for an input of a known format that held no contact.
    public static func noContactsMessage(_ format: ContactFormat) -> String {
        "no contacts in this input (read as \(format.kindName)); nothing to convert"
    }
}

extension ContactFormat {
    /// The kind of format, as a message names it: `vCard`, `CSV`, `jCard`, `NDJSON`.
    public var kindName: String {
        switch self {
        case .vCard: return "vCard"
        case .csv: return "CSV"
        case .jCard: return "jCard"
        case .ndjson: return "NDJSON"
        }
    }
}
