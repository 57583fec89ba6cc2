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

    /// One recognised spelling: its upper-cased name and what it means.
    private struct Spelling {
        let name: String
        let bytes: [UInt8]
        let kind: VCardPropertyKind

        init(_ name: String, _ kind: VCardPropertyKind) {
            self.name = name
            bytes = Array(name.utf8)
            self.kind = kind
        }
    }

    /// Every recognised spelling, by length (so a name is compared with a few at most).
    private static let spellingsByLength: [[Spelling]] = {
        let all: [Spelling] = [
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
        ] + VCardContactBuilder.vendorRelationLabels.keys.map { .init($0, .vendorRelation) }
            + VCardContactBuilder.vendorAnniversaryNames.map { .init($0, .vendorAnniversary) }
        var table = [[Spelling]](repeating: [], count: all.map(\.bytes.count).max()! + 1)
        for spelling in all { table[spelling.bytes.count].append(spelling) }
        return table
    }()

    /// The kind and upper-cased spelling of a property name written in any case; nil when
    /// the name is not one of the recognised spellings.
    static func recognize(_ name: UnsafeBufferPointer<UInt8>) -> (kind: VCardPropertyKind, name: String)? {
        let count = name.count
        guard count < spellingsByLength.count else { return nil }
        // Borrowed in place: a spelling copied out of the table cost a retain and a release
        // for its name and its bytes, at every candidate of every line.
        return spellingsByLength.withUnsafeBufferPointer { table in
            table[count].withUnsafeBufferPointer { candidates in
                candidates: for index in candidates.indices {
                    let matches = candidates[index].bytes.withUnsafeBufferPointer { expected in
                        for offset in 0..<count {
                            let written = name[offset]
                            let upper = written >= 97 && written <= 122 ? written - 32 : written
                            if upper != expected[offset] { return false }
                        }
                        return true
                    }
                    if matches { return (candidates[index].kind, candidates[index].name) }
                }
                return nil
            }
        }
    }

    /// The kind of an upper-cased name (properties made from other formats, such as jCard).
    static func recognize(_ name: String) -> VCardPropertyKind? {
        var name = name
        return name.withUTF8 { recognize($0)?.kind }
    }
}
