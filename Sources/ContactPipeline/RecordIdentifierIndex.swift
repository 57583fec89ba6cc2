import Foundation

/// The input positions of each record identifier, built from a stage's identifiers the
/// first time they are looked up, so that finding the records of every merged contact
/// costs one pass over the book, not one per lookup.
///
/// A stage that takes a contact while it shares its index with a copy of itself gives
/// itself a new one (see `DeduplicationStage.process(_:)`); an index built from fewer
/// identifiers than it is asked about is built again.
final class RecordIdentifierIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var positions: [String: [Int]] = [:]
    /// How many identifiers `positions` was built from.
    private var indexedCount = 0

    init() {}

    /// The positions in `identifiers` that hold `identifier`, ascending.
    func positions(of identifier: String, in identifiers: [String]) -> [Int] {
        lock.withLock {
            if indexedCount != identifiers.count {
                positions = Dictionary(grouping: identifiers.indices, by: { identifiers[$0] })
                indexedCount = identifiers.count
            }
            return positions[identifier] ?? []
        }
    }
}
