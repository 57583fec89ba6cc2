import ContactModel

extension Unifier {
    /// A single-valued text field; its raw value is the name its alternates carry (`FIELD=`).
    ///
    /// Values are read straight from the records (``value(in:at:)``): a closure or key path
    /// taking a whole contact would copy it at each call.
    enum TextField: String, CaseIterable {
        case namePrefix, givenName, middleName, familyName, secondaryFamilyName, nameSuffix, nameGeneration
        case formattedName
        case nickname, previousFamilyName, phoneticGivenName, phoneticMiddleName, phoneticFamilyName
        case phoneticOrganizationName, organizationName, departmentName, jobTitle, note

        /// The parts of the structured name, taken as a unit.
        static let nameParts: [TextField] = [
            .namePrefix, .givenName, .middleName, .familyName, .secondaryFamilyName, .nameSuffix, .nameGeneration,
        ]

        /// The other single-valued text fields, each merged on its own.
        static let otherFields: [TextField] = [
            .nickname, .previousFamilyName, .phoneticGivenName, .phoneticMiddleName, .phoneticFamilyName,
            .phoneticOrganizationName, .organizationName, .departmentName, .jobTitle, .note,
        ]

        /// The field's value in record `index` (the display name: empty when none).
        func value(in contacts: UnsafeBufferPointer<Contact>, at index: Int) -> String {
            switch self {
            case .namePrefix: return contacts[index].namePrefix
            case .givenName: return contacts[index].givenName
            case .middleName: return contacts[index].middleName
            case .familyName: return contacts[index].familyName
            case .secondaryFamilyName: return contacts[index].secondaryFamilyName
            case .nameGeneration: return contacts[index].nameGeneration
            case .nameSuffix: return contacts[index].nameSuffix
            case .formattedName: return contacts[index].formattedName ?? ""
            case .nickname: return contacts[index].nickname
            case .previousFamilyName: return contacts[index].previousFamilyName
            case .phoneticGivenName: return contacts[index].phoneticGivenName
            case .phoneticMiddleName: return contacts[index].phoneticMiddleName
            case .phoneticFamilyName: return contacts[index].phoneticFamilyName
            case .phoneticOrganizationName: return contacts[index].phoneticOrganizationName
            case .organizationName: return contacts[index].organizationName
            case .departmentName: return contacts[index].departmentName
            case .jobTitle: return contacts[index].jobTitle
            case .note: return contacts[index].note
            }
        }

        /// Sets the field of `contact` (the display name: none when `value` is empty).
        func set(_ value: String, in contact: inout Contact) {
            switch self {
            case .namePrefix: contact.namePrefix = value
            case .givenName: contact.givenName = value
            case .middleName: contact.middleName = value
            case .familyName: contact.familyName = value
            case .secondaryFamilyName: contact.secondaryFamilyName = value
            case .nameGeneration: contact.nameGeneration = value
            case .nameSuffix: contact.nameSuffix = value
            case .formattedName: contact.formattedName = value.isEmpty ? nil : value
            case .nickname: contact.nickname = value
            case .previousFamilyName: contact.previousFamilyName = value
            case .phoneticGivenName: contact.phoneticGivenName = value
            case .phoneticMiddleName: contact.phoneticMiddleName = value
            case .phoneticFamilyName: contact.phoneticFamilyName = value
            case .phoneticOrganizationName: contact.phoneticOrganizationName = value
            case .organizationName: contact.organizationName = value
            case .departmentName: contact.departmentName = value
            case .jobTitle: contact.jobTitle = value
            case .note: contact.note = value
            }
        }
    }
}
