import ContactKit
import ContactFormats
import ContactFormatting
import ContactModel
import Foundation

/// How `contactkit list` lays out one line: name, then the preferred phone.
extension ListCommand {
    /// Columns for the phone number; the name gets the rest of the 80.
    static let phoneColumns = 22

    /// `  Name ....  phone`, at most 80 columns; a name too long is cut with `…`.
    static func line(for entry: Entry) -> String {
        let nameColumns = TerminalText.lineWidth - 2 - 2 - phoneColumns
        let text = "  " + TerminalText.fitted(entry.name, columns: nameColumns) + "  "
            + TerminalText.fitted(entry.phone, columns: phoneColumns)
        return text.trimmingTrailingSpaces()
    }

    static func preferredPhone(of contact: Contact) -> String {
        let preferred = contact.phoneNumbers.filter(\.isPreferred).min { $0.preference! < $1.preference! }
        return (preferred ?? contact.phoneNumbers.first)?.value ?? ""
    }
}

extension String {
    /// The text without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
