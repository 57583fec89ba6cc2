import ContactModel

extension DuplicateFinder {
    /// Computes and keeps the keys of the contacts that are no exact copy of an earlier one
    /// (see ``ExactCopies``), in order, and returns which contacts are copies of which.
    ///
    /// Each contact is normalized once (with `normalizer`, on the thread that computes its
    /// keys, and the copy dropped) for both its content hash and its keys; only contacts
    /// whose hashes collide and that differ as written are normalized again, to compare them
    /// in full (``ExactCopies/sameContent(_:_:normalizer:)``). The records and
    /// copies are the same as ``ExactCopies/init(_:normalizer:)`` followed by
    /// ``add(contentsOf:selecting:normalizer:)`` with its representatives, which normalizes
    /// every contact twice.
    ///
    /// Two records kept `apart` (a review rejected them as one) are never copies of each
    /// other: a record is no copy of a set of copies holding a record it is kept apart from.
    ///
    /// With `normalizer`, `phones` gets each contact's phone numbers as normalized, in input
    /// order (for merging without parsing them again, `DeduplicationStage`).
    mutating func addDistinct(
        _ contacts: [Contact], normalizer: (@Sendable () -> ContactNormalizer)? = nil,
        apart: DedupeConstraints = DedupeConstraints(), phones: inout NormalizedPhoneNumbers
    ) -> ExactCopies {
        var copies = ExactCopies()
        let apartPairs = Set(apart.apartPairs)
        var copiesOf: [Int: [Int]] = [:]  // representative -> its copies so far (kept only with pairs apart)
        records.reserveCapacity(records.count + contacts.count)
        if normalizer != nil { phones.reserveCapacity(contacts.count) }
        let region = configuration.region
        contacts.withUnsafeBufferPointer { contacts in
            var normalizing = normalizer?()
            var blockStart = 0
            while blockStart < contacts.count {
                let block = blockStart..<min(blockStart + Self.keyBlockSize, contacts.count)
                let chunks = ParallelChunks.map(count: block.count, minimumChunk: 1024) { range in
                    var builder = MatchKeyBuilder(region: region)
                    var normalizing = normalizer?()
                    var phones = NormalizedPhoneNumbers()
                    if normalizing != nil { phones.reserveCapacity(range.count) }
                    let keys = range.map { offset -> (hash: Int, keys: MatchKeys) in
                        let contact = contacts[block.lowerBound + offset]
                        var normalized = normalizing == nil ? contact : normalizing!.process(contact)[0]
                        if normalizing != nil { phones.append(normalized.phoneNumbers) }
                        return (ExactCopies.contentHash(ofNormalized: &normalized), builder.keys(for: normalized))
                    }
                    return (keys: keys, phones: phones)
                }
                var record = block.lowerBound
                for chunk in chunks {
                    if normalizer != nil { phones.append(contentsOf: chunk.phones) }
                    for (hash, keys) in chunk.keys {
                        let isFirst = copies.add(hash: hash) { earlier in
                            if !apartPairs.isEmpty,
                                ([earlier] + copiesOf[earlier, default: []]).contains(where: { apartPairs.contains(.init($0, record)) })
                            {
                                return false
                            }
                            return ExactCopies.sameContent(contacts[earlier], contacts[record], normalizer: &normalizing)
                        }
                        if isFirst {
                            records.append(keys)
                        } else if !apartPairs.isEmpty {
                            copiesOf[copies.representativeOfRecord[record], default: []].append(record)
                        }
                        record += 1
                    }
                }
                blockStart = block.upperBound
            }
        }
        return copies
    }
}
