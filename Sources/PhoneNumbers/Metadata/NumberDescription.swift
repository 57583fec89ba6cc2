/// The numbers of one kind in a region (all numbers, fixed-line, mobile, toll-free, ...):
/// a validation pattern and the lengths such numbers can have.
///
/// A class, made once per region: validation tries up to eleven kinds per number, and a
/// struct holding a pattern (a string and an array) was copied, with its reference counts,
/// at every try.
final class NumberDescription: Sendable {
    /// The kinds of description in the metadata, in the order `PhoneNumber.type` checks them.
    enum Kind: Int, Sendable, CaseIterable {
        case general, fixedLine, mobile, tollFree, premiumRate, sharedCost, voip
        case personalNumber, pager, uan, voicemail

        /// The key used in the generated metadata text.
        var metadataKey: String {
            switch self {
            case .general: "gen"
            case .fixedLine: "fix"
            case .mobile: "mob"
            case .tollFree: "tf"
            case .premiumRate: "pr"
            case .sharedCost: "sc"
            case .voip: "voip"
            case .personalNumber: "pn"
            case .pager: "pg"
            case .uan: "uan"
            case .voicemail: "vm"
            }
        }

        /// The kind for a metadata key, if known.
        init?(metadataKey: Substring) {
            guard let kind = Kind.allCases.first(where: { $0.metadataKey == metadataKey }) else {
                return nil
            }
            self = kind
        }
    }

    /// The full-match validation pattern for national significant numbers.
    let pattern: DigitPattern
    /// Lengths a number of this kind can have.
    let possibleLengths: PossibleLengths
    /// Lengths that are only diallable locally (subscriber number without area code).
    let localOnlyLengths: PossibleLengths

    init(pattern: DigitPattern, possibleLengths: PossibleLengths, localOnlyLengths: PossibleLengths) {
        self.pattern = pattern
        self.possibleLengths = possibleLengths
        self.localOnlyLengths = localOnlyLengths
    }

    /// Whether `digits` is a number of this kind: right length, and the pattern matches.
    func matches(_ digits: [UInt8]) -> Bool {
        digits.withUnsafeBufferPointer { matches($0) }
    }

    /// Whether `digits` have one of the lengths and match the pattern.
    func matches(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        if !possibleLengths.isEmpty && !possibleLengths.contains(digits.count) { return false }
        return pattern.matchesFully(digits)
    }
}
