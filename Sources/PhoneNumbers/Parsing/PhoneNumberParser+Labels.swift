/// Trailing labels and two numbers in one field: where the parser deliberately departs
/// from libphonenumber, which would glue the digits (or the letters) into one number.
extension PhoneNumberParser {
    /// The smallest number of digits on each side for a text to count as two numbers.
    static let minimumDigitsPerNumber = 5

    /// Words that are read as a label, not as vanity letters, after a number.
    static let labelWords: Set<String> = [
        "home", "work", "mobile", "mobil", "cell", "cellular", "fax", "office", "main", "pager",
        "other", "iphone", "phone", "tel", "telephone", "business", "private", "direct",
        "landline", "whatsapp", "handy", "privat", "arbeit", "maison", "travail", "bureau",
        "portable", "casa", "trabajo", "movil", "móvil", "celular", "oficina", "ufficio",
        "cellulare", "lavoro", "ext", "voice", "personal", "school", "assistant",
    ]

    /// A trailing label: the text after the last digit when it holds a word of at least
    /// two letters and no digits.
    struct TrailingLabel {
        /// Where the label starts (its first letter or opening bracket).
        let start: Int
        /// Whether the label is bracketed (then certainly not vanity letters).
        let isBracketed: Bool
        /// Whether the label is separated from the digits by a space or other punctuation
        /// than a dash (`1-800-FLOWERS` is not).
        let isSeparated: Bool
    }

    /// The trailing label of `text`, if there is one.
    static func trailingLabel(in text: ScalarText) -> TrailingLabel? {
        guard let lastDigit = text.lastIndex(where: PhoneCharacters.isDigit) else { return nil }
        var letters = 0
        for scalar in text[(lastDigit + 1)...] where PhoneCharacters.isLetter(scalar) { letters += 1 }
        guard letters >= 2 else { return nil }
        // Keep `#` and the like with the number; cut at the first letter or opening bracket.
        var start = lastDigit + 1
        while start < text.count, !PhoneCharacters.isLetter(text[start]),
              text[start] != "(", text[start] != "[" {
            start += 1
        }
        let gap = text[(lastDigit + 1)..<start]
        let isSeparated = gap.contains { !PhoneCharacters.isDash($0) }
        let isBracketed = start < text.count && (text[start] == "(" || text[start] == "[")
        return TrailingLabel(start: start, isBracketed: isBracketed, isSeparated: isSeparated || isBracketed)
    }

    /// Whether the label found in `text` is certainly not vanity letters: bracketed, or a
    /// known word. (Asked only when it matters: making the word costs a string.)
    static func isCertain(_ label: TrailingLabel, in text: ScalarText) -> Bool {
        if label.isBracketed { return true }
        let word = String(String.UnicodeScalarView(text[label.start...].filter(PhoneCharacters.isLetter))).lowercased()
        return labelWords.contains(word)
    }

    /// A candidate split between two numbers: the end of the first and start of the second.
    struct Split {
        let firstEnd: Int
        let secondStart: Int
    }

    /// The places where `text` may hold two numbers: `/`, `|`, `,`, `;`, `&`, or the words
    /// `or`, `and`, `oder`, `ou`, `o`, `y` between spaces. Nil when there are none.
    static func twoNumberSeparators(in text: ScalarText) -> [Split]? {
        var splits: [Split] = []
        var index = 0
        while index < text.count {
            switch text[index] {
            case "/", "\u{FF0F}", "|", ",", ";", "&", "\\":
                // `;ext=`, `;phone-context=` and `;isub=` are URI parameters, not a new number.
                if text[index] == ";", index + 1 < text.count, PhoneCharacters.isASCIILetter(text[index + 1]) {
                    break
                }
                splits.append(Split(firstEnd: index, secondStart: index + 1))
            case " ":
                var wordEnd = index + 1
                while wordEnd < text.count, PhoneCharacters.isASCIILetter(text[wordEnd]) { wordEnd += 1 }
                if wordEnd < text.count, text[wordEnd] == " ", wordEnd > index + 1,
                   isListWord(text[(index + 1)..<wordEnd]) {
                    splits.append(Split(firstEnd: index, secondStart: wordEnd))
                }
            default:
                break
            }
            index += 1
        }
        return splits.isEmpty ? nil : splits
    }

    /// Whether a word of ASCII letters is one that joins two numbers: `or`, `and`, `oder`,
    /// `ou`, `o`, `y`, `und`, `et`, in any case. (Compared as packed bytes: no string is made.)
    static func isListWord(_ word: ScalarSlice) -> Bool {
        guard word.count <= 4 else { return false }
        return listWordKeys.contains(packedLowercaseKey(word))
    }

    /// Up to four ASCII letters, lower-cased, one byte each in a `UInt32`.
    private static func packedLowercaseKey(_ word: some Collection<Unicode.Scalar>) -> UInt32 {
        word.reduce(0) { $0 << 8 | ($1.value | 0x20) }
    }

    private static let listWordKeys: [UInt32] = ["or", "and", "oder", "ou", "o", "y", "und", "et"]
        .map { packedLowercaseKey($0.unicodeScalars) }

    /// Whether `text` holds two (or more) numbers at one of `splits`: both sides read as
    /// possible numbers of at least five digits, and the digits together are not a valid
    /// number.
    ///
    /// Each segment between two separators is parsed at most once (the answers are
    /// remembered by position), so the work grows with the square of the number of
    /// separators, never exponentially; beyond ``maximumSeparatorsForTwoNumbers`` separators
    /// the text is not treated as a list of numbers at all.
    func isTwoNumbers(_ text: ScalarText, _ splits: [Split]) throws(PhoneNumberParseError) -> Bool {
        guard splits.count <= Self.maximumSeparatorsForTwoNumbers else { return false }
        var standalone: [Int: [Int: Bool]] = [:]
        func isStandalone(_ start: Int, _ end: Int) -> Bool {
            if let known = standalone[start]?[end] { return known }
            let answer = start < end && isStandaloneNumber(ScalarText(rebasing: text[start..<end]))
            standalone[start, default: [:]][end] = answer
            return answer
        }
        // numbersFrom[i]: the text from split i's second part to the end is one or more numbers.
        var numbersFrom = [Bool](repeating: false, count: splits.count)
        for index in splits.indices.reversed() {
            let start = splits[index].secondStart
            var answer = isStandalone(start, text.count)
            var later = index + 1
            while !answer, later < splits.count {
                if splits[later].firstEnd > start, isStandalone(start, splits[later].firstEnd), numbersFrom[later] {
                    answer = true
                }
                later += 1
            }
            numbersFrom[index] = answer
        }
        for index in splits.indices where isStandalone(0, splits[index].firstEnd) && numbersFrom[index] {
            if let whole = try? parseLikeLibphonenumber(text), whole.isValid { return false }
            return true
        }
        return false
    }

    /// More separators than this and a field is not read as a list of phone numbers.
    static let maximumSeparatorsForTwoNumbers = 24

    /// Whether `text` alone reads as a possible number with enough digits.
    private func isStandaloneNumber(_ text: ScalarText) -> Bool {
        var digitCount = 0
        for scalar in text where PhoneCharacters.isDigit(scalar) { digitCount += 1 }
        guard digitCount >= Self.minimumDigitsPerNumber,
              let number = try? parseWithLabels(text) else { return false }
        return number.isPossible
    }
}
