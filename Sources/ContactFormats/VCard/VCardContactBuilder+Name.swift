import ContactModel

extension VCardContactBuilder {
    /// What a card says of the second surname and the generation: `N`'s sixth and seventh
    /// components (RFC 9554) and the `X-SECONDARY-SURNAME` and `X-NAME-GENERATION`
    /// properties ContactKit writes beside a 3.0 or 2.1 `N`, which has five. Settled by
    /// ``resolveNameCopies()`` once the whole card is read, as they may come in any order.
    struct PendingName {
        /// `N`'s secondary-surname component, unescaped; empty when absent.
        var secondarySurname = ""
        /// `N`'s generation component, unescaped; empty when absent.
        var generation = ""
        /// The first `X-SECONDARY-SURNAME`, when the card has one.
        var secondarySurnameProperty: VCardProperty?
        /// The first `X-NAME-GENERATION`, when the card has one.
        var generationProperty: VCardProperty?
    }

    /// vCard `N` in any version: family name, given name, additional names, prefix, suffix,
    /// then RFC 9554's secondary surname and generation (4.0 writers such as Fastmail's write
    /// seven components, and real 3.0 files carry them too). A component past the seventh is
    /// unknown: the whole `N` is then also kept as an extension, so it is not lost.
    mutating func readName(_ value: VCardProperty) {
        guard claim(.name) else { return keepAsExtension(value) }
        // The parts go straight to the contact's fields (no array of them, no string copied
        // on the way); a part not given stays empty, as nothing else sets these fields. The
        // last two wait in the contact's fields of their own until ``resolveNameCopies()``.
        // (Through the pointer: `contact` itself is an access to the whole builder.)
        // When checking only, the first five parts are not made: nothing reads them after
        // (``resolveNameCopies()`` only sets fields from them), while the secondary surname
        // and the generation are compared with their companion properties.
        let count = forEachComponent(of: value, into: &contactStorage.pointee, keeping: 0b110_0000) {
            contact, index, part in
            switch index {
            case 0: contact.familyName = part
            case 1: contact.givenName = part
            case 2: contact.middleName = part
            case 3: contact.namePrefix = part
            case 4: contact.nameSuffix = part
            case 5: contact.secondaryFamilyName = part
            case 6: contact.nameGeneration = part
            default: break
            }
        }
        if count > 5 {
            let contact = contactStorage
            swap(&pendingName.secondarySurname, &contact.pointee.secondaryFamilyName)
            swap(&pendingName.generation, &contact.pointee.nameGeneration)
        }
        if count > 7 { keepAsExtension(value) }
        keepFieldParameters(.name, value)
    }

    /// `X-SECONDARY-SURNAME` or `X-NAME-GENERATION`: held until the card is read; a second
    /// one is kept as an extension.
    mutating func readNameCompanion(_ value: VCardProperty, kind: VCardPropertyKind) {
        if kind == .secondarySurname {
            guard claim(.secondarySurname) else { return keepAsExtension(value) }
            pendingName.secondarySurnameProperty = value
        } else {
            guard claim(.nameGeneration) else { return keepAsExtension(value) }
            pendingName.generationProperty = value
        }
    }

    /// Sets the second surname and the generation once every property is read: `N`'s own
    /// components first, else the companion properties (a companion that says something
    /// else stays as an extension). Then the copies RFC 9554 asks writers to put in the older
    /// components, for readers that know only five (`N:Pérez,Gómez;Pablo;;;Jr.;Gómez;Jr.`),
    /// are taken out of the family name and the suffix again, so no part is there twice.
    mutating func resolveNameCopies() {
        // Nearly every card: nothing to settle (and no property copied out to find that).
        guard uncommon != nil else { return }
        if pendingName.secondarySurname.isEmpty, pendingName.generation.isEmpty,
            pendingName.secondarySurnameProperty == nil, pendingName.generationProperty == nil
        {
            return
        }
        let secondary = settled(pendingName.secondarySurname, companion: pendingName.secondarySurnameProperty)
        let generation = settled(pendingName.generation, companion: pendingName.generationProperty)
        guard !secondary.isEmpty || !generation.isEmpty else { return }
        contact.secondaryFamilyName = secondary
        contact.nameGeneration = generation
        contact.familyName = Self.removingCopy(of: secondary, from: contact.familyName, keepsSole: true)
        contact.nameSuffix = Self.removingCopy(of: generation, from: contact.nameSuffix, keepsSole: false)
    }

    /// What `N` gave (`fromName`), else the companion's text; a companion that says
    /// something else than `N` stays as an extension.
    private mutating func settled(_ fromName: String, companion: VCardProperty?) -> String {
        guard let companion else { return fromName }
        let text = self.text(companion)
        if fromName.isEmpty { return text }
        if text != fromName { keepAsExtension(companion) }
        return fromName
    }

    /// `component` without `copy` as its last list value (`Pérez,Gómez` → `Pérez`). A
    /// component that is the copy alone is emptied unless `keepsSole`: a family name equal
    /// to the second surname is a name of its own (`N:García;Ana;;;;García;` is Ana García
    /// García from a writer that adds no copies), while a suffix equal to the generation is
    /// the copy.
    static func removingCopy(of copy: String, from component: String, keepsSole: Bool) -> String {
        guard !copy.isEmpty else { return component }
        if component == copy { return keepsSole ? component : "" }
        let bytes = Array(component.utf8)
        let tail = Array(",".utf8) + Array(copy.utf8)
        guard bytes.count > tail.count, bytes.suffix(tail.count).elementsEqual(tail) else { return component }
        return String(decoding: bytes.dropLast(tail.count), as: UTF8.self)
    }
}
