import ContactSync
import Foundation

/// The cards a push sends as they stand: the input's own vCard text by UID, and the pulled
/// cards (the output beside the sync state) by fingerprint, read only when a changed card
/// asks for its original.
final class PulledCards {
    private let statePath: String?
    private var byFingerprint: [String: [UInt8]]?

    /// The pull's output beside `statePath`: `book.vcf` for `book.vcf.sync.json`, the vdir
    /// for `DIR/.contactkit-sync.json`.
    init(statePath: String?) { self.statePath = statePath }

    /// The pulled card with `fingerprint`, when the pull's output still holds it.
    func card(withFingerprint fingerprint: String) -> [UInt8]? {
        if byFingerprint == nil {
            byFingerprint = BookPull.cardsByFingerprint(statePath.map(Self.pullOutput(besideState:)) ?? [])
        }
        return byFingerprint?[fingerprint]
    }

    /// The files of the pull output that `statePath` belongs to.
    static func pullOutput(besideState statePath: String) -> [[UInt8]] {
        let vdirState = "/.contactkit-sync.json"
        if statePath.hasSuffix(vdirState) {
            return vCardFiles(in: String(statePath.dropLast(vdirState.count)))
        }
        guard statePath.hasSuffix(".sync.json"), let data = FileManager.default.contents(atPath: String(statePath.dropLast(10)))
        else { return [] }
        return [Array(data)]
    }

    /// The cards of a vCard input (a `.vcf` file or a vdir) by UID; UIDs met twice are left
    /// out. Empty for other inputs.
    static func cardsByUID(ofInput input: String) -> [String: [UInt8]] {
        var isDirectory: ObjCBool = false
        guard input != "-", FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else { return [:] }
        let files: [[UInt8]]
        if isDirectory.boolValue {
            files = vCardFiles(in: input)
        } else if [".vcf", ".vcard"].contains(where: { input.lowercased().hasSuffix($0) }),
            let data = FileManager.default.contents(atPath: input)
        {
            files = [Array(data)]
        } else {
            return [:]
        }
        var cards: [String: [UInt8]] = [:]
        var twice: Set<String> = []
        for file in files {
            for card in RawCards.split(file) {
                guard let uid = RawCards.uid(of: card) else { continue }
                if cards.updateValue(card, forKey: uid) != nil { twice.insert(uid) }
            }
        }
        for uid in twice { cards[uid] = nil }
        return cards
    }

    /// The bytes of the `.vcf` files of a directory.
    static func vCardFiles(in directory: String) -> [[UInt8]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".vcf") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: directory + "/" + name).map(Array.init)
        }
    }
}
