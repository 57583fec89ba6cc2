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
