import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// A social profile's user name (and user identifier), which the Google and generic layouts
/// have no column for when the profile's URL fills the value column, is reported
/// `field-left-out`. Before, it went without a word (apple-ios17's LinkedIn `x-user=`, the
/// last silent change `Benchmarks/exports/roundtrip.py` found).
@Suite struct CSVSocialProfileLossTests {
    private func leftOut(_ profile: SocialProfile, _ layout: CSVLayout) throws -> [Diagnostic] {
        var contact = Contact()
        contact.givenName = "Elena"
        contact.socialProfiles = [LabeledValue(label: nil, value: profile)]
        return try Fixtures.write([contact]) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
            .diagnostics.filter { $0.code == .fieldLeftOut }
    }

    @Test(arguments: [CSVLayout.google, .generic])
    func aUserNameBesideAURLIsReported(_ layout: CSVLayout) throws {
        let profile = SocialProfile(
            urlString: "https://www.linkedin.com/in/elenalindqvist", username: "elenalindqvist", service: "LinkedIn")
        let warnings = try leftOut(profile, layout)
        #expect(warnings.contains { $0.property == "socialProfiles.username" && $0.message.contains("elenalindqvist") }, "\(warnings)")
    }

    @Test(arguments: [CSVLayout.google, .generic])
    func aUserIdentifierIsReported(_ layout: CSVLayout) throws {
        let profile = SocialProfile(username: "elena", userIdentifier: "8675309", service: "twitter")
        let warnings = try leftOut(profile, layout)
        #expect(warnings.contains { $0.property == "socialProfiles.userIdentifier" }, "\(warnings)")
        #expect(!warnings.contains { $0.property == "socialProfiles.username" })
    }

    @Test(arguments: [CSVLayout.google, .generic])
    func aProfileTheColumnHoldsWholeIsNotReported(_ layout: CSVLayout) throws {
        #expect(try leftOut(SocialProfile(username: "elena", service: "twitter"), layout).isEmpty)
        #expect(try leftOut(SocialProfile(urlString: "https://x.com/elena", service: "twitter"), layout).isEmpty)
    }
}
