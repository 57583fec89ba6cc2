import ContactModel

/// Turns one ``Contact`` into the properties of a card in one vCard version: the mapping
/// from the model to vCard, the reverse of ``VCardContactBuilder``. Values are escaped
/// straight into the card's byte buffer (see ``VCardComposedCard``).
struct VCardCardComposer {
    /// A value as the composer hands it over; ``append(group:_:_:_:encoding:)`` writes it
    /// escaped for the version.
    enum Value {
        /// Text: backslash, comma, semicolon and line breaks escaped (2.1: backslash and
        /// semicolon only; line breaks travel in quoted-printable).
        case text(String)
        /// The components of a structured value (`N`, `ADR`, `ORG`), each escaped as text,
        /// joined by `;`.
        case structured([String])
        /// Already escaped into the card's values, from this offset to their end (see
        /// ``structuredValue(_:_:_:_:_:)``).
        case escaped(from: Int)
        /// The items of a list value (`CATEGORIES`), each escaped as text, joined by `,`.
        case list([String])
        /// A URI: not escaped (RFC 6350), but never with a raw line break; 2.1 escapes it as
        /// text.
        case uri(String)
        /// Written as it is (dates, base64, values already escaped), but for line breaks,
        /// which are escaped as `\n`.
        case raw(String)
        /// Text seen to need no escape and to hold no control character (a phone number:
        /// ``telephoneShape(_:)``): a direct line copies its bytes as they are; anywhere
        /// else it is escaped as ``text(_:)`` is.
        case plain(String)
    }

    let version: VCardVersion
    /// The contact, lent by ``compose(_:version:into:)`` for the length of the composing: a
    /// stored `Contact` was a copy (a retain and a release for each of its strings and
    /// arrays, about a tenth of a conversion).
    let lentContact: UnsafePointer<Contact>
    var contact: Contact { unsafeAddress { lentContact } }
    /// The card being built, lent like the contact: a writer passes in the one it reuses.
    /// (Held in the composer, it was moved in and out by `swap`, and an empty card made to
    /// stand in for it, about 600 instructions a card with the composer's copy.)
    let lentCard: UnsafeMutablePointer<VCardComposedCard>
    var card: VCardComposedCard {
        unsafeAddress { UnsafePointer(lentCard) }
        nonmutating unsafeMutableAddress { lentCard }
    }
    /// The writer's lines, lent like the card: the composer writes the card's lines into
    /// them as it goes (``writesDirectly``, ``writeRemainingLines()``). Nil when only the
    /// composed card is wanted (jCard, tests of the card).
    let lentLines: UnsafeMutablePointer<VCardLineWriter>?
    /// Whether simple properties are written straight into ``lentLines`` rather than
    /// composed into the card (``VCardCardComposer+Direct.swift``): in 3.0 and 4.0, with the
    /// short paths, until the extensions begin.
    var writesDirectly = false
    /// How many of the card's properties are in the lines already.
    var writtenProperties = 0
    /// Bit n: a property named ``VCardVersionTable/singleValuedProperties(in:)``[n] was
    /// written straight into the lines (without parameters), so it is in no card the
    /// cardinality pass looks at.
    var singleValuedWrittenDirectly: UInt16 = 0
    var diagnostics: [Diagnostic] = []
    /// Item group names already taken by extensions (`item3.X-FOO`) and kept groups, so ours
    /// do not collide; lent like the contact, so the composer holds no reference to copy.
    /// Nil when there are none (most contacts): no set is made nor lent then.
    private let lentUsedGroups: UnsafePointer<Set<String>>?
    var nextItemNumber = 1
    /// Set when an extension was written under a name the version allows once that may be
    /// there already: a second extension of that name, or one the model's fields also
    /// write. Only then can a card repeat one (the model's own fields are written once each).
    var mayRepeatSingleValued = false
    /// Bit n: an extension named ``VCardVersionTable/singleValuedProperties(in:)``[n] was
    /// written.
    var singleValuedExtensions: UInt16 = 0
    /// Whether the short paths for common values are taken (plain X- extensions and
    /// parameters); false: every value takes the whole path (tests compare the two).
    var takesShortPaths = true

    /// What `FN` says when it is a string: the contact's formatted name; with the short
    /// paths off, else its plain display name. Nil: `FN` is the plain display name's parts,
    /// escaped into the card (``plainDisplayNameValue()``). Worked out when `FN` is written:
    /// held in the composer, it was one of the references copied with it for every card.
    var displayName: String? {
        if let formattedName = contact.formattedName { return formattedName }
        return takesShortPaths ? nil : contact.plainDisplayName
    }

    private init(
        version: VCardVersion, lent contact: UnsafePointer<Contact>, card: UnsafeMutablePointer<VCardComposedCard>,
        lines: UnsafeMutablePointer<VCardLineWriter>?, usedGroups: UnsafePointer<Set<String>>?, shortPaths: Bool
    ) {
        self.version = version
        lentContact = contact
        lentUsedGroups = usedGroups
        lentCard = card
        lentLines = lines
        takesShortPaths = shortPaths
    }

    /// A composer of `contact` into `card`, both lent to `body`. What the composer needs of
    /// the contact as a whole is worked out here, from the caller's borrowed value:
    /// `contact.pointee` handed to a function (or captured by a closure) is a copy of the
    /// whole contact, about 1,500 instructions with its release. The composer holds no
    /// reference but its diagnostics (the groups taken are lent, the display name read
    /// when `FN` is written): holding them, it was copied once a card (about 500
    /// instructions with the retains and releases).
    @inline(__always)
    private static func withComposer<Result>(
        of contact: Contact, version: VCardVersion, into card: inout VCardComposedCard,
        lines: UnsafeMutablePointer<VCardLineWriter>? = nil, shortPaths: Bool,
        _ body: (inout VCardCardComposer) -> Result
    ) -> Result {
        withUnsafePointer(to: contact) { lentContact in
            withUnsafeMutablePointer(to: &card) { lentCard in
                // Most contacts have no grouped extension and no value read with a group:
                // no set is made then (made, lent and released, about eighty instructions
                // a card, and each extension looked at was copied).
                guard mayUseGroups(lentContact) else {
                    var composer = VCardCardComposer(
                        version: version, lent: lentContact, card: lentCard, lines: lines, usedGroups: nil,
                        shortPaths: shortPaths)
                    return body(&composer)
                }
                let usedGroups = usedGroups(of: contact)
                return withUnsafePointer(to: usedGroups) { lentUsedGroups in
                    var composer = VCardCardComposer(
                        version: version, lent: lentContact, card: lentCard, lines: lines,
                        usedGroups: usedGroups.isEmpty ? nil : lentUsedGroups, shortPaths: shortPaths)
                    return body(&composer)
                }
            }
        }
    }

    /// Whether the contact at `contact` may have groups ours must not take: an extension
    /// with a group, or a phone number, e-mail address, address or URL with parameters
    /// (among which a kept group, ``keptGroups(of:)``). Looked at in place: no item is
    /// copied.
    private static func mayUseGroups(_ contact: UnsafePointer<Contact>) -> Bool {
        @inline(__always) func anyHasParameters<Value>(_ list: [LabeledValue<Value>]) -> Bool {
            var found = false
            forEachItem(of: list) { item in found = found || !item.pointee.parameters.isEmpty }
            return found
        }
        var found = false
        forEachItem(of: contact.pointee.extensions) { property in found = found || property.pointee.group != nil }
        return found || anyHasParameters(contact.pointee.phoneNumbers) || anyHasParameters(contact.pointee.emailAddresses)
            || anyHasParameters(contact.pointee.postalAddresses) || anyHasParameters(contact.pointee.urlAddresses)
    }

    /// The item group names taken by the contact's grouped extensions and kept groups,
    /// upper-cased.
    private static func usedGroups(of contact: Contact) -> Set<String> {
        var usedGroups: Set<String> = []
        for property in contact.extensions {
            if let group = property.group { usedGroups.insert(group.asciiUppercased()) }
        }
        for group in VCardCardComposer.keptGroups(of: contact) { usedGroups.insert(group) }
        return usedGroups
    }

    /// Fills `card` (emptied first, its storage reused) with the properties of `contact` in
    /// `version`; returns what was lost or changed on the way.
    static func compose(
        _ contact: Contact, version: VCardVersion, into card: inout VCardComposedCard, shortPaths: Bool = true
    ) -> [Diagnostic] {
        withComposer(of: contact, version: version, into: &card, shortPaths: shortPaths) { composer in
            composer.compose()
            return composer.takeDiagnostics()
        }
    }

    /// ``compose(_:version:into:shortPaths:)`` that also writes the card's lines into
    /// `lines`: with the short paths, in 3.0 and 4.0, simple properties go there straight
    /// and never into `card` (which then holds only the others).
    static func compose(
        _ contact: Contact, version: VCardVersion, into card: inout VCardComposedCard,
        lines: UnsafeMutablePointer<VCardLineWriter>, shortPaths: Bool
    ) -> [Diagnostic] {
        // The lines' appends do not check for a copy sharing their storage (``VCardLineBuffer``).
        lines.pointee.output.claim()
        return withComposer(of: contact, version: version, into: &card, lines: lines, shortPaths: shortPaths) { composer in
            composer.writesDirectly = shortPaths && version != .v2_1
            composer.compose()
            composer.writeRemainingLines()
            return composer.takeDiagnostics()
        }
    }

    /// Whether composing `contact` runs the cardinality pass
    /// (``keepSingleValuedPropertiesSingle()``): tests check it runs only when a
    /// single-valued name may repeat.
    static func runsCardinalityPass(_ contact: Contact, version: VCardVersion) -> Bool {
        var card = VCardComposedCard()
        return withComposer(of: contact, version: version, into: &card, shortPaths: true) { composer in
            composer.compose()
            return composer.mayRepeatSingleValued
        }
    }

    /// The diagnostics, moved out: returned as a copy, the list was retained, and released
    /// with the composer.
    private mutating func takeDiagnostics() -> [Diagnostic] {
        var taken: [Diagnostic] = []
        swap(&taken, &diagnostics)
        return taken
    }

    var isModern: Bool { version == .v4_0 }

    /// Fills ``card`` (emptied first) with the contact's properties.
    private mutating func compose() {
        card.removeAll()
        composeKind()
        composeNames()
        composeOrganization()
        composeDates()
        // The phone numbers and e-mail addresses are lent where they are, by pointer:
        // `for item in list` copied every item through its type's witness table (about 250
        // instructions with the copy's destruction), and so did handing an item read out
        // of an array to a function (``forEachItem(of:_:)``).
        VCardCardComposer.forEachItem(of: contact.phoneNumbers) { composePhone($0) }
        VCardCardComposer.forEachItem(of: contact.emailAddresses) { item in
            if writesDirectly, VCardCardComposer.writesDirectly(keeping: item.pointee.parameters) {
                writeLabeledDirectly(
                    item, name: "EMAIL", kind: .email, value: .escaped(from: -1), text: item.pointer(to: \.value))
            } else {
                appendLabeled(item.pointee, name: "EMAIL", kind: .email, value: .text(item.pointee.value))
            }
        }
        VCardCardComposer.forEachItem(of: contact.postalAddresses) { item in
            if writesDirectly, VCardCardComposer.writesDirectly(keeping: item.pointee.parameters) {
                writeAddressDirectly(item)
            } else {
                composeAddress(item.pointee)
            }
        }
        // A URL that is a URI (nearly every one) goes on a direct line as an e-mail address
        // does; through the card it cost about 1,800 instructions.
        VCardCardComposer.forEachItem(of: contact.urlAddresses) { item in
            if writesDirectly, VCardCardComposer.writesDirectly(keeping: item.pointee.parameters),
                VCardURI.isURI(item.pointee.value)
            {
                writeLabeledDirectly(item, name: "URL", kind: .url, value: .uri(item.pointee.value))
            } else {
                composeURL(item.pointee)
            }
        }
        composeLabeledDates()
        composeRelations()
        composeMessaging()
        if !contact.note.isEmpty {
            appendSingleText("NOTE", field: .note, at: lentContact.pointer(to: \.note)!)
        }
        if !contact.groups.isEmpty {
            if writesDirectly {
                writeDirectly("CATEGORIES", .list(contact.groups))
            } else {
                append("CATEGORIES", [], .list(contact.groups), encoding: nil)
            }
        }
        composeMembers()
        composePhoto()
        // The cardinality pass may rename an extension or anything after one: from here on
        // every property waits in the card, but a first `PRODID` before any other extension
        // (``writeProductIDDirectly(_:)``).
        let wroteDirectly = writesDirectly
        writesDirectly = false
        let extensionStart = card.properties.count
        VCardCardComposer.forEachItem(of: contact.extensions) { item in
            if wroteDirectly, card.properties.count == extensionStart, writeProductIDDirectly(item) { return }
            composeExtension(item.pointee)
        }
        card.propertiesNamedByContact = extensionStart..<card.properties.count
        if let uid = contact.uid {
            // 4.0's UID is a URI unless VALUE says text (RFC 6350 §6.7.6).
            let extra = isModern && !VCardURI.isURI(uid) ? [Parameter("VALUE", "text")] : []
            appendSingle("UID", field: .uid, .text(uid), extra: extra)
        }
        if mayRepeatSingleValued { keepSingleValuedPropertiesSingle() }
    }

    // MARK: Building blocks

    /// Calls `body` with each item of `list` where it is, by pointer. An empty list is not
    /// lent: lending a list retains it, an empty one too (e-mail, address and URL lists are
    /// often empty).
    ///
    /// The items are reached through the array's first element's address, which a list of
    /// the lent contact keeps while the contact lives: lent through
    /// `withUnsafeBufferPointer`, a list read from the contact was retained and released
    /// (about forty instructions a list, four or five lists a card).
    /// The list is read (by `list`) only for its address and count, before any item is
    /// handed over: held across the calls, it was retained.
    @inline(__always)
    static func forEachItem<Item>(of list: @autoclosure () -> [Item], _ body: (UnsafePointer<Item>) -> Void) {
        let (base, count) = elements(of: list())
        guard count > 0 else { return }
        guard let base else {
            list().withUnsafeBufferPointer { items in
                for index in items.indices { body(items.baseAddress! + index) }
            }
            return
        }
        for index in 0..<count { body(base + index) }
    }

    /// The address of `list`'s first element (nil when it has none there) and its count.
    @inline(__always)
    private static func elements<Item>(of list: [Item]) -> (UnsafePointer<Item>?, Int) {
        (list._baseAddressIfContiguous.map { UnsafePointer($0) }, list.count)
    }

    /// Adds a property whose parameters are the card's from `parameterStart` to the end
    /// (added with ``VCardComposedCard/appendParameter(_:_:)`` and its siblings), its value
    /// escaped into the card's bytes. `encoding` nil (the default): chosen by the value, as
    /// ``encoding(forValueIn:)`` says.
    mutating func appendProperty(
        group: String? = nil, _ name: VCardComposedCard.Word, parametersFrom parameterStart: Int, _ value: Value,
        encoding: VCardOutputProperty.Encoding? = nil
    ) {
        let groupRange = group.map { card.appendText($0) }
        appendProperty(groupIn: groupRange, name, parametersFrom: parameterStart, value, encoding: encoding)
    }

    /// ``appendProperty(group:_:parametersFrom:_:encoding:)`` with the group already in the
    /// card's text (at `groupRange`; nil: no group), as several properties of one item share it.
    mutating func appendProperty(
        groupIn groupRange: Range<Int>?, _ name: VCardComposedCard.Word, parametersFrom parameterStart: Int, _ value: Value,
        encoding: VCardOutputProperty.Encoding? = nil
    ) {
        let start: Int
        if case .escaped(let written) = value {
            start = written
        } else {
            start = card.values.count
            appendValue(value)
        }
        let range = start..<card.values.count
        let nameRange = card.appendText(name)
        card.properties.append(
            VCardComposedCard.Property(
                group: groupRange, name: nameRange, parameters: parameterStart..<card.parameters.count,
                value: range, encoding: encoding ?? self.encoding(forValueIn: range)))
    }

    /// Adds a property with these parameters, its value escaped into the card's bytes.
    mutating func append(
        group: String? = nil, _ name: VCardComposedCard.Word, _ parameters: [Parameter], _ value: Value,
        encoding: VCardOutputProperty.Encoding? = nil
    ) {
        let parameterStart = card.parameters.count
        for parameter in parameters { card.appendParameter(parameter) }
        appendProperty(group: group, name, parametersFrom: parameterStart, value, encoding: encoding)
    }

    /// ``append(group:_:_:_:encoding:)`` with the group already in the card's text (at
    /// `groupRange`; nil: no group).
    mutating func append(
        groupIn groupRange: Range<Int>?, _ name: VCardComposedCard.Word, _ parameters: [Parameter], _ value: Value,
        encoding: VCardOutputProperty.Encoding? = nil
    ) {
        let parameterStart = card.parameters.count
        for parameter in parameters { card.appendParameter(parameter) }
        appendProperty(groupIn: groupRange, name, parametersFrom: parameterStart, value, encoding: encoding)
    }

    /// A single-valued property with the parameters the model kept for its field.
    mutating func appendSingle(
        _ name: VCardComposedCard.Word, field: Contact.Field?, _ value: Value, extra: [Parameter] = []
    ) {
        if writesDirectly, extra.isEmpty, case .literal(let literal) = name, !hasKeptParameters(field) {
            writeDirectly(literal, value)
            return
        }
        let parameterStart = card.parameters.count
        for parameter in extra { card.appendParameter(parameter) }
        // Most contacts keep no field parameters: no lookup then.
        if let field, !contact.fieldParameters.isEmpty, let kept = contact.fieldParameters[field] {
            appendMappedParameters(kept)
        }
        appendProperty(name, parametersFrom: parameterStart, value, encoding: nil)
    }

    /// ``appendSingle(_:field:_:extra:)`` of a text field read where it is: on a direct line
    /// it is escaped in place (``writeTextDirectly(group:_:_:)``, the same line); made into a
    /// ``Value`` first, the string was retained and released.
    @inline(__always)
    mutating func appendSingleText(_ name: StaticString, field: Contact.Field, at text: UnsafePointer<String>) {
        if writesDirectly, !hasKeptParameters(field) {
            writeTextDirectly(name, text.pointee)
        } else {
            appendSingle(.literal(name), field: field, .text(text.pointee))
        }
    }

    /// ``appendSingleText(_:field:at:)`` of an optional field that holds a string.
    @inline(__always)
    mutating func appendSingleText(_ name: StaticString, field: Contact.Field, at text: UnsafePointer<String?>) {
        if writesDirectly, !hasKeptParameters(field) {
            writeTextDirectly(name, text.pointee ?? "")
        } else {
            appendSingle(.literal(name), field: field, .text(text.pointee ?? ""))
        }
    }

    /// Adds the parameters the model kept, as ``mappedParameter(_:)`` renames them.
    mutating func appendMappedParameters(_ parameters: [Parameter]) {
        for parameter in parameters { appendMappedParameter(parameter) }
    }

    /// Adds a parameter the model kept, as ``mappedParameter(_:)`` renames it. An X- name no
    /// version renames (``isPlainExtensionParameterName(_:)``) goes in as it is: the
    /// mapping upper-cased the name and looked it up in two sets, about 3,700 instructions
    /// (Outlook's `X-OUTLOOK-DISPLAY-NAME` on every email address).
    mutating func appendMappedParameter(_ parameter: Parameter) {
        if takesShortPaths, VCardCardComposer.isPlainExtensionParameterName(parameter.name) {
            card.appendParameter(parameter)
        } else if let mapped = mappedParameter(parameter) {
            card.appendParameter(mapped)
        }
    }

    /// Whether ``mappedParameter(_:)`` keeps a parameter of this name as it is, with no
    /// warning, in every version, as far as its bytes tell: an X- name (`X-` or `x-`) of
    /// token bytes that is not `X-PREF` nor the X- form of a 4.0 parameter (`X-ALTID`,
    /// which 4.0 writes `ALTID`), in any case. False says nothing: the whole mapping decides.
    static func isPlainExtensionParameterName(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            guard bytes.count >= 2, bytes[0] | 0x20 == UInt8(ascii: "x"), bytes[1] == UInt8(ascii: "-") else {
                return false
            }
            for byte in bytes where !isTokenByte(byte) { return false }
            let bare = UnsafeBufferPointer(rebasing: bytes[2...])
            for renamed in renamedExtensionParameters where renamed.count == bare.count {
                if zip(renamed, bare).allSatisfy({ $0 == VCardComposedCard.asciiUppercase($1) }) { return false }
            }
            return true
        }
    }

    /// The names whose X- form ``mappedParameter(_:)`` renames: 4.0's own parameters and
    /// `PREF`, upper-cased, as bytes.
    static let renamedExtensionParameters: [[UInt8]] =
        (VCardVersionTable.version4Parameters.sorted() + ["PREF"]).map { Array($0.utf8) }

    /// Escapes the five components of `N` into the card's bytes, joined by `;`, with no
    /// array of them on the way (a variadic parameter's array was allocated and freed for
    /// every name and address).
    mutating func structuredValue(
        _ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String
    ) -> Value {
        let start = card.values.count
        appendText(first)
        appendComponent(second)
        appendComponent(third)
        appendComponent(fourth)
        appendComponent(fifth)
        return .escaped(from: start)
    }

    /// The seven components of `ADR`, as ``structuredValue(_:_:_:_:_:)`` writes five.
    mutating func structuredValue(
        _ first: String, _ second: String, _ third: String, _ fourth: String, _ fifth: String,
        _ sixth: String, _ seventh: String
    ) -> Value {
        let value = structuredValue(first, second, third, fourth, fifth)
        appendComponent(sixth)
        appendComponent(seventh)
        return value
    }

    @inline(__always)
    private mutating func appendComponent(_ component: String) {
        card.values.append(UInt8(ascii: ";"))
        appendText(component)
    }

    /// How a text value travels: 2.1 needs quoted-printable for anything not plain ASCII on
    /// one line, control characters included (`=0C`: a plain line could only replace them).
    /// Escaping for 2.1 adds backslashes only, so the escaped bytes tell.
    func encoding(forValueIn range: Range<Int>) -> VCardOutputProperty.Encoding {
        guard version == .v2_1 else { return .plain }
        return card.values.withUnsafeBufferPointer { values in
            for byte in values[range] where byte >= 0x7F || (byte < 0x20 && byte != 9) {
                return .quotedPrintable
            }
            return .plain
        }
    }

    private mutating func appendValue(_ value: Value) {
        appendValue(value, to: &card.values)
    }

    /// Appends `value` to `output` escaped for this version (``Value/escaped`` values are in
    /// the card already: nothing).
    func appendValue<Sharing>(_ value: Value, to output: inout VCardBytes<Sharing>) {
        switch value {
        case .text(let text), .plain(let text):
            appendText(text, to: &output)
        case .structured(let components):
            appendJoined(components, separator: UInt8(ascii: ";"), to: &output)
        case .list(let items):
            appendJoined(items, separator: UInt8(ascii: ","), to: &output)
        case .uri(let uri):
            if version == .v2_1 {
                appendText(uri, to: &output)
            } else {
                VCardText.appendRemovingLineBreaks(uri, to: &output)
            }
        case .raw(let text):
            // Raw values (dates, base64, values escaped already) never hold a line break,
            // except when the model was built from hostile input (an NDJSON date whose
            // `time` ends the card): escaped as `\n` so it stays data, never structure.
            VCardText.appendRemovingLineBreaks(text, to: &output)
        case .escaped:
            break
        }
    }

    /// A text value or structured component escaped for this version.
    @inline(__always)
    mutating func appendText(_ text: String) {
        appendText(text, to: &card.values)
    }

    /// `text` escaped for this version, appended to `output`. Returns whether it may hold a
    /// control character (C0 but TAB, or DEL): false says it holds none, and a direct line
    /// is not looked at for one (``VCardLineWriter/endLine(from:valueStart:property:mayHoldControls:)``).
    ///
    /// `text` is read where it is (a component of the lent contact) rather than handed over
    /// as a value: a string read out of the contact and held while the output may grow was
    /// retained and released, about thirty instructions a value (``VCardText/appendEscaped(_:to:)-(()->String,_)``).
    @inline(__always)
    @discardableResult
    func appendText<Sharing>(_ text: @autoclosure () -> String, to output: inout VCardBytes<Sharing>) -> Bool {
        if version == .v2_1 {
            let text = text()
            // Empty components (an address's post office box, a name's prefix) are common.
            guard !text.isEmpty else { return false }
            VCardText.appendEscapedForVersion2_1(text, to: &output)
            return true
        }
        return VCardText.appendEscaped(text(), to: &output)
    }

    private func appendJoined<Sharing>(_ parts: [String], separator: UInt8, to output: inout VCardBytes<Sharing>) {
        for (index, part) in parts.enumerated() {
            if index > 0 { output.append(separator) }
            appendText(part, to: &output)
        }
    }

    /// A parameter the model kept, renamed for this version; nil to drop (the value's group,
    /// which goes on the line). In 3.0 and 4.0 a name the version does not register (nor an
    /// X- name) is written as an X- name, with a warning (``registeredParameter(_:)``).
    mutating func mappedParameter(_ parameter: Parameter) -> Parameter? {
        versionMappedParameter(parameter).map { registeredParameter($0) }
    }

    /// `parameter` under a name 3.0 and 4.0 allow: as it is when the version registers it or
    /// it is an X- name; else as an X- name, each character a name cannot hold as `-`, with a
    /// warning (`X-TEST;A=B` gives `X-A=B`). A name that could end the parameter or the line
    /// (a control character, `;`, `:`) is left for the writer to refuse. 2.1 keeps any name.
    mutating func registeredParameter(_ parameter: Parameter) -> Parameter {
        guard version != .v2_1, !parameter.name.isEmpty else { return parameter }
        let upper = parameter.name.asciiUppercased()
        if VCardCardComposer.isToken(parameter.name),
            upper.hasPrefix("X-") || VCardVersionTable.registeredParameters(in: version).contains(upper)
        {
            return parameter
        }
        var copy = parameter.name
        guard copy.withUTF8({ VCardName.isWritableParameterName($0) }) else { return parameter }
        var mapped = parameter
        let original = parameter.name
        let token = String(decoding: original.utf8.map { VCardCardComposer.isTokenByte($0) ? $0 : UInt8(ascii: "-") }, as: UTF8.self)
        mapped.name = token.uppercased().hasPrefix("X-") ? token : "X-" + token
        diagnostics.append(
            .warning(
                .lossyMapping, property: original,
                "parameter \(Diagnostic.quoted(original)) is not a vCard \(version.rawValue) parameter; kept as \(mapped.name)"))
        return mapped
    }

    /// ``mappedParameter(_:)`` before the check of its name.
    func versionMappedParameter(_ parameter: Parameter) -> Parameter? {
        // The value's group goes on the line, not among its parameters.
        if parameter.name.utf8.count == 5, parameter.hasName(VCardContactBuilder.groupParameter) { return nil }
        if parameter.name.isEmpty {
            return Parameter(name: version == .v2_1 ? "" : "TYPE", values: parameter.values)
        }
        if parameter.hasName("PREF") || parameter.hasName("X-PREF") {
            return preferenceParameter(Int(parameter.values.first ?? "") ?? 1)
        }
        return Parameter(
            name: VCardVersionTable.parameterName(parameter.name, in: version),
            values: parameter.values)
    }

    /// `PREF=n` in 4.0; `TYPE=pref` (3.0) or bare `PREF` (2.1) for the first choice, and
    /// `X-PREF=n` for a rank the older versions cannot say.
    func preferenceParameter(_ rank: Int) -> Parameter {
        let (name, value) = preference(rank)
        return Parameter(name, value)
    }

    /// ``preferenceParameter(_:)`` as its name and its one value, with no array.
    func preference(_ rank: Int) -> (name: String, value: String) {
        if isModern { return ("PREF", rank == 1 ? "1" : String(rank)) }
        if rank <= 1 { return version == .v2_1 ? ("", "PREF") : ("TYPE", "pref") }
        return ("X-PREF", String(rank))
    }

    /// ``preference(_:)`` as words: literals for the common ranks (`PREF=1`, `TYPE=pref`),
    /// whose bytes are copied as they are; two strings a preferred value cost about 300
    /// instructions. With the short paths off, the strings.
    func preferenceWords(_ rank: Int) -> (name: VCardComposedCard.Word, value: VCardComposedCard.Word) {
        guard takesShortPaths else {
            let (name, value) = preference(rank)
            return (.string(name), .string(value))
        }
        if isModern { return ("PREF", rank == 1 ? "1" : .string(String(rank))) }
        if rank <= 1 { return version == .v2_1 ? ("", "PREF") : ("TYPE", "pref") }
        return ("X-PREF", .string(String(rank)))
    }

    /// The first item group names, spelled out once rather than for every contact.
    private static let itemGroupNames = (1...9).map { "item" + String($0) }

    /// The next free Apple item group name (`item1`, `item2`, ...).
    mutating func nextItemGroup() -> String {
        VCardCardComposer.itemGroupName(nextItemGroupNumber())
    }

    /// The number of the next free Apple item group (`item1`, `item2`, ...): the direct
    /// lines write its name from the number (``appendItemGroup(_:to:)``).
    mutating func nextItemGroupNumber() -> Int {
        while true {
            let number = nextItemNumber
            nextItemNumber += 1
            // Most contacts have no grouped extensions: no name to upper-case then.
            guard let usedGroups = lentUsedGroups,
                usedGroups.pointee.contains(VCardCardComposer.itemGroupName(number).asciiUppercased())
            else {
                return number
            }
        }
    }

    /// The name of item group `number` (`item3`).
    static func itemGroupName(_ number: Int) -> String {
        number >= 1 && number <= itemGroupNames.count ? itemGroupNames[number - 1] : "item" + String(number)
    }
}
