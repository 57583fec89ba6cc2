import ContactFormatting
import ContactModel
import Foundation
import Testing

@Suite struct NameFormatterFallbackTests {
    @Test func displayNameFallsBackInOrder() {
        let formatter = NameFormatter()
        var contact = Contact(
            organizationName: "Acme", phoneNumbers: [LabeledValue(value: "+1 555 0100")],
            emailAddresses: [LabeledValue(value: "info@example.com")])
        #expect(formatter.displayName(for: contact) == "Acme")
        contact.organizationName = ""
        #expect(formatter.displayName(for: contact) == "info@example.com")
        contact.emailAddresses = []
        #expect(formatter.displayName(for: contact) == "+1 555 0100")
        contact.phoneNumbers = []
        #expect(formatter.displayName(for: contact) == "No Name")
        contact.formattedName = "Written Name"
        #expect(formatter.displayName(for: contact) == "Written Name")
        contact.givenName = "Ada"
        #expect(formatter.displayName(for: contact) == "Ada")
    }

    @Test func organizationsShowTheirOrganizationName() {
        let contact = Contact(kind: .organization, givenName: "Ada", organizationName: "Acme")
        #expect(NameFormatter().displayName(for: contact) == "Acme")
    }

    /// The full name of a company's card is its organization, not "" (issue 31: a library
    /// user formatting a book got empty names for every company).
    @Test func anOrganizationsFullNameIsItsOrganization() {
        let company = Contact(kind: .organization, organizationName: "Birchwood Bakery")
        #expect(NameFormatter.string(from: company) == "Birchwood Bakery")
        #expect(NameFormatter.string(from: company, style: .appleFullName) == "Birchwood Bakery")
        #expect(NameFormatter.string(from: company, style: .initials) == "")
        // A person who works somewhere is still named by the person's name.
        let person = Contact(givenName: "Ada", familyName: "Lovelace", organizationName: "Acme")
        #expect(NameFormatter.string(from: person) == "Ada Lovelace")
        // A company's card without an organization name falls back to its name parts.
        let unnamed = Contact(kind: .organization, givenName: "Ada")
        #expect(NameFormatter.string(from: unnamed) == "Ada")
    }

    @Test(arguments: [
        ("en", "No Name"), ("de", "Kein Name"), ("fr", "Sans nom"), ("it", "Nessun nome"),
        ("es", "Sin nombre"), ("pt", "Sem nome"), ("nl", "Geen naam"), ("sv", "Inget namn"),
        ("pl", "Bez nazwy"), ("tr", "Adsız"), ("ru", "Без имени"), ("ar", "بدون اسم"),
        ("hi", "कोई नाम नहीं"), ("th", "ไม่มีชื่อ"), ("ja", "名前なし"), ("zh-Hans", "无姓名"),
        ("zh-Hant", "無姓名"), ("zh-TW", "無姓名"), ("ko", "이름 없음"), ("hu", "Nincs név"),
        ("vi", "Không có tên"), ("xx", "No Name"),
    ])
    func noNameIsLocalized(_ locale: String, _ expected: String) {
        #expect(NameFormatter(locale: Locale(identifier: locale)).displayName(for: Contact()) == expected)
    }

    @Test func sortKeyPrefersReadingsAndFamilyFirst() {
        let formatter = NameFormatter(locale: Locale(identifier: "ja"))
        let japanese = Contact(givenName: "太郎", familyName: "山田",
                               phoneticGivenName: "たろう", phoneticFamilyName: "やまだ")
        #expect(formatter.sortKey(for: japanese) == "やまだ たろう")
        #expect(formatter.sectionTitle(for: japanese) == "や")
        let halfWidth = Contact(givenName: "太郎", familyName: "山田",
                                phoneticGivenName: "ﾀﾛｳ", phoneticFamilyName: "ﾔﾏﾀﾞ")
        #expect(formatter.sortKey(for: halfWidth) == "ヤマダ タロウ")
        #expect(NameFormatter().sectionTitle(for: halfWidth) == "や")
        let english = Contact(givenName: "John", middleName: "Q", familyName: "Appleseed")
        #expect(NameFormatter().sortKey(for: english) == "Appleseed John Q")
        #expect(NameFormatter().sortKey(for: english, order: .givenFirst) == "John Q Appleseed")
    }

    @Test(arguments: [
        ("en", "Östberg", "O"), ("sv", "Östberg", "Ö"), ("de", "Ärger", "A"), ("en", "émile", "E"),
        ("ko", "김", "ㄱ"), ("ko", "꽃", "ㄱ"), ("ja", "カトウ", "か"), ("en", "123", "#"),
        ("ru", "Петров", "П"), ("zh-Hans", "王", "W"),
    ])
    func sectionTitles(_ locale: String, _ family: String, _ expected: String) {
        let formatter = NameFormatter(locale: Locale(identifier: locale))
        #expect(formatter.sectionTitle(for: Contact(familyName: family)) == expected)
    }

    @Test func contactsWithoutANameGoLastUnderHash() {
        let formatter = NameFormatter(locale: Locale(identifier: "sv"))
        let contacts = [
            Contact(emailAddresses: [LabeledValue(value: "a@example.com")]),
            Contact(givenName: "Örjan", familyName: "Öberg"),
            Contact(givenName: "Zara", familyName: "Zetterlund"),
            Contact(givenName: "Anna", familyName: "Andersson"),
        ]
        let sorted = formatter.sorted(contacts).map { formatter.displayName(for: $0) }
        #expect(sorted == ["Anna Andersson", "Zara Zetterlund", "Örjan Öberg", "a@example.com"])
        #expect(formatter.sectionTitle(for: contacts[0]) == "#")
    }

    @Test func theLocalesOwnScriptComesFirst() {
        let contacts = [
            Contact(givenName: "Anna", familyName: "Andersson"),
            Contact(givenName: "太郎", familyName: "山田", phoneticGivenName: "たろう",
                    phoneticFamilyName: "やまだ"),
            Contact(emailAddresses: [LabeledValue(value: "a@example.com")]),
            Contact(givenName: "민준", familyName: "김"),
        ]
        let japanese = NameFormatter(locale: Locale(identifier: "ja"))
        #expect(japanese.sorted(contacts).map { japanese.displayName(for: $0) }
            == ["山田太郎", "Anna Andersson", "김민준", "a@example.com"])
        let korean = NameFormatter(locale: Locale(identifier: "ko"))
        // A Han name shown in Korean is formatted by its own (Chinese) data: no space.
        #expect(korean.sorted(contacts).map { korean.displayName(for: $0) }
            == ["김민준", "Anna Andersson", "山田太郎", "a@example.com"])
        #expect(korean.sectionRank("ㄱ") == 0 && korean.sectionRank("A") == 1 && korean.sectionRank("#") == 2)
    }
}
