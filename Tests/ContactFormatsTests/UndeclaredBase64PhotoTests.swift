import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Photos the way Thunderbird and Evolution write them (issue 30, classes 1 and 2).
///
/// Thunderbird's 3.0 `PHOTO:/9j/4AAQ…` is base64 with no `ENCODING`: before, it was kept as a
/// URI and written `PHOTO;VALUE=uri:/9j/…`, which no reader shows. Evolution's
/// `PHOTO;TYPE=HOME;ENCODING=b:` names the photo's use, not its format: before, its 4.0 form
/// was `data:application/home;base64,…`. Both are told by the bytes now.
@Suite struct UndeclaredBase64PhotoTests {
    static let formats: [(index: Int, format: ImageFormat)] = [(0, .jpeg), (1, .png), (2, .gif), (3, .webp), (4, .bmp)]

    @Test(arguments: formats)
    func thunderbirdPhotoWithoutEncodingIsThePhoto(_ index: Int, _ format: ImageFormat) throws {
        let (contacts, diagnostics) = try Fixtures.readAll(try Fixtures.bytes("vcard/thunderbird-3.0-binary-photo.vcf"))
        let contact = contacts[index]
        let image = try #require(contact.imageBytes, "card \(index + 1) has no photo")
        #expect(ImageFormat(sniffing: image) == format)
        #expect(!contact.extensions.contains { $0.name == "PHOTO" })
        #expect(diagnostics.contains { $0.code == .undeclaredBase64 && $0.severity == .note && $0.property == "PHOTO" })
        let three = String(decoding: try Fixtures.write([contact], version: .v3_0), as: UTF8.self)
        #expect(three.contains("\r\nPHOTO;ENCODING=b;TYPE=\(format.typeName):"), "\(three)")
        let four = String(decoding: try Fixtures.write([contact], version: .v4_0), as: UTF8.self)
        #expect(four.contains("\r\nPHOTO:data:\(format.mediaType);base64,"), "\(four)")
    }

    @Test func aLogoWithoutEncodingStaysBase64() throws {
        let contact = try Fixtures.readAll(try Fixtures.bytes("vcard/thunderbird-3.0-binary-photo.vcf")).contacts[1]
        let logo = try #require(contact.extensions.first { $0.name == "LOGO" })
        #expect(logo.parameters.contains { $0.hasName("ENCODING") })
        let three = String(decoding: try Fixtures.write([contact], version: .v3_0), as: UTF8.self)
        #expect(three.contains("\r\nLOGO;ENCODING=b;TYPE=PNG:"), "\(three)")
        #expect(!three.contains("VALUE=uri"))
    }

    @Test func anAddressAndBase64OfNoImageStayURIs() throws {
        let (contacts, diagnostics) = try Fixtures.readAll(try Fixtures.bytes("vcard/thunderbird-3.0-binary-photo.vcf"))
        for contact in contacts[5...] { #expect(contact.imageBytes == nil) }
        let address = String(decoding: try Fixtures.write([contacts[5]], version: .v3_0), as: UTF8.self)
        #expect(address.contains("\r\nPHOTO;VALUE=uri:https://photos.example.org/"), "\(address)")
        // Base64 of words is no URI, which 3.0's and 4.0's PHOTO by reference must be: kept
        // under X-PHOTO, its name in X-CONTACTKIT-NAME (issue 30 item 8), and read back so.
        for version in [VCardVersion.v3_0, .v4_0] {
            let words = try Fixtures.write([contacts[6]], version: version)
            #expect(String(decoding: words, as: UTF8.self).contains("\r\nX-PHOTO;X-CONTACTKIT-NAME=PHOTO:bm90"))
            #expect(try Fixtures.readAll(words).contacts.first?.extensions.first?.name == "PHOTO")
        }
        // Five photos and a logo, not these two.
        #expect(diagnostics.count { $0.code == .undeclaredBase64 } == 6)
    }

    @Test func evolutionTypeHomeIsAUseNotAMediaType() throws {
        let (contacts, _) = try Fixtures.readAll(try Fixtures.bytes("vcard/evolution-3.0-photo-type.vcf"))
        let contact = try #require(contacts.first)
        let four = String(decoding: try Fixtures.write([contact], version: .v4_0), as: UTF8.self)
            .replacingOccurrences(of: "\r\n ", with: "")
        #expect(!four.contains("application/home") && !four.contains("application/work"), "\(four)")
        #expect(four.contains("\r\nPHOTO;TYPE=HOME:data:image/png;base64,"), "\(four)")
        #expect(four.contains("\r\nPHOTO;TYPE=WORK:data:image/png;base64,"), "\(four)")
        let three = String(decoding: try Fixtures.write([contact], version: .v3_0), as: UTF8.self)
        #expect(three.contains("\r\nPHOTO;ENCODING=b;TYPE=PNG;TYPE=WORK:"), "\(three)")
    }

    @Test func evolutionPhotosComeBackThroughEveryVersion() throws {
        let first = try Fixtures.readAll(try Fixtures.bytes("vcard/evolution-3.0-photo-type.vcf")).contacts
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            #expect(try RoundTrip.through(.v3_0, try RoundTrip.through(version, first)) == first, "through \(version)")
        }
    }

    // The real files (../shared/corpora), when they are there.

    @Test(.enabled(if: SharedCorpora.root != nil), arguments: [
        ("vcard-realworld2/moz_v3-binary-jpeg.vcf", ImageFormat.jpeg), ("vcard-realworld2/moz_v3-binary-webp.vcf", .webp),
    ])
    func thunderbirdsOwnTestFiles(_ path: String, _ format: ImageFormat) throws {
        let bytes = try #require(SharedCorpora.bytes(path))
        let contact = try #require(try Fixtures.readAll(bytes).contacts.first)
        #expect(contact.imageBytes.flatMap { ImageFormat(sniffing: $0) } == format)
    }

    @Test(.enabled(if: SharedCorpora.root != nil))
    func kcontactsEvolutionCardWithTwoPhotos() throws {
        let bytes = try #require(SharedCorpora.bytes("vcard-realworld2/kde2_vcard12.vcf"))
        let contacts = try Fixtures.readAll(bytes).contacts
        let four = String(decoding: try Fixtures.write(contacts, version: .v4_0), as: UTF8.self)
        #expect(!four.contains("application/home"))
        #expect(four.components(separatedBy: "data:image/png;base64,").count == 3, "\(four)")
    }
}
