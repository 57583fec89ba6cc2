import ContactModel
import Foundation
import Testing

/// RFC 9554's second surname and generation in the model.
@Suite struct SecondaryNamePartsTests {
    @Test func emptyPartsLeaveTheCodableFormAsItWas() throws {
        // Review pages and decisions files fingerprint a contact by this form: a contact
        // without the new parts must encode as it did before they existed.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func keys(_ contact: Contact) throws -> Set<String> {
            let object = try JSONSerialization.jsonObject(with: try encoder.encode(contact)) as? [String: Any]
            return Set(try #require(object).keys)
        }
        let pablo = Contact(givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gómez", nameGeneration: "Jr.")
        let plainKeys = try keys(Contact(givenName: "Jo", familyName: "Doe"))
        let pabloKeys = try keys(pablo)
        // The parts add a key only when there is one (every other key is always written).
        #expect(plainKeys.isSubset(of: pabloKeys) && pabloKeys.subtracting(plainKeys).count == 1)
        #expect(try keys(Contact(nameGeneration: "III")) == pabloKeys)
        let back = try JSONDecoder().decode(Contact.self, from: try encoder.encode(pablo))
        #expect(back == pablo && back.secondaryFamilyName == "Gómez" && back.nameGeneration == "Jr.")
    }

    @Test func clearingAPartGivesAnEqualContact() {
        var contact = Contact(givenName: "Pablo", secondaryFamilyName: "Gómez")
        contact.secondaryFamilyName = ""
        #expect(contact == Contact(givenName: "Pablo"))
        #expect(contact.hashValue == Contact(givenName: "Pablo").hashValue)
    }

    @Test func namesUseBothParts() {
        let pablo = Contact(namePrefix: "Sr.", givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gómez", nameSuffix: "PhD", nameGeneration: "Jr.")
        #expect(pablo.plainDisplayName == "Sr. Pablo Pérez Gómez Jr. PhD")
        #expect(Contact(secondaryFamilyName: "Gómez").hasStructuredName)
        #expect(Contact(nameGeneration: "III").hasStructuredName)
    }
}
