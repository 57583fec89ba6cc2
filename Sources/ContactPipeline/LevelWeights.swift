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
    /// Two organization names with the same words up to typos, abbreviations and initials
    /// (``OrganizationNames/Comparison/similar``).
    case organizationSimilar
    /// One organization name inside the other (`Fenix` / `Fenix at the Argyle`).
    case organizationContained
    /// Two organization names sharing a word that names the organization, each with words
    /// the other lacks (`Ritz-Carlton Café` / `Ritz-Carlton Dining Room`).
    case organizationPartial
    /// Two organization names sharing no word that names the organization.
    case organizationDiffers
    /// Two organization names that differ only in their branch markers (`East` / `West`).
    case organizationBranchesDiffer
    /// Phones on both cards, none in common (both with mobiles is ``PairScorer/Weights/mobilesDiffer``).
    case phonesDiffer
    /// Emails on both cards, none in common.
    case emailsDiffer

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
        case .organizationSimilar: return "organization similar"
        case .organizationContained: return "organization contained"
        case .organizationPartial: return "organization partial"
        case .organizationDiffers: return "organization different"
        case .organizationBranchesDiffer: return "organization branches differ"
        case .phonesDiffer: return "phones different"
        case .emailsDiffer: return "emails different"
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
    /// The documented defaults (the Deduplication article lists them): what a phone's address
    /// book and a book of businesses typically give. A book's own estimate moves away from
    /// them as its evidence grows (see `DuplicateFinder+Estimation.swift`), so a book of ten
    /// records keeps them and one of ten thousand has its own.
    var weights: [Double] = [-8, -7, -7, 4, -5, 0, 2, 10, 6, 3, 6, 4, 1, 3, 3, 6, -2, 7, 6, 1, -8, -5, -2, -4]
    /// The prior odds against two records being one, in bits (`log2 n` before estimation).
    var priorBits = 0.0
    /// What the book says about different given names sharing a household's values (see
    /// `DuplicateFinder.householdEvidence`).
    var households = Households()

    /// Candidate pairs with clearly different names, a shared value and full birthdays on
    /// both cards, how many of them have different birthdays (two people), and whether shared
    /// values are therefore a household's (the default, and with too few such pairs to tell).
    struct Households: Equatable {
        var pairs = 0
        var twoPeople = 0
        var shareValues = true
    }

    /// The bounds of an estimated weight, per level.
    static let lowest: [Double] = [-12, -8, -12, 0, -6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, -8, -12, -12, -6, -6]
    static let highest: [Double] = [-2, -1, -1, 8, 0, 6, 10, 12, 10, 6, 10, 6, 8, 8, 10, 8, 0, 12, 10, 4, -2, -2, 0, 0]

    subscript(level: EstimatedLevel) -> Double {
        get { weights[level.rawValue] }
        set { weights[level.rawValue] = min(Self.highest[level.rawValue], max(Self.lowest[level.rawValue], newValue)) }
    }
}

extension EstimatedLevel {
    /// The disagreements that are strong evidence against a match where the book makes them
    /// weigh enough (``PairScorer/Score/strongAgainst``).
    static let strongAgainst: Set<EstimatedLevel> = [
        .givenNameDiffers, .birthdayDiffers, .organizationDiffers, .organizationBranchesDiffer,
    ]

    /// The levels of the address comparison (one of them per pair that has addresses on both
    /// sides).
    static let addressLevels: [EstimatedLevel] = [.addressDiffers, .addressSharesOnePart, .addressSharesTwoParts, .addressSharesThreeParts]
}
