import ContactModel

/// The parts of a contact's first postal address that a duplicate is compared on, each as a
/// hash of its folded text (0 when missing): the house number, the street name without it
/// (spaces removed: "pridham street" meets "pridhamstreet"), the postal code, the city, and
/// the extended address (a building, a farm, a unit: "wandearah", "gillin park"). The
/// extended address is a comparison of its own (``EstimatedLevel/extendedAddressSame``), not
/// one of the shared parts: counted among them, it moved the estimated address weights so
/// that FEBRL1 lost four true pairs.
///
/// Each part is corrupted, abbreviated or left out on its own, so the finder counts how many
/// agree (see ``PairScorer``'s address levels) instead of asking for the whole address.
struct AddressParts: Equatable {
    var number: UInt32 = 0
    /// The street name without house number and spaces.
    var street: UInt32 = 0
    /// The street's core: its name without house number, street type, compass direction and
    /// spaces, ordinals as figures (``StreetWords``).
    var core: UInt32 = 0
    /// The street's compass direction (``StreetWords/directions``), 0 when none.
    var direction: UInt8 = 0
    var postalCode: UInt32 = 0
    var locality: UInt32 = 0
    var extended: UInt32 = 0

    /// The parts of `address`; all zero when it has none of them.
    init(_ address: PostalAddress) {
        var streetName: [UInt8] = []
        self.init(address, streetName: &streetName)
    }

    /// The parts of `address`, and the folded street name without house number and spaces
    /// (to tell two street names one typo apart: ``streetNamesAlike(_:_:_:)``).
    ///
    /// Two streets are the same when their names are, one typo apart, or their cores are. The
    /// core is what is left of the street without its house number (a range such as
    /// `8938-40` is one number), street types (`Ave`, `Street`, `straße`, also joined to the
    /// name: `goodwinstreet`, `Hauptstr.`) and compass direction, ordinals written as figures,
    /// spaces removed: `747 9th Ave.` and `747 Ninth Avenue` share `9th`, `10 S Kedzie Ave`
    /// and `10 S. Kedzie` share `kedzie`. A street that is nothing but such words keeps them all.
    ///
    /// With `cuttingASCIIOnBytes`, an ASCII street is cut into words and its types found on
    /// bytes, else character by character as any text (the same parts).
    init(_ address: PostalAddress, streetName: inout [UInt8], cuttingASCIIOnBytes: Bool = true) {
        let street = TextFolding.fold(address.street)
        let isASCII = cuttingASCIIOnBytes && street.utf8.allSatisfy { $0 < 0x80 }
        var name = ""
        var core: [Substring] = []
        var afterNumber = false
        for word in TextFolding.spaceSeparatedWords(street, isASCII: isASCII) {
            let isNumber = word.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 })
            if number == 0 && isNumber {
                number = Self.hash(word.utf8, seed: 7)
                afterNumber = true
                continue
            }
            if isNumber && afterNumber { continue }
            afterNumber = false
            name += word
            let text = String(word)
            if let direction = StreetWords.directions[text] {
                self.direction = direction
            } else if !StreetWords.types.contains(text) {
                core.append(StreetWords.ordinals[text].map { Substring($0) } ?? word)
            }
        }
        if let last = core.last {
            for type in StreetWords.joinedTypes
            where last.utf8.count >= type.utf8.count + 3
                && (isASCII ? last.utf8.suffix(type.utf8.count).elementsEqual(type.utf8) : last.hasSuffix(type))
            {
                core[core.count - 1] = last.dropLast(type.count)
                break
            }
        }
        if !name.isEmpty { self.street = Self.hash(name.utf8, seed: 8) }
        let joined = core.isEmpty ? name : core.joined()
        if !joined.isEmpty { self.core = Self.hash(joined.utf8, seed: 13) }
        streetName = Array(name.utf8)
        let extended = TextFolding.fold(address.extendedAddress).utf8.filter { $0 != 0x20 }
        if !extended.isEmpty { self.extended = Self.hash(extended, seed: 11) }
        let code = TextFolding.fold(address.postalCode).utf8.filter { $0 != 0x20 }
        if !code.isEmpty { postalCode = Self.hash(code, seed: 9) }
        let locality = TextFolding.fold(address.city)
        if !locality.isEmpty { self.locality = Self.hash(locality.utf8, seed: 10) }
    }

    init() {}

    /// Whether no part is known.
    var isEmpty: Bool { number == 0 && street == 0 && postalCode == 0 && locality == 0 && extended == 0 }

    /// How many parts two addresses share, and how many both have: the house number counts
    /// only beside another shared part (many people live at number 12), and two different
    /// house numbers leave at most one part shared (neighbours share street, postal code and
    /// city).
    ///
    /// `streetsAlike`: the two street names are one typo apart (``streetNamesAlike(_:_:_:)``),
    /// and count as shared.
    func agreement(with other: AddressParts, streetsAlike: Bool = false) -> (shared: Int, comparable: Int) {
        var shared = 0
        var comparable = 0
        func compare(_ left: UInt32, _ right: UInt32) {
            guard left != 0 && right != 0 else { return }
            comparable += 1
            if left == right { shared += 1 }
        }
        // Two compass directions that differ are two streets (`W 18th St`, `E 18th St`).
        let directionsDiffer = direction != 0 && other.direction != 0 && direction != other.direction
        if street != 0 && other.street != 0 {
            comparable += 1
            if (street == other.street || core == other.core || streetsAlike) && !directionsDiffer { shared += 1 }
        }
        compare(postalCode, other.postalCode)
        compare(locality, other.locality)
        if number != 0 && other.number != 0 {
            comparable += 1
            if number == other.number {
                if shared > 0 { shared += 1 }
            } else {
                // Another house in the same street or town: a neighbour shares that much.
                shared = min(shared, 1)
            }
        }
        return (shared, comparable)
    }

    /// Whether two addresses are one dwelling: the same house number in the same street (or
    /// one typo apart), and no other postal code or city: not a neighbour, nor the same number
    /// and street name in another town.
    func isSameDwelling(as other: AddressParts, streetsAlike: Bool) -> Bool {
        guard number != 0 && number == other.number && street != 0
            && (street == other.street || core == other.core || streetsAlike),
            direction == 0 || other.direction == 0 || direction == other.direction
        else { return false }
        let postalCodesAgree = postalCode == 0 || other.postalCode == 0 || postalCode == other.postalCode
        let localitiesAgree = locality == 0 || other.locality == 0 || locality == other.locality
        return postalCodesAgree && localitiesAgree
    }

    /// Whether two folded street names (no house number, no spaces) of five bytes or more,
    /// `bytes[left]` and `bytes[right]`, are one typo apart: "holdenctescent" and
    /// "holdencrescent" (FEBRL mistypes streets as often as names).
    static func streetNamesAlike(_ bytes: [UInt8], _ left: Range<Int>, _ right: Range<Int>) -> Bool {
        min(left.count, right.count) >= 5 && ComparableNames.isWithinOneEdit(bytes, left, right)
    }

    /// A non-zero 32-bit hash.
    private static func hash<S: Sequence>(_ bytes: S, seed: UInt64) -> UInt32 where S.Element == UInt8 {
        let value = UInt32(truncatingIfNeeded: TextFolding.stableHash(bytes, seed: seed))
        return value == 0 ? 1 : value
    }
}
