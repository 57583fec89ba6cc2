/// Every distinct folded name of a book (given and family names together), with what
/// comparing two of them needs worked out once per name rather than once per pair: the
/// name's bytes, its canonical given-name forms (``NicknameTable``), its diminutive keys and
/// unseen-diminutive stem (`NicknameTable+Diminutives.swift`), its loose spelling
/// (``LooseSpelling``) and whether it has several words.
///
/// Names are compared by identifier: equal identifiers are equal texts.
struct ComparableNames {
    /// The identifier of each given name, by its identifier in the given-name pool.
    private(set) var givenNames: [Int32] = []
    /// The identifier of each family name, by its identifier in the family-name pool.
    private(set) var familyNames: [Int32] = []
    private var texts: [String] = []
    /// The UTF-8 bytes of every name, one after another; name `i` is
    /// `bytes[byteStarts[i]..<byteStarts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var byteStarts: [Int32] = [0]
    /// The canonical forms of name `i`, as identifiers: `forms[formStarts[i]..<formStarts[i + 1]]`.
    private var forms: [Int32] = []
    private var formStarts: [Int32] = [0]
    /// The diminutive keys of name `i` (``NicknameTable/diminutiveKeys(of:)``), as
    /// identifiers: `diminutiveKeys[diminutiveKeyStarts[i]..<diminutiveKeyStarts[i + 1]]`.
    private var diminutiveKeys: [Int32] = []
    private var diminutiveKeyStarts: [Int32] = [0]
    /// How many first bytes of name `i` are the stem of an unseen diminutive, 0 when it is
    /// none (``NicknameTable/unseenDiminutiveStem(_:)``).
    private var unseenDiminutiveStems: [UInt8] = []
    private var looseSpellings: [Int32] = []
    /// Whether the name is printable ASCII only: each byte is then one character.
    private var isPlainASCII: [Bool] = []
    /// Which byte values (their low six bits) each name has, for a quick bound on how many
    /// bytes two names can match (``isSimilar(_:_:)``).
    private var byteSets: [UInt64] = []
    private var hasSeveralWords: [Bool] = []
    private var identifiers: [String: Int32] = [:]
    private var formIdentifiers: [String: Int32] = [:]
    private var looseSpellingIdentifiers: [String: Int32] = [:]

    /// The names of both pools (their texts by pool identifier); a text in both has one
    /// identifier.
    init(givenNames: [String], familyNames: [String]) {
        var given: [Int32] = []
        for text in givenNames { given.append(add(text)) }
        var family: [Int32] = []
        for text in familyNames { family.append(add(text)) }
        self.givenNames = given
        self.familyNames = family
        // Only needed while adding.
        identifiers = [:]
        formIdentifiers = [:]
        looseSpellingIdentifiers = [:]
    }

    private mutating func add(_ text: String) -> Int32 {
        if let identifier = identifiers[text] { return identifier }
        let identifier = Int32(texts.count)
        identifiers[text] = identifier
        texts.append(text)
        bytes += text.utf8
        byteStarts.append(Int32(bytes.count))
        for form in NicknameTable.canonicalForms(of: text) {
            forms.append(Self.intern(form, in: &formIdentifiers))
        }
        formStarts.append(Int32(forms.count))
        for key in NicknameTable.diminutiveKeys(of: text) {
            diminutiveKeys.append(Self.intern(key, in: &formIdentifiers))
        }
        diminutiveKeyStarts.append(Int32(diminutiveKeys.count))
        unseenDiminutiveStems.append(UInt8(min(255, NicknameTable.unseenDiminutiveStem(text))))
        looseSpellings.append(Self.intern(LooseSpelling.key(text), in: &looseSpellingIdentifiers))
        isPlainASCII.append(text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        byteSets.append(text.utf8.reduce(0) { $0 | 1 << UInt64($1 & 63) })
        hasSeveralWords.append(TextFolding.contains(text, " "))
        return identifier
    }

    private static func intern(_ text: String, in table: inout [String: Int32]) -> Int32 {
        if let identifier = table[text] { return identifier }
        let identifier = Int32(table.count)
        table[text] = identifier
        return identifier
    }

    /// The number of UTF-8 bytes of a name.
    func byteCount(_ name: Int32) -> Int {
        Int(byteStarts[Int(name) + 1] - byteStarts[Int(name)])
    }

    private func byteRange(_ name: Int32) -> Range<Int> {
        Int(byteStarts[Int(name)])..<Int(byteStarts[Int(name) + 1])
    }

    /// How two folded given names relate (see ``PairScorer/compareGivenNames(_:_:)``).
    func compareGivenNames(_ left: Int32, _ right: Int32) -> PairScorer.GivenNameComparison {
        if left == right { return .same }
        if sharesCanonicalForm(left, right) { return .nickname }
        let leftCount = byteCount(left)
        let rightCount = byteCount(right)
        if (leftCount == 1 || rightCount == 1) && firstByte(left) == firstByte(right) { return .initial }
        if sharesDiminutiveKey(left, right) { return .diminutive }
        if min(leftCount, rightCount) >= 4 && isWithinOneEdit(left, right) { return .typo }
        if min(leftCount, rightCount) >= 4 && soundAlike(left, right) { return .soundsAlike }
        let (short, long) = leftCount < rightCount ? (left, right) : (right, left)
        if min(leftCount, rightCount) >= 3 && hasPrefix(long, short) { return .shortForm }
        if isUnseenDiminutive(short, of: long) || isUnseenDiminutive(long, of: short) { return .unseenDiminutive }
        if min(leftCount, rightCount) >= 4 && isSimilar(left, right) { return .similar }
        return .incompatible
    }

    /// Index loops, no slices: this runs for most candidate pairs.
    private func sharesDiminutiveKey(_ left: Int32, _ right: Int32) -> Bool {
        let rightStart = Int(diminutiveKeyStarts[Int(right)])
        let rightEnd = Int(diminutiveKeyStarts[Int(right) + 1])
        for index in Int(diminutiveKeyStarts[Int(left)])..<Int(diminutiveKeyStarts[Int(left) + 1]) {
            let key = diminutiveKeys[index]
            for other in rightStart..<rightEnd where diminutiveKeys[other] == key { return true }
        }
        return false
    }

    /// Whether `short` is the start of `long` with a diminutive ending (see
    /// ``NicknameTable/isUnseenDiminutive(_:of:)``).
    private func isUnseenDiminutive(_ short: Int32, of long: Int32) -> Bool {
        let stem = Int(unseenDiminutiveStems[Int(short)])
        let shortRange = byteRange(short)
        let longRange = byteRange(long)
        guard stem > 0, longRange.count >= stem + 2 else { return false }
        for offset in 0..<stem where bytes[shortRange.lowerBound + offset] != bytes[longRange.lowerBound + offset] {
            return false
        }
        return true
    }

    private func sharesCanonicalForm(_ left: Int32, _ right: Int32) -> Bool {
        let rightForms = forms[Int(formStarts[Int(right)])..<Int(formStarts[Int(right) + 1])]
        for index in Int(formStarts[Int(left)])..<Int(formStarts[Int(left) + 1]) where rightForms.contains(forms[index]) {
            return true
        }
        return false
    }

    private func firstByte(_ name: Int32) -> Int {
        let range = byteRange(name)
        return range.isEmpty ? -1 : Int(bytes[range.lowerBound])
    }

    /// Whether the loose spellings of two names are the same.
    func soundAlike(_ left: Int32, _ right: Int32) -> Bool {
        looseSpellings[Int(left)] == looseSpellings[Int(right)]
    }

    /// Whether `long` starts with `short`, character by character.
    private func hasPrefix(_ long: Int32, _ short: Int32) -> Bool {
        guard isPlainASCII[Int(long)] && isPlainASCII[Int(short)] else {
            return texts[Int(long)].hasPrefix(texts[Int(short)])
        }
        let longRange = byteRange(long)
        let shortRange = byteRange(short)
        guard shortRange.count <= longRange.count else { return false }
        for offset in 0..<shortRange.count where bytes[longRange.lowerBound + offset] != bytes[shortRange.lowerBound + offset] {
            return false
        }
        return true
    }

    /// Whether one substitution, insertion, deletion or swap of neighbours turns one name
    /// into the other.
    func isWithinOneEdit(_ left: Int32, _ right: Int32) -> Bool {
        Self.isWithinOneEdit(bytes, byteRange(left), byteRange(right))
    }

    /// ``isWithinOneEdit(_:_:)`` on two ranges of one byte array.
    static func isWithinOneEdit(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if abs(a.count - b.count) > 1 { return false }
        var start = 0
        while start < a.count && start < b.count && bytes[a.lowerBound + start] == bytes[b.lowerBound + start] {
            start += 1
        }
        var endA = a.count
        var endB = b.count
        while endA > start && endB > start && bytes[a.lowerBound + endA - 1] == bytes[b.lowerBound + endB - 1] {
            endA -= 1
            endB -= 1
        }
        let restA = endA - start
        let restB = endB - start
        if restA <= 1 && restB <= 1 { return true }
        if restA == 2 && restB == 2 {
            return bytes[a.lowerBound + start] == bytes[b.lowerBound + start + 1]
                && bytes[a.lowerBound + start + 1] == bytes[b.lowerBound + start]
        }
        return false
    }

    /// The Jaro–Winkler similarity at or above which two given names that are no nickname,
    /// typo or short form of each other still count as similar (two typos in a long name,
    /// an unseen diminutive such as Steffi / Stefanie scores below).
    static let similarNameBar = 0.88

    /// Whether two names are similar: Jaro–Winkler at least ``similarNameBar``.
    ///
    /// Most names compared here share few letters, and a bound that needs no matching tells
    /// them apart first (the answer is the same; scoring a million records compares names
    /// some twenty million times): a byte can only match a byte of the other name with the
    /// same value, so the matches `m` are at most the bytes of each name whose value occurs
    /// in the other; Jaro is at most `(m/|a| + m/|b| + 1) / 3` and Jaro–Winkler at most
    /// `0.6 · Jaro + 0.4` (a prefix bonus of four bytes).
    func isSimilar(_ left: Int32, _ right: Int32) -> Bool {
        let a = byteRange(left)
        let b = byteRange(right)
        guard !a.isEmpty && !b.isEmpty else { return false }
        let (leftSet, rightSet) = (byteSets[Int(left)], byteSets[Int(right)])
        var inRight = 0
        for index in a where rightSet & (1 << UInt64(bytes[index] & 63)) != 0 { inRight += 1 }
        var inLeft = 0
        for index in b where leftSet & (1 << UInt64(bytes[index] & 63)) != 0 { inLeft += 1 }
        let matches = Double(min(inRight, inLeft))
        let jaroBound = (matches / Double(a.count) + matches / Double(b.count) + 1) / 3
        if 0.6 * jaroBound + 0.4 < Self.similarNameBar - 1e-9 { return false }
        return jaroWinkler(left, right) >= Self.similarNameBar
    }

    /// The Jaro–Winkler similarity of two names (0 to 1), on their bytes.
    func jaroWinkler(_ left: Int32, _ right: Int32) -> Double {
        Self.jaroWinkler(bytes, byteRange(left), byteRange(right))
    }

    /// Jaro–Winkler similarity of two ranges of one byte array: matching bytes within half
    /// the longer length, transpositions, and a bonus of 0.1 per common leading byte (at most 4).
    static func jaroWinkler(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Double {
        if a.isEmpty || b.isEmpty { return 0 }
        // Which bytes matched, in scratch space on the stack (for names of ordinary length):
        // this runs for most candidate pairs, so it allocates nothing.
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: a.count + b.count) { matched in
            matched.initialize(repeating: false)
            let (matchedA, matchedB) = (matched.baseAddress!, matched.baseAddress! + a.count)
            let window = max(0, max(a.count, b.count) / 2 - 1)
            var matches = 0
            for i in 0..<a.count {
                let low = max(0, i - window)
                let high = min(b.count, i + window + 1)
                guard low < high else { continue }
                for j in low..<high where !matchedB[j] && bytes[a.lowerBound + i] == bytes[b.lowerBound + j] {
                    matchedA[i] = true
                    matchedB[j] = true
                    matches += 1
                    break
                }
            }
            if matches == 0 { return 0 }
            var transpositions = 0
            var j = 0
            for i in 0..<a.count where matchedA[i] {
                while !matchedB[j] { j += 1 }
                if bytes[a.lowerBound + i] != bytes[b.lowerBound + j] { transpositions += 1 }
                j += 1
            }
            let m = Double(matches)
            let jaro = (m / Double(a.count) + m / Double(b.count) + (m - Double(transpositions / 2)) / m) / 3
            var prefix = 0
            while prefix < min(4, a.count, b.count) && bytes[a.lowerBound + prefix] == bytes[b.lowerBound + prefix] { prefix += 1 }
            return jaro + Double(prefix) * 0.1 * (1 - jaro)
        }
    }

    /// Whether two names, one of them of several words, share a word of three letters or
    /// more (García López and García).
    ///
    /// Two printable ASCII names are compared on their bytes (each byte is one character),
    /// others by characters, as the texts' `shareAWord` compares them.
    func shareAWord(_ left: Int32, _ right: Int32) -> Bool {
        guard hasSeveralWords[Int(left)] || hasSeveralWords[Int(right)] else { return false }
        guard isPlainASCII[Int(left)] && isPlainASCII[Int(right)] else {
            return Self.shareAWord(texts[Int(left)], texts[Int(right)])
        }
        let rightWords = bytes[byteRange(right)].split(separator: 0x20)
        return bytes[byteRange(left)].split(separator: 0x20).contains { $0.count >= 3 && rightWords.contains($0) }
    }

    /// Whether two names share a word of three bytes or more, the words cut and compared
    /// character by character.
    static func shareAWord(_ left: String, _ right: String) -> Bool {
        let rightWords = right.split(separator: " ")
        return left.split(separator: " ").contains { $0.utf8.count >= 3 && rightWords.contains($0) }
    }
}
