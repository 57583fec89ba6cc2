@testable import ContactPipeline
import Testing

/// ``ParallelBuckets`` groups elements made on several threads exactly as one thread would:
/// bucket after bucket, each in the order the elements were made.
@Suite struct ParallelBucketsTests {
    /// Three elements per source, in buckets that depend on the source and the element.
    static func make(_ range: Range<Int>, _ emit: (Int, Int) -> Void) {
        for source in range {
            for part in 0..<3 { emit((source * 7 + part * 13) % 37, source * 3 + part) }
        }
    }

    @Test func groupsByBucketKeepingTheOrderElementsWereMadeIn() {
        let count = 20_000
        var buckets = ParallelBuckets<Int>(count: count, minimumChunk: 1000, bucketCount: 37, make: Self.make)
        var expected = [[Int]](repeating: [], count: 37)
        Self.make(0..<count) { expected[$0].append($1) }
        #expect(buckets.elements == expected.flatMap { $0 })
        #expect((0..<37).map { buckets.range(of: $0).count } == expected.map(\.count))

        let kept = buckets.forEachBucket { bucket, elements in (bucket: bucket, count: min(elements.count, bucket)) }
        #expect(kept.map(\.bucket) == Array(0..<37))
        #expect(buckets.compacted(keeping: kept) == expected.enumerated().flatMap { $0.element.prefix($0.offset) })
    }

    @Test func anEmptyInputHasEmptyBuckets() {
        var buckets = ParallelBuckets<Int>(count: 0, minimumChunk: 1, bucketCount: 4) { _, _ in }
        #expect(buckets.elements.isEmpty && buckets.starts == [0, 0, 0, 0, 0])
        #expect(buckets.forEachBucket { bucket, _ in bucket }.isEmpty)
    }
}
