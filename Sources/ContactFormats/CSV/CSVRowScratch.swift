import ContactModel

/// The working storage a ``CSVRowBuilder`` keeps from one row to the next (the arrays a row
/// is gathered in), so building a row allocates only what the contact holds. One thread
/// keeps one; it is never shared.
public struct CSVRowScratch {
    var builder: CSVContactBuilder?

    /// Creates empty working storage.
    public init() {}

    /// Where the values of the contact last built were read: its row's line, and the column
    /// of each phone number, e-mail address and date.
    public var valuePositions: ValuePositions { builder?.positions ?? ValuePositions() }
}
