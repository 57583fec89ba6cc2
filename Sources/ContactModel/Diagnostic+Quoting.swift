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
    public static func excerpt(_ value: some StringProtocol) -> String {
        var scalars = value.unicodeScalars.makeIterator()
        var result = String.UnicodeScalarView()
        for _ in 0..<quotedScalarCount {
            guard let scalar = scalars.next() else { return String(result) }
            result.append(scalar)
        }
        if scalars.next() == nil { return String(result) }
        return String(result) + "…"
    }
}
