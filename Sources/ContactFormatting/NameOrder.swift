/// Which name part comes first when a name is written out.
public enum NameOrder: String, Sendable, Hashable, CaseIterable {
    /// `John Appleseed`.
    case givenFirst
    /// `Appleseed John`, `山田太郎`, `Kovács János`.
    case familyFirst
}

/// How one name is laid out: the order of its parts and what goes between them.
public struct NameLayout: Sendable, Hashable {
    /// Which name part comes first.
    public var order: NameOrder
    /// Between name parts: a space, nothing (CJK names), `・` or `·` (foreign names in
    /// Japanese or Chinese).
    public var delimiter: String
    /// Whether the middle name goes before the given name in family-first order
    /// (Vietnamese `Nguyễn Văn An`), rather than after it (Hungarian `Kovács János Péter`).
    public var middleBeforeGiven: Bool

    /// Creates a layout; the middle name goes before the given name unless told otherwise.
    public init(order: NameOrder, delimiter: String, middleBeforeGiven: Bool = true) {
        self.order = order
        self.delimiter = delimiter
        self.middleBeforeGiven = middleBeforeGiven
    }
}
