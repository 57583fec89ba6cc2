extension JCardReader {
    /// The 1-based line where each array nested `depth` deep in `bytes` starts (a jCard's
    /// properties are the arrays 2 deep in `["vcard", [[...], [...]]]`), counting line
    /// feeds from `firstLine`; brackets inside strings do not count.
    static func itemLines(in bytes: [UInt8], depth wanted: Int, firstLine: Int) -> [Int] {
        var lines: [Int] = []
        var line = firstLine
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if byte == 10 { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
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
