import ContactModel

extension Unifier {
    /// Unites every multi-valued field, keyed by normalized value.
    func mergeMultipleValues(_ contacts: UnsafeBufferPointer<Contact>, into result: inout Contact) {
        result.phoneNumbers = Self.united(contacts.indices.map { contacts[$0].phoneNumbers }, key: Self.phoneKey)
        result.emailAddresses = Self.united(contacts.indices.map { contacts[$0].emailAddresses }, key: EmailAddressNormalizer.matchKey)
        result.postalAddresses = Self.united(contacts.indices.map { contacts[$0].postalAddresses }, key: Self.addressKey)
        result.urlAddresses = Self.united(contacts.indices.map { contacts[$0].urlAddresses }, key: Self.urlKey)
        result.contactRelations = Self.united(contacts.indices.map { contacts[$0].contactRelations }) { TextFolding.fold($0) }
        result.socialProfiles = Self.united(contacts.indices.map { contacts[$0].socialProfiles }) {
            TextFolding.fold($0.service) + "|" + TextFolding.fold($0.username) + "|"
                + TextFolding.fold($0.urlString) + "|" + $0.userIdentifier
        }
        result.instantMessageAddresses = Self.united(contacts.indices.map { contacts[$0].instantMessageAddresses }) {
            TextFolding.fold($0.service) + "|" + $0.username.lowercased()
        }
        result.dates = Self.united(contacts.indices.map { contacts[$0].dates }) { $0.description }
        var groups: [String] = []
        var members: [String] = []
        // Sets beside the lists: two group cards of 100,000 members each must not compare
        // every member with every other.
        var seenGroups: Set<String> = []
        var seenMembers: Set<String> = []
        for index in contacts.indices {
            for group in contacts[index].groups where seenGroups.insert(group).inserted { groups.append(group) }
            for member in contacts[index].members where seenMembers.insert(member).inserted { members.append(member) }
        }
        result.groups = groups
        result.members = members
    }

    /// Lists united in order of first appearance; a repeated value (same key) keeps the first
    /// spelling, the most preferred preference, all parameters, and a second label as an
    /// `X-CONTACTKIT-LABEL` parameter.
    static func united<Value>(_ lists: [[LabeledValue<Value>]], key: (Value) -> String) -> [LabeledValue<Value>] {
        // Nothing to unite: no key needed.
        let total = lists.reduce(0, { $0 + $1.count })
        switch total {
        case 0: return []
        case 1: return lists.first { !$0.isEmpty }!
        default: break
        }
        var result: [LabeledValue<Value>] = []
        // The key of each value kept: searched one by one when there are few, else hashed.
        var keys: [String] = []
        var positions: [String: Int] = [:]
        let hashesKeys = total > 16
        for list in lists {
            for item in list {
                let itemKey = key(item.value)
                guard let position = hashesKeys ? positions[itemKey] : keys.firstIndex(of: itemKey) else {
                    if hashesKeys { positions[itemKey] = result.count } else { keys.append(itemKey) }
                    result.append(item)
                    continue
                }
                var existing = result[position]
                if let preference = item.preference {
                    existing.preference = min(existing.preference ?? preference, preference)
                }
                for parameter in item.parameters where !existing.parameters.contains(parameter) {
                    existing.parameters.append(parameter)
                }
                if let label = item.label, label != existing.label {
                    if existing.label == nil {
                        existing.label = label
                    } else {
                        let extra = Parameter(labelParameterName, label.identifier)
                        if !existing.parameters.contains(extra) { existing.parameters.append(extra) }
                    }
                }
                result[position] = existing
            }
        }
        return result
    }

    /// A phone's digits with a leading `+` kept: formatting differences do not matter.
    static func phoneKey(_ value: String) -> String {
        if value.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the decimal digits are 0–9.
            var output: [UInt8] = []
            for byte in value.utf8 where (byte == 43 && output.isEmpty) || (byte >= 48 && byte <= 57) {
                output.append(byte)
            }
            return output.isEmpty ? value : String(decoding: output, as: UTF8.self)
        }
        var output = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if scalar == "+" && output.isEmpty { output.append(scalar) }
            if let digit = scalar.properties.numericType, digit == .decimal {
                output.append(scalar)
            }
        }
        return output.isEmpty ? value : String(output)
    }

    /// A URL with its scheme and host in lower case and the rest as written: RFC 3986 makes
    /// only those two case-insensitive (`https://Example.com/Zed` and `https://example.com/Zed`
    /// are one address, `…/Zed` and `…/zed` two). Surrounding white space is ignored; user
    /// information before the host (`user:pw@`) is kept as written.
    static func urlKey(_ value: String) -> String {
        var scalars = Substring(value).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        let text = String(scalars)
        var key = ""
        var rest = Substring(text)
        if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
            !rest[..<colon].isEmpty
        {
            key = rest[...colon].lowercased()
            rest = rest[rest.index(after: colon)...]
            guard rest.hasPrefix("//") else { return key + rest }  // mailto:, tel:: no host
            key += "//"
            rest = rest.dropFirst(2)
        }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            key += authority[...at] + authority[authority.index(after: at)...].lowercased()
        } else {
            key += authority.lowercased()
        }
        return key + rest[authorityEnd...]
    }

    /// An address by street, postal code and city, folded.
    static func addressKey(_ address: PostalAddress) -> String {
        [address.postOfficeBox, address.extendedAddress, address.street, address.postalCode, address.city]
            .map(TextFolding.fold).joined(separator: "|")
    }
}
