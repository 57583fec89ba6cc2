/// Small vCard texts with synthetic people for the command-line tests.
enum SampleCards {
    /// A 3.0 card for `name` (given and family name split at the first space).
    static func card(_ name: String, phone: String = "+1 555 0100", version: String = "3.0") -> String {
        let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
        let given = parts.first ?? ""
        let family = parts.count > 1 ? parts[1] : ""
        return """
            BEGIN:VCARD\r
            VERSION:\(version)\r
            FN:\(name)\r
            N:\(family);\(given);;;\r
            TEL;TYPE=CELL:\(phone)\r
            END:VCARD\r

            """
    }

    /// Two well-formed 3.0 cards: Jane Doe and John Roe.
    static let twoPeople = card("Jane Doe") + card("John Roe", phone: "+1 555 0101")

    /// A card whose END:VCARD is missing (warning `missing-end` at line 1).
    static let missingEnd = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Ada Example
        N:Example;Ada;;;

        """

    /// `count` cards with numbered names, for large-input tests.
    static func many(_ count: Int, prefix: String = "Person") -> String {
        var text = ""
        text.reserveCapacity(count * 120)
        for index in 0..<count {
            text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(prefix) \(index)\r\nN:\(index);\(prefix);;;\r\n"
            text += "EMAIL:person\(index)@example.com\r\nNOTE:Synthetic test person number \(index)\r\nEND:VCARD\r\n"
        }
        return text
    }
}
