import ContactModel
import Testing

/// `Diagnostic.excerpt` (cut after 40 scalars, with `…`) against a plain scalar-by-scalar
/// cut, on strings and substrings around the limit, in every width of UTF-8 and with
/// combining marks.
@Suite struct DiagnosticExcerptTests {
    /// The cut made one scalar at a time: the first 40 scalars, and `…` when more follow.
    static func reference(_ value: some StringProtocol) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars.prefix(Diagnostic.quotedScalarCount))
        return String(result) + (scalars.count > Diagnostic.quotedScalarCount ? "…" : "")
    }

    /// Strings of every length from 0 to 90 scalars of each kind.
    static let samples: [String] = {
        let pieces = ["a", "é", "中", "😀", "e\u{301}", "\u{301}", "\r\n", "\u{0}"]
        var samples: [String] = []
        for piece in pieces {
            for length in 0...90 { samples.append(String(repeating: piece, count: length)) }
        }
        // Mixed: one-byte scalars up to the limit, then a wide one (bytes past 40 while
        // scalars are not), and the other way round.
        for split in 30...45 {
            samples.append(String(repeating: "a", count: split) + String(repeating: "😀", count: 45 - split))
            samples.append(String(repeating: "😀", count: split) + String(repeating: "a", count: 45 - split))
        }
        samples.append("x" + String(repeating: "\u{301}", count: 200))
        return samples
    }()

    @Test func stringsAreCutAsScalarByScalar() {
        for sample in Self.samples {
            #expect(Diagnostic.excerpt(sample) == Self.reference(sample), "\(sample.unicodeScalars.count) scalars")
        }
    }

    @Test func substringsAreCutAsScalarByScalar() {
        for sample in Self.samples {
            let padded = "<<" + sample + ">>"
            let inner = padded.dropFirst(2).dropLast(2)
            #expect(Diagnostic.excerpt(inner) == Self.reference(inner))
            #expect(Diagnostic.excerpt(padded.dropFirst(1)) == Self.reference(padded.dropFirst(1)))
        }
    }

    @Test func cutsAtFortyScalarsWithEllipsis() {
        let forty = String(repeating: "é", count: 40)
        #expect(Diagnostic.excerpt(forty) == forty)
        #expect(Diagnostic.excerpt(forty + "z") == forty + "…")
        #expect(Diagnostic.quoted(forty + "z") == "'" + forty + "…'")
        #expect(Diagnostic.excerpt("") == "")
    }
}
