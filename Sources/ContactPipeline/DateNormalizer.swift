import ContactModel

/// Tidies dates: a birthday or anniversary carries no time of day, so a midnight time some
/// exporters add (`1980-04-12T00:00:00Z`) is removed; a labeled date repeated with the same
/// label and value is kept once; a "birthday" labeled date fills an empty birthday.
///
/// Invalid dates (`1980-02-30`) and times other than midnight are left as written; running the
/// stage twice changes nothing.
public struct DateNormalizer: Sendable, NormalizingContactStage {
    /// Creates the stage.
    public init() {}

    /// Tidies the dates of `result` in place.
    public mutating func normalize(_ result: inout Contact) {
        if let birthday = result.birthday { result.birthday = Self.withoutMidnight(birthday) }
        guard !result.dates.isEmpty else { return }
        var kept: [LabeledValue<PartialDate>] = []
        for var date in result.dates {
            date.value = Self.withoutMidnight(date.value)
            if result.birthday == nil, case .custom(let text)? = date.label,
                Self.birthdayLabels.contains(TextFolding.fold(text))
            {
                result.birthday = date.value
                continue
            }
            if !kept.contains(where: { $0.value == date.value && $0.label == date.label }) {
                kept.append(date)
            }
        }
        result.dates = kept
    }

    /// Folded labels that mean "birthday" (several languages).
    static let birthdayLabels: Set<String> = [
        "birthday", "bday", "date of birth", "geburtstag", "anniversaire", "cumpleanos",
        "compleanno", "verjaardag", "den rozhdeniya",
    ]

    /// The date without a time of day that is exactly midnight.
    static func withoutMidnight(_ date: PartialDate) -> PartialDate {
        guard let time = date.time else { return date }
        var digits = 0
        for byte in time.utf8 {
            if byte == 48 { digits += 1; continue }
            if byte == 58 || byte == 90 || byte == 122 { continue }  // ':' 'Z' 'z'
            return date
        }
        guard digits >= 2 else { return date }
        var result = date
        result.time = nil
        return result
    }
}
