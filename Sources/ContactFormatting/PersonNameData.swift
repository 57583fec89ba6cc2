import Foundation

/// CLDR's person-name data for the twenty locales ContactKit supports, as ICU ships it
/// (`PersonNameData+Generated.swift`, made by `Scripts/person-names/generate.py` from CLDR
/// 48 through ICU 78; Unicode licence, see NOTICE): every order/length/usage/formality
/// pattern, `nameOrderLocales`, `foreignSpaceReplacement`, `nativeSpaceReplacement`, the
/// initial patterns and the parameter defaults.
enum PersonNameData {
    /// One locale's data.
    struct Entry: Sendable {
        /// The patterns by `order-length-usage-formality` key (`givenFirst-long-referring-formal`,
        /// `sorting-short-referring-informal`); a key with alternatives has several, in
        /// CLDR's order.
        var patterns: [String: [NamePattern]] = [:]
        /// `nameOrderLocales`: the locale IDs whose names go given first / surname first.
        var givenFirstLocales: Set<String> = []
        var surnameFirstLocales: Set<String> = []
        var foreignSpaceReplacement = " "
        var nativeSpaceReplacement = " "
        /// `initialPattern type="initial"` (`{0}.`) and `type="initialSequence"` (`{0} {1}`).
        var initial = "{0}."
        var initialSequence = "{0} {1}"
        /// `parameterDefault`: the length and formality a locale uses when none is asked.
        var defaultLength = "medium"
        var defaultFormality = "formal"

        /// The patterns for a combination (`sorting`, `long`, `referring`, `formal`).
        func patterns(order: String, length: String, usage: String, formality: String) -> [NamePattern] {
            patterns["\(order)-\(length)-\(usage)-\(formality)"] ?? []
        }
    }

    /// The entries by locale key (`en`, `zh-Hans`), parsed once from the generated records.
    static let entries = parse(generatedRecords)

    /// Entries from records in the generated table's form (`locale TAB key TAB value`, one a
    /// line); a key with alternatives has one line each, in CLDR's order.
    static func parse(_ records: String) -> [String: Entry] {
        var result: [String: Entry] = [:]
        for line in records.split(separator: "\n") {
            let columns = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard columns.count == 3 else { continue }
            let key = columns[0].trimmingCharacters(in: .whitespaces)
            let value = String(columns[2])
            var entry = result[key] ?? Entry()
            switch columns[1] {
            case "foreignSpaceReplacement": entry.foreignSpaceReplacement = value
            case "nativeSpaceReplacement": entry.nativeSpaceReplacement = value
            case "initial": entry.initial = value
            case "initialSequence": entry.initialSequence = value
            case "default-length": entry.defaultLength = value
            case "default-formality": entry.defaultFormality = value
            case "order-givenFirst": entry.givenFirstLocales = Set(value.split(separator: " ").map(String.init))
            case "order-surnameFirst": entry.surnameFirstLocales = Set(value.split(separator: " ").map(String.init))
            case let combination: entry.patterns[String(combination), default: []].append(NamePattern(value))
            }
            result[key] = entry
        }
        return result
    }
}
