/// A forgiving spelling of a folded name, so that transliterations of one name meet:
/// Evgeniy and Ewgenij, Yuliya and Julija, Mikhaylova and Michajlowa, Kuznetsov and Kusnezow.
///
/// The rules, in order: `tsch`, `sch`, `ch`, `kh`, `zh` and `sh` reduce to one sound each;
/// `w` → `v`, `j` and `y` → `i`, `x` → `ks`, `ph` → `f`, `c` and `q` → `k`, `tz`, `ts` and
/// `z` → `s`; `h` after the first letter is dropped; doubled letters collapse.
enum LooseSpelling {
    static func key(_ folded: String) -> String {
        let bytes = Array(folded.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        func starts(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
            return true
        }
        while index < bytes.count {
            var emitted: [UInt8]
            if starts("tsch") { emitted = [104]; index += 4 }  // → h (a "ch" sound)
            else if starts("sch") || starts("zh") || starts("sh") { emitted = [115]; index += starts("sch") ? 3 : 2 }
            else if starts("ch") || starts("kh") { emitted = [104]; index += 2 }
            else if starts("ph") { emitted = [102]; index += 2 }
            else if starts("tz") || starts("ts") { emitted = [115]; index += 2 }
            else {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 119: emitted = [118]  // w → v
                case 106, 121: emitted = [105]  // j, y → i
                case 120: emitted = [107, 115]  // x → ks
                case 99, 113: emitted = [107]  // c, q → k
                case 122: emitted = [115]  // z → s
                case 104 where !output.isEmpty: emitted = []  // silent h
                case 32: emitted = []
                default: emitted = [byte]
                }
            }
            for byte in emitted where output.last != byte { output.append(byte) }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
