@testable import ContactFormats
import ContactModel
import Foundation
import Testing

/// The writer's word tests and the values it copies without escaping: the shared mask of
/// ``VCardText/bytesNeedingNoEscape(_:)`` against a byte-by-byte answer, and phone numbers
/// ``VCardCardComposer/telephoneShape(_:)`` finds plain written as the careful path writes
/// them (escaped, through the composed card).
@Suite struct VCardPlainValueTests {
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x5C || byte == 0x3B || byte == 0x2C
    }

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
    }

    /// Every byte at every place among fillers of each kind (ASCII letters, spaces, bytes
    /// of 0x80 and above, DEL, the patterns' neighbours): the mask's high bit of a byte is
    /// set exactly when the byte needs no escape, and the two word tests say so.
    @Test func everyByteAtEveryPlace() {
        let fillers: [UInt8] = [0x41, 0x20, 0x80, 0xAC, 0xBB, 0xDC, 0xFF, 0x7E, 0x2B, 0x2D, 0x3A, 0x3C, 0x5B, 0x5D, 0x1F, 0x7F]
        for filler in fillers {
            for byte in 0...255 {
                for position in 0..<8 {
                    var bytes = Array(repeating: filler, count: 8)
                    bytes[position] = UInt8(byte)
                    check(bytes)
                }
            }
        }
    }

    /// Words of bytes drawn from the ones that matter and from anywhere.
    @Test func seededWords() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let interesting: [UInt8] = [0, 9, 10, 13, 0x1F, 0x20, 0x2C, 0x3B, 0x5C, 0x7F, 0x80, 0xAC, 0xBB, 0xDC, 0xFF, 0x61]
        for _ in 0..<50_000 {
            let random = next()
            let bytes = (0..<8).map { index -> UInt8 in
                let pick = UInt8(truncatingIfNeeded: random >> (8 * index))
                return pick & 1 == 0 ? interesting[Int(pick >> 4)] : pick
            }
            check(bytes)
        }
    }

    private func check(_ bytes: [UInt8]) {
        let word = Self.word(bytes)
        let mask = VCardText.bytesNeedingNoEscape(word)
        for (index, byte) in bytes.enumerated() {
            let clear = mask >> (8 * index + 7) & 1 == 1
            #expect(clear == !Self.needsEscape(byte), "\(bytes) at \(index)")
        }
        let escape = bytes.contains(where: Self.needsEscape)
        #expect(VCardText.mayNeedEscape(word) == escape, "\(bytes)")
        #expect(VCardText.mayNeedEscapeOrHoldDelete(word) == (escape || bytes.contains(0x7F)), "\(bytes)")
    }

    static let numbers = [
        "", " ", "+", "+1", "+1 (555) 0100", "555-0100", "+1-555-0100", "+44 20 7946 0958", "098765 50189",
        "555;0100", "555,0100", "555\\0100", "555\t0100", "555\u{1}0100", "555\u{7F}0100", "555\r\n0100",
        "555\n", ";", ",", "\\", "\u{7F}", "\t", "é 555", "日本 03-5555-0100", "+1 555 ext. 3", "+1-555-0100 ext. 42",
        "+1-555 ext. 4;a", "ext, 5", "+1 (555)\u{200B}0100", "+1 555 0100 #22", "tel:+1-555-0100", "1*2#3",
        String(repeating: "5", count: 80), String(repeating: "55 ", count: 30) + ";", String(repeating: "é5", count: 40),
    ]

    /// ``VCardCardComposer/telephoneShape(_:)`` against a byte-by-byte look: a global
    /// number as written, a space followed by `e` anywhere, and plain exactly when escaping
    /// leaves the number as it is and it holds no control character at all (TAB too).
    @Test(arguments: numbers + [
        "+1-555-0100", "+1 555", " ext. 1", "+1 (555) 0100 ext. 7", "+é", "+1-555\u{301}", "+1-555 Ext. 2",
        "+1-555  ext. 3", "+1.555.(0100)", "++1", "+1-555 e", " e", "e", "+1-555e", "+1\u{300}-555 ext. 9", "+0", "+:",
        "+1/2", "+1@2", "+1~2", "e 1", "\\1", "\u{7F}1", ",1", " ", "  e", "+\u{1F}", "+ 1",
    ])
    func theShapeIsTheBytes(_ number: String) {
        let bytes = Array(number.utf8)
        let plain = !bytes.contains { $0 < 0x20 || $0 == 0x7F || Self.needsEscape($0) }
        let compatible = bytes.count > 1 && bytes[0] == UInt8(ascii: "+")
            && bytes.dropFirst().allSatisfy { "0123456789-.()".utf8.contains($0) }
        let extensionStart = bytes.indices.dropFirst().contains { bytes[$0] == UInt8(ascii: "e") && bytes[$0 - 1] == 0x20 }
        let shape = VCardCardComposer.telephoneShape(number)
        #expect(shape.needsNoEscape == plain)
        #expect(shape.uriCompatible == compatible)
        #expect(shape.mayHaveExtension == extensionStart)
        if plain { #expect(VCardText.escape(number) == number) }
    }

    /// Numbers of every length up to 40 bytes (small strings and not) from the bytes a
    /// number's shape turns on, in every form a string takes: the answer from a small
    /// string's words, and from a longer one's 16-byte blocks, is the pass over its bytes'.
    @Test func smallNumbersHaveTheShapeOfTheirBytes() {
        let pieces = ["+", " ", "0", "5", "9", "-", ".", "(", ")", "e", "x", ";", ",", "\\", "\t", "\u{1}", "\u{7F}", "#", "/", "é"]
        var state: UInt64 = 0x7E1E_0000_5EED
        for round in 0..<6000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var number = round % 3 == 0 ? "+" : ""
            let length = Int(state >> 58) % 41
            var pick = state
            while number.utf8.count < length {
                pick = pick &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly digits and separators, as numbers are.
                let index = Int(pick >> 60) < 10 ? [2, 3, 4, 5, 1][Int(pick >> 40) % 5] : Int(pick >> 33) % pieces.count
                number += pieces[index]
            }
            for form in VCardByteBufferSmallStringTests.variants(Array(number.utf8)) {
                let shape = VCardCardComposer.telephoneShape(form)
                let bytes = VCardCardComposer.telephoneShape(bytesOf: form)
                #expect(shape == bytes, "\(Array(number.utf8))")
                // Read where it is, as the composer reads a lent number.
                let lent = withUnsafePointer(to: form) { VCardCardComposer.telephoneShape(at: $0) }
                #expect(lent == bytes, "\(Array(number.utf8))")
            }
            theShapeIsTheBytes(number)
        }
    }

    /// Numbers with every label shape, item group and preference, written directly (plain
    /// ones copied) and through the card (escaped): the same bytes and diagnostics in 2.1,
    /// 3.0 and 4.0.
    @Test(arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func numbersAreWrittenAsTheCarefulPathWritesThem(_ version: VCardVersion) throws {
        var contacts: [Contact] = []
        for (index, number) in Self.numbers.enumerated() {
            var contact = Contact(givenName: "N\(index)")
            let labels: [Label?] = [nil, .mobile, .homeFax, .custom("Boat")]
            contact.phoneNumbers = labels.enumerated().map { offset, label in
                LabeledValue(label: label, value: number, preference: offset == 1 ? 1 : nil)
            }
            contact.phoneNumbers.append(
                LabeledValue(label: .work, value: number, parameters: [Parameter("X-NOTE", "a;b")]))
            contacts.append(contact)
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        // A long plain number is folded at 75 octets as any value is.
        #expect(direct.0.contains("\r\n 5"))
    }

    /// A writer's cards go to its sink as they are: the same bytes and count as the
    /// writer's string of them.
    @Test func theSinkGetsEveryCard() throws {
        let contacts = Self.numbers.map { Contact(givenName: "A", phoneNumbers: [LabeledValue(label: .home, value: $0)]) }
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: .v4_0, sink: sink)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        let expected = try VCardWriter.string(from: contacts, version: .v4_0)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == expected)
        #expect(sink.byteCount == expected.utf8.count)
    }
}

/// The byte sets ``VCardCardComposer/telephoneShape(_:)`` compares with, written as literals.
@Suite struct VCardTelephoneByteSetTests {
    @Test func theSetsHoldTheirBytes() {
        for byte in UInt8(0)..<0x40 {
            let bit = UInt64(1) << UInt64(byte)
            #expect((VCardCardComposer.phoneBytes & bit != 0) == "0123456789-.()".utf8.contains(byte), "\(byte)")
            let escaped = byte < 0x20 || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
            #expect((VCardCardComposer.escapedLowBytes & bit != 0) == escaped, "\(byte)")
        }
    }
}

/// A `PRODID` written directly is looked at once: plain (no CR, LF or comma) and free of
/// control characters as a byte-by-byte look says, and its line (control characters
/// replaced, folded) the one the card's path writes.
@Suite struct VCardProductIDShapeTests {
    static let specials = ["\r", "\n", ",", ";", "\\", "\t", "\u{01}", "\u{1F}", "\u{7F}", "é", "日", "/", " "]

    @Test func theShapeIsTheBytes() {
        // Past three 16-byte blocks, for the blocks, the words after them and the last block.
        for length in 0..<52 {
            for special in Self.specials {
                for offset in 0...length {
                    var characters = Array(String(repeating: "-//Apple Inc.//iPhone OS 17.0//EN", count: 2).prefix(length))
                    characters.insert(contentsOf: special, at: offset)
                    let bytes = Array(String(characters).utf8)
                    let plain = !bytes.contains { $0 == 13 || $0 == 10 || $0 == UInt8(ascii: ",") }
                    let controls = bytes.contains { ($0 < 0x20 && $0 != 9) || $0 == 0x7F }
                    let shape = bytes.withUnsafeBufferPointer { VCardCardComposer.productIDShape($0) }
                    #expect(shape.plain == plain, "\(bytes)")
                    #expect(shape.mayHoldControls == controls, "\(bytes)")
                }
            }
        }
    }

    /// One writer, card after card, with the last card's `PRODID` again, a new one, back to
    /// an older one, long ones (folded), with control characters, with commas, empty, a
    /// data URI (3.0 leaves it to the card's path): the lines and diagnostics of the card's
    /// path, the remembered line written again only for the same value.
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func repeatedValuesWriteTheCardsLines(_ version: VCardVersion) throws {
        let long = String(repeating: "-//Apple Inc.//iPhone OS 17.4.1//EN ", count: 4)
        let values = [
            "-//Apple Inc.//iPhone OS 17.4.1//EN", "-//Apple Inc.//iPhone OS 17.4.1//EN", "-//Apple Inc.//iPhone OS 17.4.2//EN",
            "-//Apple Inc.//iPhone OS 17.4.1//EN", "-//Apple Inc.//iPhone OS 17.4.1//E", "-//Apple Inc.//iPhone OS 17.4.1//EN",
            long, long, long + "é", "a\u{1}b", "a\u{1}b", "a,b", "a,b", "", "", "x", "x", "é", "é", "12345678", "1234567",
            "data:text/plain;base64,QQ==", "data:text/plain;base64,QQ==", "-//Apple Inc.//iPhone OS 17.4.1//EN",
        ]
        var contacts: [Contact] = []
        for (index, value) in values.enumerated() {
            contacts.append(Contact(givenName: "P\(index)", extensions: [ExtensionProperty(name: "PRODID", value: value)]))
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
    }

    /// ``Swift/UnsafeBufferPointer/hasSameBytes(as:)`` against the arrays' own comparison: every length
    /// to 40, the same bytes, one byte changed at every place, and lengths that differ.
    @Test func sameBytesAreTheBytesComparison() {
        for count in 0...40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            var variants = [bytes, bytes + [0], Array(bytes.dropLast())]
            for index in 0..<count {
                var changed = bytes
                changed[index] ^= 0x20
                variants.append(changed)
            }
            for other in variants {
                let equal = bytes.withUnsafeBufferPointer { one in
                    other.withUnsafeBufferPointer { one.hasSameBytes(as: $0) }
                }
                #expect(equal == (bytes == other), "\(bytes) \(other)")
            }
        }
    }

    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func directLinesAreTheCardsLines(_ version: VCardVersion) throws {
        var contacts: [Contact] = []
        for special in Self.specials + ["", "\u{0}", "a\u{7F}b\u{1}c", String(repeating: "x", count: 80) + "\u{7F}"] {
            for value in [special, "-//Apple Inc.//iPhone OS" + special + " 17.4.1//EN", String(repeating: "é", count: 40) + special] {
                contacts.append(Contact(givenName: "P", extensions: [ExtensionProperty(name: "PRODID", value: value)]))
                contacts.append(
                    Contact(
                        givenName: "Q",
                        extensions: [
                            ExtensionProperty(name: "PRODID", value: value), ExtensionProperty(name: "PRODID", value: "second"),
                        ]))
            }
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
    }
}

/// URLs that are URIs go on direct lines: the same bytes and diagnostics as through the
/// card, with labels that are types and ones that take an item group, preferences, kept X-
/// parameters, and values with line breaks, controls, commas, non-ASCII and folds.
@Suite struct VCardDirectURLTests {
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func urlLinesAreTheCardsLines(_ version: VCardVersion) throws {
        let values = [
            "https://example.com/", "http://a.example/x,y;z", "mailto:a@b.example", "https://ex.example/é/日本",
            "https://x.example/\r\nb", "https://x.example/\u{1}\u{7F}", "example.com", "not a uri", "",
            "https://example.com/" + String(repeating: "path/", count: 30), "x:", "1http://a", "urn:isbn:0451450523",
        ]
        var contacts: [Contact] = []
        for (index, value) in values.enumerated() {
            let labels: [Label?] = [nil, .home, .work, .other, .custom("Blog"), .homePage]
            var contact = Contact(givenName: "U\(index)")
            contact.urlAddresses = labels.enumerated().map { offset, label in
                LabeledValue(
                    label: label, value: value, preference: offset == 2 ? 1 : offset == 3 ? 4 : nil,
                    parameters: offset == 4 ? [Parameter("X-NOTE", "a\u{1}b")] : offset == 5 ? [Parameter("X-A", "b")] : [])
            }
            // A phone before and an extension after: the lines keep their order.
            contact.phoneNumbers = [LabeledValue(label: .custom("Boat"), value: "555 0100")]
            contact.extensions = [ExtensionProperty(group: "item1", name: "X-FOO", value: "bar")]
            contacts.append(contact)
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
    }
}

/// A labeled direct line's name and words up to its kept parameters fit the room reserved
/// for them, whatever the label, kind and version.
@Suite struct VCardLabeledHeadRoomTests {
    @Test func theLongestHeadFits() {
        let kinds: [VCardValueKind] = [.phone, .email, .address, .url, .date, .instantMessage, .socialProfile, .relation]
        for label in Label.predefined + [.custom("Boat")] {
            for kind in kinds {
                for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
                    let words = VCardTypeTable.typeWords(for: label, kind: kind, version: version)
                    let typeBytes = (words.map { $0.first.utf8CodeUnitCount + ($0.second?.utf8CodeUnitCount ?? 0) } ?? 0)
                    let longest = "EMAIL".count + ";TYPE=INTERNET".count + 2 + typeBytes + ",VOICE".count
                        + ",pref".count + ";VALUE=uri".count
                    #expect(longest <= VCardCardComposer.labeledHeadRoom, "\(label) \(kind) \(version)")
                }
            }
        }
    }
}
