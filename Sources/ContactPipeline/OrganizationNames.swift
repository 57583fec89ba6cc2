/// Every distinct organization name of a book as its words, with what comparing two names
/// needs worked out once per word: whether it says which organization is meant (not a
/// kind of place, ``OrganizationWords/kindWords``, nor a word that many of the book's names
/// use, nor a branch marker) and whether it marks a branch.
///
/// Names come in the form ``MatchKeyBuilder/organizationText(_:)`` writes: folded words
/// without articles and legal forms, plural `s` removed, and the words of a trailing place in
/// brackets after a `(` word (`spago ( los angeles`).
///
/// Two names are compared word by word (``compare(_:_:)``): words match when they are equal,
/// one typo apart (five letters or more: `grille` / `grill`, `centre` / `center`), one the start
/// of the other (three letters or more: `deli` / `delicatessen`, `inst` / `institute`), or an
/// abbreviation of consonants (`ctr` / `center`), or a short form of the table
/// (``OrganizationWords/abbreviations``: `st` / `saint`, `sq` / `square`); a run of single
/// letters matches the words they begin (`b g club` / `boys girls club`) or the word they
/// spell (`r e wood` / `re wood`, from `R. E. Wood` and `R.E. Wood`).
struct OrganizationNames {
    /// How two organization names relate.
    enum Comparison: Equatable {
        /// The same words (in any order).
        case same
        /// The same words up to typos, abbreviations and initials.
        case similar
        /// Every word of one is in the other, which has more (`fenix` / `fenix at the argyle`).
        case contained
        /// They share a word that says which organization is meant, and each has words the
        /// other lacks (`ritz-carlton cafe` / `ritz-carlton dining room`).
        case partial
        /// The same but for branch markers (`firman house east` / `… west`, `roma` / `roma ii`).
        case branchesDiffer
        /// The same but for the kind of place, each with its own (`ritz-carlton cafe` /
        /// `ritz-carlton dining room`: two restaurants of one hotel).
        case otherKind
        /// No word that says which organization is meant is shared.
        case different

        /// Whether the names clearly say two organizations: what they share (a building's
        /// address, its switchboard) then never links them alone.
        var isClearlyDifferent: Bool { self == .different || self == .branchesDiffer || self == .otherKind }
    }

    /// The words of name `i`: `words[wordStarts[i]..<wordStarts[i + 1]]` (word identifiers),
    /// and whether each stood in the trailing brackets.
    private var words: [Int32] = []
    private var inBrackets: [Bool] = []
    private var wordStarts: [Int32] = [0]
    /// Each distinct word's bytes (`wordBytes[wordByteStarts[w]..<wordByteStarts[w + 1]]`),
    /// whether it is informative and whether it is a branch marker.
    private var wordBytes: [UInt8] = []
    private var wordByteStarts: [Int32] = [0]
    private var isInformative: [Bool] = []
    private var isBranchMarker: [Bool] = []
    /// Pairs of words one of which is a short form of the other (``OrganizationWords/abbreviations``),
    /// as `first << 32 | second`, both ways round.
    private var abbreviationPairs: Set<UInt64> = []

    /// A word in at least this many of the book's distinct names, and in at least one in
    /// ``commonWordShare`` of them, names a kind of place there, not one organization
    /// (`chicago`, `academy`, `easter seals` in a book of one city's child-care centres).
    static let commonWordNames = 8
    static let commonWordShare = 100

    /// The names of a pool, by their identifiers there. `book`, when given, says how many
    /// distinct names of the whole book hold each word, and how many there are (a dedupe
    /// step that sees some records of a book: `DedupeSlice`); else the pool is the book.
    init(names: [String], book: (wordNames: (String) -> Int32?, nameCount: Int)? = nil) {
        var identifiers: [String: Int32] = [:]
        // In how many names each word appears.
        var nameCounts: [Int32] = []
        var lastName: [Int32] = []
        for (nameIndex, name) in names.enumerated() {
            var bracketed = false
            for word in name.split(separator: " ") {
                if word == "(" {
                    bracketed = true
                    continue
                }
                let text = String(word)
                let identifier: Int32
                if let known = identifiers[text] {
                    identifier = known
                } else {
                    identifier = Int32(isInformative.count)
                    identifiers[text] = identifier
                    wordBytes += text.utf8
                    wordByteStarts.append(Int32(wordBytes.count))
                    let marker = OrganizationWords.isBranchMarker(text.utf8)
                    isBranchMarker.append(marker)
                    isInformative.append(!marker && !OrganizationWords.kindWords.contains(text))
                    nameCounts.append(0)
                    lastName.append(-1)
                }
                if lastName[Int(identifier)] != Int32(nameIndex) {
                    lastName[Int(identifier)] = Int32(nameIndex)
                    nameCounts[Int(identifier)] += 1
                }
                words.append(identifier)
                inBrackets.append(bracketed)
            }
            wordStarts.append(Int32(words.count))
        }
        for (short, longs) in OrganizationWords.abbreviations {
            guard let abbreviation = identifiers[short] else { continue }
            for long in longs {
                guard let word = identifiers[long] else { continue }
                abbreviationPairs.insert(UInt64(UInt32(abbreviation)) << 32 | UInt64(UInt32(word)))
                abbreviationPairs.insert(UInt64(UInt32(word)) << 32 | UInt64(UInt32(abbreviation)))
            }
        }
        let common = Int32(max(Self.commonWordNames, (book?.nameCount ?? names.count) / Self.commonWordShare))
        for word in isInformative.indices {
            let count = book.flatMap { $0.wordNames(String(decoding: wordBytes[Int(wordByteStarts[word])..<Int(wordByteStarts[word + 1])], as: UTF8.self)) }
            if (count ?? nameCounts[word]) >= common { isInformative[word] = false }
        }
    }

    /// At most this many words of a name are compared (bit masks hold which matched).
    static let maximumWords = 64

    /// How names `left` and `right` (pool identifiers) relate.
    func compare(_ left: Int32, _ right: Int32) -> Comparison {
        if left == right { return .same }
        let a = Int(wordStarts[Int(left)])..<min(Int(wordStarts[Int(left) + 1]), Int(wordStarts[Int(left)]) + Self.maximumWords)
        let b = Int(wordStarts[Int(right)])..<min(Int(wordStarts[Int(right) + 1]), Int(wordStarts[Int(right)]) + Self.maximumWords)
        var matchedA: UInt64 = 0
        var matchedB: UInt64 = 0
        var informativeMatched = false
        // A name of kind words only (`The Grill`) is named by them.
        let kindNamed = !a.contains { isInformative[Int(words[$0])] } || !b.contains { isInformative[Int(words[$0])] }
        var fuzzy = false
        // Equal words first, then words that are alike.
        for pass in 0..<2 {
            for i in a where matchedA & (1 << UInt64(i - a.lowerBound)) == 0 {
                for j in b where matchedB & (1 << UInt64(j - b.lowerBound)) == 0 {
                    let equal = words[i] == words[j]
                    guard pass == 0 ? equal : wordsAlike(words[i], words[j]) else { continue }
                    matchedA |= 1 << UInt64(i - a.lowerBound)
                    matchedB |= 1 << UInt64(j - b.lowerBound)
                    if kindNamed || isInformative[Int(words[i])] || isInformative[Int(words[j])] { informativeMatched = true }
                    if pass == 1 { fuzzy = true }
                    break
                }
            }
        }
        // Initials: `b g` for `boys girls` or `r e` for `re`, either way round (both can hold:
        // `b g club general re wood` / `boys girls club general r e wood`).
        let initialsOfB = matchInitials(a, &matchedA, b, &matchedB)
        let initialsOfA = matchInitials(b, &matchedB, a, &matchedA)
        if initialsOfB || initialsOfA {
            informativeMatched = true
            fuzzy = true
        }
        let restA = a.filter { matchedA & (1 << UInt64($0 - a.lowerBound)) == 0 }
        let restB = b.filter { matchedB & (1 << UInt64($0 - b.lowerBound)) == 0 }
        if restA.isEmpty && restB.isEmpty { return fuzzy ? .similar : .same }
        // A branch marker (`II`, `East`, a number) on one side only: another branch. A place in
        // brackets on one side only is how a guide names the one branch it lists (`Spago (Los
        // Angeles)`): one name inside the other.
        let isBareMarker = { (index: Int) in !self.inBrackets[index] && self.isBranchMarker[Int(self.words[index])] }
        if (restA.isEmpty && restB.allSatisfy(isBareMarker)) || (restB.isEmpty && restA.allSatisfy(isBareMarker)) {
            return .branchesDiffer
        }
        guard informativeMatched else { return .different }
        if restA.isEmpty || restB.isEmpty { return .contained }
        let isMarker = { (index: Int) in self.inBrackets[index] || self.isBranchMarker[Int(self.words[index])] }
        if restA.allSatisfy(isMarker) && restB.allSatisfy(isMarker) { return .branchesDiffer }
        // Each has a kind of place the other lacks, and nothing else but markers.
        let isKind = { (index: Int) in !self.inBrackets[index] && !self.isBranchMarker[Int(self.words[index])] && !self.isInformative[Int(self.words[index])] }
        if restA.contains(where: isKind) && restB.contains(where: isKind)
            && restA.allSatisfy({ isKind($0) || isMarker($0) }) && restB.allSatisfy({ isKind($0) || isMarker($0) })
        {
            return .otherKind
        }
        return .partial
    }

    /// Marks a run of two or more unmatched single-letter words of `short` that are the
    /// initials of as many consecutive unmatched words of `long`, or that spell one unmatched
    /// word of `long`; whether it found one.
    private func matchInitials(_ short: Range<Int>, _ matchedShort: inout UInt64, _ long: Range<Int>, _ matchedLong: inout UInt64) -> Bool {
        let letters = short.filter { matchedShort & (1 << UInt64($0 - short.lowerBound)) == 0 && wordLength(words[$0]) == 1 }
        guard letters.count >= 2, long.count >= 1 else { return false }
        for word in long where matchedLong & (1 << UInt64(word - long.lowerBound)) == 0 && wordLength(words[word]) == letters.count {
            let spelled = wordRange(words[word])
            guard zip(spelled, letters).allSatisfy({ wordBytes[$0] == firstByte(words[$1]) }) else { continue }
            for letter in letters { matchedShort |= 1 << UInt64(letter - short.lowerBound) }
            matchedLong |= 1 << UInt64(word - long.lowerBound)
            return true
        }
        guard long.count >= letters.count else { return false }
        for start in long.lowerBound...(long.upperBound - letters.count) {
            var fits = true
            for (offset, letter) in letters.enumerated() {
                let word = start + offset
                if matchedLong & (1 << UInt64(word - long.lowerBound)) != 0 || firstByte(words[word]) != firstByte(words[letter]) {
                    fits = false
                    break
                }
            }
            guard fits else { continue }
            for letter in letters { matchedShort |= 1 << UInt64(letter - short.lowerBound) }
            for offset in 0..<letters.count { matchedLong |= 1 << UInt64(start + offset - long.lowerBound) }
            return true
        }
        return false
    }

    private func wordRange(_ word: Int32) -> Range<Int> {
        Int(wordByteStarts[Int(word)])..<Int(wordByteStarts[Int(word) + 1])
    }

    private func wordLength(_ word: Int32) -> Int { wordRange(word).count }

    private func firstByte(_ word: Int32) -> UInt8 { wordBytes[wordRange(word).lowerBound] }

    /// Whether two different words are alike: a short form of the table and a word it stands
    /// for (`st` / `saint`), one typo apart (five letters or more), one the start of the other
    /// (three letters or more), or the shorter (three to five letters) the first letter and
    /// consonants of the longer (`ctr` / `center`, `mgmt` / `management`).
    func wordsAlike(_ left: Int32, _ right: Int32) -> Bool {
        if abbreviationPairs.contains(UInt64(UInt32(left)) << 32 | UInt64(UInt32(right))) { return true }
        let (a, b) = (wordRange(left), wordRange(right))
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        if short.count >= 5 && ComparableNames.isWithinOneEdit(wordBytes, a, b) { return true }
        guard short.count >= 3, wordBytes[short.lowerBound] == wordBytes[long.lowerBound] else { return false }
        if zip(wordBytes[short], wordBytes[long]).allSatisfy({ $0 == $1 }) { return true }
        guard short.count <= 5, !wordBytes[short].dropFirst().contains(where: Self.isVowel) else { return false }
        var position = long.lowerBound + 1
        for byte in wordBytes[short].dropFirst() {
            while position < long.upperBound && wordBytes[position] != byte { position += 1 }
            if position == long.upperBound { return false }
            position += 1
        }
        return true
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        byte == 0x61 || byte == 0x65 || byte == 0x69 || byte == 0x6F || byte == 0x75
    }
}
