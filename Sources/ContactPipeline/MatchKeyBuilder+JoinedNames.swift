import ContactFormatting

/// Full names written in one word: `ItoHanako`, `LUOJUN`, `山口洋介` (a card with only a
/// formatted name, typed without a space).
///
/// A one-word name of a few letters gets one more name-words block key for each place it could
/// be split (`山口洋介` → `山 口洋介`, `山口 洋介`, `山口洋 介`), so it meets the same name
/// written in two parts; the pair is then compared as the joined name (see
/// `PairScorer+Scripts.swift`).
extension MatchKeyBuilder {
    /// Calls `body` with the name-words hash (``nameWordsHash(_:)``) of each way a folded
    /// one-word name splits in two: 2 to 6 letters of Han, kana or Hangul, or 5 to 20 Latin
    /// letters with at least two on each side. Nothing for other names.
    static func forEachJoinedNameSplit(_ folded: String, _ body: (UInt64) -> Void) {
        if TextFolding.isLatin(folded) {
            let bytes = Array(folded.utf8)
            guard bytes.count >= 5 && bytes.count <= 20, !bytes.contains(0x20) else { return }
            for split in 2...(bytes.count - 2) {
                body(nameWordsHash(String(decoding: bytes[..<split] + [0x20] + bytes[split...], as: UTF8.self)))
            }
            return
        }
        let scalars = Array(folded.unicodeScalars)
        guard scalars.count >= 2 && scalars.count <= 6,
            scalars.allSatisfy({ NameFormatter.isHan($0) || isKanaOrHangul($0.value) })
        else { return }
        for split in 1..<scalars.count {
            body(nameWordsHash(String(String.UnicodeScalarView(scalars[..<split])) + " " + String(String.UnicodeScalarView(scalars[split...]))))
        }
    }

    private static func isKanaOrHangul(_ value: UInt32) -> Bool {
        (0x3041...0x30FF).contains(value) || Transliteration.hangulSyllables.contains(value)
    }
}
