/// How one region writes a postal address: its lines, the fields and literal text on each,
/// which fields are upper-cased, and the languages the region writes addresses in.
///
/// Templates come from Google's address metadata (see `NOTICE`), generated into
/// `AddressTemplates+Generated.swift` and parsed on first use.
public struct AddressTemplate: Sendable, Hashable {
    /// One piece of a template line: a field, or text written as is.
    public enum Token: Sendable, Hashable {
        /// A field's value goes here.
        case field(AddressField)
        /// Text written as is (`〒`, `, `, `SE-`).
        case literal(String)
    }

    /// The ISO 3166-1 alpha-2 code of the region, or `ZZ` for the default template.
    public let regionCode: String
    /// The lines of the template in the region's own script and order.
    public let lines: [[Token]]
    /// The lines to use for an address written in Latin letters, when the region's own
    /// order differs (Japan, China, Korea, ...); nil when the region has one template.
    public let latinLines: [[Token]]?
    /// Fields the region's post wants in capitals.
    public let upperCasedFields: Set<AddressField>
    /// Languages the region writes addresses in (BCP 47), most used first; may be empty.
    public let languages: [String]

    /// Creates a template from Google's format notation (`%N%n%O%n%A%n%Z %C`).
    public init(
        regionCode: String, format: String, latinFormat: String? = nil,
        upperCasedFields: Set<AddressField> = [.city], languages: [String] = []
    ) {
        self.regionCode = regionCode
        self.lines = AddressTemplate.parse(format)
        self.latinLines = latinFormat.map(AddressTemplate.parse)
        self.upperCasedFields = upperCasedFields
        self.languages = languages
    }

    /// Every field the template places, on any line.
    public var fields: Set<AddressField> {
        var result: Set<AddressField> = []
        for line in lines {
            for case .field(let field) in line { result.insert(field) }
        }
        return result
    }

    /// Splits Google's notation into lines of tokens; `%n` breaks a line, `%X` names a field.
    static func parse(_ format: String) -> [[Token]] {
        var lines: [[Token]] = [[]]
        var literal = ""
        var iterator = format.makeIterator()
        func flushLiteral() {
            if !literal.isEmpty { lines[lines.count - 1].append(.literal(literal)) }
            literal = ""
        }
        while let character = iterator.next() {
            guard character == "%", let code = iterator.next() else {
                literal.append(character)
                continue
            }
            if code == "n" {
                flushLiteral()
                lines.append([])
            } else if let field = AddressField(rawValue: code) {
                flushLiteral()
                lines[lines.count - 1].append(.field(field))
            } else {
                literal.append(code)
            }
        }
        flushLiteral()
        return lines
    }
}
