import ContactFormatting
import Foundation

/// One expectation of CLDR's person-name conformance files (`personNameTest/<locale>.txt`):
/// a name, the options it is formatted with, and the text CLDR expects.
///
/// The files are transcribed in `Fixtures/person-names/cldr/` in a compact form of their
/// own lines (described in `Fixtures/person-names/README.md`): a name line `> field=value;
/// field-modifier=value; ...; locale=xx_AQ` (CLDR's `name ;` lines), then one line per
/// `expectedResult`, the text, `|`, and its `parameters` lines as four-letter codes: order
/// `N` none, `S` sorting, `G` givenFirst, `F` surnameFirst; length `l` `m` `s`; usage `r`
/// referring, `a` addressing, `m` monogram; formality `f` `i`. `A*` is every givenFirst,
/// surnameFirst and sorting code but the monograms, `AM*` every givenFirst and
/// surnameFirst monogram; `N*`, `*` and `M*` the same for the order `N` of older files.
struct PersonNameCLDRCase: CustomStringConvertible, Sendable {
    let locale: String
    let name: PersonName
    let order: PersonNameFormatter.DisplayOrder
    let length: PersonNameFormatter.Length
    let usage: PersonNameFormatter.Usage
    let formality: PersonNameFormatter.Formality
    let expected: String
    let code: String

    var description: String { "\(locale) \(code) \(name.given)/\(name.surname): \(expected)" }

    /// The formatter the case asks for.
    var formatter: PersonNameFormatter {
        PersonNameFormatter(
            locale: Locale(identifier: locale), length: length, usage: usage, formality: formality,
            displayOrder: order)
    }

    /// What ContactKit gives for the case.
    var actual: String { formatter.string(from: name) ?? "<nil>" }

    /// Parses one locale's transcription.
    static func parse(_ text: String, locale: String) -> [PersonNameCLDRCase] {
        var cases: [PersonNameCLDRCase] = []
        var name = PersonName()
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") { continue }
            if line.hasPrefix(">") {
                name = Self.name(line.dropFirst())
                continue
            }
            guard let bar = line.range(of: " | ", options: .backwards) else { continue }
            let expected = String(line[..<bar.lowerBound])
            for code in line[bar.upperBound...].split(separator: " ").flatMap(Self.expand) {
                guard let parsed = Self.options(code) else { continue }
                cases.append(PersonNameCLDRCase(
                    locale: locale, name: name, order: parsed.0, length: parsed.1, usage: parsed.2,
                    formality: parsed.3, expected: expected, code: code))
            }
        }
        return cases
    }

    /// CLDR's name fields, `surname-core` as the surname when a prefix is apart.
    static func name(_ text: Substring) -> PersonName {
        var name = PersonName()
        for pair in text.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "title": name.title = parts[1]
            case "given": name.given = parts[1]
            case "given-informal": name.givenInformal = parts[1]
            case "given2": name.given2 = parts[1]
            case "surname", "surname-core": name.surname = parts[1]
            case "surname-prefix": name.surnamePrefix = parts[1]
            case "surname2": name.surname2 = parts[1]
            case "generation": name.generation = parts[1]
            case "credentials": name.credentials = parts[1]
            case "locale": name.locale = parts[1]
            default: break  // forms ContactKit does not model (vocative, genitive)
            }
        }
        return name
    }

    static func expand(_ code: Substring) -> [String] {
        let lengths = ["l", "m", "s"]
        let none = lengths.flatMap { l in ["r", "a"].flatMap { u in ["f", "i"].map { "N" + l + u + $0 } } }
        let sorting = lengths.flatMap { l in ["f", "i"].map { "S" + l + "r" + $0 } }
        let monogram = lengths.flatMap { l in ["f", "i"].map { "N" + l + "m" + $0 } }
        let forced = ["G", "F"].flatMap { o in none.map { o + $0.dropFirst() } }
        let forcedMonogram = ["G", "F"].flatMap { o in monogram.map { o + $0.dropFirst() } }
        switch code {
        case "A*": return forced + sorting
        case "AM*": return forcedMonogram
        case "*": return none + sorting
        case "N*": return none
        case "M*": return monogram
        default: return [String(code)]
        }
    }

    static func options(_ code: String) -> (
        PersonNameFormatter.DisplayOrder, PersonNameFormatter.Length, PersonNameFormatter.Usage,
        PersonNameFormatter.Formality
    )? {
        let letters = Array(code)
        guard letters.count == 4 else { return nil }
        let order: PersonNameFormatter.DisplayOrder
        switch letters[0] {
        case "N": order = .automatic
        case "S": order = .sorting
        case "G": order = .givenFirst
        case "F": order = .surnameFirst
        default: return nil
        }
        let length: PersonNameFormatter.Length? = ["l": .long, "m": .medium, "s": .short][letters[1]]
        let usage: PersonNameFormatter.Usage? = ["r": .referring, "a": .addressing, "m": .monogram][letters[2]]
        let formality: PersonNameFormatter.Formality? = ["f": .formal, "i": .informal][letters[3]]
        guard let length, let usage, let formality else { return nil }
        return (order, length, usage, formality)
    }
}
