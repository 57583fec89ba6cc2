import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Deterministic damage to every fixture — truncations, byte flips, duplicated and deleted
/// lines — must end in contacts or diagnostics, never a crash or a hang; and whatever is read
/// must write and read back.
@Suite struct MutationSmokeTests {
    /// A small deterministic generator (SplitMix64), so every run tries the same cases.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static let casesPerFixture = 120

    static func mutations(of bytes: [UInt8], seed: UInt64) -> [[UInt8]] {
        var generator = SeededGenerator(state: seed)
        var results: [[UInt8]] = []
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 10 }.map { $0 + 1 }.filter { $0 < bytes.count }
        let interesting: [UInt8] = [0, 10, 13, 32, 58, 59, 61, 92, 34, 44, 0x80, 0xC3, 0xFF, 0xFE]
        for index in 0..<casesPerFixture {
            var mutated = bytes
            guard !mutated.isEmpty else { break }
            switch index % 5 {
            case 0:  // truncate anywhere
                mutated = Array(mutated.prefix(Int.random(in: 0..<mutated.count, using: &generator)))
            case 1:  // flip a few bytes to bytes that matter to the grammar
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let position = Int.random(in: 0..<mutated.count, using: &generator)
                    mutated[position] = interesting.randomElement(using: &generator)!
                }
            case 2:  // duplicate a line
                let start = lineStarts.randomElement(using: &generator)!
                let end = mutated[start...].firstIndex(of: 10).map { $0 + 1 } ?? mutated.count
                mutated.insert(contentsOf: mutated[start..<end], at: start)
            case 3:  // delete a line
                let start = lineStarts.randomElement(using: &generator)!
                let end = mutated[start...].firstIndex(of: 10).map { $0 + 1 } ?? mutated.count
                mutated.removeSubrange(start..<end)
            default:  // random bytes anywhere
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let position = Int.random(in: 0...mutated.count, using: &generator)
                    mutated.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                }
            }
            results.append(mutated)
        }
        return results
    }

    @Test(arguments: Fixtures.vCardFileNames)
    func damagedInputEndsInContactsOrDiagnostics(_ name: String) throws {
        let original = try Fixtures.bytes("vcard/" + name)
        var seed: UInt64 = 0xC0FFEE
        for byte in name.utf8 { seed = seed &* 31 &+ UInt64(byte) }
        for (index, mutated) in Self.mutations(of: original, seed: seed).enumerated() {
            let (contacts, diagnostics) = try Fixtures.readAll(mutated)
            // Every diagnostic points at a line the input has.
            let lineCount = mutated.indices.filter {
                mutated[$0] == 10 || (mutated[$0] == 13 && ($0 + 1 == mutated.count || mutated[$0 + 1] != 10))
            }.count + 1
            for diagnostic in diagnostics {
                if let line = diagnostic.line {
                    #expect((1...lineCount).contains(line), "\(name) case \(index): line \(line) of \(lineCount)")
                }
            }
            for version in VCardVersion.allCases {
                let again = try RoundTrip.through(version, contacts)
                #expect(again.count == contacts.count, "\(name) case \(index) via \(version.rawValue)")
            }
        }
    }
}
