extension PairScorer {
    /// Names that meet across the ways they are written: a name written without a space
    /// against the same name in two parts (``scoreJoinedName(_:_:fullNameWeight:on:)``), a
    /// Han or Hangul name against a Latin one through its Latin spelling (see
    /// `MatchKeyBuilder+LatinSpelling.swift`), an Arabic or Hebrew name against a Latin one through
    /// its consonants (``scoreConsonants(_:_:givenWeight:familyWeight:fullNameWeight:on:)``);
    /// nil when the pair is not one of those.
    ///
    /// - The same name in pinyin or romanization (`张伟` and `Wei Zhang` or `Zhang Wei`,
    ///   `김민준` and `Kim Minjun`) weighs half of what agreeing on the whole name would: one
    ///   pinyin spelling stands for several Han names (`张伟`, `章伟`, `张威`), and a loose
    ///   romanization for several Hangul ones.
    /// - The same family name only (`张伟` and `David Zhang`: many people with a Han name also
    ///   go by a Western given name) weighs half the family name's agreement; a Latin card
    ///   with one name only, the Han given name (`Wei`), half the given name's.
    ///   For a Hangul name, the given names are then different when both cards have one.
/// - Neither: no weight against, but the names are different, so a landline they share
    ///   weighs as a household's.
    ///
    /// Returns whether the names are different.
    func scoreAcrossScripts(
        _ first: Int, _ second: Int, givenWeight: Double, familyWeight: Double,
        fullNameWeight: Double, on sheet: inout ScoreSheet
    ) -> Bool? {
        if let joinedDiffers = scoreJoinedName(first, second, fullNameWeight: fullNameWeight, on: &sheet) {
            return joinedDiffers
        }
        let (left, right) = (records[first], records[second])
        guard left.hasNonLatinName != right.hasNonLatinName else { return nil }
        let (otherIndex, latin) = left.hasNonLatinName ? (first, right) : (second, left)
        guard latin.given >= 0 || latin.family >= 0 else { return nil }
        guard let han = records.latinSpellings[Int32(otherIndex)] else {
            return scoreConsonants(
                otherIndex, latin, givenWeight: givenWeight, familyWeight: familyWeight,
                fullNameWeight: fullNameWeight, on: &sheet)
        }
        let latinGivenText = records.givenNames[latin.given]
        let latinFamilyText = records.familyNames[latin.family]
        let other = records[otherIndex]
        let korean = Self.isHangul(records.familyNames[other.family]) || Self.isHangul(records.givenNames[other.given])
        let spelling = korean ? "romanization" : "pinyin"
        // The Latin parts as a given and as a family name (they differ for Korean only).
        func hash(_ text: String, asFamilyName: Bool) -> UInt64 {
            MatchKeyBuilder.pinyinHash(korean ? Transliteration.koreanLooseForm(text, isFamilyName: asFamilyName) : text)
        }
        let latinGiven = hash(latinGivenText, asFamilyName: false)
        let latinFamily = hash(latinFamilyText, asFamilyName: true)
        let latinGivenAsFamily = korean ? hash(latinGivenText, asFamilyName: true) : latinGiven
        let latinFamilyAsGiven = korean ? hash(latinFamilyText, asFamilyName: false) : latinFamily
        if (han.given == latinGiven && han.family == latinFamily)
            || (han.given == latinFamilyAsGiven && han.family == latinGivenAsFamily)
        {
            sheet.note(.name, "same in \(spelling)", min(givenWeight + familyWeight, fullNameWeight) / 2)
            return false
        }
        if han.family != 0 && (han.family == latinFamily || han.family == latinGivenAsFamily) {
            sheet.note(.familyName, "same in \(spelling)", familyWeight / 2)
            // Korean has few family names (one in five is Kim): two given names that do not
            // agree are two people, whatever the Latin card's given name.
            guard korean, han.given != 0, latin.given >= 0, latin.family >= 0 else { return false }
            sheet.note(.givenName, "different in romanization", 0)
            return true
        }
        if (latin.given < 0) != (latin.family < 0), han.given != 0 && han.family != 0 {
            // A Latin card with the whole name in one word (`ZhangWei`, `Ahnjihun`).
            let word = latin.given >= 0 ? latinGivenText : latinFamilyText
            let joined = korean ? hash(word, asFamilyName: false) : MatchKeyBuilder.pinyinHash(word)
            if joined == han.joinedFamilyFirst || joined == han.joinedGivenFirst {
                sheet.note(.name, "same in \(spelling), written without a space", min(givenWeight + familyWeight, fullNameWeight) / 2)
                return false
            }
        }
        if latin.given < 0 || latin.family < 0, han.given != 0, han.given == latinGiven || han.given == latinFamilyAsGiven {
            // A Latin card with one name, the Han name's given name ("Wei" and 张伟).
            sheet.note(.givenName, "same in \(spelling)", givenWeight / 2)
            return false
        }
        sheet.note(.name, "different in \(spelling)", 0)
        return true
    }

    /// Whether a folded name part starts with a Hangul syllable.
    static func isHangul(_ folded: String) -> Bool {
        guard let first = folded.unicodeScalars.first?.value else { return false }
        return Transliteration.hangulSyllables.contains(first)
    }
}
