/// A disagreement whose weight is estimated from the book: how often true duplicates
/// disagree there differs from book to book (a phone's contacts rarely carry two given names
/// for one person; a book keyed in by hand often does), so a fixed penalty is wrong somewhere.
enum Disagreement: Int, CaseIterable {
    /// Given names that are no nickname, typo, initial, short form or similar spelling.
    case givenName
    /// Family names that neither sound alike, share a word nor look similar (maiden names).
    case familyName
    /// Two birthdays that differ by more than a typing slip.
    case birthday

    var name: String {
        switch self {
        case .givenName: return "given-name"
        case .familyName: return "family-name"
        case .birthday: return "birthday"
        }
    }
}

/// The weight, in bits, of each ``Disagreement``: `log2(m / u)` where `m` is how often true
/// duplicates disagree that way and `u` how often two records taken at random do.
///
/// `m` is estimated by expectation–maximisation on the candidate pairs, `u` from random pairs
/// of the book (see `DuplicateFinder+Estimation.swift`); the result is kept between
/// ``lowest`` and ``highest`` so that a tiny or odd book cannot turn a disagreement into
/// evidence for a match or into a veto.
struct DisagreementWeights: Equatable {
    /// Before estimation (and for books too small to estimate from): strong penalties.
    var weights: [Double] = [-12, -5, -10]
    /// The prior odds against two records being one, in bits (`log2 n` before estimation).
    var priorBits = 0.0

    /// The bounds of an estimated weight, per disagreement.
    static let lowest: [Double] = [-12, -8, -12]
    static let highest: [Double] = [-1, -1, -1]

    subscript(disagreement: Disagreement) -> Double {
        get { weights[disagreement.rawValue] }
        set { weights[disagreement.rawValue] = min(Self.highest[disagreement.rawValue], max(Self.lowest[disagreement.rawValue], newValue)) }
    }
}
