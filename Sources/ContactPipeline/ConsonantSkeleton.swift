/// The consonants of a name in Arabic or Hebrew letters, to compare with a Latin spelling of
/// it: these scripts usually leave short vowels out, so a name is matched on its consonants.
///
/// Each letter becomes a *slot*: the consonant classes it may be written with in Latin
/// letters, and whether it may be left out. The classes come from the letters' romanizations
/// in the ALA-LC romanization tables (Arabic, 2012; Hebrew, 2011), with their diacritics
/// removed (ḥ, ṣ, ḍ, ṭ, ẓ are h, s, d, t, z), plus the spellings names are commonly given in:
///
/// - letters that are also vowels or silent may be left out: alif, hamza, ʿayn, wāw, yāʾ,
///   tāʾ marbūṭa and final hāʾ in Arabic; alef, he, vav, yod and ayin in Hebrew; the article
///   al- (written `ال`) may be left out or assimilated;
/// - letters with two readings take either: Hebrew bet b or v, kaf k or kh/ch, pe p or f,
///   het h or ch, shin sh or s, tsadi ts/tz or z; Arabic jīm j or g, thāʾ th or s, dhāl and
///   ḍād d or z; vav and wāw v; yod and yāʾ y or j.
///
/// A Latin spelling becomes classes too (``latinClasses(_:)``): vowels, `w` and `y` are left
/// out, digraphs are one class (`kh`, `ch` → kh; `sh`, `sch` → sh; `th` → t; `dh` → d; `gh`
/// → g; `ph` → f; `tz`, `ts` → ts), b/v, p/f and k/q/c/ck are one class each, and a doubled
/// letter counts once (Arabic does not write the shadda). The skeleton matches when its slots
/// can take the Latin classes in order, skipping only slots that may be left out.
///
/// It is a key for a name written in two scripts, not proof of one name: `حسن` (Hasan)
/// matches `Hussein` too, and `محمد` (Muhammad) matches `Mahmoud`.
struct ConsonantSkeleton: Equatable {
    /// Each slot: the classes it may be written with (bit `c - 97` for class letter `c`) and
    /// bit 31 when it may be left out.
    private(set) var slots: [UInt32] = []

    static let optional: UInt32 = 1 << 31

    /// The skeleton of a folded name in Arabic or Hebrew letters (words joined), or nil when
    /// it has other letters or none.
    init?(_ folded: String) {
        var atWordStart = true
        var previousWasArticleAlif = false
        for scalar in folded.unicodeScalars {
            let value = scalar.value
            if value == 0x20 || value == 0x2D {
                atWordStart = true
                continue
            }
            if Self.ignored.contains(value) { continue }
            guard var slot = Transliteration.consonantSlot(value) else { return nil }
            // The article al- at a word's start: its lām may be left out (`al-Zahra`, `Zahra`,
            // `az-Zahra`).
            if value == 0x644 && previousWasArticleAlif { slot |= Self.optional }
            previousWasArticleAlif = atWordStart && value == 0x627
            atWordStart = false
            if let last = slots.last, last == slot, slot & Self.optional == 0 { continue }
            slots.append(slot)
        }
        guard !slots.isEmpty, slots.count <= 40 else { return nil }
    }

    /// Whether `folded` is written in Arabic or Hebrew letters (its first letter is).
    static func isAbjad(_ folded: String) -> Bool {
        guard let first = folded.unicodeScalars.first?.value else { return false }
        return (0x5D0...0x5EA).contains(first) || (0x620...0x64A).contains(first)
            || (0x671...0x6D3).contains(first)
    }

    /// Whether a Latin spelling (folded) can be written with these consonants.
    func matches(latin folded: String) -> Bool {
        matches(Self.latinClasses(folded))
    }

    /// Whether Latin consonant classes (``latinClasses(_:)``) can be written with these consonants.
    func matches(_ classes: [UInt8]) -> Bool {
        edits(toSpell: classes, allowed: 0) == 0
    }

    /// Whether a Latin spelling is one consonant off (one class changed, added or left out: a
    /// typo, `Mcihal` for `מיכל`); only for spellings of three classes or more, as any two short
    /// names are one consonant apart.
    func isOneEditFrom(latin folded: String) -> Bool {
        isOneEditFrom(Self.latinClasses(folded))
    }

    /// ``isOneEditFrom(latin:)`` of Latin consonant classes.
    func isOneEditFrom(_ classes: [UInt8]) -> Bool {
        classes.count >= 3 && edits(toSpell: classes, allowed: 1) == 1
    }

    /// Whether a one-letter Latin given name is an initial of this name: the class of the
    /// letter is one of the first letter's (an optional first letter also stands for a vowel).
    func hasInitial(_ folded: String) -> Bool {
        guard folded.utf8.count == 1, let first = slots.first else { return false }
        let classes = Self.latinClasses(folded)
        guard let initial = classes.first else { return first & Self.optional != 0 }
        return first & (1 << UInt32(initial - 97)) != 0
    }

    /// The fewest edits (up to `allowed`) that let the slots spell `classes`, or nil when more
    /// are needed. A slot may also take the class the slot before it took (a letter doubled
    /// in Latin, or the same consonant twice around a vowel letter, as in `ليلى` / `Layla`).
    private func edits(toSpell classes: [UInt8], allowed: Int) -> Int? {
        guard classes.count <= 40 else { return nil }
        if classes.isEmpty {
            // A Latin spelling of vowels only (`Aya`): the name must be vowel letters only.
            return slots.allSatisfy({ $0 & Self.optional != 0 }) ? 0 : nil
        }
        let width = classes.count + 1
        let unreachable = allowed + 1
        // cost[j]: the fewest edits for the slots so far to spell the first j classes.
        var cost = [Int](repeating: unreachable, count: width)
        var next = cost
        for j in 0..<width { cost[j] = min(unreachable, j) }  // classes added
        for slot in slots {
            for j in 0..<width {
                var best = cost[j] + (slot & Self.optional != 0 ? 0 : 1)  // slot left out
                if j > 0 {
                    let takes = slot & (1 << UInt32(classes[j - 1] - 97)) != 0
                    if takes { best = min(best, cost[j]) }  // takes the class before again
                    best = min(best, cost[j - 1] + (takes ? 0 : 1))  // spells class j (or is changed)
                    best = min(best, next[j - 1] + 1)  // a class added
                }
                next[j] = min(best, unreachable)
            }
            swap(&cost, &next)
        }
        return cost[classes.count] <= allowed ? cost[classes.count] : nil
    }

    /// The consonant classes of a folded Latin name, one lower-case letter each (`x` for
    /// kh/ch, `w` for sh, `c` for ts), doubled classes once.
    static func latinClasses(_ folded: String) -> [UInt8] {
        let bytes = Array(folded.utf8)
        var classes: [UInt8] = []
        var index = 0
        func append(_ letter: UInt8) {
            if classes.last != letter { classes.append(letter) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let afterNext = index + 2 < bytes.count ? bytes[index + 2] : 0
            index += 1
            switch (byte, next) {
            case (115, 99) where afterNext == 104: append(119); index += 2  // sch → sh
            case (107, 104), (99, 104): append(120); index += 1  // kh, ch
            case (115, 104): append(119); index += 1  // sh
            case (116, 104): append(116); index += 1  // th
            case (100, 104): append(100); index += 1  // dh
            case (103, 104): append(103); index += 1  // gh
            case (112, 104): append(102); index += 1  // ph
            case (122, 104): append(122); index += 1  // zh
            case (116, 122), (116, 115): append(99); index += 1  // tz, ts
            case (99, 107): append(107); index += 1  // ck
            default:
                switch byte {
                case 97, 101, 105, 111, 117, 119, 121: continue  // vowels, w, y
                case 98, 118: append(98)  // b, v
                case 112, 102: append(102)  // p, f
                case 107, 113, 99: append(107)  // k, q, c
                case 120: append(107); append(115)  // x
                case 97...122: append(byte)
                default: continue  // spaces, digits
                }
            }
        }
        return classes
    }

    /// Marks and signs written inside a name that are not letters: tatweel, Hebrew geresh
    /// and gershayim, maqaf.
    private static let ignored: Set<UInt32> = [0x640, 0x5F3, 0x5F4, 0x5BE, 0x27, 0x2019]
}
