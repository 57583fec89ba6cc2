@testable import ContactFormats
import Testing

/// ContactKit's own extension names (`X-CONTACTKIT-…`) are told apart byte by byte for ASCII
/// names and as `uppercased()` sees them otherwise, as before the byte test.
@Suite struct ContactKitNameTests {
    @Test(arguments: [
        ("X-CONTACTKIT-ALTERNATE", true), ("x-contactkit-alternate", true), ("X-ContactKit-Name", true),
        ("X-CONTACTKIT-", true), ("X-CONTACTKIT", false), ("PRODID", false), ("X-CONTACTKITX", false),
        ("X_CONTACTKIT-A", false), ("", false), ("x-contactkıt-a", true), ("X-CONTACTKÏT-A", false),
    ])
    func recognizesTheName(_ name: String, _ expected: Bool) {
        #expect(VCardCardComposer.isContactKitName(name) == expected)
        #expect(VCardCardComposer.isContactKitName(name) == name.uppercased().hasPrefix("X-CONTACTKIT-"))
    }

    @Test(arguments: ["PRODID", "LABEL", "SORT-STRING", "NAME"])
    func textPropertiesAreKnown(_ name: String) {
        #expect(VCardCardComposer.isTextProperty(name))
        #expect(!VCardCardComposer.isURIProperty(name))
    }

    @Test func mediaAndURIPropertiesAreKnown() {
        for name in ["PHOTO", "LOGO", "SOUND", "KEY"] { #expect(VCardContactBuilder.isMediaProperty(name)) }
        for name in ["SOURCE", "FBURL", "CALURI", "CALADRURI", "ORG-DIRECTORY", "CONTACT-URI"] {
            #expect(VCardCardComposer.isURIProperty(name))
        }
        #expect(!VCardContactBuilder.isMediaProperty("photo"))
        #expect(!VCardCardComposer.isTextProperty("X-PRODID"))
    }
}
