import Foundation

extension InputFile {
    /// The `.vcf` files of a vdir (a directory of one-contact files, as khard and vdirsyncer
    /// keep them), sorted by name; hidden files and subdirectories are left out. Fails with
    /// exit status 66 when the directory cannot be listed or holds no `.vcf` file.
    static func vdirFiles(_ directory: String) throws(CommandFailure) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw CommandFailure(.noInput, "cannot read the directory '\(directory)': \(error.localizedDescription)")
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        let files = names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".vcf") }.sorted()
            .map { base + $0 }
            .filter { FileStatus(path: $0)?.isRegularFile == true }
        guard !files.isEmpty else {
            throw CommandFailure(.noInput, "the directory '\(directory)' holds no .vcf file")
        }
        return files
    }
}
