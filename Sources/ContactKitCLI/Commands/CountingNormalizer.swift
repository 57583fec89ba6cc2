import ContactKit

/// The normalizer (``ContactNormalizer``) that also counts the phone numbers it rewrote, for
/// the run's summary line. One instance per reading thread; the counts meet in ``summary``.
struct CountingNormalizer: ContactStage {
    private var normalizer: ContactNormalizer
    private let summary: RunSummary

    init(_ normalizer: ContactNormalizer, summary: RunSummary) {
        self.normalizer = normalizer
        self.summary = summary
    }

    var diagnostics: [Diagnostic] { normalizer.diagnostics }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        let before = contact.phoneNumbers.map(\.value)
        let result = normalizer.process(contact)
        if let after = result.first?.phoneNumbers, after.count == before.count {
            var changed = 0
            for index in after.indices where after[index].value != before[index] { changed += 1 }
            summary.addRewrittenPhoneNumbers(changed)
        }
        return result
    }
}
