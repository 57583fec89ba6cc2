@testable import ContactFormats
import ContactModel

/// Writing contacts with the writer's short paths on or off: the suites that check a short
/// path (VCardShortPathTests, VCardDirectLineTests, VCardPlainDisplayNameTests) compare the
/// two byte for byte, diagnostics included.
enum VCardShortPathWriting {
    /// The text and diagnostics of writing `contacts` in `version`, with or without the
    /// short paths.
    static func written(_ contacts: [Contact], _ version: VCardVersion, shortPaths: Bool) throws -> (String, [Diagnostic]) {
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        writer.takesShortPaths = shortPaths
        var diagnostics: [Diagnostic] = []
        for contact in contacts {
            try writer.write(contact)
            diagnostics += writer.diagnostics
        }
        try writer.finish()
        return (String(decoding: sink.bytes, as: UTF8.self), diagnostics)
    }
}
