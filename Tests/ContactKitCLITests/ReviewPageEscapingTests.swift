import ContactModel
import Foundation
import Testing

@testable import ContactPipeline
@testable import ContactKitCLI
import ContactSupport

/// The review page's JSON escaping, its CSP hashes and the content fingerprint.
@Suite struct ReviewPageEscapingTests {
    static let hostile = [
        "</script><script>window.__pwned=1</script>", "<img src=x onerror=\"alert(1)\">", "<!-- x", "a & b",
        "quote \" backslash \\ tab \t line\nbreak\r", "sep\u{2028}para\u{2029}end", "\u{0}\u{1}\u{1F}\u{7F}",
        "Zoë 中文 🙂 ÅÄÖ", "",
    ]

    @Test(arguments: hostile)
    func quotedStringIsSafeInsideAScriptBlockAndDecodesBack(_ text: String) throws {
        let quoted = ReviewJSON.quoted(text)
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}", "\n", "\r", "\u{0}"] {
            #expect(!quoted.contains(forbidden), "\(forbidden.unicodeScalars.first!.value)")
        }
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(quoted)]".utf8))
        #expect(decoded == [text])
    }

    @Test func escapesAreTheDocumentedOnes() {
        #expect(ReviewJSON.quoted("</script>") == #""\u003c/script\u003e""#)
        #expect(ReviewJSON.quoted("a&b\u{2028}") == #""a\u0026b\u2028""#)
        #expect(ReviewJSON.quoted("\"\\\n") == #""\"\\\n""#)
    }

    @Test func numbers() {
        #expect(ReviewJSON.number(3) == "3")
        #expect(ReviewJSON.number(0.912345) == "0.9123")
        #expect(ReviewJSON.number(-1.5) == "-1.5")
        #expect(ReviewJSON.number(.infinity) == "1e308")
        #expect(ReviewJSON.number(-.infinity) == "-1e308")
    }

    /// FIPS 180-4 test vectors.
    @Test func sha256KnownAnswers() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// A page with hostile values: exactly the page's own two scripts, the data block parses
    /// back to the values, and the CSP names the inline script and style by their hashes.
    @Test func hostileValuesStayInsideTheDataBlock() throws {
        let rows = Self.hostile.map { ReviewFieldRows.Row(field: "note", label: $0, value: $0) }
        let records = Self.hostile.enumerated().map { index, text in
            ReviewPage.Record(identifier: text, fingerprint: String(index), name: text, rows: rows)
        }
        let evidence = [MatchEvidence(field: "<b>", finding: "</script>", weight: 1.5)]
        let page = ReviewPage(
            clusters: [
                ReviewPage.Cluster(
                    number: 1, probability: 0.9, records: records, merged: rows,
                    links: [ReviewPage.Link(first: "<a>", second: "&", score: .infinity, probability: 1, evidence: evidence)])
            ], recordCount: 9, threshold: 0.89, bookFingerprint: "</script>")
        let html = String(decoding: page.html(), as: UTF8.self)
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<!-- x"))

        let dataStart = try #require(html.range(of: #"<script type="application/json" id="review-data">"#))
        let dataEnd = try #require(html.range(of: "</script>", range: dataStart.upperBound..<html.endIndex))
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(html[dataStart.upperBound..<dataEnd.lowerBound].utf8)) as? [String: Any])
        let clusters = try #require(json["clusters"] as? [[String: Any]])
        let names = try #require(clusters.first?["records"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names == Self.hostile)
        #expect(json["book"] as? String == "</script>")

        let scriptStart = try #require(html.range(of: "<script>", range: dataEnd.upperBound..<html.endIndex))
        let scriptEnd = try #require(html.range(of: "</script>", range: scriptStart.upperBound..<html.endIndex))
        let script = String(html[scriptStart.upperBound..<scriptEnd.lowerBound])
        #expect(script == ReviewPage.script)
        #expect(html.contains("script-src '\(ReviewPage.hashSource(script))'"))
        #expect(html.contains("style-src '\(ReviewPage.hashSource(ReviewPage.style))'"))
        #expect(html.contains("default-src 'none'"))
        #expect(!ReviewPage.script.contains("innerHTML") && !ReviewPage.script.contains("insertAdjacentHTML"))
    }

    @Test func fingerprintFollowsContent() {
        var contact = Contact(uid: "u1", formattedName: "Odile Marchetti", givenName: "Odile", familyName: "Marchetti")
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: "+14155550142")]
        let fingerprint = ContactFingerprint.of(contact)
        #expect(fingerprint.count == 16 && fingerprint.allSatisfy(\.isHexDigit))
        #expect(ContactFingerprint.of(contact) == fingerprint)
        var changed = contact
        changed.phoneNumbers[0].value = "+14155550143"
        #expect(ContactFingerprint.of(changed) != fingerprint)
        changed = contact
        changed.uid = "u2"
        #expect(ContactFingerprint.of(changed) != fingerprint)
        changed = contact
        changed.extensions.append(ExtensionProperty(name: "X-SKYPE", value: "odile"))
        #expect(ContactFingerprint.of(changed) != fingerprint)
        changed = contact
        changed.imageBytes = [1, 2, 3]
        var otherImage = contact
        otherImage.imageBytes = [1, 2, 4]
        #expect(ContactFingerprint.of(changed) != fingerprint)
        #expect(ContactFingerprint.of(changed) != ContactFingerprint.of(otherImage))
    }

    @Test func fieldRowsShowEveryField() {
        var contact = Contact(uid: "u1", formattedName: "Dr. Odile Marchetti", givenName: "Odile", familyName: "Marchetti")
        contact.organizationName = "Nordhavn"
        contact.birthday = PartialDate(month: 3, day: 8)
        contact.emailAddresses = [LabeledValue(label: .home, value: "o@example.org")]
        contact.extensions = [ExtensionProperty(name: "X-SKYPE", parameters: [Parameter("TYPE", "work")], value: "odile")]
        contact.imageBytes = [0xFF, 0xD8, 0xFF]
        let rows = ReviewFieldRows.rows(for: contact)
        #expect(rows.map(\.field) == ["formatted-name", "given-name", "family-name", "organization", "birthday", "email", "photo", "X-SKYPE", "uid"])
        #expect(rows.first { $0.field == "birthday" }?.value == "--03-08")
        #expect(rows.first { $0.field == "X-SKYPE" }?.label == "X-SKYPE;TYPE=work")
        #expect(rows.first { $0.field == "photo" }?.value == "3 bytes")
    }

    /// What a merge writes is labeled in words; a look-alike with other parameters is shown as
    /// written, never reworded.
    @Test func mergeExtensionsAreLabeledInWords() {
        var contact = Contact(uid: "u1", givenName: "Benjamin", familyName: "Johnson")
        contact.extensions = [
            ExtensionProperty(name: "X-CONTACTKIT-ALTERNATE", parameters: [Parameter("FIELD", "givenName")], value: "Ben"),
            ExtensionProperty(name: "X-CONTACTKIT-MERGED", value: "r0000430"),
            ExtensionProperty(name: "X-CONTACTKIT-ALTERNATE", parameters: [Parameter(name: "FIELD", values: ["a", "b"])], value: "x"),
            ExtensionProperty(name: "X-CONTACTKIT-MERGED", parameters: [Parameter("TYPE", "work")], value: "y"),
        ]
        let labels = ReviewFieldRows.rows(for: contact).filter { $0.field.hasPrefix("X-") }.map(\.label)
        #expect(labels == [
            "other given name", "merged from", "X-CONTACTKIT-ALTERNATE;FIELD=a,b", "X-CONTACTKIT-MERGED;TYPE=work",
        ])
        #expect(ReviewFieldRows.words(of: "phoneNumbers") == "phone numbers")
        #expect(ReviewFieldRows.words(of: "formattedName") == "full name")
        #expect(ReviewFieldRows.words(of: "organizationName") == "organization")
        #expect(ReviewFieldRows.words(of: "phoneticGivenName") == "phonetic given name")
        #expect(ReviewFieldRows.words(of: "REV") == "rev")
        #expect(ReviewFieldRows.words(of: "postalAddresses.city") == "postal addresses city")
    }
}
