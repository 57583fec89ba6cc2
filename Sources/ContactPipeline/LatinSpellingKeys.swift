/// The keys of a Han or Hangul name spelled in Latin letters (see
/// `MatchKeyBuilder+LatinSpelling.swift`): the hashes of its given and family names
/// (``MatchKeyBuilder/pinyinHash(_:)`` of the pinyin, or of the loose form of the Revised
/// Romanization for Hangul; 0 for an empty part; a part already Latin is hashed as it is)
/// and of its sorted words (``MatchKeyBuilder/nameWordsHash(_:)``, as a Latin name's words
/// are hashed), and of the whole name in one word.
struct LatinSpellingKeys: Equatable {
    var given: UInt64
    var family: UInt64
    var nameWords: UInt64
    /// The hashes of the name written in one word, family name first and given name first
    /// (`zhangwei`, `weizhang`), to meet a Latin card that typed it so.
    var joinedFamilyFirst: UInt64 = 0
    var joinedGivenFirst: UInt64 = 0
}
