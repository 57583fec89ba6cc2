import Foundation

/// The real exports of `../shared/corpora` beside the project (one folder per corpus, see
/// their `SOURCES.md`), read where they are: they are never copied into the project. Tests
/// that use them skip when the folder is absent (a clone outside the team's machine).
/// `CONTACTKIT_SHARED_CORPORA` names another folder.
public enum SharedCorpora {
    /// The corpora folder, when it exists.
    public static let root: URL? = {
        if let path = ProcessInfo.processInfo.environment["CONTACTKIT_SHARED_CORPORA"] {
            return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        // Fixtures/ is in the package root; the corpora are in ../shared/corpora of its parent.
        let candidate = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared").appendingPathComponent("corpora")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }()

    /// The bytes of `relativePath` (`vcard-realworld2/moz_v3-binary-jpeg.vcf`), or nil when
    /// the corpora or that file are absent.
    public static func bytes(_ relativePath: String) -> [UInt8]? {
        guard let root, let data = try? Data(contentsOf: root.appendingPathComponent(relativePath)) else { return nil }
        return Array(data)
    }
}
