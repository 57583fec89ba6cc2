#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// An honorific before the name (`Dr.`, `Frau`): vCard `N`'s prefix component.
    public var namePrefix: String
    /// The first name in Western order (vCard `N`'s given-name component).
    public var givenName: String
    /// Middle names (vCard `N`'s additional-names component).
    public var middleName: String
    /// The surname (vCard `N`'s family-name component). With a
    /// ``secondaryFamilyName``, the first surname only (`Pérez` in `Pablo Pérez Gómez`).
    public var familyName: String
    /// A former family name, such as a maiden name (`X-MAIDENNAME`).
    public var previousFamilyName: String
    /// A suffix after the name (`Jr.`, `III`, `PhD`): vCard `N`'s suffix component. With a
    /// ``nameGeneration``, the rest of the suffix: credentials (`PhD`, `MP`).
    public var nameSuffix: String
    /// An informal name the contact goes by (vCard `NICKNAME`).
    public var nickname: String
    /// ``secondaryFamilyName`` and ``nameGeneration`` as one array of the two, nil when both
    /// are empty: 8 bytes in every contact rather than 32 (a book being deduplicated is held
    /// in memory), and the synthesized `Codable` form leaves the key out, so a contact
    /// without them encodes (and is fingerprinted in review pages and decisions files) as
    /// it did before they existed.
    @usableFromInline var rfc9554NameParts: [String]?

    /// How the given name is pronounced, in Latin or kana (`X-PHONETIC-FIRST-NAME`).
    public var phoneticGivenName: String
    /// How the middle name is pronounced (`X-PHONETIC-MIDDLE-NAME`).
    public var phoneticMiddleName: String
    /// How the family name is pronounced (`X-PHONETIC-LAST-NAME`).
    public var phoneticFamilyName: String
    /// How the organization name is pronounced (`X-PHONETIC-ORG`).
    public var phoneticOrganizationName: String

    /// The company or organization (vCard `ORG`'s first component).
    public var organizationName: String
    /// The department within the organization (vCard `ORG`'s second component).
    public var departmentName: String
    /// The contact's job title (vCard `TITLE`).
    public var jobTitle: String

    /// The birthday, with or without its year (vCard `BDAY`).
    public var birthday: PartialDate?
    /// A birthday in another calendar (Chinese, Hebrew, Islamic, ...).
    public var nonGregorianBirthday: NonGregorianDate?
    /// Anniversaries and other labeled dates.
    public var dates: [LabeledValue<PartialDate>]

    /// Free text about the contact (vCard `NOTE`).
    public var note: String
    /// The picture's bytes as read and written (``imageData`` is their `Data` form): readers
    /// and writers work on bytes without a copy. Encoded as `imageData`, an array of numbers.
    package var imageBytes: [UInt8]?

    /// Phone numbers as written, each with its label (vCard `TEL`).
    public var phoneNumbers: [LabeledValue<String>]
    /// E-mail addresses, each with its label (vCard `EMAIL`).
    public var emailAddresses: [LabeledValue<String>]
    /// Postal addresses, each with its label (vCard `ADR`).
    public var postalAddresses: [LabeledValue<PostalAddress>]
    /// Web addresses, each with its label (vCard `URL`).
    public var urlAddresses: [LabeledValue<String>]
    /// Related people, by name (vCard 4.0 `RELATED`, Apple `X-ABRELATEDNAMES`).
    public var contactRelations: [LabeledValue<String>]
    /// Profiles on social networks (vCard `X-SOCIALPROFILE`, 4.0 `SOCIALPROFILE`).
    public var socialProfiles: [LabeledValue<SocialProfile>]
    /// Instant-messaging accounts (vCard `IMPP`, `X-AIM`, `X-JABBER`, ...).
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

    /// Creates a contact; every field is empty unless given.
    public init(
        uid: String? = nil,
        kind: ContactKind = .individual,
        formattedName: String? = nil,
        namePrefix: String = "",
        givenName: String = "",
        middleName: String = "",
        familyName: String = "",
        secondaryFamilyName: String = "",
        previousFamilyName: String = "",
        nameSuffix: String = "",
        nameGeneration: String = "",
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
        imageData: Data? = nil,
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
        self.imageBytes = imageData.map { [UInt8]($0) }
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
        self.secondaryFamilyName = secondaryFamilyName
        self.nameGeneration = nameGeneration
    }

    /// The contact's picture, as the bytes of an image file (JPEG, PNG, GIF, ...), as
    /// `CNContact`'s `imageData` is; nil when it has none.
    public var imageData: Data? {
        get { imageBytes.map { Data($0) } }
        set { imageBytes = newValue.map { [UInt8]($0) } }
    }

    /// The keys of the `Codable` form: every stored property under its own name, the
    /// picture's bytes under `imageData`, as before ``imageData`` was `Data`.
    private enum CodingKeys: String, CodingKey {
        case uid, kind, formattedName, namePrefix, givenName, middleName, familyName, previousFamilyName
        case nameSuffix, nickname, rfc9554NameParts, phoneticGivenName, phoneticMiddleName
        case phoneticFamilyName, phoneticOrganizationName, organizationName, departmentName, jobTitle
        case birthday, nonGregorianBirthday, dates, note
        case imageBytes = "imageData"
        case phoneNumbers, emailAddresses, postalAddresses, urlAddresses, contactRelations, socialProfiles
        case instantMessageAddresses, groups, members, extensions, fieldParameters
    }

    /// A second surname, such as the Spanish maternal surname (`Gómez` in
    /// `Pablo Pérez Gómez`, where ``familyName`` is `Pérez`): the secondary-surname component
    /// RFC 9554 adds to vCard's `N`, CLDR's `surname2`. Apple's `CNContact` has no such
    /// field.
    public var secondaryFamilyName: String {
        // Inlinable (as ``nameGeneration``'s getter): called from another module on a
        // contact behind a pointer, the getter took a copy of the whole contact first.
        @inlinable get { rfc9554NamePart(0) }
        set { setRFC9554NameParts(newValue, nameGeneration) }
    }

    /// The generation (`Jr.`, `III`), apart from the other suffixes in ``nameSuffix``: the
    /// generation component RFC 9554 adds to vCard's `N`, CLDR's `generation`. Apple's
    /// `CNContact` has no such field (a generation there is part of `nameSuffix`, as it is
    /// here when a source wrote it so).
    public var nameGeneration: String {
        @inlinable get { rfc9554NamePart(1) }
        set { setRFC9554NameParts(secondaryFamilyName, newValue) }
    }

    /// Part `index` of ``rfc9554NameParts`` (0: the secondary surname, 1: the generation);
    /// empty when there are none.
    @inlinable func rfc9554NamePart(_ index: Int) -> String {
        guard let parts = rfc9554NameParts, index < parts.count else { return "" }
        return parts[index]
    }

    private mutating func setRFC9554NameParts(_ secondary: String, _ generation: String) {
        rfc9554NameParts = secondary.isEmpty && generation.isEmpty ? nil : [secondary, generation]
    }

    /// A contact with nothing in it, made once: copying it costs less than making one, so it
    /// is the placeholder left where a contact is moved out of an array.
    public static let empty = Contact()
}

extension Contact {
    /// The single-valued fields that can carry ``Contact/fieldParameters``.
    public enum Field: String, Sendable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
        /// ``Contact/formattedName`` (vCard `FN`).
        case formattedName
        /// The name parts together (vCard `N`).
        case name
        /// ``Contact/nickname`` (vCard `NICKNAME`).
        case nickname
        /// ``Contact/organizationName`` and ``Contact/departmentName`` (vCard `ORG`).
        case organization
        /// ``Contact/jobTitle`` (vCard `TITLE`).
        case jobTitle
        /// ``Contact/note`` (vCard `NOTE`).
        case note
        /// ``Contact/birthday`` (vCard `BDAY`).
        case birthday
        /// ``Contact/nonGregorianBirthday``.
        case nonGregorianBirthday
        /// ``Contact/imageData`` (vCard `PHOTO`).
        case image
        /// ``Contact/uid`` (vCard `UID`).
        case uid
        /// ``Contact/kind`` (vCard 4.0 `KIND`).
        case kind
        /// The phonetic name parts together.
        case phoneticName
    }
}

extension Contact {
    /// The labeled lists whose values a diagnostic can point at one by one
    /// (``Diagnostic/ValueReference``).
    public enum ListField: String, Sendable, Hashable, Codable, CaseIterable {
        /// ``Contact/phoneNumbers`` (vCard `TEL`).
        case phoneNumbers
        /// ``Contact/emailAddresses`` (vCard `EMAIL`).
        case emailAddresses
        /// ``Contact/postalAddresses`` (vCard `ADR`).
        case postalAddresses
        /// ``Contact/dates`` (vCard `ANNIVERSARY`, `X-ABDATE`).
        case dates
    }
}
