/// Why a phone number that was read is still not a valid number of its region.
///
/// ``PhoneNumber/problem`` gives it: nil for a valid number. Normalizers keep a number with
/// a problem exactly as it was written, since an E.164 form of an impossible number looks
/// just like a real one.
public enum PhoneNumberProblem: String, Sendable, Hashable, CaseIterable {
    /// Fewer digits than any number of its country (`999` in the US).
    case tooShort = "too-short"
    /// More digits than any number of its country (`(201) 577-62226` in the US).
    case tooLong = "too-long"
    /// A length between two lengths the country uses, but not one of them.
    case invalidLength = "invalid-length"
    /// A length that only local numbers have: a subscriber number without its area code.
    case localOnly = "local-only"
    /// A length numbers of the region have, but no kind of number of the region is numbered
    /// so (a Dutch `02 2106 7942` read as a US number). With "accept possible", such a
    /// number is accepted.
    case invalidForRegion = "invalid-for-region"

    /// Whether the number has a full length of its country (the only problem is its digits).
    public var isPossible: Bool { self == .invalidForRegion }
}
