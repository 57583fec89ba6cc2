@testable import ContactPipeline
import ContactModel
import Testing

/// Finding exact copies while the keys are computed, block by block on several threads,
/// gives what finding them one record after another gives, however the book is cut.
@Suite struct ParallelCopiesTests {
    /// A book with copies as written (another UID and REV), copies that are equal only once
    /// normalized (a phone written otherwise), near copies (another number), copies in the
    /// block of their first record and in later blocks, and copies of copies.
    static let book: [Contact] = {
        func card(_ person: Int, _ uid: String, phone: String, revision: String? = nil) -> Contact {
            var contact = Contact(givenName: ["Ilse", "Marta", "Jonas", "Aiko", "Pedro"][person % 5], familyName: "Vander\(person)")
            contact.uid = uid
            contact.phoneNumbers = [LabeledValue(label: .mobile, value: phone)]
            if let revision { contact.extensions = [ExtensionProperty(name: "REV", value: revision)] }
            return contact
        }
        var book: [Contact] = []
        for round in 0..<4 {
            for person in 0..<12 {
                let digits = String(person, radix: 10).count == 1 ? "0\(person)" : "\(person)"
                let phone: String
                switch (round + person) % 4 {
                case 0: phone = "(415) 555-01\(digits)"
                case 1: phone = "+1 415 555 01\(digits)"
                case 2: phone = "415.555.01\(digits)"
                default: phone = person % 3 == 0 ? "(415) 555-02\(digits)" : "(415) 555-01\(digits)"
                }
                book.append(card(person, "r\(round)-p\(person)", phone: phone, revision: round % 2 == 0 ? nil : "2024010\(round)T000000Z"))
            }
        }
        return book
    }()

    static let normalizer: @Sendable () -> ContactNormalizer = { ContactNormalizer(fallbackRegion: "US") }

    /// What the finder holds and which records are copies of which, all found on the calling
    /// thread: the book is one block on one thread.
    static func oneByOne(apart: DedupeConstraints = DedupeConstraints()) -> (copies: [Int], keys: [RecordKeys]) {
        var finder = DuplicateFinder()
        var phones = NormalizedPhoneNumbers()
        let copies = finder.addDistinct(
            book, normalizer: normalizer, apart: apart, phones: &phones, blockSize: book.count, minimumChunk: 1, threads: 1)
        return (copies.representativeOfRecord, (0..<finder.recordCount).map { finder.recordKeys(of: $0) })
    }

    /// The reference is the grouping by content followed by the keys of the representatives.
    @Test func theReferenceIsTheGroupingByContent() {
        let serial = ExactCopies(Self.book, normalizer: Self.normalizer)
        var finder = DuplicateFinder()
        finder.add(contentsOf: Self.book, selecting: serial.representatives, normalizer: Self.normalizer)
        let reference = Self.oneByOne()
        #expect(reference.copies == serial.representativeOfRecord)
        #expect(reference.keys == (0..<finder.recordCount).map { finder.recordKeys(of: $0) })
        #expect(serial.hasCopies)
        #expect(serial.representatives.count < Self.book.count - 12)
    }

    @Test(arguments: [(1, 1), (7, 1), (7, 3), (16, 2), (48, 4), (1000, 2)])
    func blocksAndThreadsGiveTheSameCopiesAndKeys(blockSize: Int, threads: Int) {
        let reference = Self.oneByOne()
        var finder = DuplicateFinder()
        var phones = NormalizedPhoneNumbers()
        let copies = finder.addDistinct(
            Self.book, normalizer: Self.normalizer, phones: &phones, blockSize: blockSize, minimumChunk: 1, threads: threads)
        #expect(copies.representativeOfRecord == reference.copies)
        #expect((0..<finder.recordCount).map { finder.recordKeys(of: $0) } == reference.keys)
        #expect(phones.count == Self.book.count)
    }

    /// Records kept apart are never copies of each other, in any block.
    @Test(arguments: [(1, 2), (7, 1), (7, 3), (1000, 2)])
    func recordsKeptApartStayApartInEveryBlock(blockSize: Int, threads: Int) {
        var apart = DedupeConstraints()
        apart.keepApart(0, 12)
        apart.keepApart(1, 37)
        let reference = Self.oneByOne(apart: apart)
        var finder = DuplicateFinder()
        var phones = NormalizedPhoneNumbers()
        let copies = finder.addDistinct(
            Self.book, normalizer: Self.normalizer, apart: apart, phones: &phones, blockSize: blockSize, minimumChunk: 1,
            threads: threads)
        #expect(copies.representativeOfRecord == reference.copies)
        #expect(copies.representativeOfRecord[12] != 0)
        #expect((0..<finder.recordCount).map { finder.recordKeys(of: $0) } == reference.keys)
    }

    /// Without a normalizer, only copies as written are copies.
    @Test func withoutANormalizerOnlyCopiesAsWritten() {
        var serialFinder = DuplicateFinder()
        var phones = NormalizedPhoneNumbers()
        let serial = serialFinder.addDistinct(Self.book, phones: &phones, blockSize: 1, minimumChunk: 1, threads: 1)
        var finder = DuplicateFinder()
        let parallel = finder.addDistinct(Self.book, phones: &phones, blockSize: 9, minimumChunk: 1, threads: 3)
        #expect(parallel.representativeOfRecord == serial.representativeOfRecord)
        #expect(parallel.representativeOfRecord == ExactCopies(Self.book).representativeOfRecord)
    }
}
