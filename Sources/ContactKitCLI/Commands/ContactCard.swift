import ContactFormatting
import ContactModel
import Foundation

/// The lines of `contactkit show`'s card for one contact, laid out for 80 columns.
///
/// Every text that comes from the contact goes through ``Swift/String/terminalVisible``
/// before it is laid out: control characters, escape sequences and bidirectional overrides
/// in a hostile file are printed as visible escapes (`\u{1B}`), never raw.
struct ContactCard {
    var names: NameFormatter
    var addresses: PostalAddressFormatter
    var labels: LabelLocalizer
    var dates: PartialDateFormatter

    /// The widest label column; a longer label wraps onto the next lines of its row (it is
    /// never cut).
    static let maximumLabelWidth = 24

    /// One labeled row of a card: the label, and the value, whose lines (`\n`) are kept.
    struct Row {
        var label: String
        var value: String
    }

    init(locale: Locale) {
        names = NameFormatter(locale: locale)
        addresses = PostalAddressFormatter(locale: locale)
        labels = LabelLocalizer(locale: locale)
        dates = PartialDateFormatter(locale: locale)
    }

    /// The card: heading lines, then the name parts the heading leaves out
    /// (``nameRows(for:heading:)``), a row per value (``rows(for:)``), and `extraRows`.
    func lines(for contact: Contact, extraRows: [Row] = []) -> [String] {
        let heading = names.displayName(for: contact)
        var lines = [heading]
        var phonetic = names
        phonetic.style = .phoneticFullName
        let reading = phonetic.string(from: contact)
        if !reading.isEmpty { lines.append(reading) }
        if !contact.nickname.isEmpty && contact.nickname != heading {
            let locale = names.locale
            lines.append((locale.quotationBeginDelimiter ?? "“") + contact.nickname + (locale.quotationEndDelimiter ?? "”"))
        }
        lines.append(workLine(for: contact, heading: heading))
        lines = lines.filter { !$0.isEmpty }.map(\.terminalVisible)
            .flatMap { TerminalText.wrapped($0, columns: TerminalText.lineWidth) }
        return lines + layOut(nameRows(for: contact, heading: heading) + rows(for: contact) + extraRows)
    }

    /// Name parts the heading leaves out, each on a labeled row: the maiden name, and the
    /// second surname or generation where the locale's pattern has no place for them (CLDR's
    /// Spanish long form is `Sr. Pablo Pérez`, without `Gómez`), so no part of a name is hidden.
    func nameRows(for contact: Contact, heading: String) -> [Row] {
        let parts: [(FieldTitle, String)] = [
            (.maidenName, contact.previousFamilyName), (.secondSurname, contact.secondaryFamilyName),
            (.generation, contact.nameGeneration),
        ]
        return parts.filter { !$0.1.isEmpty && !heading.contains($0.1) }
            .map { Row(label: labels.localizedTitle(for: $0.0), value: $0.1) }
    }

    /// Rows as lines: the label column as wide as the widest label (at most
    /// ``maximumLabelWidth``; longer labels wrap), the value beside it, wrapped to the rest
    /// of the 80 columns.
    func layOut(_ rows: [Row]) -> [String] {
        let rows = rows.map { Row(label: $0.label.terminalVisible, value: $0.value) }
        let labelWidth = min(rows.map { TerminalText.width(of: $0.label) }.max() ?? 0, ContactCard.maximumLabelWidth)
        let valueWidth = TerminalText.lineWidth - 2 - labelWidth - 2
        var lines: [String] = []
        for row in rows {
            let labelLines = TerminalText.wrapped(row.label, columns: labelWidth)
            let valueLines = row.value.split(whereSeparator: \.isNewline)
                .flatMap { TerminalText.wrapped(String($0).terminalVisible, columns: valueWidth) }
            for index in 0..<max(labelLines.count, valueLines.count) {
                let label = index < labelLines.count ? labelLines[index] : ""
                let value = index < valueLines.count ? valueLines[index] : ""
                lines.append(
                    ("  " + TerminalText.fitted(label, columns: labelWidth) + "  " + value).trimmingTrailingSpaces())
            }
        }
        return lines
    }

    /// Job title, department and organization: `Lead Designer, Product, Nordhavn Design`;
    /// in Chinese, Japanese and Korean the organization first, separated by spaces
    /// (`株式会社サンプル商事 営業部`). Empty when there is none, or only the heading.
    func workLine(for contact: Contact, heading: String) -> String {
        let language = names.locale.language.languageCode?.identifier ?? "en"
        let bigFirst = ["ja", "zh", "ko"].contains(language)
        let parts = bigFirst
            ? [contact.organizationName, contact.departmentName, contact.jobTitle]
            : [contact.jobTitle, contact.departmentName, contact.organizationName]
        return parts.filter { !$0.isEmpty && $0 != heading }.joined(separator: bigFirst ? " " : ", ")
    }
}
