extension JCardReader {
    /// The 1-based line where each array nested `depth` deep in `bytes` starts (a jCard's
    /// properties are the arrays 2 deep in `["vcard", [[...], [...]]]`), counting line
    /// feeds from `firstLine`; brackets inside strings do not count.
    static func itemLines(in bytes: [UInt8], depth wanted: Int, firstLine: Int) -> [Int] {
        var lines: [Int] = []
        var line = firstLine
        var depth = 0
        var strings = JSONStringTracker()
        for byte in bytes {
            if byte == 10 { line += 1 }
            if strings.belongsToString(byte) { continue }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "["), depth == wanted { lines.append(line) }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
        }
        return lines
    }
}
