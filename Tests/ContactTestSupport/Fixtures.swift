import ContactFormats
import ContactModel
import Foundation

/// Finds and reads the files under `Fixtures/` for tests.
public enum Fixtures {
    /// The package's `Fixtures/` folder, found from this source file's location.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("Fixtures")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("vcard").path) {
                return candidate
            }
        }
        fatalError("Fixtures folder not found above \(#filePath)")
    }()

    /// The vCard fixture files, by name (`apple-ios17.vcf`), sorted.
    public static var vCardFileNames: [String] {
        let folder = root.appendingPathComponent("vcard")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".vcf") }.sorted()
    }

    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(relativePath)))
    }

    /// Every contact and diagnostic of a vCard input.
    public static func readAll(_ bytes: [UInt8]) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        var reader = VCardReader(input: MemoryInput(bytes))
        var contacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        while let contact = try reader.next() {
            contacts.append(contact)
            diagnostics += reader.diagnostics
        }
        diagnostics += reader.diagnostics
        return (contacts, diagnostics)
    }

    /// Writes contacts in a vCard version and returns the bytes.
    public static func write(_ contacts: [Contact], version: VCardVersion) throws -> [UInt8] {
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        return sink.bytes
    }
}
