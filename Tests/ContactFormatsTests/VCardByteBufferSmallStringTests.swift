@testable import ContactFormats
import Testing

/// Small strings read from their two words (`VCardByteBuffer+SmallStrings`) against the
/// standard library's own bytes: for every length, ASCII and not, strings made every common
/// way (a short one in reserved storage among them, which is not small); and appending
/// either gives the string's UTF-8.
@Suite struct VCardByteBufferSmallStringTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    /// The string of `bytes` made several ways: decoded, interpolated, repeated, from a
    /// substring, grown by appends, and in storage reserved first (a large string however
    /// short).
    static func variants(_ bytes: [UInt8]) -> [String] {
        let decoded = String(decoding: bytes, as: UTF8.self)
        var grown = ""
        for character in decoded { grown.append(character) }
        var reserved = ""
        reserved.reserveCapacity(64)
        reserved += decoded
        // Cut by scalars: a leading combining mark joins `<` in one character.
        let padded = "<" + decoded + ">"
        let substring = String(Substring(padded.unicodeScalars.dropFirst().dropLast()))
        return [decoded, "\(decoded)", grown, reserved, substring, String(decoded.unicodeScalars)]
    }

    @Test func wordsAreTheStandardLibrarysBytes() {
        var generator = SeededGenerator(state: 0x5EED_0B_0F)
        for count in 0...40 {
            for round in 0..<60 {
                let bytes = StringSmallFormTests.text(count, ascii: round % 2 == 0, &generator)
                for (index, text) in Self.variants(bytes).enumerated() {
                    #expect(Array(text.utf8) == bytes)
                    let small = VCardByteBuffer.smallStringWords(of: text)
                    if let small {
                        #expect(small.count == bytes.count, "\(bytes) variant \(index)")
                        var words = [UInt8]()
                        for shift in stride(from: 0, to: 64, by: 8) { words.append(UInt8(truncatingIfNeeded: small.leading >> UInt64(shift))) }
                        for shift in stride(from: 0, to: 64, by: 8) { words.append(UInt8(truncatingIfNeeded: small.trailing >> UInt64(shift))) }
                        #expect(Array(words[..<small.count]) == bytes, "\(bytes) variant \(index)")
                        // Past the count, zeros: the discriminator is cleared.
                        #expect(words[small.count...].allSatisfy { $0 == 0 }, "\(bytes) variant \(index)")
                    }
                    // The standard library makes every decoded string of at most 15 bytes
                    // small on the platforms that read them; none longer is.
                    if count > 15 { #expect(small == nil) }
                    #if (arch(x86_64) || arch(arm64)) && _endian(little) && (os(Linux) || os(macOS))
                        if index == 0, count <= 15 { #expect(small != nil, "\(bytes)") }
                    #endif
                    var buffer = VCardByteBuffer()
                    buffer.append(Array("X:".utf8))
                    buffer.append(text)
                    buffer.append(UInt8(ascii: ";"))
                    #expect(buffer.withUnsafeBufferPointer { Array($0) } == Array("X:".utf8) + bytes + [59])
                }
            }
        }
    }
}
