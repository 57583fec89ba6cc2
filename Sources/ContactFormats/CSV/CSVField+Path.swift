import ContactModel

extension CSVField {
    /// Reads a field path (`givenName`, `phoneNumbers.2.value`, `phoneNumbers[mobile]`,
    /// `postalAddresses[home].city`, `extension:X-SHOE-SIZE`, `extension:item1.X-FOO;TYPE=HOME`);
    /// nil when it is not one.
    public init?(path: String) {
        if path.hasPrefix("extension:") {
            // A name that is not a vCard name (a line break in it) would be written raw.
            // The generic layout's titles add the group and parameters (CSVExtensionKey).
            guard let key = CSVExtensionKey(text: String(path.dropFirst("extension:".count))) else { return nil }
            self = .extensionProperty(key.text)
            return
        }
        // Every other path starts with a field or list name, a lower-case ASCII word, and
        // is matched case for case: an exporter's title (`Given Name`, `E-mail 1 - Value`)
        // is told apart here, before the raw-value matches below (about 10,000
        // instructions a title when a reader ranks the layouts against a header).
        guard let first = path.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        if let field = CSVTextField(rawValue: path) {
            self = .text(field)
            return
        }
        switch path {
        case "birthday": self = .birthday; return
        case "birthday.year": self = .birthdayPart(.year); return
        case "birthday.month": self = .birthdayPart(.month); return
        case "birthday.day": self = .birthdayPart(.day); return
        case "groups": self = .groups; return
        default: break
        }
        // list.N.part, list[label].part, list[label]
        var rest = Substring(path)
        let listName = rest.prefix { $0 != "." && $0 != "[" }
        guard let list = CSVList(rawValue: String(listName)) else { return nil }
        rest = rest.dropFirst(listName.count)
        let slot: CSVSlot
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let labelText = String(rest[rest.index(after: rest.startIndex)..<close])
            slot = .labeled(Label(identifier: labelText) ?? .custom(labelText), 1)
            rest = rest[rest.index(after: close)...]
            if rest.isEmpty {
                self = .entry(list, slot, .value)
                return
            }
            guard rest.hasPrefix(".") else { return nil }
            rest = rest.dropFirst()
        } else {
            guard rest.hasPrefix(".") else { return nil }
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits), number > 0 else { return nil }
            slot = .numbered(number)
            rest = rest.dropFirst(digits.count)
            if rest.isEmpty {
                self = .entry(list, slot, .value)
                return
            }
            guard rest.hasPrefix(".") else { return nil }
            rest = rest.dropFirst()
        }
        guard let part = CSVPart(pathName: String(rest)) else { return nil }
        self = .entry(list, slot, part)
    }

    /// The field's path, as ``init(path:)`` reads it.
    public var path: String {
        switch self {
        case .text(let field): return field.rawValue
        case .birthday: return "birthday"
        case .birthdayPart(let part): return "birthday." + part.rawValue
        case .groups: return "groups"
        case .extensionProperty(let name): return "extension:" + name
        case .entry(let list, let slot, let part):
            let partName = part.pathName
            switch slot {
            case .numbered(let number): return "\(list.rawValue).\(number).\(partName)"
            case .labeled(let label, _):
                return "\(list.rawValue)[\(label.identifier)].\(partName)"
            }
        }
    }
}

extension CSVPart {
    /// The part's name in a field path (`postalCode`, `parameter:X-OUTLOOK-TYPE`).
    public var pathName: String {
        switch self {
        case .value: return "value"
        case .label: return "label"
        case .street: return "street"
        case .street2: return "street2"
        case .street3: return "street3"
        case .city: return "city"
        case .state: return "state"
        case .postalCode: return "postalCode"
        case .country: return "country"
        case .postOfficeBox: return "postOfficeBox"
        case .extendedAddress: return "extendedAddress"
        case .subLocality: return "subLocality"
        case .formatted: return "formatted"
        case .service: return "service"
        case .parameter(let name): return "parameter:" + name
        }
    }

    /// Reads a part's path name.
    public init?(pathName: String) {
        if pathName.hasPrefix("parameter:") {
            let name = String(pathName.dropFirst("parameter:".count))
            guard VCardName.isValid(name) else { return nil }
            self = .parameter(name.uppercased())
            return
        }
        let parts: [CSVPart] = [
            .value, .label, .street, .street2, .street3, .city, .state, .postalCode, .country,
            .postOfficeBox, .extendedAddress, .subLocality, .formatted, .service,
        ]
        guard let part = parts.first(where: { $0.pathName == pathName }) else { return nil }
        self = part
    }
}
