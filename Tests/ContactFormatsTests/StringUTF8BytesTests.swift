@testable import ContactFormats
import Foundation
import Testing

/// `withUTF8Bytes` lends a string's bytes without copying the string (the writer's escaping,
/// names and parameter values go through it): the bytes must be the string's UTF-8 for
/// every kind of string: small, large, sliced, bridged from Foundation, decoded from
/// bytes.
@Suite struct StringUTF8BytesTests {
    static let samples: [String] = [
        "", "TEL", "fifteen bytes!!", "sixteen bytes!!!", "Zoë Ångström", String(repeating: "日本語, メモ; ", count: 40),
        String("  sliced out of a longer string  ".dropFirst(2).dropLast(2)),
        NSString(string: "bridged from Foundation, ü").description,
        String(decoding: [0x61, 0xC3, 0xA9, 0x0A, 0x62], as: UTF8.self),
    ]

    @Test(arguments: samples)
    func lendsTheUTF8(_ text: String) {
        #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
    }

    @Test func theWriterEscapesEachKindTheSame() {
        for text in Self.samples {
            var buffer = VCardByteBuffer()
            VCardText.appendEscaped(text, to: &buffer)
            #expect(buffer.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } == VCardText.escape(text, escapingCommas: true))
        }
    }
}
