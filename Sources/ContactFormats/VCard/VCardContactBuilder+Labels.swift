import ContactModel

/// The label and parameters of a value whose types are all common spellings (nearly every
/// `TEL`, `EMAIL`, `ADR` and `URL`): read from the codes themselves, with no index into the
/// types, no copy of the label and, for a value outside an item group (most), no look for a
/// companion or for other members of its group. ``labelAndParameters(_:kind:)`` takes the
/// general path for the others; tests compare the two on the same values.
extension VCardContactBuilder {
    /// ``labelAndParameters(_:kind:)`` of a value whose types are codes (not
    /// ``VCardProperty/typesSpelledOut``), for any kind but `relation`.
    @inline(__always)
    mutating func labelAndParameters(
        coded value: VCardProperty, kind: VCardValueKind, labelCompanion: LabelCompanion = .lookUp
    ) -> (Label?, [Parameter]) {
        let codes = value.typeCodes
        var words = VCardTypeWords()
        // Whether a type is no word at all (`MSG`, `dom`): such a type is always kept.
        var hasWordless = false
        var rest = codes
        while rest != 0 {
            let word = VCardTypeSpellings.word(ofCode: UInt8(truncatingIfNeeded: rest))
            if word.isEmpty { hasWordless = true }
            words.formUnion(word)
            rest &>>= 8
        }
        let label: Label?
        // The words that spell the label (types that say nothing more): none for a custom
        // label or none at all.
        let spelling: VCardTypeWords
        if let labelIndex = labelIndex(value, labelCompanion) {
            label = companionLabel(labelIndex)
            // iOS writes `item1.TEL;type=CELL;type=VOICE` beside `_$!<Mobile>!$_`: the
            // types that spell the label say nothing more (a custom label spells none).
            spelling = label.map { VCardContactBuilder.spelling(of: $0, kind: kind) } ?? []
        } else {
            label = VCardTypeTable.label(fromWords: words, kind: kind)
            spelling = label.map { VCardContactBuilder.spelling(of: $0, kind: kind) } ?? []
        }
        // The codes of the types kept as parameters, in order. Most values keep none: each
        // type a word (one bit each) that spells the label or is the default.
        var kept: UInt64 = 0
        var shift: UInt64 = 0
        rest = hasWordless || !words.isSubset(of: spelling.union(VCardContactBuilder.defaultWord(kind))) ? codes : 0
        while rest != 0 {
            let code = UInt8(truncatingIfNeeded: rest)
            let word = VCardTypeSpellings.word(ofCode: code)
            if !VCardTypeTable.isDefault(word, kind: kind), spelling.isDisjoint(with: word) {
                kept |= UInt64(code) &<< shift
                shift &+= 8
            }
            rest &>>= 8
        }
        var parameters = value.otherParameters
        if kept != 0 {
            var remaining: [String] = []
            while kept != 0 {
                remaining.append(VCardTypeSpellings.text(ofCode: UInt8(truncatingIfNeeded: kept)))
                kept &>>= 8
            }
            parameters.insert(Parameter(name: "TYPE", values: remaining), at: 0)
        }
        if value.groupKey != 0, let group = groupParameter(for: value) { parameters.append(group) }
        return (label, parameters)
    }

    /// The word ``VCardTypeTable/isDefault(_:kind:)`` drops for `kind` (empty for none).
    @inline(__always)
    static func defaultWord(_ kind: VCardValueKind) -> VCardTypeWords {
        switch kind {
        case .phone: return .voice
        case .email: return .internet
        default: return []
        }
    }

    /// The words whose types spell `label` for `kind` (any kind but `relation`): a type is
    /// dropped beside the label when its word is one of them. Empty for a label no type
    /// spells (a custom one). ``VCardTypeTable/word(_:spells:kind:)`` is this test; a test
    /// compares the two for every label and word.
    static func spelling(of label: Label, kind: VCardValueKind) -> VCardTypeWords {
        switch label {
        case .homeFax: return [.fax, .home, .homeFax]
        case .workFax: return [.fax, .work, .workFax]
        case .otherFax: return [.fax, .other]
        case .iPhone: return [.iPhone, .cell]
        case .mobile: return .cell
        case .main: return .main
        case .pager: return .pager
        case .home: return kind == .phone ? [.home, .home2] : .home
        case .work: return kind == .phone ? [.work, .work2] : .work
        case .other: return .other
        case .homePage: return .homePage
        case .school: return .school
        default: return []
        }
    }
}
