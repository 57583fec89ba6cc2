/// A person, organization or group, with every property Apple's `CNContact` has and a
/// lossless bag for what the model does not know.
///
/// `Contact` is a plain value: it knows no file format. Readers in `ContactFormats` fill it,
/// writers turn it back into bytes, and anything a reader did not understand travels in
/// ``extensions`` so a writer can put it back.
public struct Contact: Sendable, Hashable, Codable {
    /// The contact's stable identifier (vCard `UID`), when the source had one.
    public var uid: String?
    /// Whether this is a person, an organization or a group.
    public var kind: ContactKind

    /// The display name as the source wrote it (vCard `FN`).
    public var formattedName: String?
    public var namePrefix: String
    public var givenName: String
    public var middleName: String
    public var familyName: String
    public var previousFamilyName: String
    public var nameSuffix: String
    public var nickname: String

    public var phoneticGivenName: String
    public var phoneticMiddleName: String
    public var phoneticFamilyName: String
    public var phoneticOrganizationName: String

    public var organizationName: String
    public var departmentName: String
    public var jobTitle: String

    public var birthday: PartialDate?
    /// A birthday in another calendar (Chinese, Hebrew, Islamic, ...).
    public var nonGregorianBirthday: NonGregorianDate?
    /// Anniversaries and other labeled dates.
    public var dates: [LabeledValue<PartialDate>]

    public var note: String
    /// The contact's picture, as the bytes of an image file (JPEG, PNG, GIF, ...).
    public var imageData: [UInt8]?

    public var phoneNumbers: [LabeledValue<String>]
    public var emailAddresses: [LabeledValue<String>]
    public var postalAddresses: [LabeledValue<PostalAddress>]
    public var urlAddresses: [LabeledValue<String>]
    /// Related people, by name (vCard 4.0 `RELATED`, Apple `X-ABRELATEDNAMES`).
    public var contactRelations: [LabeledValue<String>]
    public var socialProfiles: [LabeledValue<SocialProfile>]
    public var instantMessageAddresses: [LabeledValue<InstantMessageAddress>]

    /// Names of the groups this contact belongs to (vCard `CATEGORIES`, Google labels).
    public var groups: [String]
    /// For a group: its members, usually `urn:uuid:` references to other contacts' UIDs.
    public var members: [String]

    /// Everything the model does not hold, kept as written so nothing is lost.
    public var extensions: [ExtensionProperty]
    /// Parameters a source attached to a single-valued field that the field itself does not
    /// express (`LANGUAGE`, `SORT-AS`, `ALTID` on a vCard `N` or `FN`), keyed by ``Field``.
    public var fieldParameters: [Field: [Parameter]]

    public init(
        uid: String? = nil,
        kind: ContactKind = .individual,
        formattedName: String? = nil,
        namePrefix: String = "",
        givenName: String = "",
        middleName: String = "",
        familyName: String = "",
        previousFamilyName: String = "",
        nameSuffix: String = "",
        nickname: String = "",
        phoneticGivenName: String = "",
        phoneticMiddleName: String = "",
        phoneticFamilyName: String = "",
        phoneticOrganizationName: String = "",
        organizationName: String = "",
        departmentName: String = "",
        jobTitle: String = "",
        birthday: PartialDate? = nil,
        nonGregorianBirthday: NonGregorianDate? = nil,
        dates: [LabeledValue<PartialDate>] = [],
        note: String = "",
        imageData: [UInt8]? = nil,
        phoneNumbers: [LabeledValue<String>] = [],
        emailAddresses: [LabeledValue<String>] = [],
        postalAddresses: [LabeledValue<PostalAddress>] = [],
        urlAddresses: [LabeledValue<String>] = [],
        contactRelations: [LabeledValue<String>] = [],
        socialProfiles: [LabeledValue<SocialProfile>] = [],
        instantMessageAddresses: [LabeledValue<InstantMessageAddress>] = [],
        groups: [String] = [],
        members: [String] = [],
        extensions: [ExtensionProperty] = [],
        fieldParameters: [Field: [Parameter]] = [:]
    ) {
        self.uid = uid
        self.kind = kind
        self.formattedName = formattedName
        self.namePrefix = namePrefix
        self.givenName = givenName
        self.middleName = middleName
        self.familyName = familyName
        self.previousFamilyName = previousFamilyName
        self.nameSuffix = nameSuffix
        self.nickname = nickname
        self.phoneticGivenName = phoneticGivenName
        self.phoneticMiddleName = phoneticMiddleName
        self.phoneticFamilyName = phoneticFamilyName
        self.phoneticOrganizationName = phoneticOrganizationName
        self.organizationName = organizationName
        self.departmentName = departmentName
        self.jobTitle = jobTitle
        self.birthday = birthday
        self.nonGregorianBirthday = nonGregorianBirthday
        self.dates = dates
        self.note = note
        self.imageData = imageData
        self.phoneNumbers = phoneNumbers
        self.emailAddresses = emailAddresses
        self.postalAddresses = postalAddresses
        self.urlAddresses = urlAddresses
        self.contactRelations = contactRelations
        self.socialProfiles = socialProfiles
        self.instantMessageAddresses = instantMessageAddresses
        self.groups = groups
        self.members = members
        self.extensions = extensions
        self.fieldParameters = fieldParameters
    }

    /// A contact with nothing in it, made once: copying it costs less than making one, so it
    /// is the placeholder left where a contact is moved out of an array.
    public static let empty = Contact()
}

extension Contact {
    /// The single-valued fields that can carry ``Contact/fieldParameters``.
    public enum Field: String, Sendable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
        case formattedName, name, nickname, organization, jobTitle, note, birthday
        case nonGregorianBirthday, image, uid, kind, phoneticName
    }
}
