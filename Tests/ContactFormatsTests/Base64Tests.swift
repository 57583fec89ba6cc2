@testable import ContactFormats
import Foundation
import Testing
import ContactSupport

/// Base64 against Foundation's, at every length around the group boundaries, and the
/// inputs the four-at-a-time decoding must hand to the byte-by-byte path.
@Suite struct Base64Tests {
    /// Bytes that differ from length to length, every value of a byte included.
    static func sample(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ count &* 11) }
    }

    @Test(arguments: Array(0...70) + [255, 256, 257, 4096])
    func encodingMatchesFoundationAndDecodesBack(_ count: Int) {
        let bytes = Base64Tests.sample(count)
        let encoded = Base64.encode(bytes)
        #expect(String(decoding: encoded, as: UTF8.self) == Data(bytes).base64EncodedString())
        #expect(Base64.decode(encoded) == bytes)
    }

    /// Every 12-bit value in both halves of a group and every character at every place of a
    /// group of four: the pair table that encodes and the shifted tables that decode hold
    /// the whole alphabet, whatever the length's remainder.
    @Test(arguments: [0, 1, 2])
    func everyTwelveBitValueEncodesAndDecodes(_ extra: Int) {
        var bytes: [UInt8] = []
        for value in 0..<4096 {
            let group = value << 12 | (4095 - value)
            bytes += [UInt8(group >> 16), UInt8(truncatingIfNeeded: group >> 8), UInt8(truncatingIfNeeded: group)]
        }
        bytes += Base64Tests.sample(extra)
        let encoded = Base64.encode(bytes)
        #expect(String(decoding: encoded, as: UTF8.self) == Data(bytes).base64EncodedString())
        #expect(Base64.decode(encoded) == bytes)
        #expect(Base64.decode(encoded.dropFirst(4)) == Array(bytes.dropFirst(3)))
    }

    /// Folded lines, 2.1 indentation and CRLF land anywhere in a group, so decoding falls
    /// back to one byte at a time there and must pick the groups up again after.
    @Test(arguments: [1, 2, 3, 4, 5, 7, 75, 76])
    func whiteSpaceAnywhereIsSkipped(_ every: Int) {
        let bytes = Base64Tests.sample(300)
        var text: [UInt8] = []
        for (index, character) in Base64.encode(bytes).enumerated() {
            if index > 0, index % every == 0 { text += index % 2 == 0 ? [13, 10, 32] : [9] }
            text.append(character)
        }
        #expect(Base64.decode(text) == bytes)
    }

    @Test func urlSafeAlphabetIsRead() {
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF, 0xFB]
        let standard = String(decoding: Base64.encode(bytes), as: UTF8.self)
        #expect(standard.contains("+") || standard.contains("/"))
        let urlSafe = standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        #expect(Base64.decode(Array(urlSafe.utf8)) == bytes)
    }

    /// A byte outside the alphabet (in a group of four or after one), data after the
    /// padding, and a lone character left over: not base64.
    @Test(arguments: ["QUJD*EVG", "QUJDREV*", "QUJD\u{E9}EVG", "QQ==QUJD", "QUJDR", "QUJDREVGR"])
    func malformedTextIsRejected(_ text: String) {
        #expect(Base64.decode(Array(text.utf8)) == nil)
    }

    @Test func paddingAndSlicesDecode() {
        #expect(Base64.decode(Array("QQ==".utf8)) == [0x41])
        #expect(Base64.decode(Array("QUI=".utf8)) == [0x41, 0x42])
        #expect(Base64.decode(Array("QUI".utf8)) == [0x41, 0x42])
        let line = Array("PHOTO:QUJDREVG".utf8)
        #expect(Base64.decode(line[6...]) == Array("ABCDEF".utf8))
    }

    /// The same rules one byte at a time, as RFC 4648 states them: the oracle for the
    /// eight- and four-at-a-time paths.
    static func carefulDecode(_ text: [UInt8]) -> (bytes: [UInt8], defect: Base64.Defect?)? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        var characters = 0
        var padding = 0
        for byte in text {
            if [32, 9, 10, 13].contains(byte) { continue }
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            let value: Int? =
                byte == UInt8(ascii: "-") ? 62 : byte == UInt8(ascii: "_") ? 63 : alphabet.firstIndex(of: byte)
            guard let value, padding == 0 else { return nil }
            accumulator = accumulator << 6 | UInt32(value)
            characters += 1
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        if bits >= 6 { return nil }
        let expected = characters % 4 == 0 ? 0 : 4 - characters % 4
        return (bytes, padding == expected ? nil : padding == 0 ? .missingPadding : .wrongPadding)
    }

    /// A byte that stops the eight-at-a-time path (outside the alphabet, white space,
    /// padding) at every place in and around two groups of eight, and the text cut at every
    /// length: decoded as the careful decoder does, defects included.
    @Test(arguments: ["*", " ", "\r\n ", "=", "==", "\u{E9}", "-", "_"])
    func runsStopWhereTheCarefulDecoderDoes(_ odd: String) {
        let encoded = Base64.encode(Base64Tests.sample(36))
        for place in 0...encoded.count {
            var text = encoded
            text.insert(contentsOf: Array(odd.utf8), at: place)
            for length in stride(from: place, through: text.count, by: 5) {
                let cut = Array(text[..<length])
                let fast = Base64.decodeReportingDefect(cut)
                let careful = Base64Tests.carefulDecode(cut)
                #expect(fast?.bytes == careful?.bytes, "\(odd) at \(place), \(length) bytes")
                #expect(fast?.defect == careful?.defect, "\(odd) at \(place), \(length) bytes")
                #expect((fast == nil) == (careful == nil), "\(odd) at \(place), \(length) bytes")
            }
        }
    }
}
