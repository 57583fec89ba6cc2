import ContactFormats
import ContactSync
import Foundation

/// Where `pull` writes the cards: one vCard file (or standard output) or a vdir.
///
/// Nothing is visible until ``finish()``: a pull that fails part way (the server drops the
/// connection) leaves the previous output as it was.
protocol PullDestination {
    /// The previous output's card with a fingerprint, reused when unchanged on the server
    /// (read from the previous output's file when asked: nothing is held).
    func previousCard(withFingerprint fingerprint: String) -> [UInt8]?
    /// Takes one card, in href order.
    func write(_ card: SyncState.Card, bytes: [UInt8]) throws
    /// Makes the output visible.
    func finish() throws
    /// Drops what was written.
    func discard()
}

/// One vCard file written through a temporary file, or standard output.
final class FilePullDestination: PullDestination {
    private let previousCards: PulledCards
    private let file: AtomicFile?
    private let sink: ByteSink
    private var standardOutputCards: [[UInt8]] = []

    /// - Parameters:
    ///   - path: the output file, or nil for standard output (written at the end).
    ///   - previous: the state of the last pull; its cards are looked for in the file.
    init(path: String?, previous: SyncState?) throws(CommandFailure) {
        let previousFile = path.flatMap { previous != nil && FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        previousCards = PulledCards(files: { previousFile.map { [$0] } ?? [] })
        if let path {
            let file = try AtomicFile(replacing: path)
            self.file = file
            sink = ByteSink(.fileDescriptor(file.fileDescriptor))
        } else {
            file = nil
            sink = ByteSink.memory()
        }
    }

    func previousCard(withFingerprint fingerprint: String) -> [UInt8]? {
        previousCards.card(withFingerprint: fingerprint)
    }

    func write(_ card: SyncState.Card, bytes: [UInt8]) throws {
        try sink.append(bytes)
    }

    func finish() throws {
        if let file {
            do {
                try sink.flush()
            } catch {
                throw CommandFailure(.inputOutputError, "cannot write '\(file.path)': \(error)")
            }
            try file.commit(synchronize: true)
        } else {
            StandardOutput.write(String(decoding: sink.bytes, as: UTF8.self))
        }
    }

    func discard() { file?.discard() }
}

/// A vdir: one `.vcf` file per card, named after its href. Each card is written as it
/// arrives into a staging folder inside the directory (`.contactkit-pull-XXXXXX`, so memory
/// stays flat whatever the book's size); once the pull is complete the staged files are
/// renamed into place (a file whose bytes did not change is left untouched) and the files of
/// cards removed on the server since the last pull are deleted. An interrupted pull leaves
/// the directory as it was (and the staging folder is removed). Other files are left alone.
final class VdirPullDestination: PullDestination {
    private let previousCards: PulledCards
    let directory: String
    private let previousFiles: Set<String>
    private var staging: String?
    private var staged: [String] = []
    private var names: Set<String> = []

    init(directory: String, previous: SyncState?) throws(CommandFailure) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(.cannotCreate, "cannot create the directory '\(directory)': \(error)")
        }
        let names = (previous?.cards ?? []).map { VdirPullDestination.fileName(forHref: $0.href) }
        previousFiles = Set(names)
        previousCards = PulledCards(files: {
            names.map { directory + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        })
    }

    func previousCard(withFingerprint fingerprint: String) -> [UInt8]? {
        previousCards.card(withFingerprint: fingerprint)
    }

    deinit { discard() }

    func write(_ card: SyncState.Card, bytes: [UInt8]) throws {
        var name = VdirPullDestination.fileName(forHref: card.href)
        var number = 2
        while names.contains(name) {
            name = VdirPullDestination.fileName(forHref: card.href, number: number)
            number += 1
        }
        names.insert(name)
        if let existing = FileManager.default.contents(atPath: directory + "/" + name), existing == Data(bytes) {
            return
        }
        let folder = try stagingFolder()
        let path = folder + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw CommandFailure(.cannotCreate, "cannot create '\(path)': \(systemErrorMessage(errno))")
        }
        let sink = ByteSink(.fileDescriptor(descriptor))
        do {
            try sink.append(bytes)
            try sink.flush()
        } catch {
            close(descriptor)
            throw CommandFailure(.inputOutputError, "cannot write '\(path)': \(error)")
        }
        close(descriptor)
        staged.append(name)
    }

    func finish() throws {
        if let staging {
            for name in staged where rename(staging + "/" + name, directory + "/" + name) != 0 {
                throw CommandFailure(
                    .cannotCreate, "cannot create '\(directory)/\(name)': \(systemErrorMessage(errno))")
            }
            staged = []
            rmdir(staging)
            self.staging = nil
        }
        for name in previousFiles.subtracting(names) {
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }

    func discard() {
        guard let staging else { return }
        try? FileManager.default.removeItem(atPath: staging)
        self.staging = nil
        staged = []
    }

    /// The staging folder, made on the first card that needs writing.
    private func stagingFolder() throws(CommandFailure) -> String {
        if let staging { return staging }
        var template = Array((directory + "/.contactkit-pull-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CommandFailure(.cannotCreate, "cannot create a folder in '\(directory)': \(systemErrorMessage(errno))")
        }
        let path = String(cString: made)
        staging = path
        return path
    }

    /// The file name of a card: the last part of its href, decoded and made safe, with `.vcf`.
    static func fileName(forHref href: String, number: Int = 1) -> String {
        let last = href.split(separator: "/").last.map(String.init) ?? "card"
        var base = last.removingPercentEncoding ?? last
        if base.lowercased().hasSuffix(".vcf") { base.removeLast(4) }
        base = SplitFileNamer.safeBaseName(base)
        return (number > 1 ? "\(base) \(number)" : base) + ".vcf"
    }
}
