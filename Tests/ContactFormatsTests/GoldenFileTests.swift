import ContactFormats
import ContactTestSupport
import Foundation
import Testing

/// Every fixture written as 3.0 and 4.0 matches the golden file under `Fixtures/expected/`.
///
/// Golden files are re-recorded only on purpose: run the tests with
/// `CONTACTKIT_RECORD_GOLDEN=1` and review the diff before committing it.
@Suite struct GoldenFileTests {
    static let recording = ProcessInfo.processInfo.environment["CONTACTKIT_RECORD_GOLDEN"] == "1"

    @Test(arguments: Fixtures.vCardFileNames, [VCardVersion.v3_0, .v4_0])
    func writerOutputMatchesGoldenFile(_ name: String, _ version: VCardVersion) throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let output = try Fixtures.write(contacts, version: version)
        let base = name.replacingOccurrences(of: ".vcf", with: "")
        let url = Fixtures.url("expected/\(base).\(version.rawValue).vcf")
        if Self.recording {
            try Data(output).write(to: url)
            return
        }
        let expected = try #require(
            try? Data(contentsOf: url), "missing golden file \(url.lastPathComponent); record with CONTACTKIT_RECORD_GOLDEN=1")
        let expectedText = String(decoding: expected, as: UTF8.self)
        let outputText = String(decoding: output, as: UTF8.self)
        #expect(Array(expected) == output, "\(url.lastPathComponent) differs from the writer's output")
        if Array(expected) != output {
            let expectedLines = expectedText.components(separatedBy: "\r\n")
            let outputLines = outputText.components(separatedBy: "\r\n")
            let first = Array(zip(expectedLines, outputLines)).firstIndex { $0.0 != $0.1 } ?? min(expectedLines.count, outputLines.count)
            Issue.record("first difference at line \(first + 1): expected \(expectedLines.dropFirst(first).first ?? "<end>"), got \(outputLines.dropFirst(first).first ?? "<end>")")
        }
    }
}
