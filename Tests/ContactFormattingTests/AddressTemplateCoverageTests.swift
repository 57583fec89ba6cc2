import ContactFormatting
import ContactModel
import Foundation
import Testing

/// Every region's templates, native and Latin, with every field and with each placed field
/// missing in turn: no value lost or doubled (Côte d'Ivoire's `%X %A %C %X` writes its
/// sorting code twice, as Google's data does), no separator left at a line's edge, no run
/// of spaces, the user's casing kept unless the post's capitals are asked for.
@Suite struct AddressTemplateCoverageTests {
    static let values: [AddressField: String] = [
        .street: "12 Example Street", .subLocality: "Old Town", .city: "Exampleton",
        .state: "North Province", .postalCode: "4321", .sortingCode: "Cedex 9",
    ]

    static func address(_ region: String, without missing: AddressField? = nil) -> PostalAddress {
        func value(_ field: AddressField) -> String { field == missing ? "" : values[field]! }
        return PostalAddress(
            street: value(.street), subLocality: value(.subLocality), city: value(.city),
            state: value(.state), postalCode: value(.postalCode), sortingCode: value(.sortingCode),
            isoCountryCode: region)
    }

    static func check(
        _ lines: [String], holds address: PostalAddress, template: [[AddressTemplate.Token]],
        _ context: String
    ) {
        let text = lines.joined(separator: "\n")
        for field in AddressField.allCases where field != .name && field != .organization {
            let expected = values[field]!
            let present = [address.street, address.subLocality, address.city, address.state,
                           address.postalCode, address.sortingCode].contains(expected)
            let places = template.joined().filter { $0 == .field(field) }.count
            let count = text.components(separatedBy: expected).count - 1
            #expect(count == (present ? max(places, 1) : 0),
                    "\(context): \(field) appears \(count) times in \(lines)")
        }
        for line in lines {
            #expect(!line.contains("  "), "\(context): two spaces in \(line)")
            let edges = CharacterSet(charactersIn: ",/-–、，")
            let first = line.unicodeScalars.first!, last = line.unicodeScalars.last!
            #expect(!edges.contains(first) && !edges.contains(last),
                    "\(context): separator at the edge of \(line)")
        }
    }

    @Test(arguments: AddressTemplateStore.regionCodes)
    func everyTemplateKeepsEveryValueOnce(_ region: String) {
        let template = AddressTemplateStore.template(forRegion: region)
        var scripts: [PostalAddressFormatter.Script] = [.native]
        if template.latinLines != nil { scripts.append(.latin) }
        for script in scripts {
            let formatter = PostalAddressFormatter(script: script, includesCountry: false)
            let used = script == .latin ? template.latinLines! : template.lines
            let placed = Set(used.joined().compactMap { token -> AddressField? in
                if case .field(let field) = token { return field } else { return nil }
            })
            let full = Self.address(region)
            let lines = formatter.lines(from: full)
            Self.check(lines, holds: full, template: used, "\(region) \(script)")
            // As written: the user's casing survives, whatever the post wants.
            for value in Self.values.values {
                #expect(lines.joined(separator: "\n").contains(value), "\(region): \(value) recased")
            }
            var postal = formatter
            postal.casing = .postal
            let upper = postal.lines(from: full).joined(separator: "\n")
            for field in template.upperCasedFields.intersection(placed)
            where field != .name && field != .organization {
                #expect(upper.contains(Self.values[field]!.uppercased()), "\(region): \(field) not in capitals")
            }
            for field in placed where field != .name && field != .organization {
                let partial = Self.address(region, without: field)
                Self.check(formatter.lines(from: partial), holds: partial, template: used,
                           "\(region) \(script) without \(field)")
            }
        }
    }
}
