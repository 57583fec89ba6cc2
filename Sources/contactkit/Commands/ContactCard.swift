import ContactFormatting
import ContactModel
import Foundation

/// The lines of `contactkit show`'s card for one contact, laid out for 80 columns.
struct ContactCard {
    var names: NameFormatter
    var addresses: PostalAddressFormatter
    var labels: LabelLocalizer
    var dates: PartialDateFormatter

    /// The widest label column; longer labels are cut.
    static let maximumLabelWidth = 16

    init(locale: Locale) {
        names = NameFormatter(locale: locale)
        addresses = PostalAddressFormatter(locale: locale)
        labels = LabelLocalizer(locale: locale)
        dates = PartialDateFormatter(locale: locale)
    }

    /// The card: heading lines, then a row per value.
    func lines(for contact: Contact) -> [String] {
        var lines = [names.displayName(for: contact)]
        var phonetic = names
        phonetic.style = .phoneticFullName
        let reading = phonetic.string(from: contact)
        if !reading.isEmpty { lines.append(reading) }
        if !contact.nickname.isEmpty && contact.nickname != lines[0] {
            lines.append("“" + contact.nickname + "”")
        }
        lines.append(workLine(for: contact, heading: lines[0]))
        lines.removeAll { $0.isEmpty }
        lines = lines.flatMap { TerminalText.wrapped($0, columns: TerminalText.lineWidth) }
        let rows = self.rows(for: contact)
        let labelWidth = min(
            rows.map { TerminalText.width(of: $0.label) }.max() ?? 0, ContactCard.maximumLabelWidth)
        let valueWidth = TerminalText.lineWidth - 2 - labelWidth - 2
        for row in rows {
            let valueLines = row.value.split(separator: "\n", omittingEmptySubsequences: true)
                .flatMap { TerminalText.wrapped(String($0), columns: valueWidth) }
            for (index, valueLine) in valueLines.enumerated() {
                let label = index == 0 ? row.label : ""
                lines.append(
                    ("  " + TerminalText.fitted(label, columns: labelWidth) + "  " + valueLine)
                        .trimmingTrailingSpaces())
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

    /// The labeled rows: phones, emails, addresses, URLs, related names, birthday, dates,
    /// note.
    func rows(for contact: Contact) -> [(label: String, value: String)] {
        var rows: [(label: String, value: String)] = []
        func label(_ label: Label?, _ title: FieldTitle) -> String {
            label.map(labels.localizedString(for:)) ?? labels.localizedTitle(for: title)
        }
        rows += contact.phoneNumbers.map { (label($0.label, .phone), $0.value) }
        rows += contact.emailAddresses.map { (label($0.label, .email), $0.value) }
        rows += contact.postalAddresses.map { (label($0.label, .address), addresses.string(from: $0.value)) }
        rows += contact.urlAddresses.map { (label($0.label, .url), $0.value) }
        rows += contact.contactRelations.map { (label($0.label, .related), $0.value) }
        if let birthday = contact.birthday {
            rows.append((labels.localizedTitle(for: .birthday), dates.string(from: birthday)))
        }
        rows += contact.dates.map { (label($0.label, .date), dates.string(from: $0.value)) }
        if !contact.note.isEmpty { rows.append((labels.localizedTitle(for: .note), contact.note)) }
        return rows.filter { !$0.value.isEmpty }
    }
}
