import ContactFormatting
import ContactModel
import Foundation
import Testing

/// One row of the per-locale name table: the parts of a name and how the locale writes it.
struct NameCase: CustomTestStringConvertible, Sendable {
    let locale: String
    let contact: Contact
    let expected: String
    var testDescription: String { "\(locale): \(expected)" }

    /// Parses `locale | prefix | given | middle | family | suffix | expected`.
    init(row: Substring) {
        let columns = row.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        locale = columns[0]
        contact = Contact(
            namePrefix: columns[1], givenName: columns[2], middleName: columns[3],
            familyName: columns[4], nameSuffix: columns[5])
        expected = columns[6]
    }
}

@Suite struct NameFormatterTests {
    /// Native names, foreign names, missing parts, prefixes and suffixes in 20 locales.
    static let fullNameTable = """
        en |      | John     | Q      | Appleseed      |      | John Q Appleseed
        en | Dr.  | John     |        | Appleseed      | Jr.  | Dr. John Appleseed Jr.
        en |      | 太郎      |        | 山田            |      | 山田太郎
        en |      | János    |        | Kovács         |      | János Kovács
        en |      |          |        | Appleseed      |      | Appleseed
        de |      | Hans     |        | Müller         |      | Hans Müller
        de | Prof. Dr. | Hans | Peter | Müller         |      | Prof. Dr. Hans Peter Müller
        de |      | 민준      |        | 김              |      | 김민준
        fr |      | Marie    |        | Curie          |      | Marie Curie
        fr | M.   | Jean     |        |                |      | M. Jean
        fr |      | 伟        |        | 王              |      | 王伟
        it |      | Giuseppe |        | Verdi          |      | Giuseppe Verdi
        it |      | Giuseppe |        |                | Jr.  | Giuseppe Jr.
        es |      | Gabriel  |        | García Márquez |      | Gabriel García Márquez
        es | Sra. |          |        | López          |      | Sra. López
        pt | Dra. | Ana      |        | Souza          |      | Dra. Ana Souza
        pt |      | João     | Pedro  | Silva          | Neto | João Pedro Silva Neto
        nl |      | Jan      |        | van der Berg   |      | Jan van der Berg
        nl |      |          | de     |                |      | de
        sv |      | Anna     |        | Svensson       |      | Anna Svensson
        sv |      | An       | Văn    | Nguyễn         |      | An Văn Nguyễn
        pl |      | Jan      |        | Kowalski       |      | Jan Kowalski
        pl | prof. | Maria   |        | Skłodowska-Curie |    | prof. Maria Skłodowska-Curie
        tr |      | Ayşe     |        | Yılmaz         |      | Ayşe Yılmaz
        tr | Dr.  | Mehmet   |        | Öz             |      | Dr. Mehmet Öz
        ru |      | Иван     | Иванович | Петров       |      | Иван Иванович Петров
        ru |      | John     |        | Smith          |      | John Smith
        ar |      | محمد     |        | علي            |      | محمد علي
        ar |      | 花子      |        | 佐藤            |      | 佐藤花子
        hi |      | राहुल     |        | शर्मा            |      | राहुल शर्मा
        hi | डॉ.   | राहुल     |        | शर्मा            |      | डॉ. राहुल शर्मा
        th |      | สมชาย    |        | ใจดี            |      | สมชาย ใจดี
        th |      | Somchai  |        | Jaidee         |      | Somchai Jaidee
        ja |      | 太郎      |        | 山田            |      | 山田太郎
        ja |      | ジョン     |        | スミス          |      | ジョン・スミス
        ja |      | John     |        | Smith          |      | John Smith
        ja |      | ジョン     | F      | スミス          |      | ジョン・F・スミス
        ja | Dr.  | 太郎      |        | 山田            |      | 山田太郎Dr.
        ja |      | 太郎      |        | 山田            | 様   | 山田太郎様
        ja |      | さくら    |        |                |      | さくら
        zh-Hans |  | 伟       |        | 王              |      | 王伟
        zh-Hans |  | 修       |        | 欧阳            |      | 欧阳修
        zh-Hans |  | 约翰     |        | 史密斯          |      | 约翰·史密斯
        zh-Hans |  | Wei     |        | Wang           |      | Wei Wang
        zh-Hant |  | 大文     |        | 陳              |      | 陳大文
        zh-Hant |  | 約翰     |        | 史密斯          |      | 約翰史密斯
        zh-Hant |  | ジョン    |        | スミス          |      | ジョン・スミス
        ko |      | 민준      |        | 김              |      | 김민준
        ko |      | 존        |        | 스미스          |      | 존 스미스
        ko |      | John     |        | Smith          |      | John Smith
        hu |      | János    |        | Kovács         |      | Kovács János
        hu |      | János    | Péter  | Kovács         |      | Kovács János Péter
        hu | dr.  | János    |        | Kovács         |      | Kovács János
        hu |      | 太郎      |        | 山田            |      | 山田太郎
        vi |      | An       | Văn    | Nguyễn         |      | Nguyễn Văn An
        vi |      | Lan      | Thị    | Trần           |      | Trần Thị Lan
        vi |      | 민준      |        | 김              |      | 김민준
        """

    static let fullNameCases = fullNameTable.split(separator: "\n").map(NameCase.init(row:))

    @Test(arguments: fullNameCases)
    func fullNameFollowsLocaleAndScript(_ testCase: NameCase) {
        let formatter = NameFormatter(locale: Locale(identifier: testCase.locale))
        #expect(formatter.string(from: testCase.contact) == testCase.expected)
    }

    @Test func tableCoversTwentyLocales() {
        #expect(Set(Self.fullNameCases.map(\.locale)).count == 20)
    }

    /// CLDR's full name where ContactKit has the data; Apple's (every part kept) on request.
    @Test(arguments: [
        ("hu", Contact(namePrefix: "dr.", givenName: "János", familyName: "Kovács"), "Kovács János", "dr. Kovács János"),
        ("ja", Contact(namePrefix: "Dr.", givenName: "太郎", familyName: "山田"), "山田太郎Dr.", "Dr. 山田太郎"),
        ("zh-Hant", Contact(namePrefix: "博士", givenName: "柏翰", familyName: "吳"), "吳柏翰", "博士吳柏翰"),
        ("vi", Contact(namePrefix: "Ông", givenName: "Anh", middleName: "Văn", familyName: "Nguyễn"),
         "Nguyễn Văn Anh", "Ông Nguyễn Văn Anh"),
    ])
    func appleFullNameKeepsWhatCLDRLeavesOut(_ locale: String, _ contact: Contact, _ cldr: String, _ apple: String) {
        let formatter = NameFormatter(locale: Locale(identifier: locale))
        #expect(formatter.string(from: contact) == cldr)
        #expect(NameFormatter(style: .appleFullName, locale: Locale(identifier: locale)).string(from: contact) == apple)
    }

    /// The failures: the name's own language decides the order (`N;LANGUAGE=vi`),
    /// a second given name or a three-character family name does not make a CJK name
    /// foreign, and honorifics go after a Chinese name.
    @Test func nameLanguageAndCJKNamesFollowCLDR() {
        var vietnamese = Contact(givenName: "John", familyName: "Trần")
        #expect(NameFormatter().string(from: vietnamese) == "John Trần")
        vietnamese.fieldParameters[.name] = [Parameter("LANGUAGE", "vi")]
        #expect(NameFormatter().string(from: vietnamese) == "Trần John")
        var spanish = Contact(givenName: "Lucía", familyName: "Fernández")
        spanish.fieldParameters[.name] = [Parameter("LANGUAGE", "es")]
        #expect(NameFormatter(locale: Locale(identifier: "hu")).string(from: spanish) == "Lucía Fernández")
        let chinese = Contact(givenName: "凯", middleName: "琳", familyName: "周")
        #expect(NameFormatter(locale: Locale(identifier: "zh-Hans")).string(from: chinese) == "周凯琳")
        #expect(NameFormatter().string(from: chinese) == "周凯琳")
        let korean = Contact(givenName: "민서", middleName: "성호", familyName: "이")
        // CLDR 48's Korean patterns space every field and its nativeSpaceReplacement is empty.
        #expect(NameFormatter(locale: Locale(identifier: "ko")).string(from: korean) == "이민서성호")
        let sasaki = Contact(givenName: "健", familyName: "佐々木")
        #expect(NameFormatter(locale: Locale(identifier: "ja")).string(from: sasaki) == "佐々木健")
        #expect(NameFormatter().string(from: sasaki) == "佐々木健")
        let doctor = Contact(namePrefix: "博士", givenName: "柏翰", familyName: "吳")
        #expect(NameFormatter(locale: Locale(identifier: "zh-Hans")).string(from: doctor) == "吳柏翰博士")
        let honorific = Contact(givenName: "太郎", familyName: "山田", nameSuffix: "様")
        #expect(NameFormatter(locale: Locale(identifier: "ja")).string(from: honorific) == "山田太郎様")
    }

    @Test func whitespaceOnlyPartsLeaveNoStraySpaces() {
        let contact = Contact(namePrefix: "  ", givenName: " John ", middleName: "\t",
                              familyName: "Appleseed  ", nameSuffix: " ")
        #expect(NameFormatter().string(from: contact) == "John Appleseed")
    }

    @Test func orderOverrideWinsOverLocaleAndScript() {
        let latin = Contact(givenName: "John", familyName: "Appleseed")
        #expect(NameFormatter(order: .familyFirst).string(from: latin) == "Appleseed John")
        let japanese = Contact(givenName: "太郎", familyName: "山田")
        #expect(NameFormatter(order: .givenFirst).string(from: japanese) == "太郎山田")
        let hungarian = Contact(givenName: "János", familyName: "Kovács")
        #expect(NameFormatter(locale: Locale(identifier: "hu"), order: .givenFirst)
            .string(from: hungarian) == "János Kovács")
    }

    @Test func phoneticFullNameUsesSpacesInTheNamesOrder() {
        let contact = Contact(givenName: "太郎", familyName: "山田",
                              phoneticGivenName: "タロウ", phoneticFamilyName: "ヤマダ")
        let formatter = NameFormatter(style: .phoneticFullName, locale: Locale(identifier: "ja"))
        #expect(formatter.string(from: contact) == "ヤマダ タロウ")
        let english = Contact(givenName: "Siobhan", familyName: "Murphy",
                              phoneticGivenName: "Shivawn")
        #expect(NameFormatter(style: .phoneticFullName).string(from: english) == "Shivawn")
        #expect(NameFormatter(style: .phoneticFullName).string(from: Contact(givenName: "A")) == "")
    }

    @Test func shortNameIsNicknameThenGivenThenFamily() {
        let formatter = NameFormatter(style: .short)
        #expect(formatter.string(from: Contact(givenName: "Robert", familyName: "Smith",
                                                nickname: "Bob")) == "Bob")
        #expect(formatter.string(from: Contact(givenName: "Robert", familyName: "Smith")) == "Robert")
        #expect(formatter.string(from: Contact(familyName: "Smith")) == "Smith")
    }

    @Test func initialsFollowTheLayout() {
        let formatter = NameFormatter(style: .initials)
        #expect(formatter.string(from: Contact(givenName: "john", familyName: "appleseed")) == "JA")
        #expect(formatter.string(from: Contact(givenName: "太郎", familyName: "山田")) == "山")
        let hungarian = NameFormatter(style: .initials, locale: Locale(identifier: "hu"))
        #expect(hungarian.string(from: Contact(givenName: "János", familyName: "Kovács")) == "KJ")
    }
}
