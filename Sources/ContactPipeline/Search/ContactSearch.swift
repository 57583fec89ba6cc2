import ContactFormatting
import ContactModel
import Foundation
import PhoneNumbers

/// One search text (``SearchQuery`` without field terms): does any field a person would type
/// contain the text? Names (and their
/// readings), nickname, organization, department, job title, emails, every part of every
/// postal address, URLs, related names, social profiles, instant messaging, groups and
/// the note are searched, ignoring case, diacritics, character width and the spelling of
/// letters such as ø, ß and æ (`sorensen` finds `Sørensen`, ``fold(_:)``).
///
/// Text made only of digits and phone punctuation also matches phone numbers by their
/// digits, whatever their format: `5550130` finds `+1 555-0130`; `+1 555 555 0130` finds
/// `(555) 555-0130` (a number typed internationally finds the same national number stored
/// without a country code, never another country's); a number typed nationally with its
/// trunk prefix finds the number stored internationally: `020 7946 0018` finds
/// `+44 20 7946 0018`, `8 (812) 555-01-96` finds `+7 812 555-01-96`
/// (``matchesNationally(_:_:)``).
///
/// Latin letters also find names written in Han by their pinyin, as a phone's contacts do:
/// `zhang`, `zhang wei` and `zhangwei` find `张伟`, and so do the syllables' initials, `zw`
/// (``matchesPinyin(of:displayName:)``).
package struct ContactSearch: Sendable {
    private let foldedText: [UInt8]
    /// Whether the text has Han in it: only then are the fields' Han characters simplified.
    private let hasHan: Bool
    /// The digits of the text when it is a phone number (digits and phone punctuation
    /// only); empty otherwise.
    private let typedDigits: [UInt8]
    /// For a number typed with `+`: its national number (`+1 555 555 0130` → `5555550130`).
    private let nationalNumber: [UInt8]?
    /// Whether the number was typed without `+` and is long enough (7 digits or more) to be
    /// a whole national number.
    private let isWholeNationalNumber: Bool
    /// The typed letters without spaces when the text is Latin letters only (two or more),
    /// to find a Han name by its pinyin; nil otherwise.
    private let typedLetters: [UInt8]?
    /// Han characters in pinyin, those met so far kept, shared by the threads that run
    /// this search.
    private let speller = SpellerBox()

    /// The speller's cache behind a lock: a search may be evaluated on several threads at
    /// once (a ``ContactPredicate`` is `Sendable`), and every read or write of `speller`
    /// goes through `pinyin(of:)`, which holds the lock.
    private final class SpellerBox: @unchecked Sendable {
        private let lock = NSLock()
        private var speller = PinyinSpeller()

        func pinyin(of scalar: Unicode.Scalar) -> String? {
            lock.withLock { speller.pinyin(of: scalar) }
        }
    }

    init(_ text: String) {
        foldedText = ContactSearch.fold(text)
        hasHan = text.unicodeScalars.contains(where: NameFormatter.isHan)
        let phone = ContactSearch.phoneDigits(of: text)
        typedDigits = phone.digits
        nationalNumber = phone.national
        isWholeNationalNumber = !phone.isInternational && typedDigits.count >= 7
        let letters = foldedText.filter { $0 != 0x20 }
        typedLetters = letters.count >= 2 && letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) ? letters : nil
    }

    /// Whether the contact has the text in a field, or a phone number with its digits.
    func matches(_ contact: Contact, displayName: String) -> Bool {
        if foldedText.isEmpty { return true }
        var found = false
        ContactSearch.forEachSearchableText(of: contact, displayName: displayName) { text in
            if !found, ContactSearch.contains(ContactSearch.fold(text, simplifyingHan: hasHan), foldedText) {
                found = true
            }
            // As German is typed without umlauts: `muenchen` finds `München`.
            if !found, let spelled = ContactSearch.spellingUmlauts(text),
                ContactSearch.contains(ContactSearch.fold(spelled, simplifyingHan: hasHan), foldedText)
            {
                found = true
            }
        }
        if !found && typedLetters != nil { found = matchesPinyin(of: contact, displayName: displayName) }
        if found || typedDigits.isEmpty { return found }
        return contact.phoneNumbers.contains { phone in
            let digits = ContactSearch.digits(of: phone.value)
            if ContactSearch.contains(digits, typedDigits) { return true }
            if isWholeNationalNumber { return ContactSearch.matchesNationally(digits, typedDigits) }
            guard let nationalNumber, !phone.value.drop(while: { $0 == " " }).hasPrefix("+") else { return false }
            // Stored nationally: the same national number, perhaps after a trunk prefix.
            return digits.count - nationalNumber.count <= 2 && digits.count >= nationalNumber.count
                && digits.suffix(nationalNumber.count).elementsEqual(nationalNumber)
        }
    }

    /// Whether a name written in Han has the typed letters in its pinyin, syllables joined
    /// (`zhangwei` for `张伟`; Latin letters in the name are kept, other characters left out),
    /// or as the initials of its Han characters' syllables (`zw` for `张伟`, `wxm` for `王小明`:
    /// a run of Han characters only).
    func matchesPinyin(of contact: Contact, displayName: String) -> Bool {
        guard let typedLetters else { return false }
        func spells(_ text: String) -> Bool {
            guard !text.utf8.allSatisfy({ $0 < 0x80 }), text.unicodeScalars.contains(where: NameFormatter.isHan) else {
                return false
            }
            var letters: [UInt8] = []
            var initials: [UInt8] = []
            for scalar in text.unicodeScalars {
                if NameFormatter.isHan(scalar) {
                    // A character without pinyin breaks the letters: nothing matches across it.
                    let syllable = speller.pinyin(of: scalar).map { Array($0.utf8) } ?? [0]
                    letters += syllable
                    initials.append(syllable[0])
                } else if scalar.isASCII, let byte = UInt8(exactly: scalar.value), scalar.properties.isAlphabetic {
                    letters.append(byte | 0x20)
                    initials.append(0)
                } else {
                    initials.append(0)
                }
            }
            return ContactSearch.contains(letters, typedLetters) || ContactSearch.contains(initials, typedLetters)
        }
        return spells(displayName) || spells(contact.formattedName ?? "") || spells(contact.givenName)
            || spells(contact.middleName) || spells(contact.familyName) || spells(contact.secondaryFamilyName)
            || spells(contact.nickname) || spells(contact.organizationName)
    }

    /// Whether a number typed in national form (`typed`, with its trunk prefix, `8 812 ...`)
    /// is the stored number (`stored`, perhaps with its country code, `+7 812 ...`): they end
    /// in the same 7 digits or more, and differ only in at most 2 leading digits of the
    /// typed number (a trunk prefix: `0`, `8`, `06`) and at most 3 of the stored one (a
    /// country code).
    static func matchesNationally(_ stored: [UInt8], _ typed: [UInt8]) -> Bool {
        var common = 0
        while common < stored.count && common < typed.count
            && stored[stored.count - 1 - common] == typed[typed.count - 1 - common]
        {
            common += 1
        }
        return common >= 7 && typed.count - common <= 2 && stored.count - common <= 3
    }

    /// Calls `body` with every text of the contact a person might search for.
    static func forEachSearchableText(of contact: Contact, displayName: String, _ body: (String) -> Void) {
        for text in [
            displayName, contact.formattedName ?? "", contact.namePrefix, contact.givenName,
            contact.middleName, contact.familyName, contact.secondaryFamilyName, contact.previousFamilyName,
            contact.nameSuffix, contact.nameGeneration, contact.nickname, contact.phoneticGivenName, contact.phoneticMiddleName,
            contact.phoneticFamilyName, contact.phoneticOrganizationName, contact.organizationName,
            contact.departmentName, contact.jobTitle, contact.note,
        ] where !text.isEmpty {
            body(text)
        }
        for email in contact.emailAddresses { body(email.value) }
        for address in contact.postalAddresses {
            let value = address.value
            for part in [
                value.street, value.subLocality, value.city, value.subAdministrativeArea, value.state,
                value.postalCode, value.country, value.isoCountryCode, value.postOfficeBox,
                value.extendedAddress, value.formattedLabel ?? "",
            ] where !part.isEmpty {
                body(part)
            }
        }
        for url in contact.urlAddresses { body(url.value) }
        for relation in contact.contactRelations { body(relation.value) }
        for profile in contact.socialProfiles {
            for part in [profile.value.username, profile.value.urlString, profile.value.userIdentifier]
            where !part.isEmpty {
                body(part)
            }
        }
        for account in contact.instantMessageAddresses { body(account.value.username) }
        for group in contact.groups { body(group) }
    }

    /// A typed phone number's digits (empty for text that is not a phone number: letters,
    /// or no digit at all), whether it starts with `+`, and then its national number as
    /// ``PhoneNumbers/PhoneNumberParser`` reads it.
    static func phoneDigits(of text: String) -> (digits: [UInt8], isInternational: Bool, national: [UInt8]?) {
        let isPhoneLike = text.unicodeScalars.allSatisfy { scalar in
            decimalDigit(scalar) != nil || " +-().\u{A0}/".unicodeScalars.contains(scalar)
        }
        let digits = self.digits(of: text)
        guard isPhoneLike, !digits.isEmpty else { return ([], false, nil) }
        let trimmed = text.drop { $0 == " " }
        guard trimmed.hasPrefix("+") else { return (digits, false, nil) }
        let national = PhoneNumberParser(defaultRegion: nil).parseIfPossible(String(trimmed))
            .map { Array($0.nationalNumber.utf8) }
        return (digits, true, national?.isEmpty == false ? national : nil)
    }

    /// The decimal digits of a text as ASCII bytes, from any script (`０１` and `٠١` give `01`).
    static func digits(of text: String) -> [UInt8] {
        var result: [UInt8] = []
        for byte in text.utf8 where byte >= 0x30 && byte <= 0x39 { result.append(byte) }
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return result }
        result.removeAll()
        for scalar in text.unicodeScalars {
            if let digit = decimalDigit(scalar) { result.append(UInt8(ascii: "0") + digit) }
        }
        return result
    }

    private static func decimalDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value >= 0x30 && scalar.value <= 0x39 { return UInt8(scalar.value - 0x30) }
        guard scalar.value >= 0x80, scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue
        else { return nil }
        return UInt8(value)
    }

    /// Whether `needle` occurs in `haystack`, byte for byte.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count && haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
