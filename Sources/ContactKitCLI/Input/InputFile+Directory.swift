import ContactModel
import Foundation

extension InputFile {
    /// What a vdir held besides its `.vcf` files: other files and subfolders (hidden ones,
    /// such as vdirsyncer's state, are not counted).
    struct FolderContents {
        var files: [String] = []
        var otherFiles: [String] = []
        var folders: [String] = []

        /// The `vdir-skipped` warning naming what was left out, or nil when nothing was.
        func skippedWarning() -> Diagnostic? {
            guard !otherFiles.isEmpty || !folders.isEmpty else { return nil }
            var parts: [String] = []
            if !otherFiles.isEmpty {
                parts.append(
                    "\(otherFiles.count) file\(otherFiles.count == 1 ? "" : "s") not named .vcf ("
                        + FolderContents.shown(otherFiles) + ")")
            }
            if !folders.isEmpty {
                parts.append(
                    "\(folders.count) subfolder\(folders.count == 1 ? "" : "s") ("
                        + FolderContents.shown(folders.map { $0 + "/" }) + ")")
            }
            return .warning(
                .vdirSkipped,
                "left out of this folder of contacts: " + parts.joined(separator: " and ")
                    + "; only its .vcf files are read (name a subfolder or file to read it too)")
        }

        private static func shown(_ names: [String]) -> String {
            let first = names.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            return names.count > 3 ? first + ", …" : first
        }
    }

    /// The `.vcf` files of a vdir (a directory of one-contact files, as khard and vdirsyncer
    /// keep them), sorted by name, and what else it held (reported: ``FolderContents``);
    /// hidden files are left out. Fails with exit status 66 when the directory cannot be
    /// listed or holds no `.vcf` file.
    static func vdirContents(_ directory: String) throws(CommandFailure) -> FolderContents {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw CommandFailure(.noInput, "cannot read the directory '\(directory)': \(error.localizedDescription)")
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var contents = FolderContents()
        for name in names.sorted() where !name.hasPrefix(".") {
            let status = FileStatus(path: base + name)
            if status?.isDirectory == true {
                contents.folders.append(name)
            } else if name.lowercased().hasSuffix(".vcf"), status?.isRegularFile == true {
                contents.files.append(base + name)
            } else {
                contents.otherFiles.append(name)
            }
        }
        guard !contents.files.isEmpty else {
            throw CommandFailure(.noInput, "the directory '\(directory)' holds no .vcf file")
        }
        return contents
    }

    /// The `.vcf` files of a vdir (``vdirContents(_:)``).
    static func vdirFiles(_ directory: String) throws(CommandFailure) -> [String] {
        try vdirContents(directory).files
    }
}
