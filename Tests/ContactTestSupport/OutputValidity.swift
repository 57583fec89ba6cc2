import ContactFormats
import ContactModel
import Foundation

/// Runs ``VCardValidator`` over ContactKit's 2.1, 3.0 and 4.0 output of input files: the
/// fixtures, and the shared corpora of real exports when they are there (read where they
/// are, never copied).
public enum OutputValidity {
    /// The shared corpora folder (`CONTACTKIT_CORPORA`, else `../shared/corpora` beside the
    /// package); nil when absent.
    public static var corporaRoot: URL? {
        let environment = ProcessInfo.processInfo.environment["CONTACTKIT_CORPORA"]
        let url = environment.map { URL(fileURLWithPath: $0) }
            ?? Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("shared/corpora")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? url : nil
    }

    /// Every contact file (`.vcf`, `.csv`, `.ldif`) in the corpora's folders, sorted; empty
    /// when the corpora are absent.
    public static var corpusFiles: [URL] {
        guard let root = corporaRoot else { return [] }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return folders.flatMap { folder -> [URL] in
            let url = root.appendingPathComponent(folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            return names.filter(isContactFile).map { url.appendingPathComponent($0) }
        }
    }

    /// Every input fixture (`Fixtures/vcard`, `csv`, `ldif`), by path under `Fixtures/`.
    public static var fixturePaths: [String] {
        ["vcard", "csv", "ldif"].flatMap { folder -> [String] in
            let url = Fixtures.root.appendingPathComponent(folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            return names.filter(isContactFile).map { folder + "/" + $0 }
        }
    }

    private static func isContactFile(_ name: String) -> Bool {
        [".vcf", ".csv", ".ldif"].contains { name.hasSuffix($0) }
    }

    /// The file's contacts written as vCard `version`; the options a `--map` fixture needs
    /// are not given (its columns are kept as extensions, which must be valid too).
    public static func output(of url: URL, version: VCardVersion) throws -> [UInt8] {
        let contacts = try ContactSerialization.contacts(contentsOf: url).contacts
        return try Fixtures.write(contacts, version: version)
    }

    /// The checker's findings on the file's output in `version`, but those ``accepted``
    /// lists for the file.
    public static func findings(of url: URL, version: VCardVersion) throws -> [VCardValidator.Finding] {
        let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        return VCardValidator.validate(try output(of: url, version: version), version: version).filter { finding in
            !accepted.contains { $0.file == name && $0.versions.contains(version) && $0.matches(finding) }
        }
    }

    /// A finding the output may have, and why: the file (its folder and name), the versions,
    /// the rule and the property it is about.
    public struct AcceptedFinding: Sendable {
        public let file: String
        public let versions: [VCardVersion]
        public let rule: VCardValidator.Rule
        public let property: String
        public let reason: String

        func matches(_ finding: VCardValidator.Finding) -> Bool {
            // 3.0 and 4.0 findings name the property and a space, 2.1's a colon.
            finding.rule == rule && (finding.message.hasPrefix(property + " ") || finding.message.hasPrefix(property + ":"))
        }
    }

    /// What output may hold that the checker rejects, each for a reason outside the writers:
    ///
    /// - Base64 that does not decode in the input (`invalid-base64`, warned when read) is
    ///   kept as written, by design (DESIGN: invalid values are kept as written, never
    ///   corrected); the output is as invalid as the input.
    public static let accepted: [AcceptedFinding] = [
        AcceptedFinding(
            file: "vcard/quirk-broken-card.vcf", versions: [.v2_1, .v3_0, .v4_0], rule: .value, property: "PHOTO",
            reason: "the fixture's photo is not base64 (invalid-base64 when read); kept as written"),
        AcceptedFinding(
            file: "ldif/quirk-folding-base64.ldif", versions: [.v2_1, .v3_0], rule: .value, property: "X-LDIF-MOZILLACUSTOM2",
            reason: "the fixture's `::` value is not base64; kept as written"),
        AcceptedFinding(
            file: "vcard-realworld/ez_John_Doe_ANDROID.vcf", versions: [.v2_1, .v3_0, .v4_0], rule: .value, property: "PHOTO",
            reason: "the export's photo does not decode (invalid-base64 when read); kept as written"),
    ]
}
