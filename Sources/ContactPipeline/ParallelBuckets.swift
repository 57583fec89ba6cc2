/// Elements regrouped by bucket on every core, with no copy of them all but the result: the
/// elements are made twice (once to count each bucket, once to put them in place), so a
/// bucket's room is known before it is filled.
///
/// Within a bucket, elements keep the order they were made in (chunk after chunk), so the
/// result is the same on any number of cores.
struct ParallelBuckets<Element> {
    /// Every element, bucket after bucket.
    private(set) var elements: [Element] = []
    /// Where each bucket starts in ``elements``; one more entry ends the last bucket.
    private(set) var starts: [Int] = []

    /// - Parameters:
    ///   - count: the number of sources (records, lists) to make elements from.
    ///   - minimumChunk: sources per thread at least.
    ///   - bucketCount: buckets are numbered `0..<bucketCount`.
    ///   - make: calls its second argument with each element the sources in a range give,
    ///     and its bucket; called twice per range, it must give the same both times.
    init(count: Int, minimumChunk: Int, bucketCount: Int, make: (Range<Int>, (Int, Element) -> Void) -> Void) {
        let counted = ParallelChunks.map(count: count, minimumChunk: minimumChunk) { range in
            var counts = [Int](repeating: 0, count: bucketCount)
            make(range) { bucket, _ in counts[bucket] += 1 }
            return (range.lowerBound, counts)
        }
        starts = [Int](repeating: 0, count: bucketCount + 1)
        for index in 0..<bucketCount {
            starts[index + 1] = starts[index] + counted.reduce(0) { $0 + $1.1[index] }
        }
        // Where each chunk's first element of each bucket goes, by the chunk's first source.
        var firstPositions: [Int: [Int]] = [:]
        var next = Array(starts.dropLast())
        for (lowerBound, counts) in counted {
            firstPositions[lowerBound] = next
            for index in 0..<bucketCount { next[index] += counts[index] }
        }
        let positions = firstPositions
        let total = starts[bucketCount]
        elements = [Element](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            let storage = buffer
            _ = ParallelChunks.map(count: count, minimumChunk: minimumChunk) { range in
                var position = positions[range.lowerBound]!
                make(range) { bucket, element in
                    (storage.baseAddress! + position[bucket]).initialize(to: element)
                    position[bucket] += 1
                }
            }
            initializedCount = total
        }
    }

    /// The elements of a bucket.
    func range(of bucket: Int) -> Range<Int> { starts[bucket]..<starts[bucket + 1] }

    /// Runs `body` on every non-empty bucket, on every core (buckets dealt out by their
    /// number of elements); each call may change its own bucket's elements only.
    /// Returns what each call returned, in bucket order.
    mutating func forEachBucket<Result>(_ body: (Int, UnsafeMutableBufferPointer<Element>) -> Result) -> [Result] {
        let starts = self.starts
        return elements.withUnsafeMutableBufferPointer { buffer in
            let storage = buffer
            return ParallelChunks.map(count: storage.count, minimumChunk: 1 << 14) { range in
                var results: [Result] = []
                for bucket in 0..<(starts.count - 1) where range.contains(starts[bucket]) && starts[bucket] < starts[bucket + 1] {
                    let slice = UnsafeMutableBufferPointer(rebasing: storage[starts[bucket]..<starts[bucket + 1]])
                    results.append(body(bucket, slice))
                }
                return results
            }.flatMap { $0 }
        }
    }

    /// The elements with only the first `count` of each listed bucket kept, in bucket order
    /// (`kept`: the bucket and its count, buckets ascending; unlisted buckets are dropped).
    consuming func compacted(keeping kept: [(bucket: Int, count: Int)]) -> [Element] {
        var result = elements
        elements = []
        var end = 0
        result.withUnsafeMutableBufferPointer { buffer in
            for (bucket, count) in kept {
                for offset in 0..<count { buffer[end + offset] = buffer[starts[bucket] + offset] }
                end += count
            }
        }
        result.removeLast(result.count - end)
        return result
    }
}
