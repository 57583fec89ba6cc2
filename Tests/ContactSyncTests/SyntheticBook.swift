/// Synthetic address books for the CardDAV tests: made-up people, varied enough to exercise
/// escaping, folding, non-ASCII text, several phones and addresses, and cards without UID.
enum SyntheticBook {
    static let givenNames = ["Ada", "Björn", "Chidi", "Dana", "Élodie", "Farid", "Grace", "Hiro", "Inés", "Jun"]
    static let familyNames = ["Example", "Müller", "O'Neil", "Nakamura", "García López", "Smith-Jones", "Øster", "Li"]

    /// Card `index` as a server might store it (CRLF, 3.0, long NOTE folded).
    static func card(_ index: Int, uid: String? = nil) -> String {
        let given = givenNames[index % givenNames.count]
        let family = familyNames[(index / givenNames.count) % familyNames.count]
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "UID:\(uid ?? "card-\(index)")"]
        lines.append("FN:\(given) \(family) \(index)")
        lines.append("N:\(family);\(given) \(index);;;")
        lines.append("TEL;TYPE=CELL:+1 555 \(fourDigits(1000 + index % 9000))")
        if index % 3 == 0 { lines.append("TEL;TYPE=WORK:+49 30 \(100000 + index)") }
        lines.append("EMAIL;TYPE=INTERNET:person\(index)@example.com")
        if index % 4 == 0 { lines.append("ADR;TYPE=HOME:;;\(index) Main St\\, Apt 2;Springfield;;12345;USA") }
        if index % 5 == 0 {
            let note = "Met at conference \(index)\\; likes tea\\, not coffee. " + String(repeating: "Ünïcödé ", count: 12)
            lines.append(fold("NOTE:" + note))
        }
        if index % 7 == 0 { lines.append("ORG:Example Corp;Unit \(index % 11)") }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Folds a line at 75 bytes (ASCII-safe: only folds between scalars).
    static func fold(_ line: String) -> String {
        var result = ""
        var count = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if count + size > 75 {
                result += "\r\n "
                count = 1
            }
            result.unicodeScalars.append(scalar)
            count += size
        }
        return result
    }
}

/// A number with at least four digits: `0042`.
func fourDigits(_ number: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, 4 - text.utf8.count)) + text
}
