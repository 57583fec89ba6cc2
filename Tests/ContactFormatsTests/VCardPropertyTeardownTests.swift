@testable import ContactFormats
import ContactModel
import Testing

/// The card reader's teardown of a card's properties (`VCardProperty+Teardown`): the
/// references the values hold to the read buffer are given up in one call, and every other
/// property is destroyed as before. A count one too high or too low shows here: the buffer's
/// count, less the card's values in it, must stay the same from card to card, and once the
/// reader and what it read are gone no storage may be left alive (a reference given up too
/// often would free it under a later card first).
@Suite struct VCardPropertyTeardownTests {
    /// Cards with every kind of property the teardown tells apart: plain lines, small and
    /// owning groups, boxes of rare parameters, folded values (storage of their own), long
    /// names (kept in the box), and lines the reader lets go of itself.
    static func card(_ number: Int) -> String {
        let longGroup = "averyveryverylonggroupname\(number)"
        return "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe\(number);Jo;;;\r\nFN:Jo Doe \(number)\r\n"
            + "TEL;type=CELL:+1 555 \(1000 + number)\r\nitem1.EMAIL;type=INTERNET:jo\(number)@example.org\r\n"
            + "item1.X-ABLabel:Café\r\n\(longGroup).TEL:+1 555 0100\r\n"
            + "NOTE;CHARSET=UTF-8:a note\r\nNOTE:a folded\r\n  note \(number)\r\n"
            + "X-A-VERY-LONG-PROPERTY-NAME:long name\r\nPHOTO;ENCODING=b;TYPE=JPEG:QUJD\r\n"
            + "not a property\r\nEND:VTODO\r\nEND:VCARD\r\n"
    }

    static func text(cards: Int) -> String {
        (0..<cards).map(card).joined()
    }

    /// The storage object a slice holds.
    static func owner(_ slice: ArraySlice<UInt8>) -> AnyObject {
        withUnsafeBytes(of: slice) { Unmanaged<AnyObject>.fromOpaque($0.load(as: UnsafeRawPointer.self)).takeUnretainedValue() }
    }

    @Test func theLayoutIsCheckedWhereItIsKnown() {
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            #expect(VCardProperty.TeardownLayout.current != nil)
        #endif
    }

    /// Read from memory (the read buffer is the input's storage): after each card, the
    /// storage's count less the references the card's values hold to it is the same; once
    /// the reader is gone, the bytes' storage counts what it counted before the read.
    @Test func eachCardGivesUpExactlyItsValuesReferences() throws {
        let bytes = Array(VCardPropertyTeardownTests.text(cards: 200).utf8)
        let storage = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let storageObject = VCardPropertyTeardownTests.owner(bytes[...])
        let initial = _getRetainCount(storageObject)
        var reader: VCardReader? = VCardReader(input: MemoryInput(bytes))
        var others: [Int] = []
        var cards = 0
        var lentSomewhere = false
        while let contact = try reader?.next() {
            #expect(contact.formattedName == "Jo Doe \(cards)")
            cards += 1
            let properties = reader?.properties ?? []
            let inBuffer = properties.filter { property in
                property.value.withUnsafeBufferPointer { buffer in
                    // A slice of the input's storage: its elements lie in it.
                    guard let base = buffer.baseAddress else { return false }
                    let address = UInt(bitPattern: base)
                    return address >= storage && address < storage + UInt(bytes.count)
                }
            }
            guard let first = inBuffer.first else { continue }
            lentSomewhere = true
            let owner = VCardPropertyTeardownTests.owner(first.value)
            // Less the references of the card's values, in the reader's list and in
            // `inBuffer`'s copies of them.
            let count = _getRetainCount(owner)
            others.append(Int(count) - 2 * inBuffer.count)
        }
        #expect(cards == 200)
        #expect(lentSomewhere)
        // Reading the last card reaches the end of the input, where the line reader moves
        // what it has not read to fresh storage and lets go of the input's: left out.
        #expect(others.count == 200)
        #expect(Set(others.dropLast()).count == 1)
        reader = nil
        let final = _getRetainCount(storageObject)
        #expect(final == initial)
    }

    /// Read in small chunks (the read buffer replaced many times, values of a card in two
    /// storages), with and without copies of each card's properties kept: every storage the
    /// values held is freed once the reader and the copies are gone, and the kept copies
    /// still hold their bytes after later cards.
    @Test(arguments: [7, 100, 4096], [false, true])
    func everyStorageIsFreedOnceNothingHoldsIt(chunk: Int, keeping: Bool) throws {
        let bytes = Array(VCardPropertyTeardownTests.text(cards: 60).utf8)
        var reader: VCardReader? = VCardReader(input: TrickleInput(bytes: bytes, chunk: chunk))
        var kept: [[VCardProperty]] = []
        var storages: [WeakStorage] = []
        var cards = 0
        while let contact = try reader?.next() {
            #expect(contact.formattedName == "Jo Doe \(cards)")
            cards += 1
            // (An empty value's storage is the standard library's static empty array.)
            for property in reader?.properties ?? [] where !property.value.isEmpty {
                storages.append(WeakStorage(VCardPropertyTeardownTests.owner(property.value)))
            }
            if keeping { kept.append(reader?.properties ?? []) }
        }
        #expect(cards == 60)
        if keeping {
            #expect(kept.map { $0.first { $0.name == "FN" }.map { String(decoding: $0.value, as: UTF8.self) } } == (0..<60).map { "Jo Doe \($0)" })
            #expect(kept.allSatisfy { $0.map(\.name) == ["VERSION", "N", "FN", "TEL", "EMAIL", "X-ABLABEL", "TEL", "NOTE", "NOTE", "X-A-VERY-LONG-PROPERTY-NAME", "PHOTO"] })
        }
        reader = nil
        kept = []
        #expect(storages.allSatisfy { $0.object == nil })
    }

    /// A weak reference to a storage object.
    struct WeakStorage {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
