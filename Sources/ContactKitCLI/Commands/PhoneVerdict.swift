import ContactModel
import PhoneNumbers

/// What `contactkit phones` makes of one input line: the number it writes (if any), the
/// verdict and the reason, for the plain output, the `--tsv` report and the warning.
struct PhoneVerdict {
    /// Which numbers that are not valid are written all the same.
    struct Policy: Sendable {
        /// `--accept-possible`: numbers of a full length that match no pattern of the region.
        var acceptsPossible = false
        /// `--keep-invalid`: every number that can be read.
        var keepsInvalid = false
    }

    enum Kind: String {
        /// An empty (or blank) line: nothing to read, nothing to say.
        case empty = ""
        case valid, possible, invalid, unreadable
    }

    let kind: Kind
    /// The number read, valid or not; nil for an empty or unreadable line.
    let number: PhoneNumber?
    /// Why the number is not valid; nil when it is.
    let problem: PhoneNumberProblem?
    /// Why the text could not be read.
    let error: PhoneNumberParseError?
    /// Whether the number is written on the plain output.
    let isWritten: Bool

    init(_ text: String, parser: PhoneNumberParser, policy: Policy) {
        self.init(isBlank: Self.isBlank(text), policy: policy) { () throws(PhoneNumberParseError) in
            try parser.parse(text)
        }
    }

    /// The verdict on a line of ASCII bytes (every byte below 0x80), as on the same text
    /// as a string, without making one.
    init(ascii bytes: UnsafeBufferPointer<UInt8>, parser: PhoneNumberParser, policy: Policy) {
        let isBlank = bytes.allSatisfy(Self.isBlankASCII)
        self.init(isBlank: isBlank, policy: policy) { () throws(PhoneNumberParseError) in
            try parser.parse(utf8: bytes)
        }
    }

    /// The verdict on a line that is blank or not, read by `parse`.
    private init(
        isBlank: Bool, policy: Policy, parse: () throws(PhoneNumberParseError) -> PhoneNumber
    ) {
        if isBlank {
            (kind, number, problem, error, isWritten) = (.empty, nil, nil, nil, false)
            return
        }
        do {
            let number = try parse()
            let problem = number.problem
            self.number = number
            self.problem = problem
            error = nil
            if let problem {
                kind = problem.isPossible ? .possible : .invalid
                isWritten = policy.keepsInvalid || (policy.acceptsPossible && problem.isPossible)
            } else {
                kind = .valid
                isWritten = true
            }
        } catch {
            (kind, number, problem, self.error, isWritten) = (.unreadable, nil, nil, error, false)
        }
    }

    /// The number the plain output writes, or nil for an empty line.
    var written: PhoneNumber? { isWritten ? number : nil }

    /// The stable code of the reason: the parse error's or the problem's; empty when valid.
    var reason: String { error?.rawValue ?? problem?.rawValue ?? "" }

    /// The code of the warning for this line, or nil for a valid number or an empty line.
    var warningCode: Diagnostic.Code? {
        if error != nil { return .phoneNotNormalized }
        return problem == nil ? nil : .phoneInvalid
    }

    /// The warning for standard error, or nil for a valid number or an empty line.
    func warning(for text: String) -> Diagnostic? {
        if let error {
            return .warning(.phoneNotNormalized, "\(Diagnostic.quoted(text)): \(error.message)")
        }
        guard let number, let problem else { return nil }
        let outcome = isWritten ? "written all the same" : "an empty line is written"
        return .warning(
            .phoneInvalid,
            "\(Diagnostic.quoted(text)) (\(number.formatted(.e164))): \(number.message(for: problem)); \(outcome) (\(problem.rawValue))")
    }

    /// The `--tsv` line: input, result, verdict, region, type, reason (no line end).
    func reportLine(for input: String, format: PhoneNumberFormat) -> String {
        let result = written?.formattedKeepingExtension(format) ?? ""
        let region = number?.regionCode ?? ""
        let type = kind == .valid ? number?.type.rawValue ?? "" : ""
        return [input, result, kind.rawValue, region, type, reason].joined(separator: "\t")
    }

    /// Whether an ASCII byte is a space, a tab or a line break (what a blank line holds).
    static func isBlankASCII(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    static func isBlank(_ text: String) -> Bool {
        // ASCII first: a byte that is not a space, tab or line break settles it.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !isBlankASCII(byte) { return false }
            }
            return true
        }
        if let ascii = ascii ?? nil { return ascii }
        return text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
