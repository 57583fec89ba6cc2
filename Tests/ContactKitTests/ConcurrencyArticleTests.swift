import ContactKit
import ContactTestSupport
import Foundation
import Testing

/// What the Concurrency article promises, checked by the compiler and on a fixture.
@Suite struct ConcurrencyArticleTests {
    private static func isSendable<T: Sendable>(_: T.Type) {}

    /// Each line stops compiling if the type loses `Sendable` (issue 31: library users had to
    /// write `@retroactive @unchecked Sendable` to move these across isolation).
    @Test func theArticlesValueTypesAreSendable() {
        Self.isSendable(Contact.self)
        Self.isSendable(NameFormatter.self)
        Self.isSendable(PostalAddressFormatter.self)
        Self.isSendable(ContactConverter.self)
        Self.isSendable(ContactPredicate.self)
        Self.isSendable(SearchQuery.self)
        Self.isSendable(DedupeParameters.self)
        Self.isSendable(PhoneNumberNormalizer.self)
        Self.isSendable(EmailAddressNormalizer.self)
        Self.isSendable(NameNormalizer.self)
        Self.isSendable(DateNormalizer.self)
        Self.isSendable(LabelNormalizer.self)
        Self.isSendable(ContactNormalizer.self)
        Self.isSendable(DuplicateFinder.self)
        Self.isSendable(DedupeSlice.self)
        Self.isSendable(ContactStream.self)
        Self.isSendable(ContactSerializationError.self)
    }

    /// The article's example: several files, one task each, each with its own normalizer.
    @Test func severalFilesOnSeveralTasks() async throws {
        let urls = ["csv/outlook-desktop.csv", "csv/google-contacts.csv"].map(Fixtures.url)
        var total = 0
        try await withThrowingTaskGroup(of: Int.self) { group in
            for url in urls {
                group.addTask {
                    var normalizer = PhoneNumberNormalizer(region: "US")
                    let read = try ContactSerialization.contacts(contentsOf: url)
                    return read.contacts.flatMap { normalizer.process($0) }.count
                }
            }
            for try await count in group { total += count }
        }
        let expected = try urls.map { try ContactSerialization.contacts(contentsOf: $0).contacts.count }.reduce(0, +)
        #expect(total == expected)
        #expect(total > 0)
    }

    /// A finder handed to another task is that task's own copy.
    @Test func aFinderCopyIsIndependent() async {
        var finder = DuplicateFinder()
        finder.add(Contact(givenName: "Ada", familyName: "Lovelace"))
        let other = finder
        let fromTask = await Task.detached {
            var copy = other
            copy.add(Contact(givenName: "Grace", familyName: "Hopper"))
            return copy.recordCount
        }.value
        #expect(fromTask == 2)
        #expect(finder.recordCount == 1)
    }
}
