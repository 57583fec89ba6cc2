import ContactFormats
import ContactTestSupport
import Foundation
import Testing

/// ContactKit's vCard 2.1, 3.0 and 4.0 output of every fixture, and of every file of the shared
/// corpora of real exports when they are there, passes the strict checker
/// (``VCardValidator``, written from versit vCard 2.1, RFC 2425/2426 and RFC 6350).
///
/// `CONTACTKIT_VALIDITY_REPORT=FILE` writes every finding on the corpora to FILE, one per
/// line, for counting.
@Suite struct OutputValidityTests {
    @Test(arguments: OutputValidity.fixturePaths, [VCardVersion.v2_1, .v3_0, .v4_0])
    func fixtureOutputPassesTheStrictChecker(_ path: String, _ version: VCardVersion) throws {
        let findings = try OutputValidity.findings(of: Fixtures.url(path), version: version)
        #expect(findings.isEmpty, "\(path) → \(version.rawValue):\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test(.enabled(if: OutputValidity.corporaRoot != nil, "the shared corpora are absent"))
    func corpusOutputPassesTheStrictChecker() throws {
        var report: [String] = []
        for url in OutputValidity.corpusFiles {
            for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
                let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
                for finding in try OutputValidity.findings(of: url, version: version) {
                    report.append("\(name) → \(version.rawValue): \(finding)")
                }
            }
        }
        if let path = ProcessInfo.processInfo.environment["CONTACTKIT_VALIDITY_REPORT"] {
            try (report.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(report.isEmpty, "\(report.count) findings:\n\(report.prefix(40).joined(separator: "\n"))")
    }
}
