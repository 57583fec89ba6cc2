import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// A photo (logo, sound, key) given by URL keeps its media type across versions: 4.0
/// `MEDIATYPE=image/jpeg` ↔ 2.1/3.0 `TYPE=JPEG`. Before, 4.0's went to 3.0 as
/// `X-MEDIATYPE` and 3.0's to 4.0 as `TYPE=JPEG`.
@Suite struct PhotoURIMediaTypeTests {
    private func convert(_ line: String, from: VCardVersion, to: VCardVersion) throws -> String {
        let text = ["BEGIN:VCARD", "VERSION:\(from.rawValue)", "FN:Robin Vale", line, "END:VCARD", ""].joined(separator: "\r\n")
        let contacts = try Fixtures.readAll(Array(text.utf8)).contacts
        let written = String(decoding: try Fixtures.write(contacts, version: to), as: UTF8.self)
        return written.split(separator: "\r\n").first { $0.hasPrefix("PHOTO") || $0.hasPrefix("LOGO") || $0.hasPrefix("KEY") }
            .map(String.init) ?? ""
    }

    @Test func fourToThreeAndBack() throws {
        let four = "PHOTO;MEDIATYPE=image/jpeg:https://example.com/robin.jpg"
        let three = try convert(four, from: .v4_0, to: .v3_0)
        #expect(three == "PHOTO;TYPE=JPEG;VALUE=uri:https://example.com/robin.jpg")
        #expect(try convert(three, from: .v3_0, to: .v4_0) == four)
        let two = try convert(four, from: .v4_0, to: .v2_1)
        #expect(two.hasPrefix("PHOTO;JPEG;VALUE=URL:") || two.hasPrefix("PHOTO;TYPE=JPEG;VALUE=URL:"), "\(two)")
        #expect(try convert(four, from: .v4_0, to: .v4_0) == four)
    }

    @Test func threeToFourAndBack() throws {
        let three = "LOGO;TYPE=PNG;VALUE=uri:https://example.com/logo.png"
        let four = try convert(three, from: .v3_0, to: .v4_0)
        #expect(four == "LOGO;MEDIATYPE=image/png:https://example.com/logo.png")
        #expect(try convert(four, from: .v4_0, to: .v3_0) == three)
        #expect(try convert(three, from: .v3_0, to: .v3_0) == three)
    }

    @Test func aMediaTypeWithoutATypeNameAndAUseStay() throws {
        let four = "KEY;TYPE=work;MEDIATYPE=application/x-example:https://example.com/key"
        let three = try convert(four, from: .v4_0, to: .v3_0)
        // RFC 2426 §3.7.2: a 3.0 KEY is binary or text, never VALUE=uri; the URI is its text
        // (and a URI again in 4.0, whose KEY is a URI by default).
        #expect(three == "KEY;TYPE=work,application/x-example:https://example.com/key")
        #expect(try convert(three, from: .v3_0, to: .v4_0) == "KEY;TYPE=work;MEDIATYPE=application/x-example:https://example.com/key")
    }
}
