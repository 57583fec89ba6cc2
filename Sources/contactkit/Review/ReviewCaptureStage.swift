import ContactModel
import ContactPipeline

/// Keeps every contact that passes (as the dedupe stage after it sees them), so the review
/// page can show each record of a cluster in full. Contacts are values that share their
/// storage: keeping them costs little more than the dedupe stage's own copy.
struct ReviewCaptureStage: ContactStage {
    private(set) var contacts: [Contact] = []
    var diagnostics: [Diagnostic] { [] }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        contacts.append(contact)
        return [contacts[contacts.count - 1]]
    }
}
