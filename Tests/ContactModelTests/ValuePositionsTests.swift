import ContactModel
import Foundation
import Testing

/// ``ValuePositions`` places a diagnostic about one value at that value's line; every other
/// diagnostic about the contact at the contact's line.
@Suite struct ValuePositionsTests {
    private var positions: ValuePositions {
        var positions = ValuePositions()
        positions.append(.phoneNumbers, line: 4)
        positions.append(.emailAddresses, line: 5)
        positions.append(.phoneNumbers, line: 7)
        return positions
    }

    @Test func theNthValueOfAListIsItsNthPosition() {
        #expect(positions.position(of: .phoneNumbers, at: 0)?.line == 4)
        #expect(positions.position(of: .phoneNumbers, at: 1)?.line == 7)
        #expect(positions.position(of: .emailAddresses, at: 0)?.line == 5)
        #expect(positions.position(of: .phoneNumbers, at: 2) == nil)
        #expect(positions.position(of: .phoneNumbers, at: -1) == nil)
        #expect(positions.position(of: .dates, at: 0) == nil)
    }

    @Test func placingGivesEachDiagnosticItsLine() {
        let about = Diagnostic.warning(.phoneInvalid, property: "TEL", "'999' left as written").about(.phoneNumbers, 1)
        let unknown = Diagnostic.warning(.phoneInvalid, property: "TEL", "'1' left as written").about(.phoneNumbers, 5)
        let general = Diagnostic.warning(.lossyMapping, line: 99, "kept as X-")
        let placed = positions.placing([about, unknown, general], contactLine: 1)
        #expect(placed.map(\.line) == [7, 1, 1])
        #expect(placed.map(\.message) == ["'999' left as written", "'1' left as written", "kept as X-"])
        #expect(ValuePositions().placing([about], contactLine: 12).map(\.line) == [12])
    }

    /// Emptied for the next contact: nothing of the last is found, and what is appended
    /// after is found as in a new one (a copy taken before keeps its own).
    @Test func removingAllForgetsEveryPosition() {
        var reused = positions
        let kept = reused
        reused.removeAll()
        #expect(reused.isEmpty)
        #expect(reused.position(of: .phoneNumbers, at: 0) == nil)
        reused.append(.emailAddresses, line: 9, column: "E-mail")
        #expect(reused.position(of: .emailAddresses, at: 0)?.line == 9)
        #expect(reused.position(of: .phoneNumbers, at: 0) == nil)
        #expect(kept.position(of: .phoneNumbers, at: 1)?.line == 7)
        var empty = ValuePositions()
        empty.removeAll()
        #expect(empty.isEmpty)
    }

    /// Emptying keeps the last contact's entries to be written over: a shorter contact after
    /// a longer one finds none of them, and equals (and hashes as) the same positions made
    /// afresh.
    @Test func aReusedTableHoldsOnlyTheNewContactsPositions() {
        var reused = positions
        reused.removeAll()
        reused.append(.phoneNumbers, line: 20, column: "Mobile")
        var fresh = ValuePositions()
        fresh.append(.phoneNumbers, line: 20, column: "Mobile")
        #expect(reused == fresh)
        #expect(reused.hashValue == fresh.hashValue)
        #expect(reused.position(of: .phoneNumbers, at: 0) == ValuePositions.Position(line: 20, column: "Mobile"))
        #expect(reused.position(of: .phoneNumbers, at: 1) == nil)
        #expect(reused.position(of: .emailAddresses, at: 0) == nil)
        #expect(reused != positions)
        reused.removeAll()
        #expect(reused == ValuePositions())
        // Longer again: written over, then appended past the old end.
        for line in 30..<35 { reused.append(.dates, line: line) }
        #expect((0..<5).map { reused.position(of: .dates, at: $0)?.line } == [30, 31, 32, 33, 34])
        #expect(reused.position(of: .phoneNumbers, at: 0) == nil)
    }

    /// An entry written over has the new list, line and column, or no column when the new
    /// value has none, whatever the old entry had (one with no column on either side has
    /// only its list and line set).
    @Test func anEntryWrittenOverHasTheNewColumnOrNone() {
        var reused = ValuePositions()
        reused.append(.phoneNumbers, line: 1, column: "Mobile")
        reused.append(.emailAddresses, line: 2)
        reused.append(.dates, line: 3)
        reused.removeAll()
        reused.append(.dates, line: 4)
        reused.append(.phoneNumbers, line: 5, column: "Work")
        reused.append(.emailAddresses, line: 6)
        var fresh = ValuePositions()
        fresh.append(.dates, line: 4)
        fresh.append(.phoneNumbers, line: 5, column: "Work")
        fresh.append(.emailAddresses, line: 6)
        #expect(reused == fresh)
        #expect(reused.hashValue == fresh.hashValue)
        #expect(reused.position(of: .dates, at: 0) == ValuePositions.Position(line: 4, column: nil))
        #expect(reused.position(of: .phoneNumbers, at: 0) == ValuePositions.Position(line: 5, column: "Work"))
        #expect(reused.position(of: .emailAddresses, at: 0) == ValuePositions.Position(line: 6, column: nil))
        #expect(reused.position(of: .phoneNumbers, at: 1) == nil)
    }

    @Test func aCSVColumnIsNamedBeforeTheMessage() {
        var positions = ValuePositions()
        positions.append(.phoneNumbers, line: 3, column: "Mobile Phone")
        let warning = Diagnostic.warning(.phoneNotNormalized, property: "TEL", "'x' left as written").about(.phoneNumbers, 0)
        let placed = positions.placing([warning], contactLine: 3)
        #expect(placed.first?.message == "column 'Mobile Phone': 'x' left as written")
        #expect(placed.first?.property == "Mobile Phone")
    }

    /// A diagnostic without a value reference encodes as before (no new key).
    @Test func theCodableFormIsUnchangedWithoutAReference() throws {
        let plain = try JSONEncoder().encode(Diagnostic.warning(.phoneInvalid, line: 3, "m"))
        #expect(!String(decoding: plain, as: UTF8.self).contains("valueReference"))
        let referring = Diagnostic.warning(.phoneInvalid, "m").about(.phoneNumbers, 2)
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: try JSONEncoder().encode(referring))
        #expect(decoded.valueReference == Diagnostic.ValueReference(.phoneNumbers, 2))
    }
}
