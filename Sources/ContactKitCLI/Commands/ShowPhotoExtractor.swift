import ContactFormats
import ContactModel

/// `show --photos extract=DIR`: writes each contact's photo into DIR, named after the
/// contact the way `convert --split` names files (``SplitFileNamer``: no path separators,
/// control characters, leading dots or reserved names, so a name never leads outside DIR),
/// with the extension of the image type (`Jane Doe.jpg`; `.bin` for an unknown type).
///
/// DIR is created when missing. Each file is written atomically; a symbolic link planted
/// under a chosen name is replaced, never written through.
final class ShowPhotoExtractor {
    let directory: String
    /// One namer per extension: `Jane Doe.jpg` and `Jane Doe.png` do not clash.
    private var namers: [String: SplitFileNamer] = [:]

    /// Reads the value of `--photos` (`extract=DIR`); a usage error for anything else.
    init(option value: String, command: String) throws(CommandFailure) {
        let prefix = "extract="
        guard value.hasPrefix(prefix), value.count > prefix.count else {
            throw .usage("invalid value '\(value)' for --photos (expected extract=DIR)", command: command)
        }
        directory = String(value.dropFirst(prefix.count))
        try SplitOutput.createDirectory(directory)
    }

    /// Writes the photo; returns the path written.
    func write(_ photo: [UInt8], of contact: Contact, fileExtension: String) throws -> String {
        var namer = namers[fileExtension] ?? SplitFileNamer(fileExtension: fileExtension)
        let name = namer.fileName(for: contact)
        namers[fileExtension] = namer
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + name
        let file = try AtomicFile(replacing: path, followingLink: false)
        let sink = ByteSink(.fileDescriptor(file.fileDescriptor))
        do {
            try mapWriteFailure(path) {
                try sink.append(photo)
                try sink.flush()
            }
        } catch {
            file.discard()
            throw error
        }
        try file.commit(synchronize: false)
        return path
    }
}
