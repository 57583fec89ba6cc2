import ContactFormats
import ContactModel
import Foundation

/// Compares what a reader produced with a fixture's facts file
/// (`Fixtures/vcard/facts/NAME.json`): only the fields the facts list are checked.
///
/// The schema is described in `Fixtures/vcard/README.md`.
public struct FactsChecker {
    public private(set) var failures: [String] = []

    public init() {}

    /// Loads the facts for a fixture, or nil when it has none.
    public static func facts(for fixtureName: String) throws -> [String: Any]? {
        let base = fixtureName.replacingOccurrences(of: ".vcf", with: "")
        let url = Fixtures.url("vcard/facts/\(base).json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    }

    public mutating func check(
        contacts: [Contact], diagnostics: [Diagnostic], against facts: [String: Any]
    ) {
        let expectedContacts = facts["contacts"] as? [[String: Any]] ?? []
        if expectedContacts.count != contacts.count {
            failures.append("expected \(expectedContacts.count) contacts, read \(contacts.count)")
        }
        for (index, expected) in expectedContacts.enumerated() where index < contacts.count {
            check(contacts[index], expected, at: "contact \(index + 1)")
        }
        let codes = Set(diagnostics.map { $0.code.rawValue })
        for code in facts["diagnostics"] as? [String] ?? [] where !codes.contains(code) {
            failures.append("expected a diagnostic [\(code)], got \(codes.sorted())")
        }
    }

    private mutating func check(_ contact: Contact, _ expected: [String: Any], at place: String) {
        let strings: [(String, String?)] = [
            ("givenName", contact.givenName), ("familyName", contact.familyName),
            ("secondaryFamilyName", contact.secondaryFamilyName), ("nameGeneration", contact.nameGeneration),
            ("middleName", contact.middleName), ("namePrefix", contact.namePrefix),
            ("nameSuffix", contact.nameSuffix), ("nickname", contact.nickname),
            ("formattedName", contact.formattedName), ("organizationName", contact.organizationName),
            ("departmentName", contact.departmentName), ("jobTitle", contact.jobTitle),
            ("phoneticGivenName", contact.phoneticGivenName),
            ("phoneticFamilyName", contact.phoneticFamilyName),
            ("phoneticMiddleName", contact.phoneticMiddleName),
            ("previousFamilyName", contact.previousFamilyName),
            ("note", contact.note), ("kind", contact.kind.rawValue), ("uid", contact.uid),
            ("birthday", contact.birthday?.description),
        ]
        for (key, actual) in strings {
            guard let value = expected[key] else { continue }
            let wanted = value as? String
            if wanted != actual {
                failures.append("\(place) \(key): expected \(describe(wanted)), got \(describe(actual))")
            }
        }
        if let count = expected["imageByteCount"] as? Int, contact.imageBytes?.count != count {
            failures.append("\(place) imageByteCount: expected \(count), got \(contact.imageBytes?.count ?? 0)")
        }
        if let groups = expected["groups"] as? [String], groups != contact.groups {
            failures.append("\(place) groups: expected \(groups), got \(contact.groups)")
        }
        if let members = expected["members"] as? [String], members != contact.members {
            failures.append("\(place) members: expected \(members), got \(contact.members)")
        }
        checkLabeled(expected["phoneNumbers"], contact.phoneNumbers.map { ($0.label, $0.value, $0.preference == 1) }, "\(place) phoneNumbers")
        checkLabeled(expected["emailAddresses"], contact.emailAddresses.map { ($0.label, $0.value, $0.preference == 1) }, "\(place) emailAddresses")
        checkLabeled(expected["urlAddresses"], contact.urlAddresses.map { ($0.label, $0.value, $0.preference == 1) }, "\(place) urlAddresses")
        checkLabeled(expected["contactRelations"], contact.contactRelations.map { ($0.label, $0.value, $0.preference == 1) }, "\(place) contactRelations")
        checkLabeled(expected["dates"], contact.dates.map { ($0.label, $0.value.description, $0.preference == 1) }, "\(place) dates")
        if let addresses = expected["postalAddresses"] as? [[String: Any]] {
            if addresses.count != contact.postalAddresses.count {
                failures.append("\(place) postalAddresses: expected \(addresses.count), got \(contact.postalAddresses.count)")
            }
            for (index, wanted) in addresses.enumerated() where index < contact.postalAddresses.count {
                let actual = contact.postalAddresses[index]
                let fields: [(String, String)] = [
                    ("street", actual.value.street), ("city", actual.value.city),
                    ("state", actual.value.state), ("postalCode", actual.value.postalCode),
                    ("country", actual.value.country), ("isoCountryCode", actual.value.isoCountryCode),
                    ("postOfficeBox", actual.value.postOfficeBox),
                    ("extendedAddress", actual.value.extendedAddress),
                ]
                for (key, value) in fields {
                    if let text = wanted[key] as? String, text != value {
                        failures.append("\(place) postalAddresses[\(index)].\(key): expected \(describe(text)), got \(describe(value))")
                    }
                }
                if wanted.keys.contains("label") {
                    let label = wanted["label"] as? String
                    if label != labelName(actual.label) {
                        failures.append("\(place) postalAddresses[\(index)].label: expected \(describe(label)), got \(describe(labelName(actual.label)))")
                    }
                }
            }
        }
        if let names = expected["extensions"] as? [String] {
            let present = Set(contact.extensions.map { $0.name })
            for name in names where !present.contains(name.uppercased()) {
                failures.append("\(place) extensions: expected \(name) to be kept, have \(present.sorted())")
            }
        }
    }

    private mutating func checkLabeled(
        _ wantedValue: Any?, _ actual: [(Label?, String, Bool)], _ place: String
    ) {
        guard let wanted = wantedValue as? [[String: Any]] else { return }
        if wanted.count != actual.count {
            failures.append("\(place): expected \(wanted.count) values, got \(actual.count): \(actual.map { $0.1 })")
        }
        for (index, item) in wanted.enumerated() where index < actual.count {
            let (label, value, preferred) = actual[index]
            if let text = item["value"] as? String, text != value {
                failures.append("\(place)[\(index)].value: expected \(describe(text)), got \(describe(value))")
            }
            if item.keys.contains("label") {
                let wantedLabel = item["label"] as? String
                if wantedLabel != labelName(label) {
                    failures.append("\(place)[\(index)].label: expected \(describe(wantedLabel)), got \(describe(labelName(label)))")
                }
            }
            if let wantedPreferred = item["preferred"] as? Bool, wantedPreferred != preferred {
                failures.append("\(place)[\(index)].preferred: expected \(wantedPreferred), got \(preferred)")
            }
        }
    }

    private func labelName(_ label: Label?) -> String? {
        guard let label else { return nil }
        if case .custom(let text) = label { return "custom:" + text }
        return label.identifier
    }

    private func describe(_ text: String?) -> String {
        text.map { "\"\($0.replacingOccurrences(of: "\n", with: "\\n"))\"" } ?? "nil"
    }
}
