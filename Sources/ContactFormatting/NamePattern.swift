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

    /// Fills the pattern, dropping empty fields as UTS #35 part 8 ("Process a namePattern")
    /// says and ICU4J's `PersonNamePattern.format` does: literal text before the first field
    /// with a value goes when a field before it is empty, literal text after the last one
    /// goes when a field after it is empty, and the literals on either side of a run of empty
    /// fields in between are joined by ``coalesce(_:_:)`` (the literals inside the run go).
    func fill(_ value: (Slot) -> String) -> String {
        var result = ""
        var before = ""
        var after = ""
        var seenValue = false
        var droppingLeading = false
        var pendingEmpty = false
        for token in tokens {
            switch token {
            case .literal(let text):
                if droppingLeading { continue }
                if pendingEmpty { after += text } else { before += text }
            case .field(let slot):
                let text = value(slot)
                if text.isEmpty {
                    if !seenValue {
                        droppingLeading = true
                        before = ""
                    } else {
                        pendingEmpty = true
                        after = ""
                    }
                    continue
                }
                seenValue = true
                droppingLeading = false
                result += pendingEmpty ? Self.coalesce(before, after) : before
                result += text
                before = ""
                after = ""
                pendingEmpty = false
            }
        }
        if !pendingEmpty { result += before }
        return result
    }

    /// Joins the literals on either side of an omitted field (ICU4J's `coalesce`): when the
    /// second is the end of the first it counts once; then the first keeps what it has up to
    /// and including its first white space, the second what follows its last white space, so
    /// that the non-space characters touching the omitted field go with it (`{surname}
    /// {surname2}, {given}` without surname2 gives `Andersson Ingrid`: ` ` and `, ` join as
    /// ` `). Only one white space character is kept, the first's if it has one.
    static func coalesce(_ first: String, _ second: String) -> String {
        let head = Array(first.unicodeScalars)
        var tail = Array(second.unicodeScalars)
        if head.count >= tail.count, Array(head.suffix(tail.count)) == tail { tail = [] }
        var headEnd = head.firstIndex(where: isJavaWhitespace) ?? head.count
        var tailStart = (tail.lastIndex(where: isJavaWhitespace) ?? -1) + 1
        if headEnd < head.count {
            headEnd += 1
        } else if tailStart > 0 {
            tailStart -= 1
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: head[..<headEnd])
        result.append(contentsOf: tail[tailStart...])
        return String(result)
    }

    /// White space as Java's `Character.isWhitespace` has it, which ICU's coalescing uses:
    /// space, line and paragraph separators other than the no-break spaces (U+00A0, U+2007,
    /// U+202F), and the controls TAB to CR and U+001C to U+001F.
    static func isJavaWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x1F: return true
        case 0xA0, 0x2007, 0x202F: return false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
