import ContactModel

/// A generated address book for the CSV layout round trip (the Swift side of
/// `Benchmarks/csv/make-name-book.py`): the hard cases first, then seeded random people in
/// 13 locales and scripts, with only FN, only N or both.
enum NameBook {
    /// FN, N (family, given, middle), emails, phones, birthday.
    typealias Case = (fn: String?, n: (String, String, String)?, emails: [(Label?, String)], phones: [(Label?, String)], birthday: PartialDate?)

    static let hardCases: [Case] = [
        ("伊藤くみ子", nil, [(.work, "kumiko.ito@example.jp")], [(nil, "+81 3-5555-0101")], nil),
        (nil, ("伊藤", "くみ子", ""), [], [(nil, "+81 90-5555-0102")], nil),
        ("佐藤 健", ("佐藤", "健", ""), [], [(.mobile, "+81 80-5555-0103")], nil),
        (nil, ("김", "민준", ""), [(.home, "minjun@example.kr")], [], nil),
        (nil, ("王", "小明", ""), [], [(.work, "+86 10 5555 0104")], nil),
        ("李 娜", nil, [], [(nil, "+86 21 5555 0105")], nil),
        ("Ludwig van Beethoven", nil, [], [(nil, "+49 228 5555010")], nil),
        ("Madonna", nil, [(.home, "m@example.com")], [], nil),
        ("Smith, John", nil, [], [(nil, "+1 202 555 0106")], nil),
        ("Anna  Berg", nil, [], [(nil, "+46 8 555 010 07")], nil),
        ("محمد العلي", nil, [], [(nil, "+971 4 555 0108")], nil),
        ("สมชาย ใจดี", nil, [], [(nil, "+66 2 555 0109")], nil),
        ("Johnny Smith", ("Smith", "John", ""), [], [], nil),
        ("Erik Lund", ("Lund", "Erik", ""), [], [(nil, "+47 22 55 50 10"), (nil, "+47 22 55 50 11")], nil),
        ("Paula Reyes", ("Reyes", "Paula", ""), [],
         [(nil, "+34 91 555 0112"), (nil, "+34 91 555 0113"), (.mobile, "+34 600 555 014"), (.mobile, "+34 600 555 015"),
          (.work, "+34 91 555 0116"), (.home, "+34 91 555 0117")], nil),
        ("Chen Wei", ("Chen", "Wei", ""),
         [(.work, "wei.chen@example.com"), (.home, "chenwei@example.net"), (.custom("Boat"), "wchen@example.edu"), (nil, "wei@example.org")], [], nil),
        ("Kim Weber", ("Weber", "Kim", ""), [], [], PartialDate(month: 4, day: 12)),
        ("O\"Neil, \"Pat\"", nil, [(.home, "pat@example.ie")], [], nil),
    ]

    /// (given names, family names, family first without a space)
    static let locales: [([String], [String], Bool)] = [
        (["James", "Mary", "Linda", "David"], ["Smith", "Johnson", "Taylor", "Clark"], false),
        (["Jürgen", "Björn", "Ute"], ["Müller", "von Bülow", "Groß", "zu Guttenberg"], false),
        (["Zoé", "François", "Anaïs"], ["Lefèvre", "de la Fontaine", "Dupont"], false),
        (["José", "Núria", "Íñigo"], ["García Márquez", "de la Cruz", "Ibáñez"], false),
        (["くみ子", "太郎", "花子"], ["伊藤", "山田", "佐藤"], true),
        (["小明", "娜", "伟"], ["王", "李", "张"], true),
        (["민준", "서연"], ["김", "이", "박"], true),
        (["Ольга", "Иван"], ["Иванова", "Петров"], false),
        (["Βαγγέλης", "Μαρία"], ["Παπαδόπουλος", "Νικολάου"], false),
        (["محمد", "ليلى"], ["العلي", "حسن"], false),
        (["דוד", "שרה"], ["לוי", "כהן"], false),
        (["अनीता", "राहुल"], ["शर्मा", "पटेल"], false),
        (["สมชาย", "สุดา"], ["ใจดี", "บุญมา"], false),
    ]

    static let phoneLabels: [Label?] = [nil, nil, .mobile, .work, .home, .workFax, .mobile, nil, .pager]
    static let emailLabels: [Label?] = [nil, .work, .home, nil, .custom("Club")]

    /// SplitMix64: the same numbers on every platform.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static func contacts(count: Int, seed: UInt64) -> [Contact] {
        var generator = Generator(state: seed)
        return (0..<count).map { index in
            let item = index < hardCases.count ? hardCases[index] : randomCase(index, &generator)
            var contact = Contact(uid: "urn:uuid:book-\(index)")
            contact.formattedName = item.fn
            if let (family, given, middle) = item.n {
                contact.familyName = family
                contact.givenName = given
                contact.middleName = middle
            }
            contact.emailAddresses = item.emails.map { LabeledValue(label: $0.0, value: $0.1) }
            contact.phoneNumbers = item.phones.map { LabeledValue(label: $0.0, value: $0.1) }
            contact.birthday = item.birthday
            return contact
        }
    }

    private static func randomCase(_ index: Int, _ generator: inout Generator) -> Case {
        let (givens, families, familyFirst) = generator.pick(locales)
        let given = generator.pick(givens)
        let family = generator.pick(families)
        let middle = !familyFirst && generator.below(10) == 0 ? generator.pick(givens) : ""
        let full = familyFirst
            ? family + (generator.below(5) == 0 ? " " : "") + given
            : [given, middle, family].filter { !$0.isEmpty }.joined(separator: " ")
        let shape = generator.below(100)
        let fn: String? = shape < 30 && shape >= 15 ? nil : full
        let n: (String, String, String)? = shape < 15 ? nil : (family, given, middle)
        let emails = (0..<generator.pick([0, 1, 1, 2, 3, 4])).map { k in
            (generator.pick(emailLabels), "p\(index).\(k)@example.com")
        }
        let phones = (0..<generator.pick([0, 1, 2, 2, 3, 5])).map { k in
            (generator.pick(phoneLabels), "+1 212 555 \(1000 + index % 9000)\(k)")
        }
        let roll = generator.below(100)
        let birthday: PartialDate? = roll < 60 ? nil
            : roll < 75 ? PartialDate(month: 1 + generator.below(12), day: 1 + generator.below(28))
            : PartialDate(year: 1940 + generator.below(70), month: 1 + generator.below(12), day: 1 + generator.below(28))
        return (fn, n, emails, phones, birthday)
    }
}
