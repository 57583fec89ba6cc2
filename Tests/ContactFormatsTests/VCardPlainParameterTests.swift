@testable import ContactFormats
import ContactModel
import Testing

/// Named parameters written plainly (`X-APPLE-OMIT-YEAR=1604`, `ENCODING=b`) are sorted in
/// from the bytes (`VCardProperty+PlainParameters`) as the general path sorts them: each
/// line is compared with the same line with a space before every parameter name, which
/// only the general path reads (it trims the space).
@Suite struct VCardPlainParameterTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    static let names = [
        "X-APPLE-OMIT-YEAR", "x-apple-omit-year", "X-Apple-Omit-Year", "X-SERVICE-TYPE", "x-service-type",
        "ENCODING", "encoding", "Encoding", "CHARSET", "charset", "VALUE", "value", "Value", "PREF", "pref",
        "X-PREF", "x-pref", "X-PID", "x-pid", "X-ALTID", "X-MEDIATYPE", "X-MEDIATYPES", "X-SORT-AS", "x-geo",
        "X-TZ", "X-CC", "PID", "LANGUAGE", "X-FOO", "X", "X-", "A1", "TYPE", "type", "X-TYPE", "CALSCALE",
        "X-CALSCALE", "X-LEVEL", "X-INDEXES", "ENCODINGS", "CHARSE", "X-APPLE_OMIT", "X*", "X-A*", "É",
    ]

    static let values = [
        "1604", "b", "B", "BASE64", "quoted-printable", "QUOTED-PRINTABLE", "UTF-8", "utf-8", "Windows-1252",
        "text", "TEXT", "uri", "1", "0", "-1", "x", "a b", "a,b", "^n", "a^'b", "é", "", "\"q\"", "a\\b", "~!",
        "gregorian", "1234567890123456789",
    ]

    static func summary(_ property: VCardProperty?) -> String {
        guard let property else { return "no property" }
        return [
            "\(property.types)", "\(property.preference.map(String.init) ?? "-")",
            "\(property.otherParameters)", property.encoding ?? "-", property.charset ?? "-",
            property.valueType ?? "-", property.name, String(decoding: property.value, as: UTF8.self),
        ].joined(separator: "|")
    }

    static func parsed(_ line: String) -> VCardProperty? {
        VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1))
    }

    @Test func plainParametersReadAsTheGeneralPathReadsThem() {
        var generator = SeededGenerator(state: 1604)
        for _ in 0..<6000 {
            var line = "BDAY"
            var spaced = "BDAY"
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let name = VCardPlainParameterTests.names.randomElement(using: &generator)!
                let value = VCardPlainParameterTests.values.randomElement(using: &generator)!
                line += ";\(name)=\(value)"
                spaced += "; \(name)=\(value)"
            }
            line += ":1604-10-01"
            spaced += ":1604-10-01"
            let fast = VCardPlainParameterTests.summary(VCardPlainParameterTests.parsed(line))
            let general = VCardPlainParameterTests.summary(VCardPlainParameterTests.parsed(spaced))
            #expect(fast == general, "\(line)")
        }
    }

    @Test func appleOmittedYearIsKeptAsWritten() throws {
        let property = try #require(VCardPlainParameterTests.parsed("BDAY;X-APPLE-OMIT-YEAR=1604:1604-10-01"))
        #expect(property.otherParameters == [Parameter(name: "X-APPLE-OMIT-YEAR", values: ["1604"])])
        let lower = try #require(VCardPlainParameterTests.parsed("BDAY;x-apple-omit-year=1604:1604-10-01"))
        #expect(lower.otherParameters == [Parameter(name: "x-apple-omit-year", values: ["1604"])])
        let photo = try #require(VCardPlainParameterTests.parsed("PHOTO;ENCODING=b;TYPE=JPEG:QUJD"))
        #expect(photo.encoding == "B" && photo.types == ["JPEG"] && photo.rare?.otherParameters.isEmpty == true)
        let renamed = try #require(VCardPlainParameterTests.parsed("TEL;X-PID=1.1:1"))
        #expect(renamed.otherParameters == [Parameter(name: "PID", values: ["1.1"])])
    }

    /// The plain path leaves to the general one every X- name that may be a 4.0 parameter's.
    @Test func longestVersion4ParameterIsTheLongest() {
        #expect(
            VCardVersionTable.version4Parameters.map(\.utf8.count).max() == VCardProperty.longestVersion4Parameter)
    }
}
