import Foundation

/// A person's name in CLDR's fields (UTS #35, part 8), with the language it is in when
/// known; ``PersonNameFormatter`` formats it in any of CLDR's lengths, usages and
/// formalities.
public struct PersonName: Sendable, Hashable {
    /// An honorific before the name (`Dr.`, `Frau`).
    public var title: String
    /// The given name.
    public var given: String
    /// The informal given name (`Bertie` for `Bertram`), used by informal forms; empty to
    /// use ``given``.
    public var givenInformal: String
    /// Other given names (middle names).
    public var given2: String
    /// The surname's prefix (`von`, `van den`), when the name keeps it apart from the core.
    public var surnamePrefix: String
    /// The surname, or its core when there is a prefix.
    public var surname: String
    /// A second surname (Spanish `Pérez` in `Pablo Pérez`), when the name keeps it apart.
    public var surname2: String
    /// A generation suffix (`Jr.`, `III`).
    public var generation: String
    /// Credentials after the name (`PhD`, `MP`).
    public var credentials: String
    /// The name's own language (BCP 47 or CLDR form: `vi`, `ja_AQ`, `zh-Hant`); nil to
    /// derive it from the name's script and the formatting locale.
    public var locale: String?

    /// Creates a name from its fields.
    public init(
        title: String = "", given: String = "", givenInformal: String = "", given2: String = "",
        surnamePrefix: String = "", surname: String = "", surname2: String = "",
        generation: String = "", credentials: String = "", locale: String? = nil
    ) {
        self.title = title
        self.given = given
        self.givenInformal = givenInformal
        self.given2 = given2
        self.surnamePrefix = surnamePrefix
        self.surname = surname
        self.surname2 = surname2
        self.generation = generation
        self.credentials = credentials
        self.locale = locale
    }

    /// The values a pattern is filled with, before modifiers.
    var values: [NamePattern.Field: String] {
        [.title: title, .given: given, .given2: given2, .surname: fullSurname,
         .surname2: surname2, .generation: generation, .credentials: credentials]
    }

    /// The surname with its prefix (`von Brühl`).
    var fullSurname: String {
        [surnamePrefix, surname].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A field's value as a pattern slot asks for it, before the modifiers that change its
    /// text: `informal` takes ``givenInformal`` when there is one, `prefix` and `core` the
    /// parts of the surname (`core` is the whole surname when it has no prefix).
    func value(for slot: NamePattern.Slot) -> String {
        switch slot.field {
        case .given:
            return slot.has(.informal) && !givenInformal.isEmpty ? givenInformal : given
        case .surname:
            if slot.has(.prefix) { return surnamePrefix }
            if slot.has(.core) { return surname }
            return fullSurname
        default:
            return values[slot.field] ?? ""
        }
    }

    /// The script of the name's text: the surname's first letter, else the given name's.
    var script: NameScript {
        for text in [surname, surnamePrefix, given, given2] {
            if text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
                return NameScript(of: text)
            }
        }
        return .latin
    }
}
