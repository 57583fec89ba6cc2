/// One thing a CSV row could not hold as it was: the kind of field, a stable key that
/// becomes the warning's `property` (so a command-line run counts each kind once), and a
/// description naming the value.
struct CSVLoss: Hashable, Sendable {
    /// `uid`, `formattedName`, `phoneNumbers`, `emailAddresses.label`, `birthday.year`, ...
    var kind: String
    /// `uid 'urn:uuid:…'`, `phoneNumbers 6 (work)`, ...
    var text: String

    init(_ kind: String, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
