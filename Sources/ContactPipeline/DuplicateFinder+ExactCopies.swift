import ContactModel

extension DuplicateFinder {
    /// Computes and keeps the keys of the contacts that are no exact copy of an earlier one
    /// (see ``ExactCopies``), in order, and returns which contacts are copies of which.
    ///
    /// Each contact is normalized once (with `normalizer`, on the thread that computes its
    /// keys, and the copy dropped) for both its content hash and its keys; when its hash
    /// collides with an earlier contact's and the two differ as written, the earlier one is
    /// normalized again, to compare them in full (``ExactCopies/sameContent(_:_:normalizer:)``). The records and
    /// copies are the same as ``ExactCopies/init(_:normalizer:)`` followed by
    /// ``add(contentsOf:selecting:normalizer:)`` with its representatives, which normalizes
    /// every contact twice.
    ///
    /// Two records kept `apart` (a review rejected them as one) are never copies of each
    /// other: a record is no copy of a set of copies holding a record it is kept apart from.
    ///
    /// With `normalizer`, `phones` gets each contact's phone numbers as normalized, in input
    /// order (for merging without parsing them again, `DeduplicationStage`).
    ///
    /// The contacts are taken `blockSize` at a time, each block on `threads` threads (in
    /// chunks of at least `minimumChunk`). Whether a contact is a copy of a representative of
    /// an earlier block is found on the thread that normalized it; only a copy within its
    /// own block, and every copy when some records are kept apart, is checked on the
    /// calling thread. The result is the same whatever the block size and threads.
    mutating func addDistinct(
        _ contacts: [Contact], normalizer: (@Sendable () -> ContactNormalizer)? = nil,
        apart: DedupeConstraints = DedupeConstraints(), phones: inout NormalizedPhoneNumbers,
        blockSize: Int = keyBlockSize, minimumChunk: Int = 1024, threads: Int = ParallelChunks.chunkCount
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
                let block = blockStart..<min(blockStart + blockSize, contacts.count)
                // The chunks only read `copies` (the representatives of the earlier blocks):
                // it changes on this thread once they are done.
                let chunks = ParallelChunks.map(count: block.count, minimumChunk: minimumChunk, threads: threads) { range in
                    var builder = MatchKeyBuilder(region: region)
                    var normalizing = normalizer?()
                    var phones = NormalizedPhoneNumbers()
                    if normalizing != nil { phones.reserveCapacity(range.count) }
                    let keys = range.map { offset -> (hash: Int, keys: MatchKeys, copyOf: Int) in
                        // Read once and handed on (not kept: a copy kept would cost a copy per card).
                        let contact = contacts[block.lowerBound + offset]
                        var normalized = normalizing == nil ? contact : normalizing!.process(contact)[0]
                        if normalizing != nil { phones.append(normalized.phoneNumbers) }
                        let hash = ExactCopies.contentHash(ofNormalized: &normalized)
                        let copyOf = apartPairs.isEmpty ? copies.firstRepresentative(withHash: hash) { earlier in
                            ExactCopies.sameContent(
                                contacts[earlier], contacts[block.lowerBound + offset], normalized: normalized, normalizer: &normalizing)
                        } : nil
                        return (hash, builder.keys(for: normalized), copyOf ?? -1)
                    }
                    return (keys: keys, phones: phones)
                }
                var record = block.lowerBound
                for chunk in chunks {
                    if normalizer != nil { phones.append(contentsOf: chunk.phones) }
                    for (hash, keys, copyOf) in chunk.keys {
                        let isFirst = copies.add(hash: hash) { earlier in
                            if !apartPairs.isEmpty,
                                ([earlier] + copiesOf[earlier, default: []]).contains(where: { apartPairs.contains(.init($0, record)) })
                            {
                                return false
                            }
                            // An earlier block's representative: compared on the chunk's thread.
                            if apartPairs.isEmpty && earlier < block.lowerBound { return earlier == copyOf }
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
