import ContactModel
import Foundation

/// Formats a contact's name the way a locale writes it, like Apple's `CNContactFormatter`.
///
/// The full name comes from CLDR's person-name data where ContactKit has it
/// (``PersonNameFormatter``); elsewhere, and for ``Style/appleFullName``, the order and
/// delimiter follow CLDR's person-name rules (UTS #35, part 8) by hand: Chinese,
/// Japanese and Korean names in their own scripts are written family name first without a
/// space (`山田太郎`), wherever they are shown; Latin-script names are written family name
/// first with a space in Hungarian and Vietnamese (`Kovács János`) and given name first
/// elsewhere; foreign names written in katakana or Han take `・` or `·` between parts
/// (`ジョン・スミス`, `约翰·史密斯`). ``order`` overrides the order.
public struct NameFormatter: Sendable {
    /// What part of the name to produce.
    public enum Style: String, Sendable, CaseIterable {
        /// The full name by CLDR's person-name data (UTS #35 part 8, long, referring,
        /// formal): order, separators and which of title and suffix a locale shows come
        /// from the name's own language and the locale (``PersonNameFormatter``). Locales
        /// without CLDR data in ContactKit's table fall back to ``appleFullName``.
        case fullName
        /// Apple's `CNContactFormatter` full name: prefix, given, middle and family name,
        /// and suffix, all kept, in the order of the name's script and the locale.
        case appleFullName
        /// The phonetic given, middle and family names (how the name is pronounced).
        case phoneticFullName
        /// The nickname, else the given name (the family name when there is no given name).
        case short
        /// The first letters of the given and family names (`JA`), or the family name's first
        /// character for CJK names (`山`).
        case initials
    }

    /// Which part of the name to produce.
    public var style: Style
    /// The locale whose rules and strings apply.
    public var locale: Locale
    /// An explicit order that replaces the one the locale and script would choose.
    public var order: NameOrder?

    /// Creates a formatter for a style and locale (English by default).
    public init(style: Style = .fullName, locale: Locale = Locale(identifier: "en"),
                order: NameOrder? = nil) {
        self.style = style
        self.locale = locale
        self.order = order
    }

    /// The name in ``style``; empty when the contact has no such name parts.
    ///
    /// An organization's card (``/ContactModel/ContactKind/organization``) is named by its
    /// organization in ``Style/fullName`` and ``Style/appleFullName`` when it has one, as it
    /// is shown in a list; the other styles give only the person-name parts.
    public func string(from contact: Contact) -> String {
        if contact.kind == .organization, style == .fullName || style == .appleFullName,
            !contact.organizationName.isEmpty
        {
            return contact.organizationName
        }
        let name = NameParts(contact: contact)
        switch style {
        case .fullName: return fullName(name)
        case .appleFullName: return appleFullName(name)
        case .phoneticFullName: return phoneticFullName(name)
        case .short: return shortName(name)
        case .initials: return initials(name)
        }
    }

    /// What to call the contact in a list: its name in ``style`` (full name when the style
    /// gives nothing), else the name the source wrote, then the organization, the first
    /// email, the first phone number, and finally "No Name" in the locale's language.
    public func displayName(for contact: Contact) -> String {
        if contact.kind == .organization, !contact.organizationName.isEmpty {
            return contact.organizationName
        }
        let styled = string(from: contact)
        if !styled.isEmpty { return styled }
        if style != .fullName {
            let full = fullName(NameParts(contact: contact))
            if !full.isEmpty { return full }
        }
        let candidates = [
            contact.formattedName ?? "", contact.nickname, contact.organizationName,
            contact.emailAddresses.first?.value ?? "", contact.phoneNumbers.first?.value ?? "",
        ]
        for candidate in candidates {
            let trimmed = candidate.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { return trimmed }
        }
        return NameFormatter.noName(in: locale)
    }

    /// The layout the formatter uses for a contact's name.
    public func layout(for contact: Contact) -> NameLayout {
        layout(for: NameParts(contact: contact))
    }
}
