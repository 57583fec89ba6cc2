import Foundation

/// Cards received before their turn, held until the pull writes them in href order: in
/// memory up to ``memoryLimit`` bytes, then in a temporary file, so a server that sends a
/// whole book at once (a full `sync-collection` or `addressbook-query` report), in any order,
/// never makes the client hold the book in memory.
final class CardBuffer {
    /// The bytes held in memory before cards go to the temporary file (16 MiB).
    let memoryLimit: Int
    private var inMemory: [String: FetchedCard] = [:]
    private var memoryBytes = 0
    private var spilled: [String: (etag: String?, offset: UInt64, length: Int)] = [:]
    private var file: TemporaryFile?

    init(memoryLimit: Int = 16 << 20) { self.memoryLimit = memoryLimit }

    /// How many cards are held.
    var count: Int { inMemory.count + spilled.count }

    /// True when the card at `href` is held with the ETag `etag` (any ETag when `etag` is nil).
    func contains(_ href: String, etag: String?) -> Bool {
        let held: String??
        if let card = inMemory[href] { held = .some(card.etag) } else if let place = spilled[href] { held = .some(place.etag) } else { held = nil }
        guard let held else { return false }
        return etag == nil || held == etag
    }

    /// Keeps `card` (a later card at the same href replaces it).
    func store(_ card: FetchedCard) throws {
        if let old = inMemory.removeValue(forKey: card.href) { memoryBytes -= old.vCard.utf8.count }
        spilled[card.href] = nil
        let size = card.vCard.utf8.count
        if memoryBytes + size <= memoryLimit {
            inMemory[card.href] = card
            memoryBytes += size
            return
        }
        if file == nil { file = try TemporaryFile(prefix: "contactkit-pull") }
        let bytes = Data(card.vCard.utf8)
        let offset = try file!.append(bytes)
        spilled[card.href] = (card.etag, offset, bytes.count)
    }

    /// Takes the card at `href` out of the buffer; nil when it is not held.
    func take(_ href: String) throws -> FetchedCard? {
        if let card = inMemory.removeValue(forKey: href) {
            memoryBytes -= card.vCard.utf8.count
            return card
        }
        guard let place = spilled.removeValue(forKey: href), let file else { return nil }
        let data = try file.read(at: place.offset, count: place.length)
        return FetchedCard(href: href, etag: place.etag, vCard: String(decoding: data, as: UTF8.self))
    }
}
