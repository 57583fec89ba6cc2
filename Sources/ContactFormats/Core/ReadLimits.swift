/// Upper bounds a reader keeps to, so a hostile or broken file cannot make it use unbounded
/// memory or time. Exceeding one skips that line, property or card with a `limit-exceeded`
/// diagnostic that names the limit and the command-line option that raises it; the rest of
/// the input is still read.
public struct ReadLimits: Sendable, Hashable {
    /// The longest logical (unfolded) line, in bytes (`--max-line-length`).
    public var maximumLineLength: Int
    /// The largest property value (vCard) or field (CSV), in bytes (`--max-value-length`).
    public var maximumValueLength: Int
    /// The largest decoded photo or other binary value, in bytes (`--max-photo-size`).
    public var maximumBinarySize: Int
    /// The most properties one card may have (`--max-properties`).
    public var maximumPropertiesPerCard: Int
    /// How deep vCard 2.1 `AGENT` cards may nest (`--max-nesting`).
    public var maximumNestingDepth: Int
    /// The most fields one CSV row may have (`--max-columns`).
    public var maximumColumns: Int

    /// Creates limits; the defaults are ``standard``'s.
    public init(
        maximumLineLength: Int = 64 << 20, maximumValueLength: Int = 64 << 20,
        maximumBinarySize: Int = 32 << 20,
        maximumPropertiesPerCard: Int = 20_000, maximumNestingDepth: Int = 8,
        maximumColumns: Int = 10_000
    ) {
        self.maximumLineLength = maximumLineLength
        self.maximumValueLength = maximumValueLength
        self.maximumBinarySize = maximumBinarySize
        self.maximumPropertiesPerCard = maximumPropertiesPerCard
        self.maximumNestingDepth = maximumNestingDepth
        self.maximumColumns = maximumColumns
    }

    /// The defaults: generous for any real address book.
    public static let standard = ReadLimits()
}
