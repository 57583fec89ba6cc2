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
        #expect(
            Array(expected) == output,
            "\(url.lastPathComponent) differs from the writer's output:\n\(String(decoding: output, as: UTF8.self))")
    }
}
