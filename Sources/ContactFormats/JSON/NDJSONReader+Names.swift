import ContactModel

extension NDJSONReader {
    /// Refuses the names in a decoded contact that are not valid vCard names
    /// (``VCardName``), each with an ``Diagnostic/Code/invalidName`` warning at `line`: an
    /// extension with such a name is skipped, such a group is left out of its extension,
    /// such a parameter is left out of its value. Parameter names may be empty (a vCard 2.1
    /// nameless `TYPE` value, as ``NDJSONWriter`` writes it).
    static func refuseInvalidNames(in contact: inout Contact, line: Int, diagnostics: inout [Diagnostic]) {
        if !contact.extensions.isEmpty {
            contact.extensions = contact.extensions.compactMap { property in
                guard VCardName.isValid(property.name) else {
                    diagnostics.append(
                        VCardName.refusal("extension", property.name, line: line, outcome: "the extension was skipped"))
                    return nil
                }
                var property = property
                if let group = property.group, !VCardName.isValid(group) {
                    property.group = nil
                    diagnostics.append(
                        VCardName.refusal("group", group, line: line, outcome: "\(property.name) read without it"))
                }
                refuseInvalidNames(in: &property.parameters, of: property.name, line: line, diagnostics: &diagnostics)
                return property
            }
        }
        for field in contact.fieldParameters.keys {
            refuseInvalidNames(
                in: &contact.fieldParameters[field, default: []], of: field.rawValue, line: line,
                diagnostics: &diagnostics)
        }
        refuseInvalidNames(in: &contact.phoneNumbers, "phoneNumbers", line: line, diagnostics: &diagnostics)
        refuseInvalidNames(in: &contact.emailAddresses, "emailAddresses", line: line, diagnostics: &diagnostics)
        refuseInvalidNames(in: &contact.postalAddresses, "postalAddresses", line: line, diagnostics: &diagnostics)
        refuseInvalidNames(in: &contact.urlAddresses, "urlAddresses", line: line, diagnostics: &diagnostics)
        refuseInvalidNames(in: &contact.contactRelations, "contactRelations", line: line, diagnostics: &diagnostics)
        refuseInvalidNames(in: &contact.socialProfiles, "socialProfiles", line: line, diagnostics: &diagnostics)
        refuseInvalidNames(
            in: &contact.instantMessageAddresses, "instantMessageAddresses", line: line, diagnostics: &diagnostics)
        refuseInvalidNames(in: &contact.dates, "dates", line: line, diagnostics: &diagnostics)
    }

    private static func refuseInvalidNames<Value>(
        in items: inout [LabeledValue<Value>], _ list: String, line: Int, diagnostics: inout [Diagnostic]
    ) {
        for index in items.indices where !items[index].parameters.isEmpty {
            refuseInvalidNames(
                in: &items[index].parameters, of: "\(list)[\(index)]", line: line, diagnostics: &diagnostics)
        }
    }

    private static func refuseInvalidNames(
        in parameters: inout [Parameter], of owner: String, line: Int, diagnostics: inout [Diagnostic]
    ) {
        guard parameters.contains(where: { !$0.name.isEmpty && !VCardName.isValid($0.name) }) else { return }
        parameters.removeAll { parameter in
            guard !parameter.name.isEmpty, !VCardName.isValid(parameter.name) else { return false }
            diagnostics.append(
                VCardName.refusal("parameter", parameter.name, line: line, outcome: "left out of \(owner)"))
            return true
        }
    }
}
