import ContactFormatting
import ContactModel

extension ContactCard {
    /// The labeled rows, in the order of Apple's card: phones, emails, URLs, addresses,
    /// birthday (and one in another calendar), dates, related names, social profiles,
    /// instant messaging, note, then the photo (type, pixel size, bytes).
    func rows(for contact: Contact) -> [Row] {
        var rows: [Row] = []
        func label(_ label: Label?, _ title: FieldTitle) -> String {
            label.map(labels.localizedString(for:)) ?? labels.localizedTitle(for: title)
        }
        rows += contact.phoneNumbers.map { Row(label: label($0.label, .phone), value: $0.value) }
        rows += contact.emailAddresses.map { Row(label: label($0.label, .email), value: $0.value) }
        rows += contact.urlAddresses.map { Row(label: label($0.label, .url), value: $0.value) }
        rows += contact.postalAddresses.map {
            Row(label: label($0.label, .address), value: addresses.string(from: $0.value))
        }
        if let birthday = contact.birthday {
            rows.append(Row(label: labels.localizedTitle(for: .birthday), value: dates.string(from: birthday)))
        }
        if let other = contact.nonGregorianBirthday {
            let calendar = labels.localizedCalendarName(other.calendar)
                + (other.isLeapMonth ? ", " + labels.localizedPhrase(.leapMonth) : "")
            rows.append(Row(label: labels.localizedTitle(for: .birthday), value: other.date.description + " (" + calendar + ")"))
        }
        rows += contact.dates.map { Row(label: label($0.label, .date), value: dates.string(from: $0.value)) }
        rows += contact.contactRelations.map { Row(label: label($0.label, .related), value: $0.value) }
        rows += contact.socialProfiles.map { profile in
            let value = profile.value
            let service = value.service.isEmpty ? nil : labels.localizedString(forService: value.service)
            let title = service ?? label(profile.label, .socialProfile)
            let name = [value.username, value.userIdentifier].first { !$0.isEmpty }
            let lines = [name, value.urlString.isEmpty ? nil : value.urlString].compactMap { $0 }
            return Row(label: title, value: lines.joined(separator: "\n"))
        }
        rows += contact.instantMessageAddresses.map { account in
            let service = labels.localizedString(forService: account.value.service)
            let value = account.value.username + (service.isEmpty ? "" : " (" + service + ")")
            return Row(label: label(account.label, .instantMessage), value: value)
        }
        if !contact.note.isEmpty { rows.append(Row(label: labels.localizedTitle(for: .note), value: contact.note)) }
        if let image = contact.imageBytes, !image.isEmpty {
            rows.append(Row(label: labels.localizedTitle(for: .photo), value: ContactPhoto(image).summary))
        }
        return rows.filter { !$0.value.isEmpty }
    }
}
