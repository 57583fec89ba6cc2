import Foundation

/// One CLDR person-name pattern (`{title} {given} {surname}`), parsed, and the fields of a
/// person name it can be filled with (UTS #35, part 8).
struct NamePattern: Sendable {
    /// A name field a pattern can place.
    enum Field: String, Sendable, CaseIterable {
        case title, given, given2, surname, surname2, generation, credentials
    }

    /// A piece of a pattern: a field or literal text.
    enum Token: Sendable, Equatable {
        case field(Field)
        case literal(String)
    }

    let tokens: [Token]

    /// Parses `{field}` placeholders; anything else is literal text.
    init(_ pattern: String) {
        var tokens: [Token] = []
        var literal = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let field = Field(rawValue: String(rest[rest.index(after: open)..<close]))
            else {
                literal += rest[open...rest.index(after: open)].prefix(1)
                rest = rest[rest.index(after: open)...]
                continue
            }
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
            tokens.append(.field(field))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        self.tokens = tokens
    }

    /// Fills the pattern, dropping empty fields the way UTS #35 part 8 says: everything
    /// before the first and after the last field with a value goes; between two values,
    /// empty fields go with the literal text between them, and the two literals left on
    /// either side are joined (see ``coalesce(_:_:)``).
    func fill(_ values: [Field: String]) -> String {
        let filled: [(token: Token, hasValue: Bool)] = tokens.map { token in
            if case .field(let field) = token { return (token, !(values[field] ?? "").isEmpty) }
            return (token, false)
        }
        guard let first = filled.firstIndex(where: \.hasValue),
              let last = filled.lastIndex(where: \.hasValue) else { return "" }
        var result = ""
        var pendingLiteral: String?
        var index = first
        while index <= last {
            switch filled[index].token {
            case .literal(let text):
                pendingLiteral = pendingLiteral.map { NamePattern.coalesce($0, text) } ?? text
            case .field(let field) where filled[index].hasValue:
                result += pendingLiteral ?? ""
                pendingLiteral = nil
                result += values[field]!
            case .field:
                // A run of empty fields with only literals between them goes whole; the
                // literal after it is coalesced with the one before.
                while index + 2 <= last, case .literal = filled[index + 1].token,
                      case .field = filled[index + 2].token, !filled[index + 2].hasValue {
                    index += 2
                }
            }
            index += 1
        }
        return result
    }

    /// Joins two literals left side by side: the first when the second is its end or only
    /// white space, the second when the first is only white space (`Kaya` + ` ` + `, Dr.`
    /// gives `Kaya, Dr.`, not `Kaya , Dr.`), else both, with each run of white space
    /// reduced to its first character.
    static func coalesce(_ first: String, _ second: String) -> String {
        if first.allSatisfy(\.isWhitespace) { return second.isEmpty ? first : second }
        if second.allSatisfy(\.isWhitespace) || first.hasSuffix(second) { return first }
        var result = ""
        var lastWasSpace = false
        for character in first + second {
            if character.isWhitespace {
                if !lastWasSpace { result.append(character) }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }
}
