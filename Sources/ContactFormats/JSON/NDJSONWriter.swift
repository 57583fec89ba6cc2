import ContactModel
import ContactSupport

/// Writes one JSON object per contact per line, in the `contactkit/1` schema: CNContact-style
/// keys in a fixed order, every key present (`null` or `[]` when empty), LF line ends.
///
/// The schema is documented in the "NDJSON schema" article and as a JSON Schema file
/// (`contactkit-1.schema.json`); ``NDJSONReader`` reads it back without loss.
public struct NDJSONWriter: ContactWriter {
    /// The value of every object's `schema` key.
    public static let schema = "contactkit/1"

    /// Where the bytes go.
    public let sink: ByteSink
    public private(set) var diagnostics: [Diagnostic] = []
    private var output = JSONOutput()

    /// Creates a writer into `sink`.
    public init(sink: ByteSink) {
        self.sink = sink
    }

    /// Writes one contact as one line of JSON.
    public mutating func write(_ contact: Contact) throws {
        output.reset()
        NDJSONWriter.encode(contact, into: &output)
        try sink.append(output.bytes)
        try sink.append(10)
    }

    public mutating func finish() throws {
        try sink.flush()
    }

    /// Keys written only when their value is not empty.
    static let keysWrittenWhenFilled: Set<String> = ["secondaryFamilyName", "nameGeneration"]

    /// The contact as one JSON object.
    static func encode(_ contact: Contact, into json: inout JSONOutput) {
        json.beginObject()
        json.key("schema"); json.string(schema)
        json.key("uid"); json.optionalString(contact.uid)
        json.key("kind"); json.string(contact.kind.rawValue)
        json.key("formattedName"); json.optionalString(contact.formattedName)
        // The second surname and the generation only when there is one: a contact without
        // them is written as before they were modelled.
        for (key, value) in [
            ("namePrefix", contact.namePrefix), ("givenName", contact.givenName),
            ("middleName", contact.middleName), ("familyName", contact.familyName),
            ("secondaryFamilyName", contact.secondaryFamilyName),
            ("previousFamilyName", contact.previousFamilyName), ("nameSuffix", contact.nameSuffix),
            ("nameGeneration", contact.nameGeneration),
            ("nickname", contact.nickname), ("phoneticGivenName", contact.phoneticGivenName),
            ("phoneticMiddleName", contact.phoneticMiddleName),
            ("phoneticFamilyName", contact.phoneticFamilyName),
            ("phoneticOrganizationName", contact.phoneticOrganizationName),
            ("organizationName", contact.organizationName), ("departmentName", contact.departmentName),
            ("jobTitle", contact.jobTitle),
        ] where !value.isEmpty || !NDJSONWriter.keysWrittenWhenFilled.contains(key) {
            json.key(key); json.string(value)
        }
        json.key("birthday"); encode(contact.birthday, into: &json)
        json.key("nonGregorianBirthday")
        if let date = contact.nonGregorianBirthday {
            json.beginObject()
            json.key("calendar"); json.string(date.calendar)
            json.key("date"); encode(date.date, into: &json)
            json.key("isLeapMonth"); json.bool(date.isLeapMonth)
            json.endObject()
        } else {
            json.null()
        }
        json.key("dates")
        encodeList(contact.dates, into: &json) { date, json in encode(date, into: &json) }
        json.key("note"); json.string(contact.note)
        json.key("imageData")
        json.optionalString(contact.imageBytes.map { String(decoding: Base64.encode($0), as: UTF8.self) })
        json.key("phoneNumbers"); encodeList(contact.phoneNumbers, into: &json) { $1.string($0) }
        json.key("emailAddresses"); encodeList(contact.emailAddresses, into: &json) { $1.string($0) }
        json.key("postalAddresses")
        encodeList(contact.postalAddresses, into: &json) { address, json in encode(address, into: &json) }
        json.key("urlAddresses"); encodeList(contact.urlAddresses, into: &json) { $1.string($0) }
        json.key("contactRelations"); encodeList(contact.contactRelations, into: &json) { $1.string($0) }
        json.key("socialProfiles")
        encodeList(contact.socialProfiles, into: &json) { profile, json in
            json.beginObject()
            json.key("urlString"); json.string(profile.urlString)
            json.key("username"); json.string(profile.username)
            json.key("userIdentifier"); json.string(profile.userIdentifier)
            json.key("service"); json.string(profile.service)
            json.endObject()
        }
        json.key("instantMessageAddresses")
        encodeList(contact.instantMessageAddresses, into: &json) { address, json in
            json.beginObject()
            json.key("username"); json.string(address.username)
            json.key("service"); json.string(address.service)
            json.endObject()
        }
        json.key("groups"); encodeStrings(contact.groups, into: &json)
        json.key("members"); encodeStrings(contact.members, into: &json)
        json.key("extensions")
        json.beginArray()
        for property in contact.extensions {
            json.beginObject()
            json.key("group"); json.optionalString(property.group)
            json.key("name"); json.string(property.name)
            json.key("parameters"); encode(property.parameters, into: &json)
            json.key("value"); json.string(property.value)
            json.endObject()
        }
        json.endArray()
        json.key("fieldParameters")
        json.beginObject()
        for field in Contact.Field.allCases {
            guard let parameters = contact.fieldParameters[field] else { continue }
            json.key(field.rawValue); encode(parameters, into: &json)
        }
        json.endObject()
        json.endObject()
    }
}
