@testable import ContactFormats
import Testing

/// Escaping and splitting values.
@Suite struct VCardTextTests {
    @Test(arguments: [
        ("a\\,b", "a,b"), ("a\\;b", "a;b"), ("a\\\\b", "a\\b"), ("a\\nb", "a\nb"), ("a\\Nb", "a\nb"),
        ("http\\://x", "http://x"), ("say \\\"hi\\\"", "say \"hi\""), ("C:\\path", "C:\\path"), ("end\\", "end\\"),
    ])
    func unescapes(_ raw: String, _ expected: String) {
        #expect(VCardText.unescape(raw) == expected)
    }

    @Test func splitsOnlyOnUnescapedSeparators() {
        #expect(VCardText.components("Doe\\;Jr;Jo;;;") == ["Doe;Jr", "Jo", "", "", ""])
        #expect(VCardText.list("a,b\\,c,,d") == ["a", "b,c", "d"])
    }

    /// Parts without escapes are copied without a second UTF-8 check: long and short,
    /// ASCII and not, first, last and empty parts come out whole.
    @Test func splitsNonASCIIAndLongComponents() {
        let long = String(repeating: "Straße ", count: 5)
        #expect(
            VCardText.components(";;\(long);東京都;;100-0001;日本")
                == ["", "", long, "東京都", "", "100-0001", "日本"])
        #expect(VCardText.components("Ünal\\;Ö;Ayşe") == ["Ünal;Ö", "Ayşe"])
        #expect(VCardText.components("") == [""])
        #expect(VCardText.list("Büro,家族, ,x") == ["Büro", "家族", " ", "x"])
    }

    @Test func escapesForWriting() {
        #expect(VCardText.escape("a,b;c\\d\ne\r\nf") == "a\\,b\\;c\\\\d\\ne\\nf")
        #expect(VCardText.escape("plain") == "plain")
    }

    @Test func escapeThenUnescapeIsIdentity() {
        for text in ["", "a,b", "x;y", "back\\slash", "two\nlines", "mixed ,;\\\n end", "日本語,テスト"] {
            #expect(VCardText.unescape(VCardText.escape(text)) == text)
        }
    }
}
