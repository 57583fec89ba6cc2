/// The properties the reader treats specially, recognised once from the bytes of the name.
///
/// Recognising the name while the line is split saves every later step a string comparison
/// or a dictionary lookup (the builder's dispatch used to compare the name with up to fifty
/// strings in turn). Each spelling maps to what its canonical name means: `X-KIND` and
/// `KIND` are both ``kind`` because ``VCardVersionTable/canonicalPropertyName(_:)`` maps one
/// to the other. Names not listed here are `nil` and take the general path.
enum VCardPropertyKind {
    case tel, email, formattedName, name, address, begin, end, version, note, organization
    case title, birthday, url, categories, uid, relation, appleDate, impp, photo, nickname
    case maidenName, phoneticFirstName, phoneticMiddleName, phoneticLastName, phoneticOrganization
    case sound, alternateBirthday, anniversary, label, socialProfile, kind, appleShowAs, member
    case appleLabel, appleAddress, appleSubLocality, secondarySurname, nameGeneration
    /// A desktop client's one-person relation (`X-EVOLUTION-SPOUSE`, `X-MS-MANAGER`, ...).
    case vendorRelation
    /// A desktop client's wedding anniversary (`X-EVOLUTION-ANNIVERSARY`, `X-MS-ANNIVERSARY`).
    case vendorAnniversary
    /// Android's `X-ANDROID-CUSTOM` rows (nickname, relation, event).
    case androidCustom
    /// Exchange's `X-MS-TEL` (company main, assistant, callback, radio and TTY/TDD phones).
    case microsoftTelephone
    /// The department alone: Roundcube's `X-DEPARTMENT`, KAddressBook's
    /// `X-KADDRESSBOOK-X-Department`.
    case department
    /// `PRODID`, on nearly every card: kept as an extension, as unrecognised names are;
    /// recognised only so that its name is not decoded and upper-cased on every card.
    case productID

    /// One recognised spelling: its upper-cased name and what it means.
    private struct Spelling {
        let name: String
        let bytes: [UInt8]
        let kind: VCardPropertyKind
        /// The first eight bytes packed as ``pack(_:)`` packs them.
        let head: UInt64

        init(_ name: String, _ kind: VCardPropertyKind) {
            self.name = name
            bytes = Array(name.utf8)
            self.kind = kind
            head = bytes.withUnsafeBufferPointer { VCardPropertyKind.pack($0) }
        }
    }

    /// Every recognised spelling.
    private static let spellings: [Spelling] = [
        .init("TEL", .tel), .init("EMAIL", .email), .init("FN", .formattedName), .init("N", .name),
        .init("ADR", .address), .init("BEGIN", .begin), .init("END", .end),
        .init("VERSION", .version), .init("NOTE", .note), .init("ORG", .organization),
        .init("TITLE", .title), .init("BDAY", .birthday), .init("X-BDAY", .birthday),
        .init("URL", .url), .init("CATEGORIES", .categories), .init("UID", .uid),
        .init("X-ABRELATEDNAMES", .relation), .init("RELATED", .relation),
        .init("X-RELATED", .relation), .init("X-ABDATE", .appleDate), .init("IMPP", .impp),
        .init("PHOTO", .photo), .init("NICKNAME", .nickname), .init("X-MAIDENNAME", .maidenName),
        .init("X-PHONETIC-FIRST-NAME", .phoneticFirstName),
        .init("X-PHONETIC-MIDDLE-NAME", .phoneticMiddleName),
        .init("X-PHONETIC-LAST-NAME", .phoneticLastName),
        .init("X-PHONETIC-ORG", .phoneticOrganization), .init("SOUND", .sound),
        .init("X-ALTBDAY", .alternateBirthday), .init("ANNIVERSARY", .anniversary),
        .init("X-ANNIVERSARY", .anniversary), .init("LABEL", .label), .init("X-LABEL", .label),
        .init("SOCIALPROFILE", .socialProfile), .init("X-SOCIALPROFILE", .socialProfile),
        .init("KIND", .kind), .init("X-KIND", .kind), .init("X-ADDRESSBOOKSERVER-KIND", .kind),
        .init("X-ABSHOWAS", .appleShowAs), .init("MEMBER", .member), .init("X-MEMBER", .member),
        .init("X-ADDRESSBOOKSERVER-MEMBER", .member), .init("X-ABLABEL", .appleLabel),
        .init("X-ABADR", .appleAddress), .init("X-APPLE-SUBLOCALITY", .appleSubLocality),
        .init("X-SECONDARY-SURNAME", .secondarySurname), .init("X-NAME-GENERATION", .nameGeneration),
        .init("X-ANDROID-CUSTOM", .androidCustom), .init("X-MS-TEL", .microsoftTelephone),
        .init("X-DEPARTMENT", .department), .init("X-KADDRESSBOOK-X-DEPARTMENT", .department),
        .init("PRODID", .productID),
    ] + VCardContactBuilder.vendorRelationLabels.map(\.name).sorted().map { .init($0, .vendorRelation) }
        + VCardContactBuilder.vendorAnniversaryNames.map { .init($0, .vendorAnniversary) }

    /// The number of slots of the table: a power of two, more than twice the spellings.
    private static let slotCount = 256

    /// An open-addressed table of ``spellings``: slot ``slot(head:count:)`` of a spelling,
    /// or the next free one after it, holds its index + 1; 0 is a free slot.
    ///
    /// A name is found with one multiplication and, most of the time, one comparison of
    /// eight packed bytes (a scan of the spellings of its length compared byte by byte cost
    /// about 130 instructions a line).
    private static func makeSlots() -> [UInt8] {
        precondition(spellings.count * 2 < slotCount && spellings.count < 255, "the table is too full")
        var slots = [UInt8](repeating: 0, count: slotCount)
        for (index, spelling) in spellings.enumerated() {
            var slot = VCardPropertyKind.slot(head: spelling.head, count: spelling.bytes.count)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = UInt8(index + 1)
        }
        return slots
    }

    /// ``spellings`` and their slots, behind one lazy initialisation.
    private static let table = (spellings: spellings, slots: makeSlots())

    /// Up to eight bytes, the first in the highest place used, each ASCII letter upper-cased.
    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        for offset in 0..<min(bytes.count, 8) { packed = packed << 8 | UInt64(bytes[offset]) }
        return upperCased(packed)
    }

    /// ``pack(_:)`` of `line[start..<end]` (not empty), with one load when eight bytes from
    /// `start` are in `line`.
    @inline(__always)
    static func pack(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        guard let base = line.baseAddress, start &+ 8 <= line.count else {
            return pack(UnsafeBufferPointer(rebasing: line[start..<end]))
        }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        return upperCased(word.byteSwapped &>> UInt64(8 &* (8 &- min(end &- start, 8))))
    }

    /// Each ASCII letter of the packed bytes upper-cased.
    @inline(__always)
    static func upperCased(_ packed: UInt64) -> UInt64 {
        // All eight bytes at once: a byte's top bit is set by the first sum when its low
        // seven bits are at least `a`, by the second when they are past `z` (the sums never
        // carry into the next byte); bytes over 127 are left out. 0x20 off each letter.
        let low = packed & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = low &+ 0x1F1F_1F1F_1F1F_1F1F
        let pastZ = low &+ 0x0505_0505_0505_0505
        let letters = atLeastA & ~pastZ & ~packed & 0x8080_8080_8080_8080
        return packed &- letters >> 2
    }

    /// The kind of the commonest names of up to eight bytes, by their packed upper-cased
    /// bytes (a name that short whose first byte is not 0 is its packed form): found with
    /// no table, whose lazy initialisation and probe cost more than the rest of the lookup.
    /// Each is also in ``spellings`` with the same kind; others there are found in the table.
    ///
    /// The packed name times a constant picks one of 64 slots, the top six bits of the
    /// product (the constant was searched for so that no two of these names share a slot),
    /// and the slot's name is compared: a jump through a table and one comparison, where a
    /// switch on the names themselves took five or six comparisons. Always inlined, as
    /// ``kind(in:from:to:head:)`` is: left to the inliner, it stayed a call of its own.
    @inline(always)
    static func common(_ packed: UInt64) -> VCardPropertyKind? {
        let expected: UInt64
        let kind: VCardPropertyKind
        switch (packed &* 0x8A3C_A6F3_085A_36D9) &>> 58 {
        case 0: (expected, kind) = (0x4b494e44, .kind)  // KIND
        case 2: (expected, kind) = (0x50484f544f, .photo)  // PHOTO
        case 4: (expected, kind) = (0x454d41494c, .email)  // EMAIL
        case 5: (expected, kind) = (0x5449544c45, .title)  // TITLE
        case 7: (expected, kind) = (0x4e, .name)  // N
        case 9: (expected, kind) = (0x4d454d424552, .member)  // MEMBER
        case 10: (expected, kind) = (0x54454c, .tel)  // TEL
        case 12: (expected, kind) = (0x454e44, .end)  // END
        case 14: (expected, kind) = (0x50524f444944, .productID)  // PRODID
        case 17: (expected, kind) = (0x582d4142414452, .appleAddress)  // X-ABADR
        case 18: (expected, kind) = (0x4f5247, .organization)  // ORG
        case 20: (expected, kind) = (0x582d4c4142454c, .label)  // X-LABEL
        case 21: (expected, kind) = (0x534f554e44, .sound)  // SOUND
        case 23: (expected, kind) = (0x424547494e, .begin)  // BEGIN
        case 24: (expected, kind) = (0x582d4d454d424552, .member)  // X-MEMBER
        case 25: (expected, kind) = (0x582d414244415445, .appleDate)  // X-ABDATE
        case 28: (expected, kind) = (0x554944, .uid)  // UID
        case 29: (expected, kind) = (0x42444159, .birthday)  // BDAY
        case 31: (expected, kind) = (0x582d4b494e44, .kind)  // X-KIND
        case 39: (expected, kind) = (0x4c4142454c, .label)  // LABEL
        case 41: (expected, kind) = (0x56455253494f4e, .version)  // VERSION
        case 42: (expected, kind) = (0x494d5050, .impp)  // IMPP
        case 45: (expected, kind) = (0x464e, .formattedName)  // FN
        case 46: (expected, kind) = (0x4e4f5445, .note)  // NOTE
        case 48: (expected, kind) = (0x4e49434b4e414d45, .nickname)  // NICKNAME
        case 49: (expected, kind) = (0x414452, .address)  // ADR
        case 57: (expected, kind) = (0x55524c, .url)  // URL
        case 58: (expected, kind) = (0x52454c41544544, .relation)  // RELATED
        case 60: (expected, kind) = (0x582d42444159, .birthday)  // X-BDAY
        case 61: (expected, kind) = (0x582d4d532d54454c, .microsoftTelephone)  // X-MS-TEL
        default: return nil
        }
        return packed == expected ? kind : nil
    }

    /// Where a name's search starts: its packed first bytes and its length, mixed.
    @inline(__always)
    private static func slot(head: UInt64, count: Int) -> Int {
        Int(truncatingIfNeeded: ((head ^ UInt64(truncatingIfNeeded: count) << 58) &* 0x9E37_79B9_7F4A_7C15) >> 56)
            & (slotCount - 1)
    }

    /// The kind and upper-cased spelling of a property name written in any case; nil when
    /// the name is not one of the recognised spellings.
    static func recognize(_ name: UnsafeBufferPointer<UInt8>) -> (kind: VCardPropertyKind, name: String)? {
        guard name.count > 0 else { return nil }
        return recognize(name, head: pack(name))
    }

    /// ``recognize(_:)-(UnsafeBufferPointer<UInt8>)`` of the name `line[start..<end]` (not
    /// empty), whose first bytes are packed with one load.
    @inline(__always)
    static func recognize(
        in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (kind: VCardPropertyKind, name: String)? {
        recognize(UnsafeBufferPointer(rebasing: line[start..<end]), head: pack(line, start, end))
    }

    /// The kind alone of the name `line[start..<end]` (not empty), as
    /// ``recognize(in:from:to:)`` finds it: the reader makes the name itself from the bytes
    /// when it is short (see `VCardProperty+Names`), and a name returned here was a string
    /// to release.
    /// `head` is the name's packed first bytes (``pack(_:_:_:)``); the name has no byte 0.
    /// Always inlined into `VCardProperty.split` (once a line), with ``common(_:)``:
    /// `@inline(__always)` left it a call, its arguments moved into place and a frame of
    /// its own (about 20 instructions a line; 1.4 M on 10k cards).
    @inline(always)
    static func kind(
        in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, head: UInt64
    ) -> VCardPropertyKind? {
        let count = end &- start
        if count <= 8, let known = common(head) { return known }
        // Apple's `X-ABLabel`, on every labelled value, is one byte too long for the above.
        if count == 9, head == 0x582D_4142_4C41_4245, line[start &+ 8] & 0xDF == UInt8(ascii: "L") {
            return .appleLabel
        }
        return tableKind(UnsafeBufferPointer(rebasing: line[start..<end]), head: head)
    }

    /// The table's kind of a name (not empty) whose first bytes pack to `head`. Out of
    /// line, so that ``kind(in:from:to:head:)`` saves no registers for it.
    @inline(never)
    private static func tableKind(_ name: UnsafeBufferPointer<UInt8>, head: UInt64) -> VCardPropertyKind? {
        lookUp(name, head: head) { $0.kind }
    }

    /// The table's lookup of a name (not empty) whose first bytes pack to `head`.
    private static func recognize(
        _ name: UnsafeBufferPointer<UInt8>, head: UInt64
    ) -> (kind: VCardPropertyKind, name: String)? {
        lookUp(name, head: head) { ($0.kind, $0.name) }
    }

    /// `body` of the spelling of a name (not empty) whose first bytes pack to `head`; nil
    /// when there is none.
    @inline(__always)
    private static func lookUp<Result>(
        _ name: UnsafeBufferPointer<UInt8>, head: UInt64, _ body: (borrowing Spelling) -> Result
    ) -> Result? {
        let count = name.count
        // Borrowed in place: a spelling copied out of the table cost a retain and a release
        // for its name and its bytes.
        return table.spellings.withUnsafeBufferPointer { spellings in
            table.slots.withUnsafeBufferPointer { slots in
                var slot = VCardPropertyKind.slot(head: head, count: count)
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return nil }
                    if spellings[entry - 1].head == head, matches(name, spellings[entry - 1].bytes) {
                        return body(spellings[entry - 1])
                    }
                    slot = (slot + 1) & (slotCount - 1)
                }
            }
        }
    }

    /// Whether `name` is `spelling` (upper-case) in any case, given their first eight bytes
    /// already match.
    @inline(__always)
    private static func matches(_ name: UnsafeBufferPointer<UInt8>, _ spelling: [UInt8]) -> Bool {
        guard spelling.count == name.count else { return false }
        if name.count <= 8 { return true }
        return spelling.withUnsafeBufferPointer { expected in
            for offset in 8..<name.count {
                let written = name[offset]
                let upper = written >= 97 && written <= 122 ? written - 32 : written
                if upper != expected[offset] { return false }
            }
            return true
        }
    }

    /// The kind of an upper-cased name (properties made from other formats, such as jCard).
    static func recognize(_ name: String) -> VCardPropertyKind? {
        var name = name
        return name.withUTF8 { recognize($0)?.kind }
    }
}
