/// Diminutives of the generated table (`NicknameTable+Generated.swift`, made by
/// `Scripts/nicknames/generate.py` from the `nicknames` package's English names and our own
/// lists in eleven more languages), and diminutives no table lists, recognized by their form.
///
/// The relation is directed: a diminutive stands for its formal names. Two given names are
/// diminutive-related when one is listed for the other (`gosia` for `malgorzata`), or both
/// for one formal name (`bob` and `robbie`); two formal names never meet through a
/// diminutive they share (`christine` and `christopher` through `chris`).
extension NicknameTable {
    /// For each folded name the generated table lists as a diminutive, its folded formal
    /// names, in table order.
    static let diminutiveFormalNames: [String: [String]] = {
        var table: [String: [String]] = [:]
        for line in generatedLines {
            let names = line.split(separator: "|").map { TextFolding.fold(String($0)) }
            guard let formal = names.first, !formal.isEmpty else { continue }
            for name in names.dropFirst() where !name.isEmpty && name != formal {
                if !(table[name]?.contains(formal) ?? false) { table[name, default: []].append(formal) }
            }
        }
        return table
    }()

    /// Every folded formal name of both tables: names in their own right, which are no unseen
    /// diminutive of a longer name (`mary` of `maryann`).
    static let formalNames: Set<String> = {
        var names = Set(lines.compactMap { $0.split(separator: " ").first.map(String.init) })
        for line in generatedLines {
            if let formal = line.split(separator: "|").first { names.insert(TextFolding.fold(String(formal))) }
        }
        return names
    }()

    /// The keys two diminutive-related names share: the name itself and the formal names it
    /// is a diminutive of.
    static func diminutiveKeys(of foldedGivenName: String) -> [String] {
        [foldedGivenName] + (diminutiveFormalNames[foldedGivenName] ?? [])
    }

    /// Endings that make a diminutive from the start of a name in many of our languages
    /// (German Steffi, Andi, Gabi; English Cathy, Katie; Dutch Mientje is not covered).
    static let diminutiveEndings = ["ie", "ey", "i", "y"]

    /// Whether `short` looks like a diminutive of `long` that no table lists: the start of
    /// `long` (three letters or more; a doubled last letter counts once, `steff` for `stef`)
    /// followed by a diminutive ending (``diminutiveEndings``), `long` at least two letters
    /// longer than that start (not necessarily longer than `short`: Edwaie and Edward), and
    /// `short` no formal name of its own (``formalNames``). Both are folded given names.
    static func isUnseenDiminutive(_ short: String, of long: String) -> Bool {
        let stem = unseenDiminutiveStem(short)
        return stem > 0 && long.utf8.count >= stem + 2
            && long.utf8.starts(with: short.utf8.prefix(stem))
    }

    /// How many first letters of a folded given name are the stem it would be an unseen
    /// diminutive of (see ``isUnseenDiminutive(_:of:)``), 0 when it cannot be one. Worked out
    /// once per name; comparing two names then only compares bytes.
    static func unseenDiminutiveStem(_ name: String) -> Int {
        let bytes = Array(name.utf8)
        guard bytes.count >= 4, bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }), !formalNames.contains(name) else { return 0 }
        for ending in diminutiveEndings where name.hasSuffix(ending) {
            var stem = bytes.count - ending.utf8.count
            guard stem >= 3 else { continue }
            if bytes[stem - 1] == bytes[stem - 2] { stem -= 1 }
            return stem
        }
        return 0
    }
}
