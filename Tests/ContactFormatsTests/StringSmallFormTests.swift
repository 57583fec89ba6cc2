@testable import ContactFormats
import Testing

/// Strings of up to 15 bytes made in place (`String+SmallStrings`) against the standard
/// library's own: the same bits (so the same string in every respect), for every length,
/// ASCII and not, from bytes at every offset of a buffer and from buffers of exactly their
/// size; and the three initialisers that use them against the standard library's paths.
@Suite struct StringSmallFormTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    /// Pieces of one to four bytes: ASCII (letters, digits, punctuation, controls, DEL) and
    /// characters of two, three and four bytes.
    static let pieces = [
        "a", "Z", "0", ";", "\\", " ", "\t", "\u{0}", "\u{7F}", "é", "ß", "Ω", "日", "語", "ु", "€", "𝄞", "😀",
    ]

    /// Valid UTF-8 of exactly `count` bytes, random pieces (ASCII when `ascii`).
    static func text(_ count: Int, ascii: Bool, _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            let room = count - bytes.count
            let choices = pieces.filter { $0.utf8.count <= room && (!ascii || $0.utf8.count == 1) }
            bytes += Array(choices.randomElement(using: &generator)!.utf8)
        }
        return bytes
    }

    static func bits(_ text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }

    /// The standard library's string of the bytes, made through its careful path.
    static func reference(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// ``Swift/String/smallStringWords`` of a string made every common way
    /// (`VCardByteBufferSmallStringTests.variants`, a short one in reserved storage among
    /// them, which is not small) gives the standard library's own bytes, zeros past the
    /// count; every decoded string of at most 15 bytes is small where the words are read,
    /// and no longer one is.
    @Test func wordsReadAreTheStandardLibrarysBytes() {
        var generator = SeededGenerator(state: 0x5EED_0B_0F)
        for count in 0...40 {
            for round in 0..<60 {
                let bytes = Self.text(count, ascii: round % 2 == 0, &generator)
                for (index, text) in VCardByteBufferSmallStringTests.variants(bytes).enumerated() {
                    #expect(Array(text.utf8) == bytes)
                    let small = text.smallStringWords
                    if count > 15 { #expect(small == nil) }
                    if String.makesSmallStringsInPlace, index == 0, count <= 15 { #expect(small != nil, "\(bytes)") }
                    guard let small else { continue }
                    #expect(small.count == bytes.count, "\(bytes) variant \(index)")
                    var words = [UInt8]()
                    for shift in stride(from: 0, to: 64, by: 8) { words.append(UInt8(truncatingIfNeeded: small.leading >> UInt64(shift))) }
                    for shift in stride(from: 0, to: 64, by: 8) { words.append(UInt8(truncatingIfNeeded: small.trailing >> UInt64(shift))) }
                    #expect(Array(words[..<small.count]) == Array(text.utf8), "\(bytes) variant \(index)")
                    // Past the count, zeros: the discriminator is cleared.
                    #expect(words[small.count...].allSatisfy { $0 == 0 }, "\(bytes) variant \(index)")
                }
            }
        }
    }

    @Test func everyLengthHasTheStandardLibrarysBits() {
        guard String.makesSmallStringsInPlace else { return }
        var generator = SeededGenerator(state: 0x5EED_5_0A11)
        for count in 0...15 {
            for round in 0..<200 {
                let bytes = Self.text(count, ascii: round % 2 == 0, &generator)
                let expected = Self.reference(bytes)
                // Exactly sized storage: nothing before or after the bytes to read.
                let exact = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(count, 1))
                defer { exact.deallocate() }
                _ = exact.initialize(from: bytes)
                let made = String.smallString(validUTF8: UnsafePointer(exact.baseAddress!), count: count)
                #expect(made != nil)
                if round % 2 == 0 {
                    let known = String.smallString(
                        validUTF8: UnsafePointer(exact.baseAddress!), count: count, isKnownASCII: true)
                    #expect(known.map { Self.bits($0) == Self.bits(expected) } == true, "\(bytes)")
                }
                guard let made else { continue }
                #expect(Self.bits(made) == Self.bits(expected), "\(bytes)")
                #expect(made == expected)
                #expect(Array(made.utf8) == bytes)
                #expect(made.hashValue == expected.hashValue)
                #expect(made.count == expected.count)
                #expect(made + "x" == expected + "x")
                #expect(Array(made.unicodeScalars) == Array(expected.unicodeScalars))
            }
        }
    }

    @Test func theInitialisersGiveTheStandardLibrarysStrings() {
        var generator = SeededGenerator(state: 0x5EED_5_0A12)
        for count in 0...40 {
            for round in 0..<40 {
                let ascii = round % 2 == 0
                let bytes = Self.text(count, ascii: ascii, &generator)
                // Inside a longer buffer, at every offset of a word, with other bytes around.
                for offset in 0..<9 {
                    let filler = [UInt8](repeating: 0xFF, count: offset)
                    let buffer = filler + bytes + [0xC3, 0x80, 0xFF] + filler
                    buffer.withUnsafeBufferPointer { all in
                        let piece = UnsafeBufferPointer(rebasing: all[offset..<(offset + count)])
                        let expected = Self.reference(bytes)
                        #expect(String(validUTF8: piece) == expected)
                        #expect(Array(String(validUTF8: piece).utf8) == bytes)
                        #expect(String.validatingUTF8(piece) == expected)
                        if ascii {
                            #expect(String(knownASCII: piece) == expected)
                            #expect(Array(String(knownASCII: piece).utf8) == bytes)
                            #expect(String(knownASCII: piece).utf16.count == expected.utf16.count)
                        }
                        if count <= 15, String.makesSmallStringsInPlace {
                            #expect(Self.bits(String(validUTF8: piece)) == Self.bits(expected))
                            // Known ASCII: the same bits without looking at the bytes.
                            if ascii { #expect(Self.bits(String(knownASCII: piece)) == Self.bits(expected)) }
                        }
                    }
                }
            }
        }
    }

    @Test func shortBytesThatAreNotUTF8AreRefused() {
        var generator = SeededGenerator(state: 0x5EED_5_0A13)
        // Cut sequences, stray continuation bytes, overlong forms, surrogates, past U+10FFFF,
        // and random bytes, at every length up to 17.
        let bad: [[UInt8]] = [
            [0x80], [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xE0, 0x80, 0x80],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xFE],
        ]
        for count in 1...17 {
            for _ in 0..<300 {
                var bytes = Self.text(count, ascii: false, &generator)
                if Bool.random(using: &generator) {
                    let piece = bad.randomElement(using: &generator)!
                    let at = Int.random(in: 0...bytes.count, using: &generator)
                    bytes.insert(contentsOf: piece, at: at)
                    bytes = Array(bytes.prefix(max(count, piece.count)))
                } else {
                    bytes[Int.random(in: 0..<count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                let valid = bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) }
                let made = bytes.withUnsafeBufferPointer { String.validatingUTF8($0) }
                #expect((made != nil) == valid, "\(bytes)")
                #expect((made != nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
                if let made { #expect(made == Self.reference(bytes)) }
            }
        }
    }
}
