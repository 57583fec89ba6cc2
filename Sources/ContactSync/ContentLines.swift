/// The content lines of one card: each with its bytes as they stand (folds included, CRLF
/// at the end), its name in capitals without the group, and whether it has a group.
struct ContentLines {
    struct Line {
        var bytes: [UInt8]
        var name: String
        var isGrouped: Bool
        /// The line unfolded, without its line end: what two cards are compared by.
        var unfolded: [UInt8]
    }

    var lines: [Line] = []

    init(_ card: [UInt8]) {
        var index = 0
        while index < card.count {
            var end = index
            while end < card.count, card[end] != 0x0A { end += 1 }
            let lineEnd = min(card.count, end + 1)
            var content = Array(card[index..<end])
            if content.last == 0x0D { content.removeLast() }
            if let first = content.first, first == 0x20 || first == 0x09, !lines.isEmpty {
                lines[lines.count - 1].bytes += card[index..<lineEnd]
                lines[lines.count - 1].unfolded += content.dropFirst()
            } else if !content.isEmpty {
                let (name, grouped) = Self.name(of: content)
                lines.append(Line(bytes: Array(card[index..<lineEnd]), name: name, isGrouped: grouped, unfolded: content))
            }
            index = lineEnd
        }
        for position in lines.indices where lines[position].bytes.last != 0x0A {
            lines[position].bytes += lines[position].bytes.last == 0x0D ? [0x0A] : [0x0D, 0x0A]
        }
    }

    var names: [String] { lines.map(\.name) }

    /// The unfolded lines called `name`, sorted: equal when the property's values are.
    func unfolded(named name: String) -> [[UInt8]] {
        lines.filter { $0.name == name }.map(\.unfolded).sorted { $0.lexicographicallyPrecedes($1) }
    }

    func isGrouped(_ name: String) -> Bool { lines.contains { $0.name == name && $0.isGrouped } }

    /// `GROUP.NAME;PARAM=...:value` -> (`NAME`, true).
    static func name(of line: [UInt8]) -> (String, Bool) {
        var end = 0
        while end < line.count, line[end] != UInt8(ascii: ";"), line[end] != UInt8(ascii: ":") { end += 1 }
        var name = line[0..<end]
        var grouped = false
        if let dot = name.lastIndex(of: UInt8(ascii: ".")) {
            name = name[(dot + 1)...]
            grouped = true
        }
        return (String(decoding: name, as: UTF8.self).uppercased(), grouped)
    }
}
