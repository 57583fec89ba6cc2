import ContactFormats

/// A strict checker of vCard 2.1, 3.0 and 4.0 text, written from the grammars of RFC 2425 and
/// RFC 2426 (3.0) and RFC 6350 with RFC 6868, RFC 6474, RFC 6715, RFC 8605 and RFC 9554
/// (4.0), independent of ContactKit's reader: it shares no code with it, so a mistake the
/// writer and the reader make together still shows here.
///
/// What it checks, in the order the text is read:
/// - lines: CRLF only, at most 75 octets, each physical line valid UTF-8 on its own (a fold
///   never splits a character), no blank line, a continuation starts with one space or tab;
/// - content lines: group and property names (`ALPHA / DIGIT / "-"`), parameters
///   (`name=value`, quoting, the characters a quoted and an unquoted value may hold),
///   registered parameter and property names (an unregistered name is an X- name);
/// - values by type: text, text lists and structured values escaped as each version says,
///   date, time, date-time, date-and-or-time, timestamp, utc-offset, URI (and `data:`,
///   `tel:`, `geo:`), boolean, integer, float, language tag, 3.0 binary, `GEO`, `GENDER`,
///   `CLIENTPIDMAP`, and `VALUE=` only where the property takes that type;
/// - cards: `BEGIN:VCARD` first (4.0: `VERSION` right after it), `END:VCARD` last, one
///   `VERSION` of the right number, `FN` and (3.0) `N` present, properties allowed once
///   written once (4.0: instances sharing an `ALTID` count once), `MEMBER` only in a group.
///
/// Decisions where the RFCs leave room are in ``VCardValidatorPropertyTable`` and beside
/// each check.
public struct VCardValidator {
    /// One thing the text does wrong.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// The first physical line of the content line (1-based).
        public let line: Int
        public let rule: Rule
        public let message: String

        public var description: String { "line \(line): \(message) [\(rule.rawValue)]" }
    }

    /// What a finding is about; stable names, for counting.
    public enum Rule: String, Sendable, CaseIterable {
        /// A line not ended by CRLF, or a CR or LF alone.
        case lineEnding = "line-ending"
        /// A physical line over 75 octets.
        case lineLength = "line-length"
        /// Bytes that are not UTF-8, or a fold inside a character.
        case encoding = "utf-8"
        /// An empty line, or a continuation with nothing to continue.
        case folding = "folding"
        /// A content line that does not parse: no `:`, an unclosed quote.
        case contentLine = "content-line"
        /// A property or group name that is not a token.
        case name = "name"
        /// A parameter name or the syntax of its value.
        case parameter = "parameter"
        /// A parameter value its parameter does not take.
        case parameterValue = "parameter-value"
        /// A property or parameter name the version does not register (not X-).
        case unregistered = "unregistered"
        /// `VALUE=` a type the property does not take.
        case valueType = "value-type"
        /// A value that does not match its type.
        case value = "value"
        /// Text escaping: a raw `,` or `;` where the type needs it escaped, a backslash
        /// before anything but `\ , ; n N`, a control character.
        case escaping = "escaping"
        /// The wrong number of components in a structured value.
        case components = "components"
        /// `BEGIN`, `VERSION`, `END`, `FN`, `N`: the frame of a card.
        case card = "card"
        /// A property written more often than the version allows.
        case cardinality = "cardinality"
    }

    public let version: VCardVersion
    private(set) var findings: [Finding] = []

    init(version: VCardVersion) {
        self.version = version
    }

    /// Every finding in `bytes`, read as vCard `version`, in line order (2.1: see
    /// `VCardValidator+TwoOne`).
    public static func validate(_ bytes: [UInt8], version: VCardVersion) -> [Finding] {
        if version == .v2_1 { return validate21(bytes) }
        var validator = VCardValidator(version: version)
        let lines = validator.contentLines(bytes)
        var card: [VCardValidatorProperty] = []
        var inCard = false
        for line in lines {
            guard let property = validator.parse(line) else { continue }
            let isBegin = property.name == "BEGIN" && property.valueText.uppercased() == "VCARD"
            let isEnd = property.name == "END" && property.valueText.uppercased() == "VCARD"
            if isBegin {
                if inCard { validator.report(line.number, .card, "BEGIN:VCARD inside a card (no END:VCARD before it)") }
                if inCard { validator.checkCard(card) }
                card = [property]
                inCard = true
            } else if !inCard {
                validator.report(line.number, .card, "\(property.name) outside a card")
            } else {
                card.append(property)
                if isEnd {
                    validator.checkCard(card)
                    card = []
                    inCard = false
                }
            }
        }
        if inCard {
            validator.report(card.last?.line ?? 1, .card, "the card has no END:VCARD")
            validator.checkCard(card)
        }
        return validator.findings.sorted { ($0.line, $0.rule.rawValue) < ($1.line, $1.rule.rawValue) }
    }

    mutating func report(_ line: Int, _ rule: Rule, _ message: String) {
        findings.append(Finding(line: line, rule: rule, message: message))
    }

    // MARK: Physical lines

    /// One unfolded content line and the physical line it starts on.
    struct ContentLine {
        let number: Int
        var bytes: [UInt8]
    }

    /// Splits `bytes` into physical lines (checking line ends, length and UTF-8) and joins
    /// the folded ones.
    mutating func contentLines(_ bytes: [UInt8]) -> [ContentLine] {
        var result: [ContentLine] = []
        var start = 0
        var number = 1
        var index = 0
        func physicalLine(_ end: Int) {
            let line = Array(bytes[start..<end])
            if line.count > 75 {
                report(number, .lineLength, "physical line of \(line.count) octets (at most 75)")
            }
            if !VCardValidator.isUTF8(line) {
                let whole = (result.last?.bytes ?? []) + line.dropFirst()
                let split = line.first == 32 || line.first == 9 ? VCardValidator.isUTF8(whole) : false
                report(number, .encoding, split ? "a fold splits a UTF-8 sequence" : "bytes that are not UTF-8")
            }
            if line.isEmpty {
                report(number, .folding, "empty line")
            } else if line[0] == 32 || line[0] == 9 {
                if result.isEmpty {
                    report(number, .folding, "continuation line with no line before it")
                } else {
                    result[result.count - 1].bytes += line.dropFirst()
                }
            } else {
                result.append(ContentLine(number: number, bytes: line))
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                physicalLine(index)
                index += 2
                start = index
                number += 1
            } else if byte == 13 || byte == 10 {
                report(number, .lineEnding, byte == 13 ? "CR without LF" : "LF without CR")
                physicalLine(index)
                index += 1
                start = index
                number += 1
            } else {
                index += 1
            }
        }
        if start < bytes.count {
            report(number, .lineEnding, "the last line has no CRLF")
            physicalLine(bytes.count)
        }
        return result
    }

    /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
    /// nothing above U+10FFFF).
    public static func isUTF8<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
