/// A sound-alike key for family names, so that spellings and transliterations of one name
/// meet: Schmidt and Schmitt, Iwanow and Ivanov, Meyer and Maier.
///
/// The key is ContactKit's own: on the folded Latin form, a few spelling groups are reduced
/// (`sch` → `s`, `ph` → `f`, `ck` → `k`, `kh` → `k`), then consonants fall into sound classes
/// (`classes`), vowels and `h`, `w`, `y` are dropped after the first letter, and repeats
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
        var folded = folded
        return folded.withUTF8 { text in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { letters in
                key(text, scratch: letters)
            }
        }
    }

    /// ``key(_:)`` of UTF-8 bytes, with room for them in `scratch`.
    private static func key(_ text: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>) -> String {
        var count = 0
        for byte in text where byte >= 97 && byte <= 122 {
            scratch[count] = byte
            count += 1
        }
        guard count > 0 else { return "" }
        // Spelling groups reduced in place (the reduced form is never longer).
        var index = 0
        var reducedCount = 0
        while index < count {
            let byte = scratch[index]
            let next = index + 1 < count ? scratch[index + 1] : 0
            let afterNext = index + 2 < count ? scratch[index + 2] : 0
            if byte == 115 && next == 99 && afterNext == 104 {
                scratch[reducedCount] = 115; index += 3  // sch
            } else if byte == 112 && next == 104 {
                scratch[reducedCount] = 102; index += 2  // ph
            } else if (byte == 107 || byte == 99) && (next == 104 || next == 107) {
                scratch[reducedCount] = 107; index += 2  // kh, ch, ck
            } else {
                scratch[reducedCount] = byte; index += 1
            }
            reducedCount += 1
        }
        var output: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &output) { output in
            let first = scratch[0]
            let firstClass = classOfLetter[Int(first)]
            // A name that starts with a vowel keeps the vowel, one starting with a consonant its
            // class, so that Karl and Carl, Wolf and Volf meet.
            output[0] = firstClass == 0 ? 97 : UInt8(48) + firstClass
            var outputCount = 1
            var previousClass = firstClass
            for byte in scratch[1..<reducedCount] {
                let letterClass = classOfLetter[Int(byte)]
                if letterClass != 0 && letterClass != previousClass {
                    output[outputCount] = UInt8(48) + letterClass
                    outputCount += 1
                    if outputCount >= 6 { break }
                }
                if letterClass != 0 || !(byte == 104 || byte == 119 || byte == 121) {
                    previousClass = letterClass
                }
            }
            return String(decoding: output[0..<outputCount], as: UTF8.self)
        }
    }
}
