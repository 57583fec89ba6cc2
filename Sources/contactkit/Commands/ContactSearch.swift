import ContactFormatting
import ContactModel
import Foundation

/// `--search TEXT`: does a contact's name, organization, email or phone number contain the
/// text, ignoring case, diacritics and character width? Digits in the text also match
/// phone numbers written with spaces or punctuation (`5550100` finds `+1 555-0100`).
struct ContactSearch {
    private let foldedText: String
    private let digits: String

    init(_ text: String) {
        foldedText = ContactSearch.fold(text)
        let digitsOnly = text.filter(\.isASCII).filter(\.isNumber)
        let isPhoneLike = text.allSatisfy { $0.isNumber || " +-().".contains($0) }
        digits = isPhoneLike ? digitsOnly : ""
    }

    func matches(_ contact: Contact, displayName: String) -> Bool {
        if foldedText.isEmpty { return true }
        let texts = [
            displayName, contact.givenName, contact.middleName, contact.familyName, contact.nickname,
            contact.formattedName ?? "", contact.phoneticGivenName, contact.phoneticFamilyName,
            contact.organizationName, contact.departmentName,
        ] + contact.emailAddresses.map(\.value)
        if texts.contains(where: { ContactSearch.fold($0).contains(foldedText) }) { return true }
        guard !digits.isEmpty else { return false }
        return contact.phoneNumbers.contains { phone in
            phone.value.filter(\.isASCII).filter(\.isNumber).contains(digits)
        }
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
