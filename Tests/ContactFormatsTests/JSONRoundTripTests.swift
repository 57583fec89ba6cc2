import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// vCard → jCard → vCard and vCard → NDJSON → vCard give back the first read, for every
/// vCard fixture. The last leg writes vCard 3.0 (the default `vcard`), as the vCard round-trip
/// tests do: jCard carries vCard 4.0, and 4.0 alone keeps an undecodable 2.1 photo as a
/// `data:` URI that 3.0 turns back into the first form.
@Suite struct JSONRoundTripTests {
    @Test(arguments: Fixtures.vCardFileNames)
    func jCardGivesBackTheFirstRead(_ name: String) throws {
        let first = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let back = try RoundTrip.through(.v3_0, try Fixtures.roundTrip(first, through: .jCard))
        #expect(back.count == first.count)
        for (index, (original, final)) in zip(first, back).enumerated() {
            let expected = RoundTrip.normalized(original)
            #expect(RoundTrip.normalized(final) == expected, Comment(rawValue: "\(name) contact \(index + 1) differs:\n\(ContactDifference.describe(expected, RoundTrip.normalized(final)))"))
        }
    }

    @Test(arguments: Fixtures.vCardFileNames)
    func ndjsonGivesBackTheFirstReadExactly(_ name: String) throws {
        let first = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let back = try Fixtures.roundTrip(first, through: .ndjson)
        #expect(back.count == first.count)
        for (index, (original, final)) in zip(first, back).enumerated() {
            #expect(final == original, Comment(rawValue: "\(name) contact \(index + 1) differs:\n\(ContactDifference.describe(original, final))"))
        }
    }

    @Test(arguments: Fixtures.vCardFileNames)
    func ndjsonThenVCardGivesBackTheFirstRead(_ name: String) throws {
        let first = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let back = try RoundTrip.through(.v3_0, try Fixtures.roundTrip(first, through: .ndjson))
        #expect(back.count == first.count)
        for (index, (original, final)) in zip(first, back).enumerated() {
            let expected = RoundTrip.normalized(original)
            #expect(RoundTrip.normalized(final) == expected, Comment(rawValue: "\(name) contact \(index + 1) differs:\n\(ContactDifference.describe(expected, RoundTrip.normalized(final)))"))
        }
    }
}
