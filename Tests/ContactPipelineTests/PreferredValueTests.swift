import ContactModel
import Testing

@testable import ContactPipeline

/// Issue 33, "choose which value survives": the name, phone number and e-mail address a
/// person chose lead the merged contact; nothing else is lost.
@Suite struct PreferredValueTests {
    let unifier = Unifier()

    static let bob = Contact(
        givenName: "Bob", familyName: "Miller",
        phoneNumbers: [
            LabeledValue(label: .home, value: "+1 415 555 0101", preference: 1),
            LabeledValue(label: .work, value: "+1 415 555 0199"),
        ],
        emailAddresses: [LabeledValue(label: .home, value: "bob@example.com", preference: 1)])
    static let robert = Contact(
        givenName: "Robert", middleName: "James", familyName: "Miller",
        phoneNumbers: [
            LabeledValue(label: .mobile, value: "(415) 555-0150", preference: 2),
            LabeledValue(label: .work, value: "+14155550199"),
        ],
        emailAddresses: [LabeledValue(label: .work, value: "robert.miller@example.org")])

    func alternates(_ contact: Contact, field: String) -> [String] {
        contact.extensions.filter {
            $0.name == Unifier.alternatePropertyName && $0.parameters.firstValue(named: "FIELD") == field
        }.map(\.value)
    }

    @Test func withoutAChoiceTheMostCompleteNameAndTheFirstValuesLead() {
        let merged = unifier.merge([Self.bob, Self.robert])
        #expect(merged.givenName == "Robert")
        #expect(merged.phoneNumbers.map(\.value) == ["+1 415 555 0101", "+1 415 555 0199", "(415) 555-0150"])
        #expect(merged.phoneNumbers.map(\.preference) == [1, nil, 2])
    }

    /// The chosen name wins as a unit; the other name is kept as alternates.
    @Test func theChosenRecordsNameWinsAndTheOtherIsKept() {
        let merged = unifier.merge([Self.bob, Self.robert], preferring: [.name(of: 0)])
        #expect(merged.givenName == "Bob" && merged.middleName == "" && merged.familyName == "Miller")
        #expect(alternates(merged, field: "givenName") == ["Robert"])
        #expect(alternates(merged, field: "middleName") == ["James"])
    }

    /// The chosen phone comes first with preference 1; the others keep their order, a
    /// preferred one ranked one lower; none is lost.
    @Test func theChosenPhoneComesFirstAndIsTheOnlyFirstChoice() {
        let merged = unifier.merge([Self.bob, Self.robert], preferring: [.phoneNumber(0, of: 1)])
        #expect(merged.phoneNumbers.map(\.value) == ["(415) 555-0150", "+1 415 555 0101", "+1 415 555 0199"])
        #expect(merged.phoneNumbers.map(\.preference) == [1, 2, nil])
        #expect(merged.phoneNumbers[0].label == .mobile)
    }

    /// A value two records share (one written as digits) is one value; choosing it through
    /// either record moves the one merged value.
    @Test func aSharedValueIsChosenThroughEitherRecord() {
        let throughBob = unifier.merge([Self.bob, Self.robert], preferring: [.phoneNumber(1, of: 0)])
        let throughRobert = unifier.merge([Self.bob, Self.robert], preferring: [.phoneNumber(1, of: 1)])
        #expect(throughBob == throughRobert)
        #expect(throughBob.phoneNumbers.map(\.value) == ["+1 415 555 0199", "+1 415 555 0101", "(415) 555-0150"])
        #expect(throughBob.phoneNumbers.map(\.preference) == [1, 2, 3])
    }

    /// Where each record's value went in the merge (what the review page shows a choice
    /// with): values written differently but united by the merge point at one value.
    @Test func eachValueIsFoundWhereTheMergePutIt() {
        var shouting = Self.robert
        shouting.emailAddresses.append(LabeledValue(value: "BOB@EXAMPLE.COM"))
        let merged = unifier.merge([Self.bob, shouting])
        #expect(Self.robert.phoneNumbers.map { Unifier.indexOfPhoneNumber($0.value, in: merged) } == [2, 1])
        #expect(Self.bob.phoneNumbers.map { Unifier.indexOfPhoneNumber($0.value, in: merged) } == [0, 1])
        #expect(shouting.emailAddresses.map { Unifier.indexOfEmailAddress($0.value, in: merged) } == [1, 0])
        #expect(Unifier.indexOfPhoneNumber("+1 415 555 0177", in: merged) == nil)
        #expect(Unifier.indexOfEmailAddress("nobody@example.com", in: merged) == nil)
    }

    @Test func theChosenEmailComesFirstFoldedAsTheMergeFoldsIt() {
        var shouting = Self.robert
        shouting.emailAddresses.append(LabeledValue(value: "BOB@EXAMPLE.COM"))
        let merged = unifier.merge([Self.bob, shouting], preferring: [.emailAddress(0, of: 1)])
        #expect(merged.emailAddresses.map(\.value) == ["robert.miller@example.org", "bob@example.com"])
        #expect(merged.emailAddresses.map(\.preference) == [1, 2])
    }

    /// Of two choices of one field the last wins; a choice that names nothing is left out.
    @Test func theLastChoiceWinsAndAChoiceOfNothingIsLeftOut() {
        let merged = unifier.merge(
            [Self.bob, Self.robert],
            preferring: [.name(of: 1), .name(of: 0), .phoneNumber(5, of: 0), .emailAddress(0, of: 7), .name(of: 9)])
        #expect(merged.givenName == "Bob")
        #expect(merged.phoneNumbers == unifier.merge([Self.bob, Self.robert]).phoneNumbers)
        #expect(merged.emailAddresses == unifier.merge([Self.bob, Self.robert]).emailAddresses)
        let nameless = unifier.merge([Contact(note: "no name"), Self.bob], preferring: [.name(of: 0)])
        #expect(nameless.givenName == "Bob")
    }

    /// The stage takes the choices by input position and hands each to the merge of the
    /// cluster holding its record, after the records are normalized (positions, not text).
    @Test func theStageAppliesChoicesByInputPosition() throws {
        var first = Self.robert
        first.uid = "r1"
        var second = Self.bob
        second.uid = "r2"
        let loner = Contact(givenName: "Ada", familyName: "Quist", phoneNumbers: [LabeledValue(value: "+1 206 555 0177")])
        var stage = DeduplicationStage(
            configuration: .init(region: "US"),
            normalizingForMatching: { ContactNormalizer(region: "US") },
            constraints: { contacts, _ in
                var constraints = DedupeConstraints()
                constraints.keepTogether([1, 2])
                constraints.prefer(.name(of: 2))
                constraints.prefer(.phoneNumber(0, of: 1))
                constraints.prefer(.emailAddress(0, of: 2))
                constraints.prefer(.phoneNumber(0, of: 0))  // the loner: no merge, no change
                return constraints
            })
        _ = stage.process(loner)
        _ = stage.process(first)
        _ = stage.process(second)
        var out: [Contact] = []
        stage.finish { out += $0 }
        #expect(out.count == 2)
        #expect(out[0] == loner)
        let merged = out[1]
        #expect(merged.givenName == "Bob")
        #expect(merged.phoneNumbers.first.map { Unifier.phoneKey($0.value).hasSuffix("4155550150") } == true)
        #expect(merged.phoneNumbers.first?.preference == 1)
        #expect(merged.emailAddresses.map(\.value) == ["bob@example.com", "robert.miller@example.org"])
        #expect(merged.phoneNumbers.count == 3 && merged.phoneNumbers.filter { $0.preference == 1 }.count == 1)
    }

    @Test func choicesFollowTheirRecordsWhenMapped() {
        var constraints = DedupeConstraints()
        constraints.keepTogether([3, 4])
        constraints.prefer(.emailAddress(2, of: 4))
        constraints.prefer(.name(of: 5))
        let mapped = constraints.mapped { $0 == 5 ? nil : $0 + 10 }
        #expect(mapped.preferredValues == [.emailAddress(2, of: 14)])
        #expect(!mapped.isEmpty && DedupeConstraints().isEmpty)
    }

    /// The review page skips a name choice when the record's name is the merged one: every
    /// part a name choice takes must count, or a choice that changes the merge is lost.
    @Test func everyPartAChoiceTakesMakesTheNameDiffer() {
        let name = Contact(formattedName: "Ada Quill", givenName: "Ada", familyName: "Quill")
        #expect(Unifier.haveSameName(name, name))
        for part in Unifier.TextField.nameParts + [.formattedName] {
            var other = name
            part.set(part == .formattedName ? "Ada Q." : "Different", in: &other)
            #expect(!Unifier.haveSameName(name, other), "\(part)")
        }
    }
}
