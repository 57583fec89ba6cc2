@testable import ContactFormats
import Foundation
import Testing

/// `String.trimmingWhitespace()`: its look at the first and last bytes (nothing to trim
/// when both are visible ASCII) gives what trimming by Unicode properties gives.
@Suite struct StringTrimmingTests {
    /// The careful way: every leading and trailing scalar with the whitespace property.
    static func reference(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[start..<end])
        return String(result)
    }

    static let edges = [
        "", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}",
        "\u{200B}", "\u{1F}", "\u{7F}", "\u{0}", "a", "~", "!", "é", "日", "😀", "\u{301}",
    ]
    static let middles = ["", "x", "a b", "Long value, longer than fifteen bytes", "日本語 テキスト", "\u{A0}"]

    @Test func theFastLookTrimsAsTheUnicodeProperties() {
        for first in Self.edges {
            for middle in Self.middles {
                for last in Self.edges {
                    let text = first + middle + last
                    #expect(text.trimmingWhitespace() == Self.reference(text), "\(Array(text.utf8))")
                    // Both string forms: small (up to 15 bytes) and allocated.
                    let long = "Long prefix of more than 15 bytes " + text
                    #expect(long.trimmingWhitespace() == Self.reference(long))
                    let wrapped = text + " " + long + "\t"
                    #expect(wrapped.trimmingWhitespace() == Self.reference(wrapped))
                }
            }
        }
    }

    /// A string with nothing to trim comes back as it was (the same contents), and a
    /// copy kept before the call is untouched.
    @Test func aStringWithNothingToTrimIsGivenBack() {
        let kept = "Paseo de Gracia 170, Barcelona"
        let copy = kept
        #expect(copy.trimmingWhitespace() == kept)
        #expect(copy == kept)
        let bridged = NSString(string: " bridged text ").description
        #expect(bridged.trimmingWhitespace() == "bridged text")
    }
}
