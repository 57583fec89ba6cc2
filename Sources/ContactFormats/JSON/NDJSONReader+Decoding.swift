import ContactModel
import ContactSupport

extension NDJSONReader {
    /// A contact from one `contactkit/1` object.
    static func contact(from json: JSONObject) throws -> Contact {
        var contact = Contact()
        contact.uid = try json.optionalString("uid")
        if let kind = try json.optionalString("kind") {
            guard let value = ContactKind(rawValue: kind) else { throw JSONValueError("unknown kind \(Diagnostic.quoted(kind))") }
            contact.kind = value
        }
        contact.formattedName = try json.optionalString("formattedName")
        contact.namePrefix = try json.string("namePrefix")
        contact.givenName = try json.string("givenName")
        contact.middleName = try json.string("middleName")
        contact.familyName = try json.string("familyName")
        contact.secondaryFamilyName = try json.string("secondaryFamilyName")
        contact.previousFamilyName = try json.string("previousFamilyName")
        contact.nameSuffix = try json.string("nameSuffix")
        contact.nameGeneration = try json.string("nameGeneration")
        contact.nickname = try json.string("nickname")
        contact.phoneticGivenName = try json.string("phoneticGivenName")
        contact.phoneticMiddleName = try json.string("phoneticMiddleName")
        contact.phoneticFamilyName = try json.string("phoneticFamilyName")
        contact.phoneticOrganizationName = try json.string("phoneticOrganizationName")
        contact.organizationName = try json.string("organizationName")
        contact.departmentName = try json.string("departmentName")
        contact.jobTitle = try json.string("jobTitle")
        contact.birthday = try json.optionalObject("birthday").map(date)
        if let other = try json.optionalObject("nonGregorianBirthday") {
            contact.nonGregorianBirthday = NonGregorianDate(
                calendar: try other.string("calendar"),
                date: try date(try other.optionalObject("date") ?? JSONObject([])),
                isLeapMonth: try other.bool("isLeapMonth"))
        }
        contact.dates = try labeled(json, "dates") { try date(try JSONObject.object($0)) }
        contact.note = try json.string("note")
        if let image = try json.optionalString("imageData") {
            guard let bytes = Base64.decode(Array(image.utf8)) else { throw JSONValueError("imageData is not base64") }
            contact.imageBytes = bytes
        }
        contact.phoneNumbers = try labeled(json, "phoneNumbers", JSONObject.string)
        contact.emailAddresses = try labeled(json, "emailAddresses", JSONObject.string)
        contact.postalAddresses = try labeled(json, "postalAddresses") { value in
            let address = try JSONObject.object(value)
            return PostalAddress(
                postOfficeBox: try address.string("postOfficeBox"),
                extendedAddress: try address.string("extendedAddress"),
                street: try address.string("street"), subLocality: try address.string("subLocality"),
                city: try address.string("city"),
                subAdministrativeArea: try address.string("subAdministrativeArea"),
                state: try address.string("state"), postalCode: try address.string("postalCode"),
                sortingCode: try address.string("sortingCode"),
                country: try address.string("country"), isoCountryCode: try address.string("isoCountryCode"),
                formattedLabel: try address.optionalString("formattedLabel"))
        }
        contact.urlAddresses = try labeled(json, "urlAddresses", JSONObject.string)
        contact.contactRelations = try labeled(json, "contactRelations", JSONObject.string)
        contact.socialProfiles = try labeled(json, "socialProfiles") { value in
            let profile = try JSONObject.object(value)
            return SocialProfile(
                urlString: try profile.string("urlString"), username: try profile.string("username"),
                userIdentifier: try profile.string("userIdentifier"), service: try profile.string("service"))
        }
        contact.instantMessageAddresses = try labeled(json, "instantMessageAddresses") { value in
            let address = try JSONObject.object(value)
            return InstantMessageAddress(username: try address.string("username"), service: try address.string("service"))
        }
        contact.groups = try json.strings("groups")
        contact.members = try json.strings("members")
        contact.extensions = try json.array("extensions").map { value in
            let property = try JSONObject.object(value)
            return ExtensionProperty(
                group: try property.optionalString("group"), name: try property.string("name"),
                parameters: try parameters(property.array("parameters")), value: try property.string("value"))
        }
        if let fieldParameters = try json.optionalObject("fieldParameters") {
            for (key, value) in fieldParameters.members where value != .null {
                guard let field = Contact.Field(rawValue: key) else {
                    throw JSONValueError("fieldParameters has an unknown field \(Diagnostic.quoted(key))")
                }
                guard let list = value.arrayValue else { throw JSONValueError("fieldParameters.\(key) must be an array") }
                contact.fieldParameters[field] = try parameters(list)
            }
        }
        return contact
    }

    static func date(_ object: JSONObject) throws -> PartialDate {
        PartialDate(
            year: try object.optionalInt("year"), month: try object.optionalInt("month"),
            day: try object.optionalInt("day"), time: try object.optionalString("time"))
    }

    static func parameters(_ list: [JSONValue]) throws -> [Parameter] {
        try list.map { value in
            let parameter = try JSONObject.object(value)
            return Parameter(name: try parameter.string("name"), values: try parameter.strings("values"))
        }
    }

    static func labeled<Value>(
        _ json: JSONObject, _ key: String, _ decodeValue: (JSONValue) throws -> Value
    ) throws -> [LabeledValue<Value>] {
        try json.array(key).map { item in
            let entry = try JSONObject.object(item)
            var label: Label? = nil
            if let text = try entry.optionalString("label") {
                if text.hasPrefix("custom:") {
                    label = .custom(String(text.dropFirst("custom:".count)))
                } else {
                    label = Label(identifier: text) ?? .custom(text)
                }
            }
            guard let value = entry.value("value") else { throw JSONValueError("\(key): an entry has no value") }
            return LabeledValue(
                label: label, value: try decodeValue(value), preference: try entry.optionalInt("preference"),
                parameters: try parameters(entry.array("parameters")))
        }
    }
}
