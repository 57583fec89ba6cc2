import ContactSync
import Foundation

/// The cards of a pull's output by fingerprint, and a push's input by UID, as they stand:
/// a push sends a changed card as its own text or as the pulled card with only the edits
/// written anew; a pull reuses the previous output's card when it is unchanged on the server.
/// Both keep where each card is in its file, not the card, and read a card when it is asked
/// for: memory does not grow with the book.
final class PulledCards {
    private let files: () -> [String]
    private var byFingerprint: [String: (file: String, location: RawCards.Location)]?

    /// The pull's output beside `statePath`: `book.vcf` for `book.vcf.sync.json`, the vdir
    /// for `DIR/.contactkit-sync.json`.
    convenience init(statePath: String?) {
        self.init(files: { statePath.map(Self.pullOutput(besideState:)) ?? [] })
    }

    /// The cards of the vCard files `files` gives, listed when a card is first asked for.
    init(files: @escaping () -> [String]) { self.files = files }

    /// The pulled card with `fingerprint`, when the pull's output still holds it (of two
    /// with one fingerprint, the last).
    func card(withFingerprint fingerprint: String) -> [UInt8]? {
        if byFingerprint == nil {
            var index: [String: (file: String, location: RawCards.Location)] = [:]
            for file in files() {
                try? RawCards.scan(file: file) { card, location in
                    if let fingerprint = CardFingerprint.of(vCard: card) { index[fingerprint] = (file, location) }
                }
            }
            byFingerprint = index
        }
        return byFingerprint?[fingerprint].flatMap { RawCards.card(at: $0.location, inFile: $0.file) }
    }

    /// The files of the pull output that `statePath` belongs to.
    static func pullOutput(besideState statePath: String) -> [String] {
        let vdirState = "/.contactkit-sync.json"
        if statePath.hasSuffix(vdirState) {
            return vCardFiles(in: String(statePath.dropLast(vdirState.count)))
        }
        guard statePath.hasSuffix(".sync.json") else { return [] }
        let output = String(statePath.dropLast(10))
        return FileManager.default.fileExists(atPath: output) ? [output] : []
    }

    /// Where the cards of a vCard input (a `.vcf` file or a vdir) are, by UID; UIDs met
    /// twice are left out. Empty for other inputs.
    static func cardsByUID(ofInput input: String) -> CardsByUID {
        var isDirectory: ObjCBool = false
        guard input != "-", FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else { return CardsByUID() }
        let files: [String]
        if isDirectory.boolValue {
            files = vCardFiles(in: input)
        } else if [".vcf", ".vcard"].contains(where: { input.lowercased().hasSuffix($0) }) {
            files = [input]
        } else {
            return CardsByUID()
        }
        var cards = CardsByUID()
        var twice: Set<String> = []
        for file in files {
            try? RawCards.scan(file: file) { card, location in
                guard let uid = RawCards.uid(of: card) else { return }
                if cards.places.updateValue((file, location), forKey: uid) != nil { twice.insert(uid) }
            }
        }
        for uid in twice { cards.places[uid] = nil }
        return cards
    }

    /// Where an input's cards are, by UID (``cardsByUID(ofInput:)``).
    struct CardsByUID {
        fileprivate(set) var places: [String: (file: String, location: RawCards.Location)] = [:]

        /// The card with `uid`, read from its file.
        func card(withUID uid: String) -> [UInt8]? {
            places[uid].flatMap { RawCards.card(at: $0.location, inFile: $0.file) }
        }
    }

    /// The paths of the `.vcf` files of a directory, in name order.
    static func vCardFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".vcf") }.sorted().map { directory + "/" + $0 }
    }
}
