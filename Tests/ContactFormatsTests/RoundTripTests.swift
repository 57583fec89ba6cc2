import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// read → write 4.0 → read → write 3.0 → read gives the same contacts as the first read,
/// for every fixture (documented lossy mappings have tests of their own).
@Suite struct RoundTripTests {
    @Test(arguments: Fixtures.vCardFileNames)
    func fourThenThreeGivesBackTheFirstRead(_ name: String) throws {
        let first = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let viaFour = try RoundTrip.through(.v4_0, first)
        let viaThree = try RoundTrip.through(.v3_0, viaFour)
        #expect(viaThree.count == first.count)
        for (index, (original, final)) in zip(first, viaThree).enumerated() {
            let expected = RoundTrip.normalized(original)
            #expect(RoundTrip.normalized(final) == expected, Comment(rawValue: "\(name) contact \(index + 1) differs:\n\(ContactDifference.describe(expected, RoundTrip.normalized(final)))"))
        }
    }

    @Test(arguments: Fixtures.vCardFileNames)
    func twoOneGivesBackTheFirstRead(_ name: String) throws {
        let first = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let viaTwoOne = try RoundTrip.through(.v2_1, first)
        #expect(viaTwoOne.count == first.count)
        for (index, (original, final)) in zip(first, viaTwoOne).enumerated() {
            let expected = RoundTrip.normalized(original)
            #expect(RoundTrip.normalized(final) == expected, Comment(rawValue: "\(name) contact \(index + 1) differs:\n\(ContactDifference.describe(expected, RoundTrip.normalized(final)))"))
        }
    }
}
