import ContactFormats
import ContactModel
import ContactSync
import Foundation

/// The local side of `sync`: a vCard file or a vdir (one `.vcf` file per card), read card by
/// card and written back through a ``PullDestination`` (renamed into place at the end). The
/// cards are kept in ``BookSync/LocalCards``, so memory does not grow with the book.
struct LocalBook {
    /// The file or directory.
    let path: String
    /// True for a vdir.
    let isDirectory: Bool
    /// The readable cards, as they stand.
    private(set) var cards = BookSync.LocalCards()
    /// Cards that hold no readable vCard (or no contact), with the file they are in: left as
    /// they are (kept at the end of a file; their vdir file untouched).
    private(set) var unreadable: [(file: String, bytes: [UInt8])] = []
    /// The vdir files whose every card was read: replaced by the synced cards' files.
    private var readFiles: Set<String> = []

    /// Reads `path` (a missing one is an empty book, created by ``replace(previous:_:)``).
    init(path: String, isDirectory: Bool) throws(CommandFailure) {
        self.path = path
        self.isDirectory = isDirectory
        if isDirectory {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && name.lowercased().hasSuffix(".vcf") {
                guard let data = FileManager.default.contents(atPath: path + "/" + name) else {
                    throw CommandFailure(.noInput, "cannot read '\(path)/\(name)'")
                }
                var allRead = true
                for card in RawCards.split(Array(data)) where !read(card, file: path + "/" + name) { allRead = false }
                if allRead { readFiles.insert(name) }
            }
        } else if FileManager.default.fileExists(atPath: path) {
            do {
                try RawCards.scan(file: path) { card, _ in _ = read(card, file: path) }
            } catch {
                throw CommandFailure(.noInput, "cannot read '\(path)': \(error.localizedDescription)")
            }
        }
    }

    /// Reads one card; false when it could not be read.
    private mutating func read(_ card: [UInt8], file: String) -> Bool {
        let bytes = RawCards.normalizingLineEnds(bytes: card)
        var reader = VCardReader(input: MemoryInput(bytes))
        guard let contact = (try? reader.next()) ?? nil else {
            unreadable.append((file, card))
            return false
        }
        cards.append(bytes, contact: contact)
        return true
    }

    /// Replaces the book with the entries `body` writes (in href order; the versions of each
    /// one after the other) through the function it is given; unreadable cards stay. Nothing
    /// changes when `body` throws. A vdir's files for cards gone are removed.
    func replace<Result>(previous: SyncState?, _ body: ((BookSync.Entry) throws -> Void) throws -> Result) throws -> Result {
        let destination: PullDestination
        if isDirectory {
            destination = try VdirPullDestination(directory: path, previous: previous)
        } else {
            destination = try FilePullDestination(path: path, previous: nil)
        }
        var written: Set<String> = []
        let result: Result
        do {
            result = try body { entry in
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
        return result
    }
}
