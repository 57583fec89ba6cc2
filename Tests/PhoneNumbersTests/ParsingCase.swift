import PhoneNumbers

/// One row of a parsing table: text typed in a region, and the E.164 form expected.
struct ParsingCase: CustomTestStringConvertible, Sendable {
    let region: String?
    let input: String
    let e164: String
    let `extension`: String?
    let note: String

    init(_ region: String?, _ input: String, _ e164: String, extension: String? = nil, _ note: String = "") {
        self.region = region
        self.input = input
        self.e164 = e164
        self.extension = `extension`
        self.note = note
    }

    var testDescription: String {
        "\(region ?? "nil") \(input.debugDescription) → \(e164)\(note.isEmpty ? "" : " (\(note))")"
    }
}

/// One row of a failure table: text typed in a region, and the reason expected.
struct FailureCase: CustomTestStringConvertible, Sendable {
    let region: String?
    let input: String
    let error: PhoneNumberParseError

    init(_ region: String?, _ input: String, _ error: PhoneNumberParseError) {
        self.region = region
        self.input = input
        self.error = error
    }

    var testDescription: String { "\(region ?? "nil") \(input.debugDescription) → \(error.rawValue)" }
}

import Testing

/// Parses `row.input` and checks E.164 and extension.
func expectParses(_ row: ParsingCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let parser = PhoneNumberParser(defaultRegion: row.region)
    do {
        let number = try parser.parse(row.input)
        #expect(number.formatted(.e164) == row.e164, sourceLocation: sourceLocation)
        #expect(number.extension == row.extension, sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(row.input.debugDescription) failed: \(error.rawValue)", sourceLocation: sourceLocation)
    }
}
