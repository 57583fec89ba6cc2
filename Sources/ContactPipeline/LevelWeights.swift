/// A comparison level whose weight is estimated from the book: how often true duplicates show
/// it differs from book to book (a phone's contacts rarely carry two given names for one
/// person; a book keyed in by hand often does; one book's addresses are complete, another's
/// half missing), so a fixed weight is wrong somewhere.
enum EstimatedLevel: Int, CaseIterable {
    /// Given names that are no nickname, typo, initial, short form or similar spelling.
    case givenNameDiffers
    /// Family names that neither sound alike, share a word nor look similar (maiden names).
    case familyNameDiffers
    /// Two birthdays that differ by more than a typing slip.
    case birthdayDiffers
    /// Two full birthdays one typing slip apart (a digit, neighbours swapped, day and month).
    case birthdaySlip
    /// Two addresses with nothing in common (see ``AddressParts``).
    case addressDiffers
    /// Addresses sharing one part (street name, postal code or city).
    case addressSharesOnePart
    /// Addresses sharing two parts.
    case addressSharesTwoParts
    /// Addresses sharing three or four parts (or a whole street with its postal code).
    case addressSharesThreeParts
    /// Given names one typo apart or sounding alike.
    case givenNameTypo
    /// Given names similar by Jaro–Winkler.
    case givenNameSimilar
    /// Family names one typo apart or sounding alike.
    case familyNameTypo
    /// Family names sharing a word or similar by Jaro–Winkler.
    case familyNameSimilar
    /// One name written in the other's place (given on one card is family on the other),
    /// the other name different.
    case nameCrossedOnce
    /// The same extended address (a building, a farm, a unit) on both cards: its own
    /// comparison, beside the address parts (counted among them, it moved their weights).
    case extendedAddressSame
    /// Given names the generated diminutive table relates (`gosia` and `malgorzata`; see
    /// `NicknameTable+Diminutives.swift`).
    case givenNameDiminutive
    /// A given name that is the start of the other with a diminutive ending no table lists
    /// (`steffi` and `stefanie`).
    case givenNameUnseenDiminutive
    /// Different family names on two cards with the same given name (or a hand-table
    /// nickname) that share a mobile or an email no more than four names use: a maiden and a
    /// married name. Its `u` is not
    /// from random pairs (they never share a mobile) but from the book's pairs that share one
    /// under different given names (see `DuplicateFinder+Estimation.swift`).
    case familyNameMarried

    var name: String {
        switch self {
        case .givenNameDiffers: return "given-name different"
        case .familyNameDiffers: return "family-name different"
        case .birthdayDiffers: return "birthday different"
        case .birthdaySlip: return "birthday one slip apart"
        case .addressDiffers: return "address different"
        case .addressSharesOnePart: return "address one part"
        case .addressSharesTwoParts: return "address two parts"
        case .addressSharesThreeParts: return "address three parts"
        case .givenNameTypo: return "given-name typo"
        case .givenNameSimilar: return "given-name similar"
        case .familyNameTypo: return "family-name typo"
        case .familyNameSimilar: return "family-name similar"
        case .nameCrossedOnce: return "name crossed once"
        case .extendedAddressSame: return "extended address same"
        case .givenNameDiminutive: return "given-name diminutive"
        case .givenNameUnseenDiminutive: return "given-name unseen diminutive"
        case .familyNameMarried: return "family-name married"
        }
    }
}

/// The weight, in bits, of each ``EstimatedLevel``: `log2(m / u)` where `m` is how often true
/// duplicates show that level and `u` how often two records taken at random do.
///
/// `m` is estimated by expectation–maximisation on the candidate pairs, `u` from random pairs
/// of the book (see `DuplicateFinder+Estimation.swift`); the result is kept between
/// ``lowest`` and ``highest`` so that a tiny or odd book cannot turn a disagreement into
/// evidence for a match, a disagreement into a veto, or a partial agreement into proof.
struct LevelWeights: Equatable {
    /// Before estimation (and for books too small to estimate from).
    var weights: [Double] = [-12, -5, -10, 1, -1, 1, 3, 5, 4, 2, 3, 2, 2, 3, 5, 3, -2]
    /// The prior odds against two records being one, in bits (`log2 n` before estimation).
    var priorBits = 0.0

    /// The bounds of an estimated weight, per level.
    static let lowest: [Double] = [-12, -8, -12, 0, -6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -8]
    static let highest: [Double] = [-1, -1, -1, 8, 0, 6, 10, 12, 10, 6, 10, 6, 8, 8, 10, 8, 0]

    subscript(level: EstimatedLevel) -> Double {
        get { weights[level.rawValue] }
        set { weights[level.rawValue] = min(Self.highest[level.rawValue], max(Self.lowest[level.rawValue], newValue)) }
    }
}

extension EstimatedLevel {
    /// The levels of the address comparison (one of them per pair that has addresses on both
    /// sides).
    static let addressLevels: [EstimatedLevel] = [.addressDiffers, .addressSharesOnePart, .addressSharesTwoParts, .addressSharesThreeParts]
}
