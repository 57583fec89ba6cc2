import ContactFormatting

/// Splits a full name written in one field into its parts.
///
/// "Family, Given Middle" is recognized by its comma; names in Han or kana script are
/// family-first ("山田 太郎"); others are given-first, with family particles ("van der",
/// "de la") kept with the family name and honorifics and suffixes set apart.
public enum NameSplitter {
    /// The parts of a split name; empty strings for parts not present.
    public struct Parts: Sendable, Hashable {
        /// An honorific before the name (`Dr.`).
        public var prefix = ""
        /// The given name.
        public var given = ""
        /// Middle names.
        public var middle = ""
        /// The family name, with its particles (`van der Berg`).
        public var family = ""
        /// A suffix after the name (`Jr.`, `PhD`).
        public var suffix = ""
    }

    /// Splits `text`; a single word becomes the given name.
    public static func split(_ text: String) -> Parts {
        split(text, cuttingASCIIOnBytes: true)
    }

    /// ``split(_:)``; with `cuttingASCIIOnBytes`, ASCII text is cut on bytes (see
    /// ``words(of:isASCII:)``), else character by character as any text (the same parts).
    static func split(_ text: String, cuttingASCIIOnBytes: Bool) -> Parts {
        var parts = Parts()
        let collapsed = NameNormalizer.collapsed(text)
        let isASCII = cuttingASCIIOnBytes && collapsed.utf8.allSatisfy { $0 < 0x80 }
        if let comma = isASCII ? collapsed.utf8.firstIndex(of: 0x2C) : collapsed.firstIndex(of: ",") {
            let before = NameNormalizer.cleaned(String(collapsed[..<comma]))
            let after = String(collapsed[collapsed.index(after: comma)...])
            // "Smith, Jr." is a suffix, not a given name.
            let afterWords = Self.words(of: after, isASCII: isASCII)
            if afterWords.count == 1, NameParticles.suffixes.contains(TextFolding.fold(afterWords[0])) {
                parts = split(before, cuttingASCIIOnBytes: cuttingASCIIOnBytes)
                parts.suffix = NameNormalizer.cleaned(afterWords[0])
                return parts
            }
            var words = afterWords.map { NameNormalizer.cleaned($0) }.filter { !$0.isEmpty }
            takeAffixes(&words, into: &parts)
            parts.family = before
            if let first = words.first { parts.given = first }
            parts.middle = words.dropFirst().joined(separator: " ")
            return parts
        }
        var words = Self.words(of: collapsed, isASCII: isASCII).map { NameNormalizer.cleaned($0) }.filter { !$0.isEmpty }
        takeAffixes(&words, into: &parts)
        guard !words.isEmpty else { return parts }
        (parts.given, parts.middle, parts.family) = NameWordOrder.parts(
            of: words, familyFirst: words.count > 1 && isFamilyFirstScript(words[0]),
            isParticle: { NameParticles.familyParticles.contains(TextFolding.fold($0)) })
        return parts
    }

    /// The words of `text` between spaces, as `text.split(separator: " ")` gives them; with
    /// `isASCII` (the text is ASCII, as most names are) cut on bytes
    /// (``TextFolding/spaceSeparatedWords(_:isASCII:)``).
    static func words(of text: String, isASCII: Bool) -> [String] {
        TextFolding.spaceSeparatedWords(text, isASCII: isASCII).map(String.init)
    }

    /// Moves leading honorifics and trailing suffixes from `words` into `parts`.
    static func takeAffixes(_ words: inout [String], into parts: inout Parts) {
        var prefixes: [String] = []
        while words.count > 1, NameParticles.prefixes.contains(TextFolding.fold(words[0])) {
            prefixes.append(words.removeFirst())
        }
        var suffixes: [String] = []
        while words.count > 1, let last = words.last,
            NameParticles.suffixes.contains(TextFolding.fold(last))
        {
            suffixes.insert(words.removeLast(), at: 0)
        }
        parts.prefix = prefixes.joined(separator: " ")
        parts.suffix = suffixes.joined(separator: " ")
    }

    /// Whether a word is written in Han, kana or Hangul, whose names put the family first.
    static func isFamilyFirstScript(_ word: String) -> Bool {
        guard let scalar = word.unicodeScalars.first else { return false }
        let value = scalar.value
        return (0x4E00...0x9FFF).contains(value) || (0x3040...0x30FF).contains(value)
            || (0xAC00...0xD7AF).contains(value) || (0x3400...0x4DBF).contains(value)
    }
}
