/// Text laid out for a terminal: how many columns a string takes (East Asian wide
/// characters take two), padding and truncating to a width, wrapping long text.
enum TerminalText {
    /// The width of the terminal the commands lay their output out for.
    static let lineWidth = 80

    /// The columns `text` takes on a terminal.
    static func width(of text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Code point ranges of East Asian wide and full-width characters.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x0300 { return 1 }
        if value == 0x200B || (0xFE00...0xFE0F).contains(value)
            || scalar.properties.generalCategory == .nonspacingMark
        {
            return 0
        }
        if value < 0x1100 { return 1 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` cut to at most `columns` columns (ending in `…` when cut), then padded with
    /// spaces to exactly `columns`.
    static func fitted(_ text: String, columns: Int) -> String {
        var result = ""
        var used = 0
        if width(of: text) > columns {
            for character in text {
                let characterWidth = width(of: String(character))
                if used + characterWidth > columns - 1 { break }
                result.append(character)
                used += characterWidth
            }
            result.append("…")
            used += 1
        } else {
            result = text
            used = width(of: text)
        }
        return result + String(repeating: " ", count: max(0, columns - used))
    }

    /// Splits text into lines of at most `columns` columns, at spaces where it can.
    static func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordWidth = width(of: word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth > columns {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                if lineWidth > 0 {
                    line += " "
                    lineWidth += 1
                }
                line += word
                lineWidth += wordWidth
                while lineWidth > columns {
                    var head = ""
                    var headWidth = 0
                    for character in line {
                        let characterWidth = width(of: String(character))
                        if headWidth + characterWidth > columns { break }
                        head.append(character)
                        headWidth += characterWidth
                    }
                    lines.append(head)
                    line = String(line.dropFirst(head.count))
                    lineWidth = width(of: line)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
