/// One record of a dedupe, named by its place in the input: the 0-based position of the
/// contact among those given (to ``DeduplicationStage/process(_:)``, or added to a
/// ``DuplicateFinder``), exact copies included.
///
/// Record ids stay the same whatever the finder does inside: ``DeduplicationStage`` hands
/// its finder one record of each set of exact copies, so the finder's own numbers skip the
/// copies, while clusters (``DuplicateCluster/records``), links
/// (``MatchLink/firstRecord``), explanations (``DeduplicationStage/explainPair(_:_:)``) and
/// identifiers (``DeduplicationStage/identifier(of:)``) all name records by their id.
/// `contactkit dedupe --clusters` writes a record without a UID as `position + 1`.
public struct RecordID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The record's 0-based position in the input.
    public var position: Int

    /// The record at `position` (0-based) in the input.
    public init(position: Int) {
        self.position = position
    }

    /// Whether `lhs` comes before `rhs` in the input.
    public static func < (lhs: RecordID, rhs: RecordID) -> Bool {
        lhs.position < rhs.position
    }

    /// `record N`, with N 1-based as `dedupe --clusters` counts.
    public var description: String { "record \(position + 1)" }
}
