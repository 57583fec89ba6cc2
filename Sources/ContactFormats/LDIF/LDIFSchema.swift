import ContactModel

/// The part of a postal address an attribute holds.
enum LDIFAddressPart: Sendable, Hashable {
    case street, extendedAddress, postOfficeBox, city, state, postalCode, country
}

/// What an attribute of the Mozilla address-book schema holds in a ``/ContactModel/Contact``.
enum LDIFField: Sendable, Hashable {
    case formattedName, givenName, familyName, nickname
    /// `mail`: the primary e-mail address (Thunderbird's PrimaryEmail).
    case primaryEmail
    /// `mozillaSecondEmail`.
    case secondEmail
    /// A phone number with this label.
    case phone(Label)
    /// A part of the address with this label (Thunderbird keeps a home and a work address).
    case address(Label, LDIFAddressPart)
    case organizationName, departmentName, jobTitle
    /// A web page with this label.
    case url(Label)
    /// `labeledURI` (RFC 2079): a URI, then a space and a label; read only.
    case labeledURI
    case birthYear, birthMonth, birthDay
    case note
    /// `mozillaCustom1` to `4`: Thunderbird's custom fields, vCard `X-CUSTOM1` to `4`.
    case custom(Int)
    /// `jpegPhoto`: the picture's bytes.
    case photo
    /// `nsAIMid`: an AIM screen name.
    case aimScreenName
}

/// One attribute of the schema: the spelling written, the other names read, and the field.
struct LDIFAttribute: Sendable {
    /// The name the writer uses (Thunderbird's spelling, or the LDAP standard's).
    let name: String
    /// Other names readers and older exporters use, lower-cased.
    let aliases: [String]
    let field: LDIFField
    /// Whether the writer writes this attribute (false: read only).
    let isWritten: Bool

    init(_ name: String, _ field: LDIFField, aliases: [String] = [], isWritten: Bool = true) {
        self.name = name
        self.aliases = aliases
        self.field = field
        self.isWritten = isWritten
    }
}

/// The Mozilla address-book schema as Thunderbird writes and reads it (its default LDAP
/// attribute map and its LDIF importer's names), as data: one place for the attribute
/// names, in the order Thunderbird's LDIF export writes them.
///
/// Thunderbird's quirks kept: `mozillaHomeStreet2` and `mozillaWorkStreet2` are the second
/// line its vCard form writes as the ADR extended address; `telephoneNumber` is the work
/// phone; `c` holds the country as typed, not a two-letter code; the unlabeled fax number
/// is vCard `TEL;TYPE=fax`.
enum LDIFSchema {
    static let attributes: [LDIFAttribute] = [
        LDIFAttribute("givenName", .givenName),
        LDIFAttribute("sn", .familyName, aliases: ["surname"]),
        LDIFAttribute("cn", .formattedName, aliases: ["commonname", "displayname"]),
        LDIFAttribute("mozillaNickname", .nickname, aliases: ["xmozillanickname"]),
        LDIFAttribute("mail", .primaryEmail),
        LDIFAttribute("mozillaSecondEmail", .secondEmail, aliases: ["xmozillasecondemail"]),
        LDIFAttribute("nsAIMid", .aimScreenName, aliases: ["nscpaimscreenname", "mozilla_aimscreenname"]),
        LDIFAttribute("telephoneNumber", .phone(.work)),
        LDIFAttribute("homePhone", .phone(.home)),
        LDIFAttribute("facsimileTelephoneNumber", .phone(.otherFax), aliases: ["fax"]),
        LDIFAttribute("pager", .phone(.pager), aliases: ["pagerphone"]),
        LDIFAttribute("mobile", .phone(.mobile), aliases: ["cellphone", "carphone"]),
        LDIFAttribute("mozillaHomeStreet", .address(.home, .street), aliases: ["homestreet"]),
        LDIFAttribute("mozillaHomeStreet2", .address(.home, .extendedAddress)),
        LDIFAttribute("mozillaHomeLocalityName", .address(.home, .city)),
        LDIFAttribute("mozillaHomeState", .address(.home, .state)),
        LDIFAttribute("mozillaHomePostalCode", .address(.home, .postalCode)),
        LDIFAttribute("mozillaHomeCountryName", .address(.home, .country)),
        // Before street: Thunderbird's importer puts a postOfficeBox into the work street,
        // and the street that follows it wins.
        LDIFAttribute("postOfficeBox", .address(.work, .postOfficeBox)),
        LDIFAttribute("street", .address(.work, .street), aliases: ["streetaddress"]),
        LDIFAttribute("mozillaWorkStreet2", .address(.work, .extendedAddress)),
        LDIFAttribute("l", .address(.work, .city), aliases: ["locality"]),
        LDIFAttribute("st", .address(.work, .state), aliases: ["region"]),
        LDIFAttribute("postalCode", .address(.work, .postalCode), aliases: ["zip"]),
        LDIFAttribute("c", .address(.work, .country), aliases: ["countryname"]),
        LDIFAttribute("title", .jobTitle),
        LDIFAttribute("ou", .departmentName, aliases: ["department", "departmentnumber", "orgunit"]),
        LDIFAttribute("o", .organizationName, aliases: ["company"]),
        LDIFAttribute("mozillaWorkUrl", .url(.work), aliases: ["workurl"]),
        LDIFAttribute("mozillaHomeUrl", .url(.home), aliases: ["homeurl"]),
        LDIFAttribute("labeledURI", .labeledURI, isWritten: false),
        LDIFAttribute("birthyear", .birthYear),
        LDIFAttribute("birthmonth", .birthMonth),
        LDIFAttribute("birthday", .birthDay),
        LDIFAttribute("mozillaCustom1", .custom(1), aliases: ["custom1"]),
        LDIFAttribute("mozillaCustom2", .custom(2), aliases: ["custom2"]),
        LDIFAttribute("mozillaCustom3", .custom(3), aliases: ["custom3"]),
        LDIFAttribute("mozillaCustom4", .custom(4), aliases: ["custom4"]),
        LDIFAttribute("description", .note, aliases: ["notes"]),
        LDIFAttribute("jpegPhoto", .photo),
    ]

    /// Every attribute by its lower-cased name and aliases.
    static let byName: [String: LDIFAttribute] = {
        var table: [String: LDIFAttribute] = [:]
        for attribute in attributes {
            table[attribute.name.lowercased()] = attribute
            for alias in attribute.aliases { table[alias] = attribute }
        }
        return table
    }()

    /// The attribute the writer uses for `field`.
    static func attribute(for field: LDIFField) -> LDIFAttribute? {
        attributes.first { $0.field == field && $0.isWritten }
    }

    /// The object classes of a person entry, as Thunderbird writes them.
    static let personClasses = ["top", "person", "organizationalPerson", "inetOrgPerson", "mozillaAbPersonAlpha"]
    /// The object classes of a mailing list.
    static let groupClasses = ["top", "groupOfNames"]
    /// Object classes that make an entry a group (lower-cased).
    static let groupMarkers: Set<String> = ["groupofnames", "groupofuniquenames"]
    /// Attributes that list a group's members (lower-cased).
    static let memberAttributes: Set<String> = ["member", "uniquemember"]
    /// Object classes of entries that hold no contact: the branches of a directory tree
    /// (lower-cased). An entry with only these is skipped, with a warning.
    static let containerClasses: Set<String> = [
        "top", "organizationalunit", "organization", "dcobject", "domain", "country", "locality",
        "extensibleobject",
    ]
    /// Attributes whose values are binary by definition (lower-cased): kept as bytes.
    static let binaryAttributes: Set<String> = [
        "jpegphoto", "photo", "audio", "usercertificate", "cacertificate", "usersmimecertificate",
        "userpkcs12", "thumbnailphoto", "objectguid", "objectsid",
    ]
    /// The extension name that carries `mozillaCustomN` (Thunderbird's vCard name).
    static func customExtensionName(_ number: Int) -> String { "X-CUSTOM\(number)" }
}
