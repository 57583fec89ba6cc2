/// The working storage a ``CSVRowBuilder`` keeps from one row to the next (the arrays a row
/// is gathered in), so building a row allocates only what the contact holds. One thread
/// keeps one; it is never shared.
public struct CSVRowScratch {
    var builder: CSVContactBuilder?

    /// Creates empty working storage.
    public init() {}
}
