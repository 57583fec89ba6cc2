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
        // Looked at in place: copied first, they were retained and released for every name.
        guard !contact.secondaryFamilyName.isEmpty || !contact.nameGeneration.isEmpty else {
            if writesDirectly, !hasKeptParameters(.name) {
                writeNameDirectly()
                return
            }
            let name = structuredValue(
                contact.familyName, contact.givenName, contact.middleName, contact.namePrefix,
                contact.nameSuffix)
            appendSingle("N", field: .name, name)
            return
        }
        let secondary = contact.secondaryFamilyName
        let generation = contact.nameGeneration
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
        appendPlainDisplayName(to: &card.values)
        return .escaped(from: start)
    }

    /// ``plainDisplayNameValue()``'s bytes appended to `output` (the card's values, or the
    /// writer's line when `FN` is written directly); whether they may hold a control
    /// character.
    @discardableResult
    func appendPlainDisplayName<Sharing>(to output: inout VCardBytes<Sharing>) -> Bool {
        let secondary = contact.secondaryFamilyName
        let generation = contact.nameGeneration
        var mayHoldControls = false
        if contact.namePrefix.isEmpty, contact.nameSuffix.isEmpty, generation.isEmpty,
            VCardCardComposer.isWrittenWithoutSpaces(contact.givenName, contact.middleName, contact.familyName, secondary)
        {
            mayHoldControls = appendText(contact.familyName, to: &output)
            mayHoldControls = appendText(secondary, to: &output) || mayHoldControls
            mayHoldControls = appendText(contact.middleName, to: &output) || mayHoldControls
            return appendText(contact.givenName, to: &output) || mayHoldControls
        }
        var wrote = false
        appendNamePart(contact.namePrefix, after: &wrote, to: &output, mayHoldControls: &mayHoldControls)
        appendNamePart(contact.givenName, after: &wrote, to: &output, mayHoldControls: &mayHoldControls)
        appendNamePart(contact.middleName, after: &wrote, to: &output, mayHoldControls: &mayHoldControls)
        appendNamePart(contact.familyName, after: &wrote, to: &output, mayHoldControls: &mayHoldControls)
        appendNamePart(secondary, after: &wrote, to: &output, mayHoldControls: &mayHoldControls)
        appendNamePart(generation, after: &wrote, to: &output, mayHoldControls: &mayHoldControls)
        appendNamePart(contact.nameSuffix, after: &wrote, to: &output, mayHoldControls: &mayHoldControls)
        if wrote { return mayHoldControls }
        if !contact.organizationName.isEmpty {
            return appendText(contact.organizationName, to: &output)
        } else if let email = contact.emailAddresses.first {
            return appendText(email.value, to: &output)
        } else if let phone = contact.phoneNumbers.first {
            return appendText(phone.value, to: &output)
        }
        return false
    }

    /// A part of the plain display name, after a space when one was written before it. In
    /// line: most parts are empty, and the call cost more than the look.
    @inline(__always)
    private func appendNamePart<Sharing>(
        _ part: String, after wrote: inout Bool, to output: inout VCardBytes<Sharing>, mayHoldControls: inout Bool
    ) {
        guard !part.isEmpty else { return }
        if wrote { output.append(UInt8(ascii: " ")) }
        mayHoldControls = appendText(part, to: &output) || mayHoldControls
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
        guard let first = part.utf8.first else { return true }
        // Every letter of those scripts is U+1100 or above, three or four UTF-8 bytes led
        // by 0xE1 or above: a part that starts below (a Latin name) is told without the
        // table's Unicode scalar look.
        guard first >= 0xE1, Contact.startsWithSpacelessScript(part) else { return false }
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
