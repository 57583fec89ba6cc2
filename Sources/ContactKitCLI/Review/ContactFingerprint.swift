import ContactModel
import Foundation

/// A short, stable fingerprint of a contact's content, kept per record in the review page and
/// in the decisions file: when the book changes between the review and `--decisions`, a
/// record whose fingerprint differs is reported instead of merged blindly.
///
/// The fingerprint is 16 hexadecimal digits of FNV-1a (64 bits) over the contact encoded as
/// JSON with sorted keys (every field, extensions and parameters included; the picture's
/// bytes are hashed as they are). The same content gives the same fingerprint in every run
/// and on every machine; it is not a security measure.
enum ContactFingerprint {
    /// The fingerprint of `contact`.
    static func of(_ contact: Contact) -> String {
        var content = contact
        let image = content.imageBytes
        content.imageBytes = nil
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(content) {
            mix(data)
        } else {
            // Not reached for a model of strings and numbers; still content-based.
            mix(String(describing: content).utf8)
        }
        if let image {
            mix([0xFF, 0x00])
            mix(image)
        }
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: (0..<16).map { digits[Int((hash >> UInt64(60 - 4 * $0)) & 0xF)] }, as: UTF8.self)
    }
}
