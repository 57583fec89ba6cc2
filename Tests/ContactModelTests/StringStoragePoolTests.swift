@testable import ContactModel
import Testing

/// ``StringStoragePool``: strings written over kept storage are the strings the standard
/// library makes of the same bytes, and only storage nothing else holds is kept.
@Suite struct StringStoragePoolTests {
    /// A string of `count` bytes in storage of its own (made at run time, not a literal).
    static func made(_ count: Int, _ byte: UInt8 = UInt8(ascii: "x")) -> String {
        String(decoding: Array(repeating: byte, count: count), as: UTF8.self)
    }

    static func words(_ text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }

    @Test func theLayoutIsCheckedOnThisPlatform() {
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            #expect(StringStoragePool().keepsStorage)
        #endif
        #expect(!StringStoragePool.none.keepsStorage)
    }

    /// Every length a kept storage can hold, ASCII and not, some starting or ending with a
    /// multi-byte character: equal to the string made, with the same count and flags word.
    @Test func writtenOverStringsAreTheStringsMadeOfTheBytes() throws {
        var pool = StringStoragePool()
        guard pool.keepsStorage else { return }
        let texts = (16...40).map { String(repeating: "a", count: $0) }
            + ["ünïcödé, then some ASCII", "ASCII first, then ü", "日本語のテキストです", "e-mail@example.com",
               "Paseo de Gracia 170", "+1 (223) 555-0108 ext. 42", String(repeating: "é", count: 20)]
        for text in texts {
            let bytes = Array(text.utf8)
            var old = Self.made(bytes.count + 3)
            let keptOld = pool.recycleIfReusable(&old)
            #expect(keptOld)
            #expect(old.isEmpty)
            let made = bytes.withUnsafeBufferPointer { pool.string(copying: $0) }
            let written = try #require(made)
            let expected = String(decoding: bytes, as: UTF8.self)
            #expect(written == expected)
            #expect(written.hashValue == expected.hashValue)
            #expect(Array(written.utf8) == bytes)
            #expect(written.count == expected.count)
            #expect(written.unicodeScalars.elementsEqual(expected.unicodeScalars))
            #expect(Self.words(written).0 == Self.words(expected).0, "count and flags of \(text)")
            // It grows and changes as any string does.
            var grown = written
            grown += " and more text after it, past the room it had"
            #expect(grown == expected + " and more text after it, past the room it had")
            #expect(written == expected)
        }
        #expect(pool.count == 0)
    }

    @Test func onlyStorageNothingElseHoldsIsKept() {
        var pool = StringStoragePool()
        guard pool.keepsStorage else { return }
        let original = Self.made(20)
        var shared = original
        let keptShared = pool.recycleIfReusable(&shared)
        #expect(!keptShared)
        #expect(shared == original)
        pool.recycle(&shared)
        #expect(shared.isEmpty)
        #expect(original == Self.made(20))
        #expect(pool.count == 0)
    }

    @Test func smallLiteralAndLongStringsAreNotKept() {
        var pool = StringStoragePool()
        var small = Self.made(15)
        var literal = "a string literal longer than fifteen bytes"
        // Room for breadcrumbs (64 bytes or more): not kept.
        var long = Self.made(64)
        var empty = ""
        let keptSmall = pool.recycleIfReusable(&small)
        #expect(!keptSmall)
        let keptLiteral = pool.recycleIfReusable(&literal)
        #expect(!keptLiteral)
        let keptLong = pool.recycleIfReusable(&long)
        #expect(!keptLong)
        let keptEmpty = pool.recycleIfReusable(&empty)
        #expect(!keptEmpty)
        #expect(small == Self.made(15) && long == Self.made(64))
        #expect(pool.count == 0)
        var optional: String? = Self.made(30)
        pool.recycle(&optional)
        #expect(optional == nil)
        #expect(pool.count == (pool.keepsStorage ? 1 : 0))
    }

    @Test func aPoolThatKeepsNothingEmptiesAsBefore() {
        var pool = StringStoragePool.none
        var text = Self.made(30)
        pool.recycle(&text)
        #expect(text.isEmpty)
        #expect(pool.count == 0)
        let made = Array(repeating: UInt8(ascii: "b"), count: 20).withUnsafeBufferPointer { pool.string(copying: $0) }
        #expect(made == nil)
    }

    /// A string no kept storage has room for is not made here; the storage stays kept. The
    /// one with room is taken, wherever it is.
    @Test func theStorageTakenHasRoomForTheBytes() throws {
        var pool = StringStoragePool()
        guard pool.keepsStorage else { return }
        var large = Self.made(50)
        var small = Self.made(16)
        pool.recycle(&large)
        pool.recycle(&small)
        #expect(pool.count == 2)
        let bytes = Array(repeating: UInt8(ascii: "z"), count: 70)
        let none = bytes.withUnsafeBufferPointer { pool.string(copying: $0) }
        #expect(none == nil)
        #expect(pool.count == 2)
        let forty = Array(repeating: UInt8(ascii: "q"), count: 40).withUnsafeBufferPointer { pool.string(copying: $0) }
        #expect(forty == Self.made(40, UInt8(ascii: "q")))
        #expect(pool.count == 1)
        // The storage left is that of 16 bytes, with room for 31.
        let twenty = Array(repeating: UInt8(ascii: "r"), count: 20).withUnsafeBufferPointer { pool.string(copying: $0) }
        #expect(twenty == Self.made(20, UInt8(ascii: "r")))
        #expect(pool.count == 0)
    }

    @Test func atMostTheMaximumIsKept() {
        var pool = StringStoragePool()
        guard pool.keepsStorage else { return }
        for _ in 0..<(StringStoragePool.maximumCount + 3) {
            var text = Self.made(20)
            pool.recycle(&text)
            #expect(text.isEmpty)
        }
        #expect(pool.count == StringStoragePool.maximumCount)
    }

    /// A copy of a pool shares what it keeps: neither writes over storage the other holds.
    @Test func aCopiedPoolWritesOverNothingTheOtherHolds() throws {
        var pool = StringStoragePool()
        guard pool.keepsStorage else { return }
        var text = Self.made(20)
        pool.recycle(&text)
        var copy = pool
        let bytes = Array("written over, once only".utf8)
        let fromOriginal = bytes.withUnsafeBufferPointer { pool.string(copying: $0) }
        #expect(fromOriginal == nil)
        // The copy now holds the storage alone.
        let fromCopy = bytes.withUnsafeBufferPointer { copy.string(copying: $0) }
        #expect(fromCopy == "written over, once only")
    }

    /// Emptying a contact with a pool leaves the empty contact and keeps the storage of its
    /// large strings that nothing else holds.
    @Test func emptyingAContactKeepsItsLargeStrings() {
        var pool = StringStoragePool()
        var contact = Contact.empty
        contact.formattedName = Self.made(20)
        contact.givenName = "Ann"
        contact.organizationName = Self.made(30)
        contact.note = Self.made(200)
        contact.emailAddresses = [LabeledValue(label: .home, value: Self.made(25))]
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: Self.made(17))]
        contact.urlAddresses = [LabeledValue(label: nil, value: Self.made(40))]
        contact.postalAddresses = [
            LabeledValue(label: .home, value: PostalAddress(street: Self.made(22), city: "Springfield", country: Self.made(16)))
        ]
        contact.groups = [Self.made(18), "Work"]
        // Held elsewhere too: not kept, and not written over.
        let url = contact.urlAddresses[0].value
        contact.removeAllKeepingListCapacity(recycling: &pool)
        #expect(contact == Contact.empty)
        // All but the note (too long), the URL (held) and the small ones.
        #expect(pool.count == (pool.keepsStorage ? 7 : 0))
        for _ in 0..<7 {
            _ = Array(repeating: UInt8(ascii: "w"), count: 16).withUnsafeBufferPointer { pool.string(copying: $0) }
        }
        #expect(pool.count == 0)
        #expect(url == Self.made(40))
    }
}
