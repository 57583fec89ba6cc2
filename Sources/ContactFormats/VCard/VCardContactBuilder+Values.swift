import ContactModel

extension VCardContactBuilder {
    // MARK: Dates

    mutating func readBirthday(_ value: VCardProperty) {
        // `CALSCALE`, `VALUE` and `X-APPLE-OMIT-YEAR` are all in the box of rare parameters,
        // which most birthdays lack: then none is looked for.
        let hasRareParameters = value.rare != nil
        if hasRareParameters {
            let calendar = value.otherParameters.firstValue(named: "CALSCALE")
            if let calendar, calendar.lowercased() != "gregorian" {
                return readNonGregorianBirthday(value)
            }
            guard value.valueType != "text" || VCardContactBuilder.holdsAnImpossibleDate(value) else {
                return keepAsExtension(value)
            }
        }
        guard !filledFields.contains(.birthday) else { return keepAsExtension(value) }
        var date: PartialDate
        if let plain = VCardContactBuilder.plainDate(value), plain.isValidGregorianDate {
            // Digits and hyphens as written (nearly every birthday): read from the value's
            // bytes, with no string made. Anything else, or a date that does not exist (a
            // warning quotes its text), takes the text.
            date = plain
        } else {
            let text = self.text(value)
            guard let parsed = parseDate(text, value) else { return keepAsExtension(value) }
            date = parsed
        }
        // As `removingOmittedYear`, without a copy of the property to take the parameter out of.
        let omitsYear = hasRareParameters && VCardContactBuilder.omitsYear(date, value)
        if omitsYear { date.year = nil }
        filledFields.insert(.birthday)
        contactStorage.pointee.birthday = consume date
        keepFieldParameters(.birthday, value, droppingOmittedYear: omitsYear)
    }

    mutating func readNonGregorianBirthday(_ value: VCardProperty) {
        guard !filledFields.contains(.alternateBirthday) else { return keepAsExtension(value) }
        let text = self.text(value)
        guard let date = VCardDate.parse(text) else { return keepAsExtension(value) }
        var rest = value
        let calendar = value.otherParameters.firstValue(named: "CALSCALE") ?? ""
        let leap = value.otherParameters.firstValue(named: "X-APPLE-LEAP-MONTH")
        rest.otherParameters.removeAll { $0.hasName("CALSCALE") || $0.hasName("X-APPLE-LEAP-MONTH") }
        filledFields.insert(.alternateBirthday)
        contact.nonGregorianBirthday = NonGregorianDate(
            calendar: calendar, date: date, isLeapMonth: leap == "1" || leap?.lowercased() == "true")
        keepFieldParameters(.nonGregorianBirthday, rest)
    }

    mutating func readDate(_ value: VCardProperty, defaultLabel: Label?) {
        guard value.valueType != "text" || VCardContactBuilder.holdsAnImpossibleDate(value) else {
            return keepAsExtension(value)
        }
        let text = self.text(value)
        guard let parsed = parseDate(text, value) else { return keepAsExtension(value) }
        let (date, rest) = VCardContactBuilder.removingOmittedYear(parsed, value)
        var item = labeled(rest, kind: .date, date)
        if item.label == nil { item.label = defaultLabel }
        contact.dates.append(item)
        positions.append(.dates, line: value.line)
    }

    /// The date a value's bytes give when they are its date part alone, digits and hyphens
    /// with no charset or quoted-printable to decode (nothing to unescape or trim, no time):
    /// what ``parseDate(_:_:)`` gives for its text. Nil for any other value.
    static func plainDate(_ value: VCardProperty) -> PartialDate? {
        guard value.rare == nil || (value.charset == nil && !value.isQuotedPrintable) else { return nil }
        return value.value.withUnsafeBufferPointer { VCardDate.parse(dateDigits: $0) }
    }

    /// Whether a `VALUE=text` date is a date that does not exist (`1980-02-30`), which is how
    /// the 4.0 writer keeps such a date as written: read as the date it says, with the
    /// warning a plain one gets. Other text (`circa 1800`) stays text.
    static func holdsAnImpossibleDate(_ value: VCardProperty) -> Bool {
        guard let date = VCardDate.parse(VCardText.unescape(String(decoding: value.value, as: UTF8.self))) else {
            return false
        }
        return !date.isValidGregorianDate
    }

    /// Whether `value` says `date` has no year: `X-APPLE-OMIT-YEAR` names the year it has.
    static func omitsYear(_ date: PartialDate, _ value: VCardProperty) -> Bool {
        guard !value.otherParameters.isEmpty,
            let omitted = value.otherParameters.firstValue(named: VCardContactBuilder.omitYearParameter),
            let omittedYear = Int(omitted)
        else { return false }
        return date.year == omittedYear
    }

    /// Apple's parameter for a date with no year (see ``removingOmittedYear(_:_:)``).
    static let omitYearParameter = "X-APPLE-OMIT-YEAR"

    /// Apple's yearless dates: `X-APPLE-OMIT-YEAR=1604` on `1604-04-12` means no year.
    static func removingOmittedYear(
        _ date: PartialDate, _ value: VCardProperty
    ) -> (PartialDate, VCardProperty) {
        guard let omitted = value.otherParameters.firstValue(named: "X-APPLE-OMIT-YEAR"),
            let omittedYear = Int(omitted), date.year == omittedYear
        else { return (date, value) }
        var date = date
        var rest = value
        date.year = nil
        rest.otherParameters.removeAll { $0.hasName("X-APPLE-OMIT-YEAR") }
        return (date, rest)
    }

    /// Parses a date, warning about one that does not exist (kept as written) or one that
    /// is not a date at all (the caller keeps the property as an extension).
    mutating func parseDate(_ text: String, _ value: VCardProperty) -> PartialDate? {
        guard let date = VCardDate.parse(text) else {
            diagnostics.append(
                .warning(
                    .invalidDate, line: value.line, property: value.name,
                    "\(Diagnostic.quoted(text)) is not a date; kept as written"))
            return nil
        }
        if !date.isValidGregorianDate {
            diagnostics.append(
                .warning(
                    .invalidDate, line: value.line, property: value.name,
                    "\(Diagnostic.quoted(text)) is not a valid date; kept as written"))
        }
        return date
    }

    // MARK: Addresses

    mutating func readAddress(_ value: VCardProperty) {
        if checksOnly { return checkAddress(value) }
        // The address is built in place, in the list: built apart (even inside its labeled
        // value) it was copied on the way in, its twelve strings retained and released. It
        // starts as the model's inlinable empty address, made where it is appended (a copy
        // of a stored empty one went through the generic value witness).
        contact.postalAddresses.append(LabeledValue(movingIn: .empty, label: nil, preference: nil, parameters: []))
        let last = contact.postalAddresses.count - 1
        // The parts go straight to their fields (no array of them); a part not given is empty.
        // No later check reads them: when checking only, none is made (see ``checksOnly``).
        // (Through the pointer: `contact` itself is an access to the whole builder.)
        let count = forEachComponent(of: value, into: &contactStorage.pointee.postalAddresses[last].value, keeping: 0) {
            address, index, part in
            switch index {
            case 0: address.postOfficeBox = part
            case 1: address.extendedAddress = part
            case 2: address.street = part
            case 3: address.city = part
            case 4: address.state = part
            case 5: address.postalCode = part
            case 6: address.country = part
            default: break
            }
        }
        // Most addresses have no parameter besides TYPE: nothing to take out. The others
        // have the parameters taken into fields dropped from the labeled value's (no copy
        // of the property without them).
        let taken = value.otherParameters.isEmpty
            ? [] : VCardContactBuilder.takeAddressParameters(
                value.otherParameters, into: &contact.postalAddresses[last].value)
        // Apple writes the sub-locality as a line of its own in the address's item group
        // (`item1.X-APPLE-SUBLOCALITY:Gangnam-gu`); older exports as a parameter. The
        // companions of every kind are found in one look at them.
        let companions = takeAddressCompanions(of: value)
        if let index = companions.subLocality {
            contact.postalAddresses[last].value.subLocality = trimmedCompanionText(index)
        }
        if let index = companions.address {
            contact.postalAddresses[last].value.isoCountryCode = trimmedCompanionText(index)
        }
        var (label, parameters) = labelAndParameters(value, kind: .address, labelCompanion: .taken(companions.label))
        if !taken.isEmpty { parameters.removeAll { taken.contains(parameter: $0) } }
        contact.postalAddresses[last].label = label
        contact.postalAddresses[last].parameters = parameters
        contact.postalAddresses[last].preference = value.preference
        positions.append(.postalAddresses, line: value.line)
        if count > 7 { keepAsExtension(value) }
    }

    /// The address parameters ``takeAddressParameters(_:into:)`` takes into fields.
    struct AddressParameters: OptionSet {
        let rawValue: UInt8
        static let label = AddressParameters(rawValue: 1 << 0)
        static let subLocality = AddressParameters(rawValue: 1 << 1)
        static let subAdministrativeArea = AddressParameters(rawValue: 1 << 2)
        static let sortingCode = AddressParameters(rawValue: 1 << 3)

        /// Whether `parameter` has the name of one of these.
        func contains(parameter: Parameter) -> Bool {
            (contains(.label) && parameter.hasName("LABEL"))
                || (contains(.subLocality) && parameter.hasName("X-APPLE-SUBLOCALITY"))
                || (contains(.subAdministrativeArea) && parameter.hasName("X-APPLE-SUBADMINISTRATIVEAREA"))
                || (contains(.sortingCode) && parameter.hasName(VCardCardComposer.sortingCodeParameter))
        }
    }

    /// The address fields `parameters` give (`LABEL`, Apple's sub-locality and
    /// sub-administrative area, the sorting code), set in `address`; returns which were
    /// taken: every parameter of their names is then left out of the address's parameters.
    static func takeAddressParameters(_ parameters: [Parameter], into address: inout PostalAddress) -> AddressParameters {
        var taken: AddressParameters = []
        if let label = parameters.firstValue(named: "LABEL") {
            address.formattedLabel = label
            taken.insert(.label)
        }
        if let subLocality = parameters.firstValue(named: "X-APPLE-SUBLOCALITY") {
            address.subLocality = subLocality
            taken.insert(.subLocality)
        }
        if let area = parameters.firstValue(named: "X-APPLE-SUBADMINISTRATIVEAREA") {
            address.subAdministrativeArea = area
            taken.insert(.subAdministrativeArea)
        }
        if let code = parameters.firstValue(named: VCardCardComposer.sortingCodeParameter) {
            address.sortingCode = code
            taken.insert(.sortingCode)
        }
        return taken
    }

    /// Gives each 2.1/3.0 `LABEL` to the first address with the same label that has none,
    /// else to the first address without one; a `LABEL` with no address stays an extension.
    mutating func attachPendingLabels() {
        for (value, text) in pendingLabels {
            if checksOnly {
                // No address is kept (``checkAddress(_:)``): only whether one is left to
                // take the label, else it is kept as an extension, which reports as above.
                if unlabeledAddressCount > 0 { unlabeledAddressCount -= 1 } else { keepAsExtension(value) }
                continue
            }
            let label = VCardTypeTable.label(fromTypes: value.types, kind: .address)
            let candidates = contact.postalAddresses.indices.filter {
                contact.postalAddresses[$0].value.formattedLabel == nil
            }
            if let index = candidates.first(where: { contact.postalAddresses[$0].label == label })
                ?? candidates.first
            {
                contact.postalAddresses[index].value.formattedLabel = text
            } else {
                keepAsExtension(value)
            }
        }
    }

    // MARK: Messaging and profiles

    mutating func readInstantMessage(_ value: VCardProperty, service: String?) {
        let text = self.text(value).trimmingWhitespace()
        var rest = value
        var serviceName = service ?? ""
        var username = text
        if service == nil {
            if let declared = value.otherParameters.firstValue(named: "X-SERVICE-TYPE") {
                serviceName = declared
                rest.otherParameters.removeAll { $0.hasName("X-SERVICE-TYPE") }
            }
            if let colon = text.firstIndex(of: ":") {
                let scheme = text[..<colon].lowercased()
                let expected = InstantMessageSchemes.scheme(forService: serviceName)
                if serviceName.isEmpty, let known = InstantMessageSchemes.service(forScheme: scheme) {
                    serviceName = known
                    username = String(text[text.index(after: colon)...])
                } else if expected == scheme {
                    username = String(text[text.index(after: colon)...])
                }
            }
        }
        contact.instantMessageAddresses.append(
            labeled(rest, kind: .instantMessage, InstantMessageAddress(username: username, service: serviceName)))
    }

    /// KAddressBook's `X-messaging/xmpp-All:one@example.org<U+E000>two@example.org`: one
    /// messaging address per handle (kcontacts splits them the same way), of the service
    /// the name gives. Written back as IMPP (2.1: the service's own property).
    mutating func readKDEMessaging(_ value: VCardProperty, service: String) {
        let handles = text(value).split(separator: InstantMessageSchemes.kdeSeparator)
            .map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !handles.isEmpty else { return keepAsExtension(value) }
        for handle in handles {
            contact.instantMessageAddresses.append(
                labeled(value, kind: .instantMessage, InstantMessageAddress(username: handle, service: service)))
        }
    }

    mutating func readSocialProfile(_ value: VCardProperty) {
        var rest = value
        let username = value.otherParameters.firstValue(named: "X-USER") ?? ""
        let identifier = value.otherParameters.firstValue(named: "X-USERID") ?? ""
        rest.otherParameters.removeAll { $0.hasName("X-USER") || $0.hasName("X-USERID") }
        // RFC 9554's SOCIALPROFILE names the service in SERVICE-TYPE; Apple's X-SOCIALPROFILE
        // writes it as the first TYPE value. A service with a comma in it stays a parameter
        // as written: a TYPE value cannot hold a comma.
        var service = ""
        if let declared = rest.otherParameters.firstValue(named: "SERVICE-TYPE"), !declared.isEmpty,
            !declared.contains(",")
        {
            service = declared
            rest.otherParameters.removeAll { $0.hasName("SERVICE-TYPE") }
        } else if let first = rest.types.first {
            service = first
            rest.types.removeFirst()
        }
        // RFC 9554: `VALUE=TEXT` makes the value a user name instead of a URI.
        let text = self.text(value)
        let isUserName = value.valueType?.lowercased() == "text" && username.isEmpty
        let profile = SocialProfile(
            urlString: isUserName ? "" : text, username: isUserName ? text : username,
            userIdentifier: identifier, service: service)
        contact.socialProfiles.append(labeled(rest, kind: .socialProfile, profile))
    }

    // MARK: Kind and photo

    mutating func readKind(_ value: VCardProperty) {
        let text = rawText(value).trimmingWhitespace().lowercased()
        let kind: ContactKind?
        switch text {
        case "individual": kind = .individual
        case "org", "organization": kind = .organization
        case "group": kind = .group
        default: kind = nil
        }
        guard let kind else { return keepAsExtension(value) }
        guard claim(.kind) else {
            // `KIND:individual` then `X-KIND:org`: kept as KIND, the second would be the only
            // one written (4.0 leaves the default individual out) and read back as the kind.
            diagnostics.append(
                .warning(
                    .repeatedProperty, line: value.line, property: value.name,
                    "a second kind (\(value.name)) after the first; kept as \(VCardVersionTable.extraPrefix)KIND"))
            var extra = value
            extra.name = VCardVersionTable.extraPrefix + "KIND"
            extra.kind = nil
            return keepAsExtension(extra)
        }
        contact.kind = kind
        keepFieldParameters(.kind, value)
    }

    mutating func readPhoto(_ value: VCardProperty) {
        if checksOnly { return checkPhoto(value) }
        guard !filledFields.contains(.photo), let (bytes, _) = value.binaryData(&diagnostics) else {
            return keepAsExtension(value)
        }
        guard bytes.count <= limits.maximumBinarySize else { return notePhotoTooLarge(value, count: bytes.count) }
        filledFields.insert(.photo)
        contact.imageBytes = bytes
        var rest = value
        if ImageFormat(sniffing: bytes) != nil {
            // The writer states the type from the bytes themselves.
            rest.types.removeAll { ImageFormat(typeName: $0) != nil }
            rest.otherParameters.removeAll { $0.hasName("MEDIATYPE") }
        }
        keepFieldParameters(.image, rest)
    }

    /// ``readPhoto(_:)`` when only checking (``checksOnly``): the photo's checks read its
    /// decoded length and whether it decodes, so it is measured, not decoded
    /// (`Base64+Measuring`), and the contact's image is left empty. The same problems are
    /// reported; the bytes' own type is not looked for (it only spares a parameter).
    @inline(never)
    mutating func checkPhoto(_ value: VCardProperty) {
        guard !filledFields.contains(.photo), let count = value.binaryDataCount(&diagnostics) else {
            return keepAsExtension(value)
        }
        guard count <= limits.maximumBinarySize else { return notePhotoTooLarge(value, count: count) }
        filledFields.insert(.photo)
        contact.imageBytes = []
        keepFieldParameters(.image, value)
    }

    /// A photo of `count` bytes, over the limit: reported, and skipped.
    private mutating func notePhotoTooLarge(_ value: VCardProperty, count: Int) {
        diagnostics.append(
            .warning(
                .limitExceeded, line: value.line, property: "PHOTO",
                "photo of \(count) bytes is larger than the limit of \(limits.maximumBinarySize) bytes (--max-photo-size); skipped"))
    }
}
