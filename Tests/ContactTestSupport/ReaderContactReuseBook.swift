/// Cards that fill every list, group, extension, picture and diagnostic a vCard reader
/// gives, and cards with one of them each: what a reader that reads card after card into
/// one contact must not carry from one to the next.
public enum ReaderContactReuseBook {
    public static func card(_ lines: String...) -> String { lines.joined(separator: "\r\n") + "\r\n" }

    /// A 3.0 card with every list, item groups, extensions, a picture, field parameters.
    public static let full = card(
        "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Test//EN", "UID:urn:uuid:1111", "FN:Dr. Ann Q. Lee-Smith Jr.",
        "N;SORT-AS=Lee:Lee-Smith;Ann;Quinn;Dr.;Jr.", "NICKNAME:Annie", "ORG:Example Corp;Research",
        "TITLE:Chief Tester", "BDAY:1985-04-12", "X-ANNIVERSARY:2010-06-01",
        "NOTE:Line one\\nline two\\, with comma and a long text that goes on and o", " n past the fold",
        "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGBwkIBwcHBwgJ",
        "TEL;TYPE=CELL:+1 415 555 0100", "TEL;TYPE=WORK,VOICE:+1 415 555 0101", "TEL;TYPE=HOME:99",
        "EMAIL;TYPE=INTERNET,PREF:ann@example.com", "EMAIL;TYPE=WORK:ann.lee@work.example.com",
        "ADR;TYPE=HOME:;;1 Main St;Springfield;IL;62701;USA", "ADR;TYPE=WORK:;Suite 5;2 Long Road;Shelbyville;IL;62565;USA",
        "LABEL;TYPE=HOME:1 Main St\\nSpringfield", "URL:https://example.com/ann", "item1.URL:https://blog.example.com",
        "item1.X-ABLabel:Blog", "item2.TEL:+1 415 555 0199", "item2.X-ABLabel:_$!<Assistant>!$_",
        "CATEGORIES:Friends,Work", "X-SOCIALPROFILE;TYPE=twitter:https://twitter.com/ann",
        "IMPP;X-SERVICE-TYPE=Skype:skype:ann.lee", "X-ABRELATEDNAMES;TYPE=spouse:Bob Lee", "X-PHONETIC-FIRST-NAME:An",
        "X-PHONETIC-LAST-NAME:Lii", "X-MAIDENNAME:Smith", "X-CUSTOM;PARAM=1:custom value", "X-GOOGLE-THING:g", "END:VCARD")
    /// A 4.0 group: kind, members, RFC 9554 name parts, a non-Gregorian birthday.
    public static let group = card(
        "BEGIN:VCARD", "VERSION:4.0", "KIND:group", "FN:Team", "N:Pérez;Pablo;;;;Gómez;Jr.",
        "X-ALTBDAY;CALSCALE=chinese:19850412", "MEMBER:urn:uuid:1111", "MEMBER:urn:uuid:2222", "END:VCARD")
    public static let cards: [String] = [
        full, group,
        card("BEGIN:VCARD", "VERSION:3.0", "FN:Only A Name", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "END:VCARD"),
        // The same first extension as the full card's (shared), then one more.
        card("BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Test//EN", "FN:Ext", "X-MORE:1", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Test//EN", "FN:Ext only shared", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "FN:Phones", "TEL:1", "TEL;TYPE=FAX:2", "TEL:3", "TEL:4", "TEL:5", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "FN:Mail", "EMAIL:a@example.com", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "FN:Address", "ADR:;;Street;City;;;", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "FN:Groups", "CATEGORIES:One", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "FN:Photo", "PHOTO;ENCODING=b:AAECAwQF", "END:VCARD"),
        card("BEGIN:VCARD", "VERSION:3.0", "FN:Url", "URL:http://u.example", "END:VCARD"),
        // Damaged: no VERSION, a line that is no property, an END of something else.
        card("BEGIN:VCARD", "FN:Damaged", "this line has no colon", "END:VCALENDAR", "TEL:+1 555", "END:VCARD"),
        // 2.1: quoted-printable Latin-1, a nested AGENT card.
        card(
            "BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;J=FCrgen",
            "TEL;CELL:555", "AGENT:", "BEGIN:VCARD", "VERSION:2.1", "FN:Agent", "END:VCARD", "END:VCARD"),
        // Text outside a card, then a card cut short by the next BEGIN.
        "stray text\r\n" + card("BEGIN:VCARD", "VERSION:3.0", "FN:No End", "EMAIL:x@example.com"),
    ]

    /// Every card after the full card, after itself and after the group card.
    public static let text: String = cards.map { full + $0 + $0 + group + $0 }.joined()
}
