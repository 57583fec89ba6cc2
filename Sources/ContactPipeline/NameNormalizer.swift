import ContactModel

/// Tidies names: trims and collapses spaces in every name part, strips stray punctuation,
/// splits a full name typed into one field, and reads "Family, Given" display names.
///
/// - A person with no structured name but a display name (`FN`) gets one from it; "Family,
///   Given" order is recognized by the comma, Han and kana names are family-first, others
///   given-first. Prefixes and suffixes from `NameParticles` go to their own parts.
/// - A given name holding two or more words while family and middle names are empty is split
///   the same way ("John Smith" typed into the first-name field).
/// - A display name in "Family, Given" order that says the same as the structured name is
///   rewritten in given-first order.
///
/// Text the stage does not understand is left as it was; running it twice changes nothing.
public struct NameNormalizer: Sendable, NormalizingContactStage {
    /// Creates the stage.
    public init() {}

    /// Tidies the names of `result` in place (``ContactNormalizer`` runs every step on one
    /// contact without copying it).
    public mutating func normalize(_ result: inout Contact) {
        result.namePrefix = Self.cleaned(result.namePrefix)
        result.givenName = Self.cleaned(result.givenName)
        result.middleName = Self.cleaned(result.middleName)
        result.familyName = Self.cleaned(result.familyName)
        result.secondaryFamilyName = Self.cleaned(result.secondaryFamilyName)
        result.nameSuffix = Self.cleaned(result.nameSuffix)
        result.nameGeneration = Self.cleaned(result.nameGeneration)
        result.nickname = Self.cleaned(result.nickname)
        result.previousFamilyName = Self.cleaned(result.previousFamilyName)
        result.organizationName = Self.collapsed(result.organizationName)
        if let formatted = result.formattedName { result.formattedName = Self.collapsed(formatted) }
        guard result.kind == .individual else { return }

        if !result.hasStructuredName, let formatted = result.formattedName, !formatted.isEmpty,
            formatted != result.organizationName
        {
            let parts = NameSplitter.split(formatted)
            result.namePrefix = parts.prefix
            result.givenName = parts.given
            result.middleName = parts.middle
            result.familyName = parts.family
            result.nameSuffix = parts.suffix
        } else if result.familyName.isEmpty && result.middleName.isEmpty
            && TextFolding.contains(result.givenName, " ")
        {
            let parts = NameSplitter.split(result.givenName)
            if !parts.family.isEmpty {
                if result.namePrefix.isEmpty { result.namePrefix = parts.prefix }
                result.givenName = parts.given
                result.middleName = parts.middle
                result.familyName = parts.family
                if result.nameSuffix.isEmpty { result.nameSuffix = parts.suffix }
            }
        }
        if let formatted = result.formattedName, TextFolding.contains(formatted, ",") {
            let parts = NameSplitter.split(formatted)
            if parts.given == result.givenName && parts.family == result.familyName
                && parts.middle == result.middleName
            {
                result.formattedName = result.plainDisplayName
            }
        }
    }

    /// Trimmed, spaces collapsed, stray punctuation removed from both ends; a bracket whose
    /// partner is in the text is not stray (`Smith (née Jones)`, `(Work) Ann`).
    public static func cleaned(_ text: String) -> String {
        guard !text.isEmpty, needsCleaning(text) else { return text }
        var scalars = Array(collapsed(text).unicodeScalars)
        while let first = scalars.first, strayPunctuation.contains(first), !closesLater(scalars) {
            scalars.removeFirst()
        }
        while let last = scalars.last,
            (strayPunctuation.contains(last) && !opensEarlier(scalars))
                || (last == "." && scalars.count > 2 && !isInitialOrAbbreviation(scalars))
        {
            scalars.removeLast()
        }
        var result = String(String.UnicodeScalarView(scalars))
        if result != text { result = collapsed(result) }
        return result
    }

    /// Whether ``cleaned(_:)`` could change `text`: white space at an end or in a run, or
    /// stray punctuation or a period at an end. One pass, no allocation (the common case).
    static func needsCleaning(_ text: String) -> Bool {
        var previousWasSpace = true
        var last: Unicode.Scalar = " "
        var isFirst = true
        for scalar in text.unicodeScalars {
            let isSpace = Self.isWhitespace(scalar)
            if isSpace && (previousWasSpace || scalar != " ") { return true }
            if isFirst && strayPunctuation.contains(scalar) { return true }
            isFirst = false
            previousWasSpace = isSpace
            last = scalar
        }
        return previousWasSpace || last == "." || strayPunctuation.contains(last)
    }

    /// Trimmed, runs of white space replaced by one space.
    public static func collapsed(_ text: String) -> String {
        if !needsCollapsing(text) { return text }
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if Self.isWhitespace(scalar) {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether ``collapsed(_:)`` could change `text`.
    static func needsCollapsing(_ text: String) -> Bool {
        var previousWasSpace = true
        for scalar in text.unicodeScalars {
            let isSpace = Self.isWhitespace(scalar)
            if isSpace && (previousWasSpace || scalar != " ") { return true }
            previousWasSpace = isSpace
        }
        return previousWasSpace && !text.isEmpty
    }

    /// Surrounding white space removed.
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
            let end = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    /// Whether a scalar has the Unicode White_Space property; ASCII is answered without the
    /// property table (tab, line feed, vertical tab, form feed, carriage return, space).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
    }

    /// Characters that never start or end a name: quotes, brackets, commas, semicolons.
    static let strayPunctuation: Set<Unicode.Scalar> = [
        ",", ";", ":", "\"", "(", ")", "[", "]", "{", "}", "*", "_", "/", "\\", "|", "<", ">",
        "#", "“", "”", "„", "«", "»", "!", "?", "-", "~", "+", "=",
    ]

    /// Brackets that enclose part of a name (`Smith (née Jones)`, `Ann [Work]`): at an end
    /// they are not stray when the other bracket of the pair is in the name.
    private static let bracketPairs: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}"]

    /// Whether the first scalar is an opening bracket that a later one closes.
    private static func closesLater(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, let closing = bracketPairs[first] else { return false }
        return matches(scalars, opening: first, closing: closing)
    }

    /// Whether the last scalar is a closing bracket that an earlier one opens.
    private static func opensEarlier(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let last = scalars.last, let opening = bracketPairs.first(where: { $0.value == last })?.key
        else { return false }
        return matches(scalars.reversed(), opening: last, closing: opening)
    }

    /// Whether the bracket that starts `scalars` (`opening`) has its partner in them,
    /// brackets of the same pair nested in between.
    private static func matches<Scalars: Sequence>(
        _ scalars: Scalars, opening: Unicode.Scalar, closing: Unicode.Scalar
    ) -> Bool where Scalars.Element == Unicode.Scalar {
        var depth = 0
        for scalar in scalars {
            if scalar == opening { depth += 1 }
            if scalar == closing {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }

    /// Whether a trailing period belongs to the name (an initial `J.`, `Jr.`, `St.`).
    private static func isInitialOrAbbreviation(_ scalars: [Unicode.Scalar]) -> Bool {
        // Periods inside the last word (J.R.) or after a short last word are kept.
        var letters = 0
        for scalar in scalars.dropLast().reversed() {
            if scalar == " " { break }
            if scalar == "." { return true }
            letters += 1
        }
        return letters <= 3
    }
}
