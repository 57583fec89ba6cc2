import ContactModel

extension VCardCardComposer {
    /// vCard `N`. Five components (family, given, additional, prefix, suffix) unless the
    /// contact has a second surname or a generation: 4.0 then writes RFC 9554's seven, and
    /// 3.0 and 2.1, which have five, write them as `X-SECONDARY-SURNAME` and
    /// `X-NAME-GENERATION` beside `N`, with a warning. In both, as RFC 9554 asks for readers
    /// that know five components, the second surname is also the last value of the family
    /// name (`Pérez,Gómez`; not when there is no first surname, so that reading it back gives
    /// the same parts) and the generation the last of the suffix (`Jr.` or `PhD,Jr.`).
    mutating func composeStructuredName() {
        let secondary = contact.secondaryFamilyName
        let generation = contact.nameGeneration
        guard !secondary.isEmpty || !generation.isEmpty else {
            let name = structuredValue(
                contact.familyName, contact.givenName, contact.middleName, contact.namePrefix,
                contact.nameSuffix)
            appendSingle("N", field: .name, name)
            return
        }
        let start = card.values.count
        appendList(contact.familyName, secondary)
        for part in [contact.givenName, contact.middleName, contact.namePrefix] {
            card.values.append(UInt8(ascii: ";"))
            appendText(part)
        }
        card.values.append(UInt8(ascii: ";"))
        appendList(contact.nameSuffix, generation, copyWhenFirstIsEmpty: true)
        if isModern {
            card.values.append(UInt8(ascii: ";"))
            appendText(secondary)
            card.values.append(UInt8(ascii: ";"))
            appendText(generation)
        }
        appendSingle("N", field: .name, .escaped(from: start))
        guard !isModern else { return }
        for (name, part, value) in [
            ("X-SECONDARY-SURNAME", "second surname", secondary), ("X-NAME-GENERATION", "generation", generation),
        ] where !value.isEmpty {
            appendSingle(.string(name), field: nil, .text(value))
            diagnostics.append(
                .warning(
                    .lossyMapping, property: "N",
                    "the \(part) \(Diagnostic.quoted(value)) has no component in vCard \(version.rawValue)'s N: "
                        + "added to N as RFC 9554 asks and kept as \(name)"))
        }
    }

    /// `FN` for a contact without a formatted name: ``/ContactModel/Contact/plainDisplayName``
    /// built from its parts escaped straight into the card, with no string joined of them.
    /// The getter cost about 1,570 instructions a contact (its cross-module name getters
    /// twice each, a variadic array, the joined string), and every contact read from a
    /// Google or Outlook CSV has no formatted name. The bytes are the same: escaping goes
    /// byte by byte, and what joins two parts (a space, or family first a Han, kana or Hangul
    /// letter starting the next) never makes a CR and an LF one line break.
    mutating func plainDisplayNameValue() -> Value {
        let start = card.values.count
        let secondary = contact.secondaryFamilyName
        let generation = contact.nameGeneration
        if contact.namePrefix.isEmpty, contact.nameSuffix.isEmpty, generation.isEmpty,
            VCardCardComposer.isWrittenWithoutSpaces(contact.givenName, contact.middleName, contact.familyName, secondary)
        {
            appendText(contact.familyName)
            appendText(secondary)
            appendText(contact.middleName)
            appendText(contact.givenName)
            return .escaped(from: start)
        }
        var wrote = false
        appendNamePart(contact.namePrefix, after: &wrote)
        appendNamePart(contact.givenName, after: &wrote)
        appendNamePart(contact.middleName, after: &wrote)
        appendNamePart(contact.familyName, after: &wrote)
        appendNamePart(secondary, after: &wrote)
        appendNamePart(generation, after: &wrote)
        appendNamePart(contact.nameSuffix, after: &wrote)
        if wrote { return .escaped(from: start) }
        if !contact.organizationName.isEmpty {
            appendText(contact.organizationName)
        } else if let email = contact.emailAddresses.first {
            appendText(email.value)
        } else if let phone = contact.phoneNumbers.first {
            appendText(phone.value)
        }
        return .escaped(from: start)
    }

    /// A part of the plain display name, after a space when one was written before it.
    private mutating func appendNamePart(_ part: String, after wrote: inout Bool) {
        guard !part.isEmpty else { return }
        if wrote { card.values.append(UInt8(ascii: " ")) }
        appendText(part)
        wrote = true
    }

    /// `Contact.isWrittenWithoutSpaces` (ContactModel's, internal there) of four parts: the
    /// non-empty parts (at least one) each start with a Han, kana or Hangul letter. With no
    /// array of the parts (ContactModel's variadic allocates one).
    static func isWrittenWithoutSpaces(_ first: String, _ second: String, _ third: String, _ fourth: String) -> Bool {
        var sawPart = false
        return allowsNoSpaces(first, saw: &sawPart) && allowsNoSpaces(second, saw: &sawPart)
            && allowsNoSpaces(third, saw: &sawPart) && allowsNoSpaces(fourth, saw: &sawPart) && sawPart
    }

    /// Whether `part` is empty (it says nothing) or starts with a Han, kana or Hangul letter
    /// (`saw` set then), by `Contact.startsWithSpacelessScript`, the one table of them.
    private static func allowsNoSpaces(_ part: String, saw: inout Bool) -> Bool {
        guard !part.isEmpty else { return true }
        guard Contact.startsWithSpacelessScript(part) else { return false }
        saw = true
        return true
    }

    /// `first`, then `copy` as a second list value (`Pérez,Gómez`); `copy` alone when
    /// `first` is empty and `copyWhenFirstIsEmpty`, nothing of it otherwise.
    private mutating func appendList(_ first: String, _ copy: String, copyWhenFirstIsEmpty: Bool = false) {
        appendText(first)
        guard !copy.isEmpty else { return }
        if first.isEmpty {
            if copyWhenFirstIsEmpty { appendText(copy) }
            return
        }
        card.values.append(UInt8(ascii: ","))
        appendText(copy)
    }
}
