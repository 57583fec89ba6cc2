import ContactModel

/// Where a CSV column's value goes in a ``/ContactModel/Contact``: a field path.
///
/// Paths are written as text in `--map` files and in the generic layout's header:
/// `givenName`, `birthday`, `groups`, `phoneNumbers.2.value`, `phoneNumbers.2.label`,
/// `phoneNumbers[mobile]`, `postalAddresses[home].city`, `extension:X-SHOE-SIZE`.
/// See the "CSV layouts" article for the full list.
public enum CSVField: Hashable, Sendable {
    /// A single text field of the contact.
    case text(CSVTextField)
    /// The birthday as one date (`1985-04-12`, `--04-12`, `4/12/1985`).
    case birthday
    /// One part of the birthday (Thunderbird's `Birth Year`, `Birth Month`, `Birth Day`).
    case birthdayPart(CSVDatePart)
    /// Group names: Google's ` ::: `-separated labels, Outlook's `;`-separated categories.
    case groups
    /// One part of an entry of a labeled list.
    case entry(CSVList, CSVSlot, CSVPart)
    /// An extension property, by name (`X-SHOE-SIZE`), with its group and parameters when it
    /// has them (`item1.X-FOO;TYPE=HOME`, as a vCard content line writes them before the colon).
    case extensionProperty(String)
}

/// The single text fields a CSV column can fill; raw values are the field path names.
public enum CSVTextField: String, Hashable, Sendable, CaseIterable {
    /// The display name (`formattedName`).
    case formattedName
    /// The honorific before the name (`namePrefix`).
    case namePrefix
    /// The given name (`givenName`).
    case givenName
    /// The middle name (`middleName`).
    case middleName
    /// The family name (`familyName`).
    case familyName
    /// A second surname (`secondaryFamilyName`).
    case secondaryFamilyName
    /// A former family name, such as a maiden name (`previousFamilyName`).
    case previousFamilyName
    /// The suffix after the name (`nameSuffix`).
    case nameSuffix
    /// The generation (`nameGeneration`).
    case nameGeneration
    /// The nickname (`nickname`).
    case nickname
    /// How the given name is pronounced (`phoneticGivenName`).
    case phoneticGivenName
    /// How the middle name is pronounced (`phoneticMiddleName`).
    case phoneticMiddleName
    /// How the family name is pronounced (`phoneticFamilyName`).
    case phoneticFamilyName
    /// How the organization is pronounced (`phoneticOrganizationName`).
    case phoneticOrganizationName
    /// The organization (`organizationName`).
    case organizationName
    /// The department (`departmentName`).
    case departmentName
    /// The job title (`jobTitle`).
    case jobTitle
    /// The note (`note`); a second note column adds a line to it.
    case note
    /// The contact's identifier (`uid`).
    case uid

    /// The fields the generic layout writes a column for only when a contact fills them, so
    /// that files without them keep the columns they had before these fields existed.
    static let writtenWhenFilled: [CSVTextField] = [.secondaryFamilyName, .nameGeneration]

    /// Of ``writtenWhenFilled``, those `contact` fills.
    static func filledOptionalFields(of contact: Contact) -> Set<CSVTextField> {
        var fields: Set<CSVTextField> = []
        for field in writtenWhenFilled where !field.value(in: contact).isEmpty { fields.insert(field) }
        return fields
    }

    /// The contact's text for this field (empty for a missing name or UID).
    func value(in contact: Contact) -> String {
        switch self {
        case .formattedName: return contact.formattedName ?? ""
        case .namePrefix: return contact.namePrefix
        case .givenName: return contact.givenName
        case .middleName: return contact.middleName
        case .familyName: return contact.familyName
        case .secondaryFamilyName: return contact.secondaryFamilyName
        case .previousFamilyName: return contact.previousFamilyName
        case .nameSuffix: return contact.nameSuffix
        case .nameGeneration: return contact.nameGeneration
        case .nickname: return contact.nickname
        case .phoneticGivenName: return contact.phoneticGivenName
        case .phoneticMiddleName: return contact.phoneticMiddleName
        case .phoneticFamilyName: return contact.phoneticFamilyName
        case .phoneticOrganizationName: return contact.phoneticOrganizationName
        case .organizationName: return contact.organizationName
        case .departmentName: return contact.departmentName
        case .jobTitle: return contact.jobTitle
        case .note: return contact.note
        case .uid: return contact.uid ?? ""
        }
    }

    /// Sets the field; a second column for the same field adds a line to the note only.
    func set(_ text: String, in contact: inout Contact) {
        switch self {
        case .formattedName: contact.formattedName = text
        case .namePrefix: contact.namePrefix = text
        case .givenName: contact.givenName = text
        case .middleName: contact.middleName = text
        case .familyName: contact.familyName = text
        case .secondaryFamilyName: contact.secondaryFamilyName = text
        case .previousFamilyName: contact.previousFamilyName = text
        case .nameSuffix: contact.nameSuffix = text
        case .nameGeneration: contact.nameGeneration = text
        case .nickname: contact.nickname = text
        case .phoneticGivenName: contact.phoneticGivenName = text
        case .phoneticMiddleName: contact.phoneticMiddleName = text
        case .phoneticFamilyName: contact.phoneticFamilyName = text
        case .phoneticOrganizationName: contact.phoneticOrganizationName = text
        case .organizationName: contact.organizationName = text
        case .departmentName: contact.departmentName = text
        case .jobTitle: contact.jobTitle = text
        case .note: contact.note = contact.note.isEmpty ? text : contact.note + "\n" + text
        case .uid: contact.uid = text
        }
    }
}

/// A part of a date split over columns.
public enum CSVDatePart: String, Hashable, Sendable {
    /// The year column.
    case year
    /// The month column.
    case month
    /// The day column.
    case day
}

/// The labeled lists of a contact a CSV column can fill.
public enum CSVList: String, Hashable, Sendable, CaseIterable {
    /// Phone numbers (`phoneNumbers`).
    case phoneNumbers
    /// E-mail addresses (`emailAddresses`).
    case emailAddresses
    /// Postal addresses (`postalAddresses`).
    case postalAddresses
    /// Web addresses (`urlAddresses`).
    case urlAddresses
    /// Related people (`contactRelations`).
    case contactRelations
    /// Anniversaries and other dates (`dates`).
    case dates
    /// Instant-messaging accounts (`instantMessageAddresses`).
    case instantMessageAddresses
    /// Social network profiles (`socialProfiles`).
    case socialProfiles
    /// Custom fields, a label and a value each (Google's `Custom Field 1 - Label`, `- Value`):
    /// the extension `itemN.X-CUSTOM-FIELD` with its label in `itemN.X-ABLabel`, as Apple
    /// labels a value (`CSVCustomFields`).
    case customFields
}

/// Which entry of a list a column belongs to.
public enum CSVSlot: Hashable, Sendable {
    /// The n-th entry (1-based) whose label is in a label column (Google's `Phone 2 - ...`).
    case numbered(Int)
    /// The n-th entry (1-based) with a fixed label (Outlook's `Business Phone 2`).
    case labeled(Label, Int)
}

/// Which part of an entry a column holds.
public enum CSVPart: Hashable, Sendable {
    /// The value itself: the number, the address text, the date.
    case value
    /// The entry's label, in a column of its own (Google's `Phone 1 - Label`).
    case label
    /// Postal address parts.
    case street, street2, street3, city, state, postalCode, country, postOfficeBox
    /// Apartment, suite or building.
    case extendedAddress
    /// A district within the city.
    case subLocality
    /// The whole address as one block of text.
    case formatted
    /// The service of an instant-messaging address or social profile.
    case service
    /// A parameter kept on the labeled value (Outlook's `E-mail Type`).
    case parameter(String)
}
