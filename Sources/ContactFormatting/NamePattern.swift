import Foundation

/// One CLDR person-name pattern (`{title} {given} {surname}`), parsed, and the fields of a
/// person name it can be filled with (UTS #35, part 8).
struct NamePattern: Sendable {
    /// A name field a pattern can place.
    enum Field: String, Sendable, CaseIterable {
        case title, given, given2, surname, surname2, generation, credentials
    }

    /// A modifier a pattern asks of a field (`{given-initial}`, `{surname-monogram-allCaps}`).
    enum Modifier: String, Sendable, CaseIterable {
        case informal, prefix, core, allCaps, initialCap, initial, monogram, retain, genitive, vocative
    }

    /// A field as a pattern places it: the field and its modifiers, in the pattern's order.
    struct Slot: Sendable, Equatable {
        let field: Field
        let modifiers: [Modifier]

        func has(_ modifier: Modifier) -> Bool { modifiers.contains(modifier) }
    }

    /// A piece of a pattern: a field or literal text.
    enum Token: Sendable, Equatable {
        case field(Slot)
        case literal(String)
    }

    let tokens: [Token]

    /// The fields the pattern places.
    var slots: [Slot] {
        tokens.compactMap { if case .field(let slot) = $0 { return slot } else { return nil } }
    }

    /// Parses `{field}` and `{field-modifier-...}` placeholders; anything else (an unknown
    /// field or modifier included) is literal text.
    init(_ pattern: String) {
        var tokens: [Token] = []
        var literal = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let slot = Self.slot(rest[rest.index(after: open)..<close])
            else {
                literal += rest[open...rest.index(after: open)].prefix(1)
                rest = rest[rest.index(after: open)...]
                continue
            }
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
            tokens.append(.field(slot))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        self.tokens = tokens
    }

    /// `given-initial-retain` as a slot; nil when a part is not a field or modifier.
    private static func slot(_ text: Substring) -> Slot? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let field = Field(rawValue: String(parts[0])) else { return nil }
        var modifiers: [Modifier] = []
        for part in parts.dropFirst() {
            guard let modifier = Modifier(rawValue: String(part)) else { return nil }
            modifiers.append(modifier)
        }
        return Slot(field: field, modifiers: modifiers)
    }

    /// Fills the pattern with plain field values (modifiers ignored).
    func fill(_ values: [Field: String]) -> String {
        fill { values[$0.field] ?? "" }
    }

    /// Fills the pattern, dropping empty fields the way UTS #35 part 8 says: everything
    /// before the first and after the last field with a value goes; between two values,
    /// empty fields go with the literal text between them, and the two literals left on
    /// either side are joined (see ``coalesce(_:_:)``).
    func fill(_ value: (Slot) -> String) -> String {
        let filled: [(token: Token, value: String)] = tokens.map { token in
            if case .field(let slot) = token { return (token, value(slot)) }
            return (token, "")
        }
        guard let first = filled.firstIndex(where: { !$0.value.isEmpty }),
              let last = filled.lastIndex(where: { !$0.value.isEmpty }) else { return "" }
        var result = ""
        var pendingLiteral: String?
        var index = first
        while index <= last {
            switch filled[index].token {
            case .literal(let text):
                pendingLiteral = pendingLiteral.map { NamePattern.coalesce($0, text) } ?? text
            case .field where !filled[index].value.isEmpty:
                result += pendingLiteral ?? ""
                pendingLiteral = nil
                result += filled[index].value
            case .field:
                // A run of empty fields with only literals between them goes whole; the
                // literal after it is coalesced with the one before.
                while index + 2 <= last, case .literal = filled[index + 1].token,
                      case .field = filled[index + 2].token, filled[index + 2].value.isEmpty {
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
