import ContactModel

extension VCardCardComposer {
    /// `TEL`: in 4.0 a global number as written (`+1-555-0100`) is a `tel:` URI, as is one
    /// with an extension whose number is (`+1-555-0100 ext. 42` as `tel:+1-555-0100;ext=42`);
    /// any other number, and every number in 2.1 and 3.0, is text. The item is lent where
    /// it is (see ``compose()``).
    mutating func composePhone(_ lent: UnsafePointer<LabeledValue<String>>) {
        let number = lent.pointee.value
        // One look at the number's bytes: a global number as written, or one that may have
        // an extension (most 4.0 numbers are neither, and are text).
        let shape = isModern ? VCardCardComposer.telephoneShape(number) : (uriCompatible: false, mayHaveExtension: false)
        let value: Value
        let isURI: Bool
        if shape.uriCompatible {
            (value, isURI) = (.raw("tel:" + number), true)
        } else if shape.mayHaveExtension,
            let body = VCardTelephoneURI.uriBody(
                fromText: number, isNumberURICompatible: VCardCardComposer.isTelephoneURICompatible)
        {
            (value, isURI) = (.raw("tel:" + body), true)
        } else {
            (value, isURI) = (.text(number), false)
        }
        if writesDirectly, VCardCardComposer.writesDirectly(keeping: lent.pointee.parameters) {
            writeLabeledDirectly(lent, name: "TEL", kind: .phone, value: value, valueIsURI: isURI)
        } else if isURI {
            appendLabeled(lent.pointee, name: "TEL", kind: .phone, value: value) {
                $0.appendParameter("VALUE", "uri")
            }
        } else {
            appendLabeled(lent.pointee, name: "TEL", kind: .phone, value: value)
        }
    }

    /// Whether a phone number can be written as a global `tel:` URI as it is (`+`, digits
    /// and RFC 3966 visual separators, no spaces), so reading it back gives the same text.
    static func isTelephoneURICompatible(_ text: String) -> Bool {
        telephoneShape(text).uriCompatible
    }

    /// In one pass over a number's bytes: whether ``isTelephoneURICompatible(_:)``, and
    /// whether it has a space followed by `e`, which an extension's ` ext. ` starts with
    /// (``VCardTelephoneURI/uriBody(fromText:isNumberURICompatible:)`` finds none without
    /// one). Through the string's `utf8` view each byte cost about fifteen instructions.
    static func telephoneShape(_ text: String) -> (uriCompatible: Bool, mayHaveExtension: Bool) {
        text.withUTF8Bytes { bytes in
            var compatible = bytes.count > 1 && bytes[0] == UInt8(ascii: "+")
            var mayHaveExtension = false
            var previousWasSpace = false
            for byte in bytes.dropFirst() {
                switch byte {
                case 48...57, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"):
                    break
                case UInt8(ascii: "e") where previousWasSpace:
                    mayHaveExtension = true
                    compatible = false
                default:
                    compatible = false
                }
                previousWasSpace = byte == 0x20
            }
            // The first byte can start the pair too (` ext. 1` alone).
            if bytes.count > 1, bytes[0] == 0x20, bytes[1] == UInt8(ascii: "e") { mayHaveExtension = true }
            return (compatible, mayHaveExtension)
        }
    }
}
