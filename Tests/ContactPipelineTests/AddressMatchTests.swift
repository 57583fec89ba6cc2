import ContactModel
@testable import ContactPipeline
import Testing

/// Addresses in the match model after round four of issue 15: a street one typo apart, the
/// block keys that survive a mistyped or missing street, and the place keys a big book shares
/// too widely to be worth comparing; and the scoring helpers made to allocate nothing.
@Suite struct AddressMatchTests {
    typealias Book = DuplicateFinderTests

    private static func parts(_ street: String, _ city: String, _ code: String) -> (AddressParts, [UInt8]) {
        var name: [UInt8] = []
        let parts = AddressParts(PostalAddress(street: street, city: city, postalCode: code), streetName: &name)
        return (parts, name)
    }

    /// A finder holding two people, each with one home address.
    static func finder(
        _ first: (given: String, family: String, address: PostalAddress),
        _ second: (given: String, family: String, address: PostalAddress)
    ) -> DuplicateFinder {
        var finder = DuplicateFinder()
        for person in [first, second] {
            var contact = Book.person(person.given, person.family)
            contact.postalAddresses = [LabeledValue(label: .home, value: person.address)]
            finder.add(contact)
        }
        return finder
    }

    /// Whether the street names of two addresses are one typo apart, as the scorer asks it.
    private static func streetsAlike(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        AddressParts.streetNamesAlike(left + right, 0..<left.count, left.count..<(left.count + right.count))
    }

    /// FEBRL mistypes streets as often as names: "holden ctescent" is "holden crescent".
    @Test func aStreetOneTypoApartCountsAsShared() {
        let (home, homeName) = Self.parts("30 Holden Crescent", "Rochester", "3300")
        let (typed, typedName) = Self.parts("30 holden ctescent", "Ngunnawal", "3303")
        #expect(homeName == Array("holdencrescent".utf8))
        #expect(Self.streetsAlike(homeName, typedName))
        #expect(home.agreement(with: typed) == (0, 4))
        #expect(home.agreement(with: typed, streetsAlike: true) == (2, 4))  // street and house number
        // Short names and two typos are no likeness.
        #expect(!Self.streetsAlike(Array("elm".utf8), Array("elk".utf8)))
        #expect(!Self.streetsAlike(homeName, Array("holdnectescent".utf8)))
    }

    /// Through the finder: the mistyped street is evidence for the pair, not against it.
    @Test func theScorerSeesAMistypedStreet() {
        let finder = Self.finder(
            ("James", "Sebregts", PostalAddress(street: "30 Holden Crescent", city: "Rochester", postalCode: "3300")),
            ("James", "Sebregts", PostalAddress(street: "30 holden ctescent", city: "Rochester", postalCode: "3303")))
        let evidence = finder.explainPair(0, 1).evidence
        #expect(evidence.contains { $0.field == "address" && $0.finding == "three parts the same" })
    }

    /// Two cards of one person with both names replaced and another street written: the
    /// extended address (a farm, a building) still meets them, and is evidence of its own.
    @Test func aSharedExtendedAddressProposesThePair() {
        let finder = Self.finder(
            ("Rosie", "Reid", PostalAddress(extendedAddress: "Nevah Farm", street: "70 Quarry Road", city: "Bayswater North", postalCode: "3182")),
            ("Kyle", "Brain", PostalAddress(extendedAddress: "nevah farm", street: "769 Mill Lane", city: "Kempsey", postalCode: "3128")))
        let pair = finder.explainPairs([(0, 1)])[0]
        #expect(pair.wasProposed)
        #expect(pair.evidence.contains { $0.field == "address" && $0.finding.hasPrefix("same extended address") && $0.weight > 0 })
    }

    /// The house number with the street's first four letters meets a street mistyped further
    /// on, with another city and postal code.
    @Test func aHouseNumberWithTheStreetsStartProposesThePair() {
        let finder = Self.finder(
            ("Coby", "Fleet", PostalAddress(street: "27 Heagney Crescent", city: "Cremorne", postalCode: "3078")),
            ("Cobuy", "Berry", PostalAddress(street: "27 heagney ctescent", city: "Richmond", postalCode: "3121")))
        #expect(finder.explainPairs([(0, 1)])[0].wasProposed)
    }

    /// A house number that fifty records share in one city and postal code proposes none of
    /// their pairs (at a million records such blocks gave four million pairs); a smaller block
    /// limit is not needed to show it, a larger one brings the pairs back.
    @Test func anOversizedPlaceBlockIsLeftOut() {
        func finder(maximumBlockSize: Int) -> DuplicateFinder {
            var finder = DuplicateFinder(configuration: .init(maximumBlockSize: maximumBlockSize))
            for index in 0..<50 {
                let letters = String(UnicodeScalar(UInt8(97 + index / 26))) + String(UnicodeScalar(UInt8(97 + index % 26)))
                var contact = Book.person("Given" + letters, "Family" + letters + "ton")
                contact.postalAddresses = MatchModelTests.address("12 \(letters)ly Road", "Springfield", "4000")
                finder.add(contact)
            }
            return finder
        }
        #expect(!finder(maximumBlockSize: 48).explainPairs([(0, 1)])[0].wasProposed)
        #expect(finder(maximumBlockSize: 64).explainPairs([(0, 1)])[0].wasProposed)
    }

    /// Jaro–Winkler now works in scratch space on the stack: the classic values hold.
    @Test func jaroWinklerGivesTheClassicValues() {
        func similarity(_ left: String, _ right: String) -> Double {
            let bytes = Array(left.utf8) + Array(right.utf8)
            return ComparableNames.jaroWinkler(bytes, 0..<left.utf8.count, left.utf8.count..<bytes.count)
        }
        #expect(abs(similarity("martha", "marhta") - 0.9611) < 0.0001)
        #expect(abs(similarity("dwayne", "duane") - 0.84) < 0.0001)
        #expect(abs(similarity("dixon", "dicksonx") - 0.8133) < 0.0001)
        #expect(similarity("abc", "xyz") == 0)
        let long = String(repeating: "a", count: 80)
        #expect(similarity(long, long) == 1)
    }

    /// The quick bound in ``ComparableNames/isSimilar(_:_:)`` never turns away names that
    /// Jaro–Winkler finds similar: on every pair of some real names and of 150 pseudo-random
    /// words over five letters (many of them similar), the answer is Jaro–Winkler's.
    @Test func theSimilarityBoundAgreesWithJaroWinkler() {
        var texts = [
            "martha", "marhta", "dwayne", "duane", "dixon", "dicksonx", "stefanie", "steffi", "katharina", "katarina",
            "catherine", "kathryn", "jonathan", "johnathan", "aleksandr", "alexander", "mueller", "muller", "zz",
        ]
        var state: UInt64 = 42
        for _ in 0..<150 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = 4 + Int((state >> 33) % 6)
            texts.append(String((0..<length).map { Character(UnicodeScalar(UInt8(97 + (state >> UInt64(8 + 3 * $0)) % 5))) }))
        }
        let names = ComparableNames(givenNames: texts, familyNames: [])
        var similar = 0
        var different = 0
        for left in names.givenNames {
            for right in names.givenNames where right != left {
                let expected = names.jaroWinkler(left, right) >= ComparableNames.similarNameBar
                if names.isSimilar(left, right) != expected { Issue.record("\(left) \(right): expected \(expected)") }
                if expected { similar += 1 } else { different += 1 }
            }
        }
        #expect(similar > 100 && different > 100)
    }

    /// Birthdays are compared digit by digit without making text; numbers of different
    /// lengths are never one slip apart.
    @Test func birthdaySlipsOnDigitsWithoutText() {
        #expect(!PairScorer.isBirthdayTypo(9_560_409, 19_560_409))
        #expect(PairScorer.isBirthdayTypo(19_560_409, 19_650_409))  // swapped year digits
        #expect(!PairScorer.isBirthdayTypo(19_560_409, 19_650_490))
        #expect(!PairScorer.isBirthdayTypo(0, 19_560_409))
    }
}
