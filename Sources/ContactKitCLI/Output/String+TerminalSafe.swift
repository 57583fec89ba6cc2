extension String {
    /// The longest message a diagnostic prints, in UTF-8 bytes (a backstop: messages quote
    /// values cut to a few dozen characters already, ``ContactModel/Diagnostic/quoted(_:)``).
    static let maximumMessageLength = 2_000

    /// The text made safe to print on a terminal as one line: line breaks become spaces,
    /// every other control character a terminal acts on (C0 such as ESC, BEL and NUL, DEL,
    /// C1, and the bidirectional overrides and isolates that reorder what follows) is written
    /// as a visible escape, `\u{1B}`, and so is every invisible format character that hides
    /// or smuggles text (zero-width space, word joiner and the invisible operators, the
    /// deprecated format controls, the byte-order mark, interlinear annotations and the tag
    /// characters U+E0000–U+E007F); ZWJ and ZWNJ stay, as Persian, Indic scripts and emoji
    /// need them. Text beyond ``maximumMessageLength`` bytes is cut with `…`. Input comes from
    /// hostile files: a quoted line must not move the cursor, recolour the terminal or hide text.
    var terminalSafe: String { String.escapingTerminalControls(self, limit: String.maximumMessageLength) }

    /// The text with every terminal-active character escaped as ``terminalSafe`` does, line
    /// breaks as spaces, but never cut: for values `list` and `show` lay out themselves.
    var terminalVisible: String { String.escapingTerminalControls(self, limit: nil) }

    /// The characters ``terminalSafe`` writes as a visible escape (line breaks aside), as
    /// ranges of scalar values: C0, DEL, C1, the Arabic letter mark, the zero-width space,
    /// LRM and RLM, the bidirectional embeddings, overrides and isolates, the word joiner and
    /// invisible operators, the deprecated format controls, the byte-order mark, interlinear
    /// annotations and the tag characters. The review page shows the same ones visibly.
    ///
    /// Pairs of first and last values, not `ClosedRange`s: the first array of those a process
    /// makes has the runtime check that `UInt32` is `Comparable` by reading every conformance
    /// record of the binary (about 230,000 instructions), which every run that printed a
    /// message with a `…` or a curly quote in it paid.
    static let escapedScalars: [(first: UInt32, last: UInt32)] = [
        (0x00, 0x1F), (0x7F, 0x9F), (0x061C, 0x061C), (0x200B, 0x200B), (0x200E, 0x200F), (0x202A, 0x202E),
        (0x2060, 0x2064), (0x2066, 0x206F), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0xE0000, 0xE007F),
    ]

    private static func escapingTerminalControls(_ text: String, limit: Int?) -> String {
        if text.utf8.count <= limit ?? Int.max, !text.utf8.contains(where: String.mayStartControl) { return text }
        var result = ""
        var length = 0
        for scalar in text.unicodeScalars {
            let piece: String
            switch scalar.value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: piece = " "
            case let value where String.escapedScalars.contains(where: { $0.first <= value && value <= $0.last }):
                piece = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: piece = String(scalar)
            }
            length += piece.utf8.count
            if let limit, length > limit {
                result += "…"
                break
            }
            result += piece
        }
        return result
    }

    /// Bytes that start (or are) one of the characters ``terminalSafe`` replaces: C0, DEL,
    /// the lead byte of C1 (`C2`), of U+061C (`D8`), of the U+2000 block (`E2`), of U+FEFF
    /// and U+FFF9–U+FFFB (`EF`) and of the tag characters (`F3`).
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF || byte == 0xF3
    }
}
