import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// What iOS 17 and 18 write beside the fields the model holds.
extension RealExportQuirksTests {
    /// `item1.TEL;type=CELL;type=VOICE;type=pref` with `_$!<Mobile>!$_`: the label says it;
    /// before, a `TYPE=CELL` parameter stayed on the number (and a conversion dropped it).
    @Test func typesThatSpellAnAppleLabelAreNotKept() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("3.0", [
            "item1.TEL;type=CELL;type=VOICE;type=pref:+1 (555) 555-0123", "item1.X-ABLabel:_$!<Mobile>!$_",
            "item2.TEL;type=WORK;type=VOICE:+1 (555) 555-0124", "item2.X-ABLabel:Boat",
        ]))
        let phones = try #require(contacts.first).phoneNumbers
        #expect(phones.map(\.label) == [.mobile, .custom("Boat")])
        #expect(phones.first?.parameters.isEmpty == true)
        #expect(phones.first?.preference == 1)
        // A custom label spells no type: WORK stays.
        #expect(phones.last?.parameters == [Parameter(name: "TYPE", values: ["WORK"])])
    }

    /// iOS 18's poster, wallpaper and addressing-grammar properties (base64 of no stated
    /// type): 3.0 → 4.0 → 3.0 gives back the lines as they were; before, 3.0 gained
    /// `TYPE=OCTET-STREAM` from the 4.0 `data:` URI.
    @Test func appleBinaryExtensionsComeBackAsTheyWere() throws {
        let lines = [
            "X-ADDRESSING-GRAMMAR;ENCODING=b:eyJwcm9ub3VucyI6W119",
            "X-WALLPAPER;ENCODING=b:" + Self.pngBase64,
            "VND-63-POSTER-IDENTIFIER:5D1C4E2A-8B3F-4A7D-9E6C-1F2A3B4C5D6E",
            "X-SHARED-PHOTO-DISPLAY-PREF:AUTOUPDATE",
        ]
        let first = try Fixtures.readAll(Self.card("3.0", lines)).contacts
        let viaFour = try Fixtures.readAll(try Fixtures.write(first, version: .v4_0)).contacts
        let output = String(decoding: try Fixtures.write(viaFour, version: .v3_0), as: UTF8.self)
        let unfolded = output.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        for line in lines {
            #expect(unfolded.contains(line), "missing \(line) in \(unfolded)")
        }
    }
}
