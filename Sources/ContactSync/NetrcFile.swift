import Foundation

/// Reads `~/.netrc`: `machine HOST login USER password SECRET`, and `default` entries.
enum NetrcFile {
    /// One entry; `machine` is nil for the `default` entry.
    struct Entry: Equatable {
        var machine: String?
        var login: String?
        var password: String?
    }

    /// The entries of a netrc text, in order. `macdef` bodies (up to a blank line) are skipped.
    static func entries(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var tokens: [Substring] = []
        while let line = lines.popFirst() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.first == "macdef" {
                // A macro runs to the next empty line.
                while let next = lines.popFirst(), !next.trimmingCharacters(in: .whitespaces).isEmpty {}
                continue
            }
            if words.first?.hasPrefix("#") == true { continue }
            tokens.append(contentsOf: words)
        }
        var index = 0
        while index < tokens.count {
            let word = tokens[index]
            index += 1
            switch word {
            case "machine":
                entries.append(Entry(machine: index < tokens.count ? String(tokens[index]) : ""))
                index += 1
            case "default":
                entries.append(Entry(machine: nil))
            case "login", "password", "account":
                guard !entries.isEmpty, index < tokens.count else { index += 1; continue }
                let value = String(tokens[index])
                index += 1
                if word == "login" { entries[entries.count - 1].login = value }
                if word == "password" { entries[entries.count - 1].password = value }
            default:
                continue
            }
        }
        return entries
    }
}
