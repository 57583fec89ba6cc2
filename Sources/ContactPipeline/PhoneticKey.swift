/// A sound-alike key for family names, so that spellings and transliterations of one name
/// meet: Schmidt and Schmitt, Iwanow and Ivanov, Meyer and Maier.
///
/// The key is ContactKit's own: on the folded Latin form, a few spelling groups are reduced
/// (`sch` → `s`, `ph` → `f`, `ck` → `k`, `kh` → `k`), then consonants fall into sound classes
/// (``classes``), vowels and `h`, `w`, `y` are dropped after the first letter, and repeats
/// collapse. The first letter's class is kept so that short names still separate.
public enum PhoneticKey {
    /// Sound classes of the consonants: letters in one string share a class.
    static let classes: [String] = ["bp", "fvw", "cgkq", "sxz", "dt", "l", "mn", "r", "j"]

    private static let classOfLetter: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for (index, letters) in classes.enumerated() {
            for byte in letters.utf8 { table[Int(byte)] = UInt8(index + 1) }
        }
        return table
    }()

    /// The key of a folded (lower-case ASCII) name; empty when it has no Latin letters.
    public static func key(_ folded: String) -> String {
        var letters: [UInt8] = []
        letters.reserveCapacity(folded.utf8.count)
        for byte in folded.utf8 where byte >= 97 && byte <= 122 { letters.append(byte) }
        guard !letters.isEmpty else { return "" }
        var reduced: [UInt8] = []
        reduced.reserveCapacity(letters.count)
        var index = 0
        while index < letters.count {
            let byte = letters[index]
            let next = index + 1 < letters.count ? letters[index + 1] : 0
            let afterNext = index + 2 < letters.count ? letters[index + 2] : 0
            if byte == 115 && next == 99 && afterNext == 104 {
                reduced.append(115); index += 3  // sch
            } else if byte == 112 && next == 104 {
                reduced.append(102); index += 2  // ph
            } else if (byte == 107 || byte == 99) && (next == 104 || next == 107) {
                reduced.append(107); index += 2  // kh, ch, ck
            } else {
                reduced.append(byte); index += 1
            }
        }
        var output: [UInt8] = []
        let first = reduced[0]
        let firstClass = classOfLetter[Int(first)]
        // A name that starts with a vowel keeps the vowel, one starting with a consonant its
        // class, so that Karl and Carl, Wolf and Volf meet.
        output.append(firstClass == 0 ? 97 : UInt8(48) + firstClass)
        var previousClass = firstClass
        for byte in reduced.dropFirst() {
            let letterClass = classOfLetter[Int(byte)]
            if letterClass != 0 && letterClass != previousClass {
                output.append(UInt8(48) + letterClass)
                if output.count >= 6 { break }
            }
            if letterClass != 0 || !(byte == 104 || byte == 119 || byte == 121) {
                previousClass = letterClass
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
