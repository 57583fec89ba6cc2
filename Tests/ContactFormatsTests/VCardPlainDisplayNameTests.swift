@testable import ContactFormats
import ContactModel
import Testing

/// A contact without a formatted name gets `FN` from its name parts escaped straight into
/// the card: the bytes must be those of `plainDisplayName` escaped as text (the short paths
/// off), in every version, for every shape of name and every fallback.
@Suite struct VCardPlainDisplayNameTests {

    static let parts = [
        "", "Ada", "Zoë", "伊藤", "くみ子", "김민준", "𠀋", "a;b", "c,d", "e\\f", "line\r", "\nnext", "x\r\n", "Ｚ", " ",
        "\u{1}", "ｱ",
    ]

    /// Contacts with the seven name parts drawn from ``parts`` (a fixed walk, so every part
    /// lands in every field), and the fallbacks: organization, first email (even empty),
    /// first phone, nothing.
    static let contacts: [Contact] = {
        var contacts: [Contact] = []
        let count = parts.count
        for step in 0..<(count * 7) {
            var contact = Contact()
            contact.namePrefix = step % 5 == 0 ? parts[step % count] : ""
            contact.givenName = parts[(step * 3) % count]
            contact.middleName = step % 3 == 0 ? parts[(step * 5 + 1) % count] : ""
            contact.familyName = parts[(step * 7 + 2) % count]
            contact.secondaryFamilyName = step % 4 == 0 ? parts[(step + 3) % count] : ""
            contact.nameGeneration = step % 6 == 0 ? parts[(step * 2 + 4) % count] : ""
            contact.nameSuffix = step % 7 == 0 ? parts[(step + 5) % count] : ""
            contacts.append(contact)
        }
        // Written without spaces, family first: every part Han, kana or Hangul.
        contacts.append(Contact(givenName: "くみ子", familyName: "伊藤"))
        contacts.append(Contact(givenName: "민준", familyName: "김", secondaryFamilyName: "박"))
        contacts.append(Contact(namePrefix: "Dr.", givenName: "くみ子", familyName: "伊藤"))
        contacts.append(Contact(givenName: "くみ子", familyName: "Ito"))
        contacts.append(Contact(givenName: "山\r", familyName: "伊藤\r"))
        var fallbacks: [Contact] = []
        var organization = Contact()
        organization.organizationName = "Zoë; & Co, Ltd\\"
        organization.emailAddresses = [LabeledValue(label: .work, value: "a@b.example")]
        fallbacks.append(organization)
        var email = Contact()
        email.emailAddresses = [LabeledValue(label: .home, value: "zoë,x@b.example"), LabeledValue(label: .work, value: "second")]
        email.phoneNumbers = [LabeledValue(label: .mobile, value: "+1 555 0100")]
        fallbacks.append(email)
        var emptyEmail = Contact()
        emptyEmail.emailAddresses = [LabeledValue(label: .home, value: "")]
        emptyEmail.phoneNumbers = [LabeledValue(label: .mobile, value: "+1 555 0100")]
        fallbacks.append(emptyEmail)
        var phone = Contact()
        phone.phoneNumbers = [LabeledValue(label: .mobile, value: "+1;555\n0100")]
        fallbacks.append(phone)
        fallbacks.append(Contact())
        return contacts + fallbacks
    }()

    @Test(arguments: VCardVersion.allCases)
    func theFormattedNameIsThePlainDisplayNameEscaped(_ version: VCardVersion) throws {
        for contact in Self.contacts {
            #expect(contact.formattedName == nil)
            let fast = try VCardShortPathWriting.written([contact], version, shortPaths: true)
            let careful = try VCardShortPathWriting.written([contact], version, shortPaths: false)
            #expect(fast.0 == careful.0, "\(contact.plainDisplayName.debugDescription)")
            #expect(fast.1 == careful.1)
        }
    }

    /// The part scan against ContactModel's rule as `plainDisplayName` applies it: family
    /// first with no spaces exactly when every non-empty part starts with such a letter.
    @Test func theNoSpaceRuleIsContactModels() {
        for contact in Self.contacts where contact.namePrefix.isEmpty && contact.nameSuffix.isEmpty
            && contact.nameGeneration.isEmpty
        {
            let joined = contact.familyName + contact.secondaryFamilyName + contact.middleName + contact.givenName
            let noSpaces = VCardCardComposer.isWrittenWithoutSpaces(
                contact.givenName, contact.middleName, contact.familyName, contact.secondaryFamilyName)
            if noSpaces { #expect(contact.plainDisplayName == joined) }
            if !noSpaces, !joined.isEmpty, [contact.givenName, contact.middleName, contact.familyName].filter({ !$0.isEmpty }).count > 1 {
                #expect(contact.plainDisplayName != joined)
            }
        }
    }
}
