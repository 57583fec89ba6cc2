@testable import ContactFormats
import Testing
import ContactModel

/// ``VCardByteBuffer`` appends in place while its count is the shared storage's end, and
/// makes the storage its own otherwise: copies written in any order, cut short or emptied
/// must each keep exactly their own bytes, as arrays would.
@Suite struct VCardByteBufferSharingTests {
    private static func bytes(_ buffer: VCardByteBuffer) -> [UInt8] {
        buffer.withUnsafeBufferPointer { Array($0) }
    }

    @Test func twoCopiesAppendingInTurnKeepTheirOwnBytes() {
        var original = VCardByteBuffer()
        original.append("abc")
        var copy = original
        original.append(UInt8(ascii: "X"))
        copy.append(UInt8(ascii: "Y"))
        #expect(Self.bytes(original) == Array("abcX".utf8))
        #expect(Self.bytes(copy) == Array("abcY".utf8))
        // The copy first, then the original.
        var second = original
        second.append(13, 10)
        original.append("long enough to be copied with memcpy")
        #expect(Self.bytes(second) == Array("abcX\r\n".utf8))
        #expect(Self.bytes(original) == Array("abcXlong enough to be copied with memcpy".utf8))
    }

    @Test func aBufferCutShortOrEmptiedLeavesItsCopiesAlone() {
        var original = VCardByteBuffer(capacity: 64)
        original.append("BEGIN:VCARD")
        let copy = original
        original.removeAll(from: 5)
        original.append(UInt8(ascii: "!"))
        #expect(Self.bytes(copy) == Array("BEGIN:VCARD".utf8))
        #expect(Self.bytes(original) == Array("BEGIN!".utf8))
        let copy2 = original
        original.removeAll()
        original.append("END")
        #expect(Self.bytes(copy2) == Array("BEGIN!".utf8))
        #expect(Self.bytes(original) == Array("END".utf8))
        // Cut short with no copy: the storage is reused, the bytes are right.
        original.removeAll(from: 1)
        original.append("NO")
        #expect(Self.bytes(original) == Array("ENO".utf8))
    }

    /// Up to six copies, each step one operation on one of them (every kind of append,
    /// cutting, emptying, copying, dropping), every copy checked against its array after
    /// every step.
    @Test func randomCopiesKeepWhatArraysKeep() {
        Self.checkCopiesAgainstArrays(starting: VCardByteBuffer(), steps: 6_000, claiming: false)
    }

    /// A ``VCardLineBuffer`` (appends unchecked) keeps its value semantics when each copy is
    /// claimed before it appends: copies claimed and written in turn, cut short or emptied,
    /// each keep exactly their own bytes.
    @Test func claimedCopiesKeepWhatArraysKeep() {
        Self.checkCopiesAgainstArrays(starting: VCardLineBuffer(capacity: 32), steps: 4_000, claiming: true)
    }

    /// Random steps on up to six copies of `start` against arrays; with `claiming`, the copy
    /// a step works on is claimed first (what the writer does before each card).
    private static func checkCopiesAgainstArrays<Sharing>(
        starting start: VCardBytes<Sharing>, steps: Int, claiming: Bool
    ) {
        var generator = SystemRandomNumberGenerator()
        var buffers = [start]
        var models: [[UInt8]] = [[]]
        for _ in 0..<steps {
            let slot = Int.random(in: 0..<buffers.count, using: &generator)
            if claiming { buffers[slot].claim() }
            switch Int.random(in: 0..<9, using: &generator) {
            case 0:
                let byte = UInt8.random(in: 0...255, using: &generator)
                buffers[slot].append(byte)
                models[slot].append(byte)
            case 1:
                buffers[slot].append(13, 10)
                models[slot] += [13, 10]
            case 2:
                // Short copies, memcpy's lengths and now and then more than the capacity.
                let length = Int.random(in: 0..<(Bool.random(using: &generator) ? 20 : 600), using: &generator)
                let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ slot) }
                bytes.withUnsafeBufferPointer { buffers[slot].append($0) }
                models[slot] += bytes
            case 3:
                buffers[slot].append(";TYPE=home" as StaticString)
                models[slot] += Array(";TYPE=home".utf8)
            case 4:
                let keep = Int.random(in: 0...models[slot].count, using: &generator)
                buffers[slot].removeAll(from: keep)
                models[slot].removeSubrange(keep...)
            case 5:
                buffers[slot].removeAll()
                models[slot].removeAll()
            case 6, 7:
                if buffers.count < 6 {
                    buffers.append(buffers[slot])
                    models.append(models[slot])
                }
            default:
                if buffers.count > 1 {
                    buffers.remove(at: slot)
                    models.remove(at: slot)
                }
            }
            for index in buffers.indices {
                #expect(buffers[index].count == models[index].count)
                #expect(buffers[index].withUnsafeBufferPointer { Array($0) } == models[index])
            }
        }
    }

    /// A vCard writer copied between cards (its lines shared with the copy) writes the same
    /// bytes as one never copied, and so does the copy: each claims its lines before a card.
    @Test func copiedWritersWriteTheirOwnCards() throws {
        let first = Contact(givenName: "Ana", familyName: "Fernández")
        let second = Contact(givenName: "Robert", familyName: "Anderson")
        let third = Contact(givenName: "Lei", familyName: "Liu")
        func lines(_ contacts: [Contact], copyingAfter split: Int) -> ([UInt8], [UInt8]) {
            var writer = VCardLineWriter(version: .v4_0)
            var card = VCardComposedCard()
            var copy: VCardLineWriter? = nil
            for (index, contact) in contacts.enumerated() {
                if index == split { copy = writer }
                _ = withUnsafeMutablePointer(to: &writer) {
                    VCardCardComposer.compose(contact, version: .v4_0, into: &card, lines: $0, shortPaths: true)
                }
            }
            guard var copy else { return (writer.output.withUnsafeBufferPointer { Array($0) }, []) }
            // The copy writes a card of its own after the original wrote on.
            _ = withUnsafeMutablePointer(to: &copy) {
                VCardCardComposer.compose(third, version: .v4_0, into: &card, lines: $0, shortPaths: true)
            }
            return (writer.output.withUnsafeBufferPointer { Array($0) }, copy.output.withUnsafeBufferPointer { Array($0) })
        }
        let (alone, _) = lines([first, second], copyingAfter: -1)
        let (original, copied) = lines([first, second], copyingAfter: 1)
        #expect(original == alone)
        let (firstOnly, _) = lines([first], copyingAfter: -1)
        let (thirdOnly, _) = lines([third], copyingAfter: -1)
        #expect(copied == firstOnly + thirdOnly)
    }
}
