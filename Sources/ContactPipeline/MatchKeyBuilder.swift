import ContactFormatting
import ContactModel
import PhoneNumbers

/// Computes a contact's ``MatchKeys``: folded and transliterated names, the canonical given
/// name, the phonetic family name, E.164 phones, folded emails, birthday, postal codes.
///
/// It needs nothing but the contact (and caches phone parsers), so each thread can have its
/// own; ``MatchRecords`` interns the keys afterwards, in input order.
struct MatchKeyBuilder {
    let region: String?
    private var phoneNormalizer: PhoneNumberNormalizer
    private var parsers: [String: PhoneNumberParser] = [:]
    /// Han characters in pinyin, with those met so far kept (see `MatchKeyBuilder+LatinSpelling.swift`).
    var pinyinSpeller = PinyinSpeller()

    /// How many trailing digits identify a phone number in keys.
    static let phoneKeyDigits = 9

    init(region: String?) {
        self.region = region
        phoneNormalizer = PhoneNumberNormalizer(region: region)
    }

    mutating func keys(for contact: Contact) -> MatchKeys {
        var keys = MatchKeys()
        switch contact.kind {
        case .individual: keys.kind = 0
        case .organization: keys.kind = 1
        case .group: keys.kind = 2
        }
        if !contact.organizationName.isEmpty {
            keys.organization = TextFolding.stableHash(Self.organizationText(contact.organizationName).utf8, seed: 2)
        }
        if Self.isOrganizationCard(contact) {
            // A business: compared by its name's words, not as a person (`Café Roma` is no
            // given and family name).
            keys.kind = 1
            keys.organizationText = Self.organizationText(Self.organizationName(of: contact))
            if !keys.organizationText.isEmpty {
                keys.organization = TextFolding.stableHash(keys.organizationText.utf8, seed: 2)
            }
            addContactPoints(of: contact, to: &keys)
            return keys
        }
        var givenText = Self.capped(contact.givenName)
        // RFC 9554's second surname is part of the family name a spreadsheet or an older
        // vCard holds in one field (`Pérez Gómez`), and its generation what they hold as a suffix.
        var familyText = Self.capped(contact.secondaryFamilyName.isEmpty
            ? contact.familyName : contact.familyName + " " + contact.secondaryFamilyName)
        var middleText = Self.capped(contact.middleName)
        var suffixText = Self.capped(contact.nameGeneration.isEmpty ? contact.nameSuffix : contact.nameGeneration)
        if contact.kind == .individual, givenText.isEmpty && familyText.isEmpty,
            let formatted = contact.formattedName, !formatted.isEmpty
        {
            let parts = NameSplitter.split(Self.capped(formatted))
            givenText = parts.given
            familyText = parts.family
            middleText = parts.middle
            suffixText = parts.suffix
        } else if familyText.isEmpty && middleText.isEmpty && TextFolding.contains(givenText, " ") {
            let parts = NameSplitter.split(givenText)
            givenText = parts.given
            familyText = parts.family
            middleText = parts.middle
        }
        let (given, givenIsLatin) = Self.latinForm(givenText, phonetic: Self.capped(contact.phoneticGivenName))
        var (family, familyIsLatin) = Self.latinForm(familyText, phonetic: Self.capped(contact.phoneticFamilyName))
        if familyText.isEmpty && !contact.phoneticFamilyName.isEmpty {
            // A full name in one word with its readings (`FN:松本大輔`, read だいすけ / まつもと):
            // the reading gives the family name the text could not.
            let reading = TextFolding.fold(Self.capped(contact.phoneticFamilyName))
            if TextFolding.isLatin(reading) { (family, familyIsLatin) = (reading, true) }
        }
        keys.givenIsLatin = givenIsLatin
        keys.familyIsLatin = familyIsLatin
        keys.given = given
        keys.givenCanonical = NicknameTable.canonical(given)
        keys.family = family
        keys.familyPhonetic = familyIsLatin ? PhoneticKey.key(family) : family
        if let first = TextFolding.fold(middleText).utf8.first { keys.middleInitial = first }
        let suffix = TextFolding.fold(suffixText)
        if NameParticles.generationSuffixes.contains(suffix) { keys.generation = suffix }
        if !given.isEmpty || !family.isEmpty { keys.nameWords = Self.nameWordsHash(given + " " + family) }
        if contact.kind == .individual, !contact.previousFamilyName.isEmpty {
            let (previous, _) = Self.latinForm(Self.capped(contact.previousFamilyName), phonetic: "")
            if !previous.isEmpty && previous != family {
                keys.previousFamily = previous
                keys.previousNameWords = Self.nameWordsHash(given + " " + previous)
            }
        }
        addLatinSpelling(to: &keys)
        if let birthday = contact.birthday, let month = birthday.month, let day = birthday.day,
            birthday.isValidGregorianDate
        {
            keys.birthday = Int32((birthday.year ?? 0) * 10000 + month * 100 + day)
        }
        addContactPoints(of: contact, to: &keys)
        return keys
    }

    /// Phones, emails, postal codes, streets and the parts of the first address.
    private mutating func addContactPoints(of contact: Contact, to keys: inout MatchKeys) {
        addPhones(of: contact, to: &keys)
        for email in contact.emailAddresses {
            let key = EmailAddressNormalizer.matchKey(email.value)
            if !key.isEmpty {
                if keys.emailCount < 32 && keys.kind == 0 && HouseholdMailbox.isHouseholdMailbox(key, family: keys.family, given: keys.given) {
                    keys.householdEmailMask |= 1 << UInt32(keys.emailCount)
                }
                keys.values.append(TextFolding.stableHash(key.utf8, seed: 3))
                keys.emailCount += 1
            }
        }
        var streets: [UInt64] = []
        for address in contact.postalAddresses {
            if keys.address.isEmpty { keys.address = AddressParts(address.value, streetName: &keys.streetName) }
            let code = TextFolding.fold(address.value.postalCode)
            guard !code.isEmpty else { continue }
            keys.values.append(TextFolding.stableHash(code.utf8, seed: 4))
            keys.postalCodeCount += 1
            let street = TextFolding.fold(address.value.street)
            if !street.isEmpty {
                streets.append(TextFolding.stableHash((street + "|" + code).utf8, seed: 5))
                // Ways one street is written that the whole text misses: without spaces
                // ("pridham street" / "pridhamstreet"), and the house number alone.
                let joined = String(street.unicodeScalars.filter { $0 != " " })
                if joined != street { streets.append(TextFolding.stableHash((joined + "|" + code).utf8, seed: 5)) }
                let number = street.unicodeScalars.prefix { $0 != " " }
                if !number.isEmpty && number.allSatisfy({ ("0"..."9").contains($0) }) {
                    streets.append(TextFolding.stableHash((String(String.UnicodeScalarView(number)) + "|" + code).utf8, seed: 6))
                }
            }
        }
        keys.values += streets
    }

    /// How many characters of a name are compared: names are compared pairwise (Jaro–Winkler,
    /// edit distance, nickname forms), and two cards with names of 320,000 letters took 10 s
    /// for one pair. No real name is this long; two names that agree on their first 256
    /// characters are compared as those characters.
    static let comparedNameLength = 256

    /// The first ``comparedNameLength`` characters of `text`.
    static func capped(_ text: String) -> String {
        // Fewer bytes than the cap: fewer characters too, nothing to cut (the common case).
        text.utf8.count <= comparedNameLength ? text : String(text.prefix(comparedNameLength))
    }

    /// The hash of the words of a folded name, sorted, joined by single spaces.
    static func nameWordsHash(_ name: String) -> UInt64 {
        guard name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            var words = name.split(separator: " ")
            words.sort()
            return TextFolding.stableHash(words.joined(separator: " ").utf8, seed: 1)
        }
        // Printable ASCII: each byte is a character, and texts sort as their bytes do.
        var words = Array(name.utf8).split(separator: 0x20)
        words.sort { $0.lexicographicallyPrecedes($1) }
        return TextFolding.stableHash(words.joined(separator: [0x20]), seed: 1)
    }

    /// The folded Latin form of a name (through the phonetic name when the name itself has
    /// no Latin form), and whether the result is Latin.
    static func latinForm(_ name: String, phonetic: String) -> (String, Bool) {
        let folded = TextFolding.fold(name)
        if TextFolding.isLatin(folded) { return (folded, true) }
        if !phonetic.isEmpty {
            let foldedPhonetic = TextFolding.fold(phonetic)
            if TextFolding.isLatin(foldedPhonetic) { return (foldedPhonetic, true) }
        }
        return (folded, false)
    }

    private mutating func addPhones(of contact: Contact, to keys: inout MatchKeys) {
        guard !contact.phoneNumbers.isEmpty else { return }
        var parser: PhoneNumberParser?
        for phone in contact.phoneNumbers {
            var digits: [UInt8] = []
            var isE164 = true
            for byte in phone.value.utf8 {
                if byte >= 48 && byte <= 57 { digits.append(byte) } else if !(byte == 43 && digits.isEmpty) { isE164 = false }
            }
            if !(isE164 && phone.value.utf8.first == 43) {
                if parser == nil { parser = phoneParser(for: contact) }
                if let number = try? parser!.parse(phone.value) {
                    digits = Array(number.formatted(.e164).utf8.dropFirst())
                }
            }
            guard digits.count >= 5 else { continue }
            // The last nine digits: the same number written with its country code, with a
            // trunk prefix, or in a form the parser could not read, meets itself.
            let index = keys.phoneCount
            keys.values.append(TextFolding.stableHash(digits.suffix(Self.phoneKeyDigits), seed: 6))
            keys.phoneCount += 1
            if index < 32, phone.label == .mobile || phone.label == .iPhone {
                keys.mobileMask |= 1 << UInt32(index)
            }
        }
    }

    private mutating func phoneParser(for contact: Contact) -> PhoneNumberParser {
        let chosen = phoneNormalizer.regionChoice(for: contact).0 ?? ""
        if let parser = parsers[chosen] { return parser }
        let parser = PhoneNumberParser(defaultRegion: chosen.isEmpty ? nil : chosen)
        parsers[chosen] = parser
        return parser
    }
}
