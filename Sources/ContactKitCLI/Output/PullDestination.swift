import ContactFormats
import ContactSync
import Foundation

/// Where `pull` writes the cards: one vCard file (or standard output) or a vdir.
///
/// Nothing is visible until ``finish()``: a pull that fails part way (the server drops the
/// connection) leaves the previous output as it was.
protocol PullDestination {
    /// The previous output's cards by fingerprint, reused when unchanged on the server.
    var previousCards: [String: [UInt8]] { get }
    /// Takes one card, in href order.
    func write(_ card: SyncState.Card, bytes: [UInt8]) throws
    /// Makes the output visible.
    func finish() throws
    /// Drops what was written.
    func discard()
}

/// One vCard file written through a temporary file, or standard output.
final class FilePullDestination: PullDestination {
    let previousCards: [String: [UInt8]]
    private let file: AtomicFile?
    private let sink: ByteSink
    private var standardOutputCards: [[UInt8]] = []

    /// - Parameters:
    ///   - path: the output file, or nil for standard output (written at the end).
    ///   - previous: the state of the last pull; its cards are looked for in the file.
    init(path: String?, previous: SyncState?) throws(CommandFailure) {
        if let path, previous != nil, let data = FileManager.default.contents(atPath: path) {
            previousCards = BookPull.cardsByFingerprint([Array(data)])
        } else {
            previousCards = [:]
        }
        if let path {
            let file = try AtomicFile(replacing: path)
            self.file = file
            sink = ByteSink(.fileDescriptor(file.fileDescriptor))
        } else {
            file = nil
            sink = ByteSink.memory()
        }
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

/// A vdir: one `.vcf` file per card, named after its href. Cards are held until the pull is
/// complete, then written (each atomically); files of cards removed on the server since the
/// last pull are deleted. Other files in the directory are left alone.
final class VdirPullDestination: PullDestination {
    let previousCards: [String: [UInt8]]
    let directory: String
    private let previousFiles: Set<String>
    private var cards: [(name: String, bytes: [UInt8])] = []
    private var names: Set<String> = []

    init(directory: String, previous: SyncState?) throws(CommandFailure) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(.cannotCreate, "cannot create the directory '\(directory)': \(error)")
        }
        var files: [[UInt8]] = []
        var previousNames: Set<String> = []
        for card in previous?.cards ?? [] {
            let name = VdirPullDestination.fileName(forHref: card.href)
            previousNames.insert(name)
            if let data = FileManager.default.contents(atPath: directory + "/" + name) { files.append(Array(data)) }
        }
        previousFiles = previousNames
        previousCards = BookPull.cardsByFingerprint(files)
    }

    func write(_ card: SyncState.Card, bytes: [UInt8]) throws {
        var name = VdirPullDestination.fileName(forHref: card.href)
        var number = 2
        while names.contains(name) {
            name = VdirPullDestination.fileName(forHref: card.href, number: number)
            number += 1
        }
        names.insert(name)
        cards.append((name, bytes))
    }

    func finish() throws {
        for (name, bytes) in cards {
            let path = directory + "/" + name
            if let existing = FileManager.default.contents(atPath: path), Array(existing) == bytes { continue }
            let file = try AtomicFile(replacing: path, followingLink: false)
            let sink = ByteSink(.fileDescriptor(file.fileDescriptor))
            do {
                try sink.append(bytes)
                try sink.flush()
            } catch {
                throw CommandFailure(.inputOutputError, "cannot write '\(path)': \(error)")
            }
            try file.commit(synchronize: false)
        }
        for name in previousFiles.subtracting(names) {
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }

    func discard() { cards = [] }

    /// The file name of a card: the last part of its href, decoded and made safe, with `.vcf`.
    static func fileName(forHref href: String, number: Int = 1) -> String {
        let last = href.split(separator: "/").last.map(String.init) ?? "card"
        var base = last.removingPercentEncoding ?? last
        if base.lowercased().hasSuffix(".vcf") { base.removeLast(4) }
        base = SplitFileNamer.safeBaseName(base)
        return (number > 1 ? "\(base) \(number)" : base) + ".vcf"
    }
}
