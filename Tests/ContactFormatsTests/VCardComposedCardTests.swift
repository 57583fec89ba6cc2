@testable import ContactFormats
import ContactModel
import Testing

/// The composed card keeps names, groups and parameters as bytes in one buffer, and its byte
/// buffers manage their own memory: each fast form must give what the string form gave.
@Suite struct VCardComposedCardTests {
    // MARK: VCardByteBuffer

    /// Every kind of append, emptying and copying, checked against a plain array.
    @Test func theByteBufferHoldsWhatAnArrayHolds() {
        var buffer = VCardByteBuffer()
        var model: [UInt8] = []
        var generator = SystemRandomNumberGenerator()
        var copies: [(VCardByteBuffer, [UInt8])] = []
        for step in 0..<4_000 {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:
                let byte = UInt8.random(in: 0...255, using: &generator)
                buffer.append(byte)
                model.append(byte)
            case 1:
                buffer.append(13, 10)
                model += [13, 10]
            case 2:
                let bytes = (0..<Int.random(in: 0..<300, using: &generator)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
                bytes.withUnsafeBufferPointer { buffer.append($0) }
                model += bytes
            case 3:
                buffer.append("Zoë; Ångström, 日本")
                model += Array("Zoë; Ångström, 日本".utf8)
            case 4:
                buffer.append(";CHARSET=UTF-8" as StaticString)
                model += Array(";CHARSET=UTF-8".utf8)
            case 5:
                let keep = Int.random(in: 0...model.count, using: &generator)
                buffer.removeAll(from: keep)
                model.removeSubrange(keep...)
            case 6:
                // A copy keeps what it held when the original is written to, and the
                // original keeps its bytes when the copy is.
                copies.append((buffer, model))
                if copies.count > 4 { copies.removeFirst() }
            default:
                if step % 97 == 0 {
                    buffer.removeAll()
                    model.removeAll()
                }
            }
            #expect(buffer.count == model.count)
        }
        #expect(buffer.withUnsafeBufferPointer { Array($0) } == model)
        for (copy, expected) in copies {
            #expect(copy.withUnsafeBufferPointer { Array($0) } == expected)
            var written = copy
            written.append(42)
            #expect(copy.withUnsafeBufferPointer { Array($0) } == expected)
            #expect(written.withUnsafeBufferPointer { Array($0) } == expected + [42])
        }
    }

    @Test func anEmptyBufferLendsNoBytes() {
        let empty = VCardByteBuffer()
        #expect(empty.withUnsafeBufferPointer { $0.count } == 0)
        var reserved = VCardByteBuffer(capacity: 16)
        #expect(reserved.withUnsafeBufferPointer { $0.count } == 0)
        reserved.append(Array(repeating: 7, count: 40))
        #expect(reserved.withUnsafeBufferPointer { Array($0) } == Array(repeating: 7, count: 40))
    }

    // MARK: Text

    static let words: [String] = ["", "TEL", "X-ABLabel", "item12", "Zoë", "日本語, メモ; 値", "sixteen bytes!!!"]

    /// A literal's bytes are the ones its string spelling gives.
    @Test func aLiteralWordIsWrittenAsItsString() {
        let literals: [VCardComposedCard.Word] = ["", "TEL", "X-ABLabel", "item12", "Zoë", "日本語, メモ; 値", "sixteen bytes!!!"]
        var card = VCardComposedCard()
        for (literal, string) in zip(literals, Self.words) {
            let fromLiteral = card.appendText(literal)
            let fromString = card.appendText(VCardComposedCard.Word.string(string))
            #expect(card.string(fromLiteral) == string)
            #expect(card.string(fromString) == string)
            #expect(literal.string == string)
        }
    }

    /// The byte comparison folds ASCII letters only, as `String.equalsIgnoringASCIICase` does.
    @Test func parameterValuesCompareAsTheirStringsDo() {
        let values = ["home", "HOME", "Home", "homes", "", "É", "é", "x-Custom", "X-CUSTOM", "pref", "PREF", "ÉCOLE", "école"]
        for stored in values {
            var card = VCardComposedCard()
            card.appendParameterValue("cell")
            card.appendParameterValue(.string(stored))
            for candidate in values {
                let expected = candidate.equalsIgnoringASCIICase("cell") || candidate.equalsIgnoringASCIICase(stored)
                #expect(card.hasParameterValue(candidate, from: 0) == expected, "\(candidate) against \(stored)")
                #expect(card.hasParameterValue(candidate, from: 1) == candidate.equalsIgnoringASCIICase(stored))
                #expect(!card.hasParameterValue(candidate, from: 2))
                #expect(card.text(card.parameterValues[1].text, equalsIgnoringASCIICase: "PREF") == stored.equalsIgnoringASCIICase("PREF"))
            }
        }
    }

    /// The parameters and groups the contact brings (non-ASCII, empty values, commas,
    /// quotes, names the writer refuses) come out of the card as they went in.
    @Test func theCardGivesBackTheContactsParametersAndGroups() {
        let kept = [
            Parameter(name: "X-NOTE", values: ["Zoë, \"the\" ^one^", "", "日本; 語"]),
            Parameter(name: "X-EMPTY", values: []),
            Parameter(name: "x-a:b", values: ["1"]),
        ]
        let contact = Contact(
            givenName: "Robin",
            phoneNumbers: [LabeledValue(label: .custom("Lake house"), value: "+1 555 0100", parameters: kept)],
            extensions: [ExtensionProperty(group: "Grüppe", name: "X-CUSTOM", parameters: kept, value: "v")])
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            var card = VCardComposedCard()
            _ = VCardCardComposer.compose(contact, version: version, into: &card)
            let properties = card.properties.map { card.outputProperty($0) }
            let phone = properties.first { $0.name == "TEL" }
            let custom = properties.first { $0.name == "X-CUSTOM" }
            #expect(custom?.group == "Grüppe")
            for parameter in kept {
                #expect(custom?.parameters.contains(parameter) == true, "\(version) \(parameter)")
            }
            #expect(phone?.parameters.contains(kept[0]) == true)
            let label = properties.first { $0.name == "X-ABLabel" }
            #expect(label?.group != nil && label?.group == phone?.group)
        }
    }

    /// 2.1's media properties, told from their bytes as from their names.
    @Test func mediaPropertiesAreToldFromTheirBytes() {
        for name in ["PHOTO", "LOGO", "SOUND", "KEY", "photo", "TEL", "KEYS", "PHOTOS", "", "X-PHOTO", "LOG"] {
            let fromBytes = Array(name.utf8).withUnsafeBufferPointer { VCardWriter.isMediaPropertyName($0) }
            #expect(fromBytes == VCardContactBuilder.isMediaProperty(name), "\(name)")
        }
    }
}
