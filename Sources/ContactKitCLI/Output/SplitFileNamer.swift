import ContactModel

/// Chooses a safe, unique file name for each contact written by `convert --split`.
///
/// The name comes from the contact's display name (`formattedName`, else
/// `plainDisplayName`, else "contact") and is made safe for any file system:
/// - no `/`, `\`, NUL or other control characters, and none of `<>:"|?*` (Windows);
/// - white space collapsed, no leading dots or spaces, no trailing dots or spaces, so
///   `.`, `..` and hidden files cannot happen;
/// - reserved Windows device names (CON, PRN, AUX, NUL, COM1–9, LPT1–9) get a `_` prefix;
/// - at most ``maximumBaseNameByteCount`` bytes of UTF-8, cut between characters.
///
/// Names are unique within one run, ignoring case (for case-insensitive file systems):
/// the second "Jane Doe" becomes `Jane Doe 2.vcf`.
struct SplitFileNamer {
    /// The longest base name (before any number and the extension), in UTF-8 bytes.
    static let maximumBaseNameByteCount = 100

    /// The extension every name gets, without the dot: `vcf`.
    let fileExtension: String
    /// The names given so far, lower-cased, kept as 64-bit hashes (a file per contact of a
    /// million-contact book must not hold a million strings: 8 bytes a name instead of about
    /// 200). Two different names with one hash (odds about n² / 2⁶⁵, 3 in 100 million for a
    /// million names) would only give the second a number it did not need.
    private var usedNames: Set<Int> = []
    /// For each base name given more than once (lower-cased, hashed), the first number not
    /// yet tried: the thousandth "Jane Doe" starts at 1000 instead of trying 1 to 999 again,
    /// so naming n contacts takes time linear in n. A base name given once has no entry.
    private var nextNumbers: [Int: Int] = [:]
    /// How many names were tried so far (taken ones included): at most the names given plus
    /// the names that look numbered ("Jane Doe 2"), whatever the order.
    private(set) var candidateCount = 0

    /// How many base names have a number kept (those given more than once): what the namer
    /// holds beyond 8 bytes a name.
    var numberedBaseNameCount: Int { nextNumbers.count }

    /// True for `--split-name uid`: files are named after the contact's UID (as vdirsyncer
    /// and khard name them), or its display name when it has none.
    var namesByUID = false

    init(fileExtension: String, namesByUID: Bool = false) {
        self.fileExtension = fileExtension
        self.namesByUID = namesByUID
    }

    /// The next unique file name for `contact`.
    mutating func fileName(for contact: Contact) -> String {
        if namesByUID, let uid = contact.uid, !uid.isEmpty { return fileName(forDisplayName: uid) }
        return fileName(forDisplayName: SplitFileNamer.displayName(of: contact))
    }

    /// The next unique file name for a display name.
    mutating func fileName(forDisplayName displayName: String) -> String {
        let base = SplitFileNamer.safeBaseName(displayName)
        let key = base.lowercased().hashValue
        let start = nextNumbers[key] ?? 1
        var number = start
        while true {
            let candidate = (number == 1 ? base : "\(base) \(number)") + "." + fileExtension
            number += 1
            candidateCount += 1
            if usedNames.insert(candidate.lowercased().hashValue).inserted {
                if number > 2 || start > 1 { nextNumbers[key] = number }
                return candidate
            }
        }
    }

    /// The name a contact is filed under, before it is made safe.
    static func displayName(of contact: Contact) -> String {
        if let formatted = contact.formattedName, !formatted.isEmpty { return formatted }
        return contact.plainDisplayName
    }

    /// `name` made safe as a file name without extension (see the type's documentation);
    /// "contact" when nothing usable is left.
    static func safeBaseName(_ name: String) -> String {
        var cleaned = ""
        var pendingSpace = false
        for scalar in name.unicodeScalars {
            if isWhiteSpaceOrControl(scalar) {
                pendingSpace = true
                continue
            }
            if pendingSpace, !cleaned.isEmpty { cleaned.append(" ") }
            pendingSpace = false
            cleaned.unicodeScalars.append(forbiddenCharacters.contains(scalar) ? "_" : scalar)
        }
        var result = Substring(cleaned)
        result = result.drop { $0 == "." || $0 == " " }
        result = Substring(String(result).prefix(maximumUTF8Count: maximumBaseNameByteCount))
        while let last = result.last, last == "." || last == " " { result = result.dropLast() }
        guard !result.isEmpty else { return "contact" }
        return isReservedOnWindows(result) ? "_" + String(result) : String(result)
    }

    /// True for names Windows treats as devices, with or without an extension (`con.txt`).
    static func isReservedOnWindows<Name: StringProtocol>(_ name: Name) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            .first.map { $0.trimmingTrailingSpaces().uppercased() } ?? ""
        if ["CON", "PRN", "AUX", "NUL"].contains(stem) { return true }
        if stem.count == 4, stem.hasPrefix("COM") || stem.hasPrefix("LPT"),
            let digit = stem.last, ("1"..."9").contains(digit)
        {
            return true
        }
        return false
    }

    private static let forbiddenCharacters: Set<Unicode.Scalar> = [
        "/", "\\", "<", ">", ":", "\"", "|", "?", "*",
    ]

    private static func isWhiteSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x20, 0x7F...0xA0: return true
        case 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return scalar.properties.isWhitespace
        }
    }
}

extension StringProtocol {
    fileprivate func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[..<end]
    }
}
