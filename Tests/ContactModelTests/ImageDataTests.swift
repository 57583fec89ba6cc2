import ContactModel
import Foundation
import Testing

/// ``Contact/imageData`` is `Data`, as `CNContact`'s is, and the `Codable` form of a contact
/// with a picture is what it was while the picture was `[UInt8]`.
@Suite struct ImageDataTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 255]

    @Test func thePictureIsData() {
        var contact = Contact(givenName: "Ada", imageData: Data(Self.png))
        let picture: Data? = contact.imageData
        #expect(picture == Data(Self.png))
        contact.imageData = Data([1, 2, 3])
        #expect(contact.imageData?.count == 3)
        contact.imageData = nil
        #expect(contact.imageData == nil)
        #expect(contact == Contact(givenName: "Ada"))
        // Equal bytes make equal contacts, however the Data was made.
        let sliced = Data([9] + Self.png).dropFirst()
        #expect(Contact(imageData: sliced) == Contact(imageData: Data(Self.png)))
    }

    @Test func theCodableFormKeepsItsKey() throws {
        let contact = Contact(givenName: "Ada", imageData: Data([0, 1, 255]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(contact), as: UTF8.self)
        #expect(json.contains("\"imageData\":[0,1,255]"))
        #expect(!json.contains("imageBytes"))
        #expect(try JSONDecoder().decode(Contact.self, from: Data(json.utf8)) == contact)
        // Without a picture the key is left out, as before.
        let plain = String(decoding: try encoder.encode(Contact(givenName: "Ada")), as: UTF8.self)
        #expect(!plain.contains("imageData"))
    }
}
