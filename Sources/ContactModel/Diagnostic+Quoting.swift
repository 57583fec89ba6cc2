extension Diagnostic {
    /// How many Unicode scalars of a value a message quotes before cutting it.
    public static let quotedScalarCount = 40

    /// `value` as a message quotes it: in single quotes, cut after
    /// ``quotedScalarCount`` scalars with `…` (a message never repeats a 50 MB value).
    /// Control characters stay: the command-line tool escapes them when it prints.
    public static func quoted(_ value: some StringProtocol) -> String {
        "'" + excerpt(value) + "'"
    }

    /// `value` cut after ``quotedScalarCount`` Unicode scalars, with `…` when cut; counted
    /// in scalars, not characters, so a value of one character with endless combining marks
    /// is cut too.
    ///
    /// Inlinable, so that each caller's module has it for its own string type: through the
    /// generic `StringProtocol` it was about 15,000 instructions a call (a URL without a
    /// scheme in every tenth card of a book cost 1 % of a conversion).
    @inlinable
    public static func excerpt(_ value: some StringProtocol) -> String {
        // A scalar is at least one byte: a value of no more bytes than that is whole.
        if value.utf8.count <= quotedScalarCount { return String(value) }
        let scalars = value.unicodeScalars
        var end = scalars.startIndex
        for _ in 0..<quotedScalarCount {
            guard end != scalars.endIndex else { return String(value) }
            scalars.formIndex(after: &end)
        }
        if end == scalars.endIndex { return String(value) }
        return String(value[..<end]) + "…"
    }
}
