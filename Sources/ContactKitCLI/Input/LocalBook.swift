import ContactFormats
import ContactModel
import ContactSync
import Foundation

/// The local side of `sync`: a vCard file or a vdir (one `.vcf` file per card), read card by
/// card and written back through a ``PullDestination`` (renamed into place at the end).
struct LocalBook {
    /// The file or directory.
    let path: String
    /// True for a vdir.
    let isDirectory: Bool
    /// The readable cards, as they stand.
    private(set) var cards: [BookSync.LocalCard] = []
    /// Cards that hold no readable vCard (or no contact), with the file they are in: left as
    /// they are (kept at the end of a file; their vdir file untouched).
    private(set) var unreadable: [(file: String, bytes: [UInt8])] = []
    /// The vdir files whose every card was read: replaced by the synced cards' files.
    private var readFiles: Set<String> = []

    /// Reads `path` (a missing one is an empty book, created by ``write(_:state:)``).
    init(path: String, isDirectory: Bool) throws(CommandFailure) {
        self.path = path
        self.isDirectory = isDirectory
        if isDirectory {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && name.lowercased().hasSuffix(".vcf") {
                guard let data = FileManager.default.contents(atPath: path + "/" + name) else {
                    throw CommandFailure(.noInput, "cannot read '\(path)/\(name)'")
                }
                if read(Array(data), file: path + "/" + name) { readFiles.insert(name) }
            }
        } else if FileManager.default.fileExists(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure(.noInput, "cannot read '\(path)'")
            }
            _ = read(Array(data), file: path)
        }
    }

    /// Reads the cards of one file; false when one of them could not be read.
    private mutating func read(_ bytes: [UInt8], file: String) -> Bool {
        var allRead = true
        for card in RawCards.split(bytes) {
            var reader = VCardReader(input: MemoryInput(card))
            if let contact = (try? reader.next()) ?? nil {
                cards.append(BookSync.LocalCard(bytes: RawCards.normalizingLineEnds(String(decoding: card, as: UTF8.self)), contact: contact))
            } else {
                unreadable.append((file, card))
                allRead = false
            }
        }
        return allRead
    }

    /// Replaces the book with `entries` (in href order; the versions of each one after the
    /// other); unreadable cards stay. A vdir's files for cards gone are removed.
    func write(_ entries: [BookSync.Entry], previous: SyncState?) throws {
        let destination: PullDestination
        if isDirectory {
            destination = try VdirPullDestination(directory: path, previous: previous)
        } else {
            destination = try FilePullDestination(path: path, previous: nil)
        }
        var written: Set<String> = []
        do {
            for entry in entries {
                let card = SyncState.Card(href: entry.href, uid: entry.uid, etag: nil, fingerprint: "")
                try destination.write(card, bytes: entry.versions.flatMap { $0 })
                written.insert(VdirPullDestination.fileName(forHref: entry.href))
            }
            if !isDirectory {
                for card in unreadable { try destination.write(SyncState.Card(href: "", uid: nil, etag: nil, fingerprint: ""), bytes: card.bytes) }
            }
            try destination.finish()
        } catch {
            destination.discard()
            throw error
        }
        if isDirectory {
            // A card added as `new.vcf` now lives at its href's name: the old file goes.
            for name in readFiles.subtracting(written) { try? FileManager.default.removeItem(atPath: path + "/" + name) }
        }
    }
}
