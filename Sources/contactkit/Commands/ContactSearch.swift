import ContactFormatting
import ContactModel
import PhoneNumbers

/// `--search TEXT`: does any field a person would type contain the text? Names (and their
/// readings), nickname, organization, department, job title, emails, every part of every
/// postal address, URLs, related names, social profiles, instant messaging, groups and
/// the note are searched, ignoring case, diacritics, character width and the spelling of
/// letters such as ø, ß and æ (`sorensen` finds `Sørensen`, ``fold(_:)``).
///
/// Text made only of digits and phone punctuation also matches phone numbers by their
/// digits, whatever their format: `5550130` finds `+1 555-0130`, and `+1 555 555 0130`
/// finds `(555) 555-0130` (the national number of a number typed in international form),
/// as `020 7946 0018` finds `+44 20 7946 0018` (a national number without its trunk `0`).
struct ContactSearch {
    private let foldedText: [UInt8]
    /// Digit strings a phone number's digits may contain for a match; empty when the text
    /// is not a phone number.
    private let phoneDigits: [[UInt8]]

    init(_ text: String) {
        foldedText = ContactSearch.fold(text)
        phoneDigits = ContactSearch.phoneForms(of: text)
    }

    /// Whether the contact has the text in a field, or a phone number with its digits.
    func matches(_ contact: Contact, displayName: String) -> Bool {
        if foldedText.isEmpty { return true }
        var found = false
        ContactSearch.forEachSearchableText(of: contact, displayName: displayName) { text in
            if !found, ContactSearch.contains(ContactSearch.fold(text), foldedText) { found = true }
        }
        if found || phoneDigits.isEmpty { return found }
        return contact.phoneNumbers.contains { phone in
            let digits = ContactSearch.digits(of: phone.value)
            return phoneDigits.contains { ContactSearch.contains(digits, $0) }
        }
    }

    /// Calls `body` with every text of the contact a person might search for.
    static func forEachSearchableText(of contact: Contact, displayName: String, _ body: (String) -> Void) {
        for text in [
            displayName, contact.formattedName ?? "", contact.namePrefix, contact.givenName,
            contact.middleName, contact.familyName, contact.previousFamilyName, contact.nameSuffix,
            contact.nickname, contact.phoneticGivenName, contact.phoneticMiddleName,
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

    /// The digit strings a typed phone number stands for: its digits, and when it is written
    /// internationally (`+1 555 555 0130`) its national number, when nationally with a
    /// trunk `0` (`020 7946 0018`) its digits without it. Empty for text that is not a phone
    /// number (letters, or no digit at all).
    static func phoneForms(of text: String) -> [[UInt8]] {
        let isPhoneLike = text.unicodeScalars.allSatisfy { scalar in
            decimalDigit(scalar) != nil || " +-().\u{A0}/".unicodeScalars.contains(scalar)
        }
        let digits = self.digits(of: text)
        guard isPhoneLike, !digits.isEmpty else { return [] }
        var forms = [digits]
        let trimmed = text.drop { $0 == " " }
        if trimmed.hasPrefix("+"),
           let number = PhoneNumberParser(defaultRegion: nil).parseIfPossible(String(trimmed)) {
            let national = Array(number.nationalNumber.utf8)
            if !national.isEmpty && national != digits { forms.append(national) }
        } else if digits.count > 4, digits.first == UInt8(ascii: "0") {
            forms.append(Array(digits.drop { $0 == UInt8(ascii: "0") }))
        }
        return forms
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
