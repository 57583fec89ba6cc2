import ContactModel

/// Turns the properties of one card into a ``Contact``: the mapping from vCard (any version,
/// Apple and Google dialects) to the model. Anything it does not model becomes an
/// ``ExtensionProperty``; nothing is dropped.
///
/// Not copyable: no use of it while a mutating method runs can copy the whole builder. The
/// contact it builds lies outside it, in ``build(version:properties:limits:positions:)``.
struct VCardContactBuilder: ~Copyable {
    let version: VCardVersion
    /// The card's properties, lent by ``build(version:properties:limits:)`` for the length
    /// of the build. Each one is handed to ``apply(_:)`` `inout`, where it lies, and not
    /// changed there: passed by value, it was copied (a retain and a release for every
    /// string and array in it), as the readers mutate the builder.
    let properties: UnsafeMutableBufferPointer<VCardProperty>
    let limits: ReadLimits
    /// Whether the contact is only checked (validation: nothing looks at it after the
    /// build). Every check still runs and every problem is reported as in a full build,
    /// but the text of a value that no later check reads is not made: the contact's field
    /// or list item for it is left empty (see ``storedText(_:)``), a photo is measured, not
    /// decoded (``checkPhoto(_:)``), the fields' parameters are not gathered
    /// (``keepFieldParameters(_:_:droppingOmittedYear:)``), the list items but dates get
    /// neither a label nor parameters (``checkLabelCompanion(_:_:)``), and phone numbers,
    /// e-mail addresses, URLs and postal addresses are not kept at all
    /// (``checkListItem(_:position:)``, ``checkAddress(_:)``).
    let checksOnly: Bool
    /// The contact being built: a local of ``build(version:properties:limits:positions:)``,
    /// lent for the build as `properties` is, so that it is returned from there as it lies.
    /// Held in the builder, it was copied out at the end (a retain for each of its arrays
    /// and strings) and the builder's own released after: about 1,600 instructions a card.
    let contactStorage: UnsafeMutablePointer<Contact>
    /// The contact being built (in `contactStorage`).
    var contact: Contact {
        _read { yield contactStorage.pointee }
        nonmutating _modify { yield &contactStorage.pointee }
    }
    /// The problems found, in the caller's array, lent for the build as the contact is:
    /// arrays held here were released at the end of every card (with those of the positions
    /// and the shared extension, six releases a card for lists swapped back out).
    let diagnosticsStorage: UnsafeMutablePointer<[Diagnostic]>
    /// The problems found (in `diagnosticsStorage`).
    var diagnostics: [Diagnostic] {
        _read { yield diagnosticsStorage.pointee }
        nonmutating _modify { yield &diagnosticsStorage.pointee }
    }
    /// The caller's list of the line of each value appended to a list the positions follow
    /// (its storage serves every card), lent as `diagnosticsStorage` is.
    let positionsStorage: UnsafeMutablePointer<ValuePositions>
    /// The positions (in `positionsStorage`).
    var positions: ValuePositions {
        _read { yield positionsStorage.pointee }
        nonmutating _modify { yield &positionsStorage.pointee }
    }
    /// The reader's copy of the last card's plain first extension, shared when this card
    /// starts alike, lent as `diagnosticsStorage` is.
    let repeatedStorage: UnsafeMutablePointer<VCardRepeatedExtension>
    /// The last card's plain first extension (in `repeatedStorage`).
    var repeated: VCardRepeatedExtension {
        _read { yield repeatedStorage.pointee }
        nonmutating _modify { yield &repeatedStorage.pointee }
    }

    /// The storage of the last card's large strings, which the texts this card stores in
    /// the contact are written over when it has room (see
    /// ``/ContactModel/StringStoragePool``); nil when the caller keeps none. Lent as
    /// `diagnosticsStorage` is.
    let strings: UnsafeMutablePointer<StringStoragePool>?

    /// The item-group companions (`X-ABLabel`, `X-ABADR`, `X-APPLE-SUBLOCALITY` in a group)
    /// of a card of at most 64 properties (nearly all), by index: bit n, the n-th property.
    /// A card has a handful: a linear search beats hashing the groups, and a mask needs no
    /// array (one was allocated for most cards).
    var companionMask: UInt64 = 0
    /// The companions an item took, by index as in `companionMask`: the others stay as
    /// extensions.
    var consumedMask: UInt64 = 0
    /// The companions an item took, by position in `companionIndices` (bit n: the n-th;
    /// past the 64th, in `consumedBeyond`): the others stay as extensions. A mask, as most
    /// cards have a companion and an array was made for each of them.
    var consumed: UInt64 = 0
    /// The properties with a group that are not item companions, by index (bit n: the
    /// n-th property): the only ones ``groupParameter(for:)`` looks at.
    var groupedMembers: UInt64 = 0
    /// Whether a property past the 64th has a group and is not a companion: then
    /// ``groupParameter(for:)`` looks at every property.
    var groupedBeyond = false
    /// Whether two properties of `groupedMembers` share a group; looked at the first time
    /// ``groupParameter(for:)`` needs it.
    var groupsShared = SharedGroups.unknown
    /// Single-valued fields already filled: a second occurrence is kept as an extension.
    var filledFields: FilledFields = []
    /// When checking only, which keeps no address (``checkAddress(_:)``): how many of the
    /// card's addresses have no formatted label (no `LABEL` parameter), each of which a
    /// 2.1/3.0 `LABEL` property would be given (``attachPendingLabels()``).
    var unlabeledAddressCount = 0
    /// What few cards need (long cards' companions, 2.1/3.0 labels, name companions, a
    /// vendor department): nil until one does, so that the builder's end has nothing of it
    /// to release (five arrays and strings, empty on nearly every card).
    var uncommon: UncommonState?

    private init(
        version: VCardVersion, properties: UnsafeMutableBufferPointer<VCardProperty>, limits: ReadLimits,
        checksOnly: Bool, lent: Lent
    ) {
        self.version = version
        self.properties = properties
        self.checksOnly = checksOnly
        self.contactStorage = lent.contact
        self.diagnosticsStorage = lent.diagnostics
        self.positionsStorage = lent.positions
        self.repeatedStorage = lent.repeated
        self.strings = lent.strings
        self.limits = limits
    }

    /// Where the caller's contact, problems, positions and shared extension lie for a build.
    private struct Lent {
        let contact: UnsafeMutablePointer<Contact>
        let diagnostics: UnsafeMutablePointer<[Diagnostic]>
        let positions: UnsafeMutablePointer<ValuePositions>
        let repeated: UnsafeMutablePointer<VCardRepeatedExtension>
        let strings: UnsafeMutablePointer<StringStoragePool>?
    }

    /// The contact of one card's properties, and the problems found on the way. The
    /// properties are `inout` only to be lent in place; they come back as they were.
    /// `positions` (empty) gets the line of each value of the contact's lists.
    static func build(
        version: VCardVersion, properties: inout [VCardProperty], limits: ReadLimits = .standard
    ) -> (Contact, [Diagnostic]) {
        var positions = ValuePositions()
        return build(version: version, properties: &properties, limits: limits, positions: &positions)
    }

    /// ``build(version:properties:limits:)``, noting in `positions` (empty) the line of each
    /// value of the contact's lists.
    static func build(
        version: VCardVersion, properties: inout [VCardProperty], limits: ReadLimits = .standard,
        positions: inout ValuePositions
    ) -> (Contact, [Diagnostic]) {
        var repeated = VCardRepeatedExtension()
        return build(version: version, properties: &properties, limits: limits, positions: &positions, repeated: &repeated)
    }

    /// ``build(version:properties:limits:positions:)``, sharing with the card before (and
    /// keeping for the card after) a list of extensions that starts alike (see
    /// ``VCardRepeatedExtension``): a reader passes the same one for every card.
    static func build(
        version: VCardVersion, properties: inout [VCardProperty], limits: ReadLimits = .standard,
        positions: inout ValuePositions, repeated: inout VCardRepeatedExtension
    ) -> (Contact, [Diagnostic]) {
        var contact = Contact.empty
        let diagnostics = build(
            version: version, properties: &properties, limits: limits, positions: &positions, repeated: &repeated,
            into: &contact)
        return (consume contact, diagnostics)
    }

    /// ``build(version:properties:limits:positions:repeated:)`` into `contact`, which must be
    /// empty (a reader's, emptied keeping its lists' storage, so that they serve every
    /// card); returns the problems found. When `checksOnly`, the same problems, but the
    /// contact lacks the text of values no later check reads (see ``checksOnly``).
    static func build(
        version: VCardVersion, properties: inout [VCardProperty], limits: ReadLimits = .standard,
        positions: inout ValuePositions, repeated: inout VCardRepeatedExtension, checksOnly: Bool = false,
        into contact: inout Contact
    ) -> [Diagnostic] {
        build(
            version: version, properties: &properties, limits: limits, positions: &positions, repeated: &repeated,
            checksOnly: checksOnly, strings: nil, into: &contact)
    }

    /// ``build(version:properties:limits:positions:repeated:checksOnly:into:)``, writing the
    /// large texts stored in the contact over storage `strings` keeps, when it has room (a
    /// reader hands it what emptying `contact` let go of: see
    /// ``/ContactModel/Contact/removeAllKeepingListCapacity(recycling:)``).
    static func build(
        version: VCardVersion, properties: inout [VCardProperty], limits: ReadLimits = .standard,
        positions: inout ValuePositions, repeated: inout VCardRepeatedExtension, checksOnly: Bool = false,
        recycling strings: inout StringStoragePool, into contact: inout Contact
    ) -> [Diagnostic] {
        withUnsafeMutablePointer(to: &strings) { strings in
            build(
                version: version, properties: &properties, limits: limits, positions: &positions, repeated: &repeated,
                checksOnly: checksOnly, strings: strings, into: &contact)
        }
    }

    /// Both builds: `strings` is the lent pool, nil when the caller keeps none.
    private static func build(
        version: VCardVersion, properties: inout [VCardProperty], limits: ReadLimits,
        positions: inout ValuePositions, repeated: inout VCardRepeatedExtension, checksOnly: Bool,
        strings: UnsafeMutablePointer<StringStoragePool>?, into contact: inout Contact
    ) -> [Diagnostic] {
        assert(contact == Contact.empty, "a contact is built from empty")
        var diagnostics: [Diagnostic] = []
        properties.withUnsafeMutableBufferPointer { properties in
            withUnsafeMutablePointer(to: &contact) { contact in
                withUnsafeMutablePointer(to: &diagnostics) { diagnostics in
                    withUnsafeMutablePointer(to: &positions) { positions in
                        withUnsafeMutablePointer(to: &repeated) { repeated in
                            let lent = Lent(
                                contact: contact, diagnostics: diagnostics, positions: positions, repeated: repeated,
                                strings: strings)
                            var builder = VCardContactBuilder(
                                version: version, properties: properties, limits: limits, checksOnly: checksOnly,
                                lent: lent)
                            builder.build()
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    private mutating func build() {
        // One look at every property first: the item-group companions, the other grouped
        // properties (``groupParameter(for:)`` counts only them), and how many values the
        // lists will get, so that a list of two or more is allocated once.
        var phones = 0, emails = 0, addresses = 0
        let isShort = properties.count <= 64
        for index in properties.indices {
            if properties[index].groupKey != 0 {
                if VCardContactBuilder.isItemCompanion(properties[index]) {
                    if isShort { companionMask |= 1 << UInt64(index) } else { companionIndices.append(index) }
                    continue
                }
                if index < 64 { groupedMembers |= 1 << UInt64(index) } else { groupedBeyond = true }
            }
            switch properties[index].kind {
            case .tel: phones += 1
            case .email: emails += 1
            case .address: addresses += 1
            default: break
            }
        }
        // (When checking only, no phone number, e-mail address or postal address is kept: see
        // ``checkListItem(_:position:)`` and ``checkAddress(_:)``.)
        if phones > 1, !checksOnly { contact.phoneNumbers.reserveCapacity(phones) }
        if emails > 1, !checksOnly { contact.emailAddresses.reserveCapacity(emails) }
        if addresses > 1, !checksOnly { contact.postalAddresses.reserveCapacity(addresses) }
        let properties = self.properties
        for index in properties.indices where !VCardContactBuilder.isItemCompanion(properties[index]) {
            apply(&properties[index])
        }
        attachPendingLabels()
        resolveNameCopies()
        // Item-group companions nobody used stay as extensions, in their original place.
        var unused = companionMask & ~consumedMask
        while unused != 0 {
            keepAsExtension(properties[unused.trailingZeroBitCount])
            unused &= unused - 1
        }
        for position in companionIndices.indices where !isConsumed(position) {
            keepAsExtension(properties[companionIndices[position]])
        }
    }

    /// An `X-ABLabel` or `X-ABADR` in an item group: it goes with its item, not on its own.
    static func isItemCompanion(_ property: VCardProperty) -> Bool {
        (property.kind == .appleLabel || property.kind == .appleAddress
            || property.kind == .appleSubLocality) && property.groupKey != 0
    }

    /// Takes the companion of `kind` in the item group of `property` (the last one, when a
    /// card repeats it): its index, or nil when the property has no group or no companion.
    mutating func takeCompanion(_ kind: VCardPropertyKind, of property: VCardProperty) -> Int? {
        guard property.groupKey != 0 else { return nil }
        if properties.count <= 64 {
            // The last one first, as below.
            var mask = companionMask
            while mask != 0 {
                let index = 63 - mask.leadingZeroBitCount
                mask &= ~(1 << UInt64(index))
                guard properties[index].kind == kind, properties[index].hasSameGroup(as: property) else { continue }
                consumedMask |= 1 << UInt64(index)
                return index
            }
            return nil
        }
        var position = companionIndices.count
        while position > 0 {
            position -= 1
            let index = companionIndices[position]
            guard properties[index].kind == kind, properties[index].hasSameGroup(as: property) else { continue }
            if position < 64 {
                consumed |= 1 << UInt64(position)
            } else {
                consumedBeyond.append(position)
            }
            return index
        }
        return nil
    }

    /// Whether an item took the companion at `position` in `companionIndices`.
    private func isConsumed(_ position: Int) -> Bool {
        position < 64 ? consumed & (1 << UInt64(position)) != 0 : consumedBeyond.contains(position)
    }

    // MARK: Dispatch

    private mutating func apply(_ value: inout VCardProperty) {
        if version == .v2_1, value.namedExtensionTypes != 0 || value.valueType?.hasPrefix("x-") == true {
            value.takeTwoOneForms()
        }
        // Other parameters and `ENCODING` are in the box of rare parameters: most
        // properties have none, and then nothing here is looked for.
        if value.rare != nil, !value.otherParameters.isEmpty, VCardContactBuilder.carriesOriginals(value) {
            restoreOriginals(&value)
        }
        // `LOGO` is no kind: only a property of none can have that name (no string is
        // compared for the others).
        if value.kind == .photo || (value.kind == nil && value.name == "LOGO"), value.encoding == nil,
            let format = value.undeclaredBase64Image
        {
            // Read as if it said ENCODING=b: the photo, or base64 kept as an extension.
            diagnostics.append(
                .note(
                    .undeclaredBase64, line: value.line, property: value.name,
                    "\(value.name) has no ENCODING parameter, but its value is base64 of a \(format.typeName) image; read as that image"))
            var declared = value
            declared.encoding = "B"
            return applyDeclared(&declared)
        }
        applyDeclared(&value)
    }

    private mutating func applyDeclared(_ value: inout VCardProperty) {
        guard let kind = value.kind else {
            // Every messaging property below is an `X-` name (`PRODID`, on every card, is
            // not): the others go straight to the extensions, with no name hashed or copied.
            guard VCardContactBuilder.hasExtensionPrefix(value.name) else { return keepAsExtension(value) }
            let name = VCardVersionTable.canonicalPropertyName(value.name)
            if let service = VCardContactBuilder.instantMessageServices[name] {
                readInstantMessage(value, service: service)
            } else if let service = InstantMessageSchemes.service(forKDEProperty: name) {
                readKDEMessaging(value, service: service)
            } else if VCardContactBuilder.unnamedInstantMessageProperties.contains(name) {
                readInstantMessage(value, service: nil)
            } else {
                keepAsExtension(value)
            }
            return
        }
        switch kind {
        case .productID:
            keepAsExtension(value)
        case .tel:
            if checksOnly { return checkListItem(value, position: .phoneNumbers) }
            // Only a text that may be a `tel:` URI is read here; any other is only stored.
            let mayBeURI = VCardContactBuilder.mayStartWithTelScheme(value)
            var text = mayBeURI ? self.text(value) : storedText(value)
            if mayBeURI, VCardContactBuilder.startsWithTelScheme(text) {
                text = String(text.dropFirst(4))
                // RFC 3966 `;ext=42` becomes the text form ` ext. 42` the other versions use.
                if let withExtension = VCardTelephoneURI.text(fromURIBody: text) { text = withExtension }
            }
            contact.phoneNumbers.append(labeled(value, kind: .phone, consume text))
            positions.append(.phoneNumbers, line: value.line)
        case .email:
            if checksOnly { return checkListItem(value, position: .emailAddresses) }
            contact.emailAddresses.append(labeled(value, kind: .email, storedText(value)))
            positions.append(.emailAddresses, line: value.line)
        case .formattedName:
            setSingle(.formattedName, field: .formattedName, value) { $0.formattedName = $1 }
        case .name:
            readName(value)
        case .address:
            readAddress(value)
        case .begin, .end, .version:
            return
        case .note:
            setSingle(.note, field: .note, value) { $0.note = $1 }
        case .organization:
            guard claim(.organization) else { return keepAsExtension(value) }
            // The parts go straight to their fields, with no array of them; the third and
            // later join the department (`ORG:Company;Unit;Team`), `;` between. The name is
            // only stored (not made when checking only); the department is compared below.
            var department = ""
            let count = forEachComponent(of: value, into: &contactStorage.pointee, keeping: ~1) {
                contact, index, part in
                switch index {
                case 0: contact.organizationName = part
                case 1: department = part
                default:
                    department += ";"
                    department += part
                }
            }
            if count == 0 { contact.organizationName = "" }
            if !department.isEmpty {
                // An X-DEPARTMENT read before and different from ORG's is kept as written.
                if let vendor = vendorDepartment, contact.departmentName != department { keepAsExtension(vendor) }
                contact.departmentName = department
            }
            // (Looked at first: storing nil destroyed the old value, none, on every ORG.)
            if vendorDepartment != nil { vendorDepartment = nil }
            keepFieldParameters(.organization, value)
        case .title:
            setSingle(.title, field: .jobTitle, value) { $0.jobTitle = $1 }
        case .birthday:
            readBirthday(value)
        case .url:
            if checksOnly { return checkListItem(value, position: nil) }
            contact.urlAddresses.append(labeled(value, kind: .url, storedText(value)))
        case .categories:
            // `CATEGORIES: Friends, Family` (ez-vcard apps, hand edits): the spaces around a
            // name are not part of it.
            // Trimmed in the list's own array, which becomes the groups when there are none
            // yet (most cards have one CATEGORIES line): no second and third array.
            var names = list(value)
            var trimmedAny = false
            for index in names.indices {
                let trimmed = names[index].trimmingWhitespace()
                if trimmed.utf8.count != names[index].utf8.count {
                    names[index] = trimmed
                    trimmedAny = true
                }
            }
            if trimmedAny { names.removeAll { $0.isEmpty } }
            if contact.groups.isEmpty { contact.groups = names } else { contact.groups += names }
        case .uid:
            setSingle(.uid, field: .uid, value) { $0.uid = $1 }
        case .relation:
            contact.contactRelations.append(
                labeled(value, kind: .relation, storedText(value)))
        case .appleDate:
            readDate(value, defaultLabel: nil)
        case .impp:
            readInstantMessage(value, service: nil)
        case .photo:
            readPhoto(value)
        case .nickname:
            readNickname(value)
        case .maidenName:
            setSingle(.maidenName, field: nil, value) { $0.previousFamilyName = $1 }
        case .phoneticFirstName:
            setSingle(.phoneticFirstName, field: nil, value) { $0.phoneticGivenName = $1 }
        case .phoneticMiddleName:
            setSingle(.phoneticMiddleName, field: nil, value) { $0.phoneticMiddleName = $1 }
        case .phoneticLastName:
            setSingle(.phoneticLastName, field: nil, value) { $0.phoneticFamilyName = $1 }
        case .phoneticOrganization:
            setSingle(.phoneticOrganization, field: nil, value) { $0.phoneticOrganizationName = $1 }
        case .secondarySurname, .nameGeneration:
            readNameCompanion(value, kind: kind)
        case .sound:
            if value.types.contains(where: { $0.equalsIgnoringASCIICase("X-IRMC-N") }), claim(.phoneticSound) {
                let parts = self.components(value)
                contact.phoneticFamilyName = part(parts, 0)
                contact.phoneticGivenName = part(parts, 1)
                contact.phoneticMiddleName = part(parts, 2)
            } else {
                keepAsExtension(value)
            }
        case .alternateBirthday:
            readNonGregorianBirthday(value)
        case .anniversary:
            readDate(value, defaultLabel: .anniversary)
        case .label:
            let text = storedText(value)
            pendingLabels.append((value, text))
        case .socialProfile:
            readSocialProfile(value)
        case .kind:
            readKind(value)
        case .appleShowAs:
            if rawText(value).trimmingWhitespace().asciiUppercased() == "COMPANY", claim(.kind) {
                contact.kind = .organization
            } else {
                keepAsExtension(value)
            }
        case .member:
            contact.members.append(text(value).trimmingWhitespace())
        case .vendorRelation:
            readVendorRelation(value)
        case .vendorAnniversary:
            readVendorAnniversary(value)
        case .androidCustom:
            readAndroidCustom(value)
        case .department:
            readVendorDepartment(value)
        case .microsoftTelephone:
            readMicrosoftTelephone(value)
        case .appleLabel, .appleAddress, .appleSubLocality:
            // Item-group companions come here only outside a group, with no item to go to.
            keepAsExtension(value)
        }
    }

    /// Single-valued fields, so that a second occurrence can be told apart.
    struct FilledFields: OptionSet {
        let rawValue: UInt32

        static let formattedName = FilledFields(rawValue: 1 << 0)
        static let name = FilledFields(rawValue: 1 << 1)
        static let note = FilledFields(rawValue: 1 << 2)
        static let organization = FilledFields(rawValue: 1 << 3)
        static let title = FilledFields(rawValue: 1 << 4)
        static let uid = FilledFields(rawValue: 1 << 5)
        static let nickname = FilledFields(rawValue: 1 << 6)
        static let maidenName = FilledFields(rawValue: 1 << 7)
        static let phoneticFirstName = FilledFields(rawValue: 1 << 8)
        static let phoneticMiddleName = FilledFields(rawValue: 1 << 9)
        static let phoneticLastName = FilledFields(rawValue: 1 << 10)
        static let phoneticOrganization = FilledFields(rawValue: 1 << 11)
        /// A 2.1 `SOUND;X-IRMC-N` (the phonetic name as one structured value).
        static let phoneticSound = FilledFields(rawValue: 1 << 12)
        static let kind = FilledFields(rawValue: 1 << 13)
        static let birthday = FilledFields(rawValue: 1 << 14)
        static let alternateBirthday = FilledFields(rawValue: 1 << 15)
        static let photo = FilledFields(rawValue: 1 << 16)
        static let secondarySurname = FilledFields(rawValue: 1 << 17)
        static let nameGeneration = FilledFields(rawValue: 1 << 18)
    }

    /// Whether the property's value is binary data or a URI to it (a `switch`: every
    /// extension written or kept asks, and hashing the name cost more than comparing it).
    static func isMediaProperty(_ name: String) -> Bool {
        switch name {
        case "PHOTO", "LOGO", "SOUND", "KEY": return true
        default: return false
        }
    }

    /// Vendor properties for one messaging service each (pre-`IMPP` vCards).
    static let instantMessageServices: [String: String] = [
        "X-AIM": "AIM", "X-ICQ": "ICQ", "X-JABBER": "Jabber", "X-MSN": "MSN",
        "X-YAHOO": "Yahoo", "X-SKYPE": "Skype", "X-SKYPE-USERNAME": "Skype",
        "X-GADUGADU": "GaduGadu", "X-GOOGLE-TALK": "GoogleTalk", "X-QQ": "QQ",
        "X-GROUPWISE": "GroupWise", "X-TWITTER": "Twitter", "X-IRC": "IRC", "X-SMS": "SMS",
    ]

    /// Vendor properties for a messaging address of no named service: Outlook/Exchange's
    /// and KAddressBook's "IM address" field.
    static let unnamedInstantMessageProperties: Set<String> = ["X-MS-IMADDRESS", "X-KADDRESSBOOK-X-IMADDRESS"]

    // MARK: Helpers

    /// Whether a phone value is a `tel:` URI (any case) with something after the scheme.
    /// Compares bytes; only a non-ASCII byte right after the colon, which could be a
    /// combining mark making one character with it, takes the character-level test.
    @inline(__always)
    static func startsWithTelScheme(_ text: String) -> Bool {
        // Nearly every number starts with a digit, `+` or `(`: its first byte says no.
        guard let first = text.utf8.first, first | 0x20 == UInt8(ascii: "t") else { return false }
        return startsWithTelSchemeCarefully(text)
    }

    /// Whether the text of `value` may be a `tel:` URI, on its first byte as written: a value
    /// with nothing to decode (no box of rare parameters: no charset, no quoted-printable)
    /// unescapes to a text that starts with `t` only when its first byte is `t` or `T` (an
    /// escape starts with a backslash and gives no letter `t`). The text's first byte is
    /// then not looked at (`String.UTF8View.first` is a call of its own).
    @inline(__always)
    static func mayStartWithTelScheme(_ value: VCardProperty) -> Bool {
        guard value.rare == nil else { return true }
        guard let first = value.value.first else { return false }
        return first | 0x20 == UInt8(ascii: "t")
    }

    /// ``startsWithTelScheme(_:)`` of any text (the short path only looks at the first byte).
    static func startsWithTelSchemeCarefully(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        for expected in "tel".utf8 {
            guard let byte = bytes.next(), byte | 0x20 == expected else { return false }
        }
        guard bytes.next() == UInt8(ascii: ":"), let fifth = bytes.next() else { return false }
        return fifth < 0x80 || (text.count > 4 && text.prefix(4).lowercased() == "tel:")
    }

    /// Whether `name` starts with `X-` as written (the test
    /// ``VCardVersionTable/canonicalPropertyName(_:)`` makes), on its first two bytes.
    static func hasExtensionPrefix(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        return bytes.next() == UInt8(ascii: "X") && bytes.next() == UInt8(ascii: "-")
    }

    private func part(_ parts: [String], _ index: Int) -> String {
        index < parts.count ? parts[index] : ""
    }

    /// Marks a single-valued field as filled; false when it already was.
    mutating func claim(_ field: FilledFields) -> Bool {
        filledFields.insert(field).inserted
    }

    mutating func rawText(_ value: VCardProperty) -> String {
        value.rawText(&diagnostics)
    }

    /// The value unescaped (``VCardProperty/text(_:recycling:)``), written over kept storage
    /// when large (see ``strings``).
    mutating func text(_ value: VCardProperty) -> String {
        value.text(&diagnostics, recycling: strings)
    }

    /// The unescaped parts of a structured value (``VCardProperty/components(_:)``).
    mutating func components(_ value: VCardProperty) -> [String] {
        value.components(&diagnostics)
    }

    /// The unescaped items of a list value (``VCardProperty/list(_:)``).
    mutating func list(_ value: VCardProperty) -> [String] {
        value.list(&diagnostics, recycling: strings)
    }

    private mutating func setSingle(
        _ key: FilledFields, field: Contact.Field?, _ value: VCardProperty,
        _ assign: (inout Contact, String) -> Void
    ) {
        guard claim(key) else { return keepAsExtension(value) }
        assign(&contact, storedText(value))
        if let field { keepFieldParameters(field, value) }
    }

    /// Parameters of a single-valued field that nothing else expresses.
    ///
    /// Most fields have no parameter at all, and then nothing is gathered; no check reads
    /// them, so when checking only, none is (see ``checksOnly``). Those tests are made where
    /// the field is read, and only a field with parameters to gather calls
    /// ``gatherFieldParameters(_:_:droppingOmittedYear:)``: a call for every field cost about
    /// 25 instructions each (0.5 M on 10,000 cards).
    @inline(__always)
    mutating func keepFieldParameters(
        _ field: Contact.Field, _ value: VCardProperty, droppingOmittedYear: Bool = false
    ) {
        guard !checksOnly, value.typeCodes != 0 || value.preference != nil || value.rare != nil else { return }
        gatherFieldParameters(field, value, droppingOmittedYear: droppingOmittedYear)
    }

    /// ``keepFieldParameters(_:_:droppingOmittedYear:)`` of a field that may have some.
    @inline(never)
    mutating func gatherFieldParameters(_ field: Contact.Field, _ value: VCardProperty, droppingOmittedYear: Bool) {
        // A birthday with no year drops `X-APPLE-OMIT-YEAR` (filtered: no copy of the
        // property, and no array when it was the only parameter).
        var parameters = droppingOmittedYear
            ? value.otherParameters.filter { !$0.hasName(VCardContactBuilder.omitYearParameter) }
            : value.otherParameters
        if value.typeCount > 0 { parameters.insert(Parameter(name: "TYPE", values: value.types), at: 0) }
        if let preference = value.preference {
            parameters.append(Parameter(name: "PREF", values: [String(preference)]))
        }
        guard !parameters.isEmpty else { return }
        contact.fieldParameters[field, default: []] += parameters
    }

    /// Builds a labeled value: the label from an Apple item group's `X-ABLabel`, else from
    /// the `TYPE` values; types the label does not use are kept.
    @inline(__always)
    mutating func labeled<Value>(
        _ value: VCardProperty, kind: VCardValueKind, _ item: consuming Value
    ) -> LabeledValue<Value> {
        let (label, parameters) = labelAndParameters(value, kind: kind)
        return LabeledValue(movingIn: item, label: label, preference: value.preference, parameters: parameters)
    }

    /// The label and the parameters ``labeled(_:kind:_:)`` gives a value of `value`: not
    /// generic, so the value itself is not handed through (as a generic argument, a postal
    /// address was copied into the labeled value and its own copy destroyed).
    mutating func labelAndParameters(
        _ value: VCardProperty, kind: VCardValueKind, labelCompanion: LabelCompanion = .lookUp
    ) -> (Label?, [Parameter]) {
        // No check reads a label or these parameters (see ``checkLabelCompanion(_:_:)``).
        if checksOnly, kind != .date {
            checkLabelCompanion(value, labelCompanion)
            return (nil, [])
        }
        // Types that are all common spellings (nearly every value): read from their codes.
        if kind != .relation, value.typeCodes != VCardProperty.typesSpelledOut {
            return labelAndParameters(coded: value, kind: kind, labelCompanion: labelCompanion)
        }
        return labelAndParametersOfWrittenTypes(value, kind: kind, labelCompanion: labelCompanion)
    }

    /// A value's `X-ABLabel` companion: to be taken by ``labelAndParameters(_:kind:labelCompanion:)``,
    /// or already taken by the caller (its index; nil when the group has none).
    enum LabelCompanion {
        case lookUp
        case taken(Int?)
    }

    /// The index of the value's label companion, taken now unless `labelCompanion` says it was.
    @inline(__always)
    mutating func labelIndex(_ value: VCardProperty, _ labelCompanion: LabelCompanion) -> Int? {
        switch labelCompanion {
        case .lookUp: return value.groupKey != 0 ? takeCompanion(.appleLabel, of: value) : nil
        case .taken(let index): return index
        }
    }

    /// ``labelAndParameters(_:kind:)`` of any value: types spelled out (not all common
    /// spellings), a relation's types, or codes (which tests compare with the short path).
    mutating func labelAndParametersOfWrittenTypes(
        _ value: VCardProperty, kind: VCardValueKind, labelCompanion: LabelCompanion = .lookUp
    ) -> (Label?, [Parameter]) {
        // Each type read as its word once (the first four kept here, 16 bits each): the
        // label, the defaults and the spellings are all read from the words.
        let typeCount = value.typeCount
        var words = VCardTypeWords()
        var firstWords: UInt64 = 0
        if kind != .relation {
            for index in 0..<typeCount {
                let word = value.typeWord(at: index)
                words.formUnion(word)
                if index < 4 { firstWords |= UInt64(word.rawValue) << UInt64(16 * index) }
            }
        }
        let label: Label?
        var labelFromTypes: Label? = nil
        if let labelIndex = labelIndex(value, labelCompanion) {
            label = companionLabel(labelIndex)
            // iOS writes `item1.TEL;type=CELL;type=VOICE` beside `_$!<Mobile>!$_`: the
            // types that spell the label say nothing more (a custom label spells none).
            if label?.isCustom == false { labelFromTypes = label }
        } else {
            labelFromTypes = kind == .relation
                ? VCardTypeTable.label(fromTypes: value.types, kind: kind)
                : VCardTypeTable.label(fromWords: words, kind: kind)
            label = labelFromTypes
        }
        // Most properties have no type left over: then no array is made.
        var remaining: [String] = []
        for index in 0..<typeCount {
            if kind == .relation {
                if let labelFromTypes, VCardTypeTable.type(value.type(at: index), spells: labelFromTypes, kind: kind) {
                    continue
                }
            } else {
                let word = index < 4
                    ? VCardTypeWords(rawValue: UInt16(truncatingIfNeeded: firstWords >> UInt64(16 * index)))
                    : value.typeWord(at: index)
                if VCardTypeTable.isDefault(word, kind: kind) { continue }
                if let labelFromTypes, VCardTypeTable.word(word, spells: labelFromTypes, kind: kind) { continue }
            }
            remaining.append(value.type(at: index))
        }
        var parameters = value.otherParameters
        if !remaining.isEmpty { parameters.insert(Parameter(name: "TYPE", values: remaining), at: 0) }
        if value.groupKey != 0, let group = groupParameter(for: value) { parameters.append(group) }
        return (label, parameters)
    }

    /// The text of the property at `index` (an item-group companion), lent `inout` where it
    /// lies: read through `properties` while `diagnostics` (part of the builder) was lent
    /// too, the whole property was copied first (a retain and a release for each of its
    /// strings and arrays).
    mutating func companionText(_ index: Int) -> String {
        let properties = self.properties
        return VCardContactBuilder.text(of: &properties[index], &diagnostics)
    }

    private static func text(of property: inout VCardProperty, _ diagnostics: inout [Diagnostic]) -> String {
        property.text(&diagnostics)
    }

    /// The label of the `X-ABLabel` companion at `index`: a predefined one (`_$!<Mobile>!$_`)
    /// read from the value's bytes when they stand as its text, with no string made for
    /// them (16 bytes or more, as `_$!<HomePage>!$_`, was an allocation); any other from
    /// its text. Lent in place as ``companionText(_:)`` lends it.
    mutating func companionLabel(_ index: Int) -> Label {
        let properties = self.properties
        if let label = VCardContactBuilder.predefinedLabel(of: &properties[index]) { return label }
        return Label(appleRawValue: companionText(index))
    }

    /// ``ContactModel/Label/predefined(appleRawBytes:)`` of the value's bytes when they need
    /// no decoding: bytes of a wrapped Apple name hold no backslash, so they are their text.
    /// (A value whose first byte is not `_`, most, is not looked at further.)
    private static func predefinedLabel(of property: inout VCardProperty) -> Label? {
        guard property.value.first == UInt8(ascii: "_") else { return nil }
        return property.withPlainUTF8 { Label.predefined(appleRawBytes: $0) } ?? nil
    }
}
