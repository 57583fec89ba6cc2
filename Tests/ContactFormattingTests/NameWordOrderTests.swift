import ContactFormatting
import Testing

/// The word order shared by the name splitter and the CSV writer's name columns.
@Suite struct NameWordOrderTests {
    static func isListedParticle(_ word: String) -> Bool { ["van", "der", "de", "la"].contains(word) }

    @Test func oneWordIsAGivenName() {
        let parts = NameWordOrder.parts(of: ["Madonna"], familyFirst: false, isParticle: Self.isListedParticle)
        #expect(parts == ("Madonna", "", ""))
        let han = NameWordOrder.parts(of: ["山田"], familyFirst: true, isParticle: Self.isListedParticle)
        #expect(han == ("山田", "", ""))
        #expect(NameWordOrder.parts(of: [], familyFirst: false, isParticle: Self.isListedParticle) == ("", "", ""))
    }

    @Test func familyFirstTakesTheFirstWordAsFamilyName() {
        let parts = NameWordOrder.parts(of: ["山田", "太郎", "次郎"], familyFirst: true, isParticle: Self.isListedParticle)
        #expect(parts == ("太郎", "次郎", "山田"))
    }

    @Test func particlesBeforeTheLastWordJoinTheFamilyName() {
        let parts = NameWordOrder.parts(
            of: ["Anna", "Maria", "van", "der", "Berg"], familyFirst: false, isParticle: Self.isListedParticle)
        #expect(parts == ("Anna", "Maria", "van der Berg"))
        let spanish = NameWordOrder.parts(of: ["Rosa", "de", "la", "Cruz"], familyFirst: false, isParticle: Self.isListedParticle)
        #expect(spanish == ("Rosa", "", "de la Cruz"))
    }

    @Test func theFirstWordStaysTheGivenNameEvenWhenItIsAParticle() {
        let parts = NameWordOrder.parts(of: ["de", "la", "Cruz"], familyFirst: false, isParticle: Self.isListedParticle)
        #expect(parts == ("de", "", "la Cruz"))
    }

    @Test func whatCountsAsAParticleIsTheCallers() {
        let lowerCase = NameWordOrder.parts(
            of: ["Jean", "le", "Grand", "Pen"], familyFirst: false,
            isParticle: { $0.unicodeScalars.first?.properties.isLowercase == true })
        #expect(lowerCase == ("Jean", "le Grand", "Pen"))
        let none = NameWordOrder.parts(of: ["Ludwig", "van", "Beethoven"], familyFirst: false, isParticle: { _ in false })
        #expect(none == ("Ludwig", "van", "Beethoven"))
    }
}
