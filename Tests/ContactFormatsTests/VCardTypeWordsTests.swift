@testable import ContactFormats
import ContactModel
import Testing

/// `TYPE` words are recognized once per type as the string comparisons they replace did:
/// in any ASCII case, whole words only.
@Suite struct VCardTypeWordsTests {
    @Test func recognizesWholeWordsInAnyCase() {
        let cases: [(String, VCardTypeWords)] = [
            ("CELL", .cell), ("cell", .cell), ("Cell", .cell), ("HomeFax", .homeFax),
            ("homepage", .homePage), ("INTERNET", .internet), ("voice", .voice), ("WORK2", .work2),
            ("CELLS", []), ("CEL", []), ("FAX\u{0}", []), ("", []), ("HOMEPAGES", []), ("ｃｅｌｌ", []),
            ("CELL ", []), ("x-cell", []), ("FAX", .fax), ("iphone", .iPhone), ("SCHOOL", .school),
        ]
        for (type, expected) in cases {
            #expect(VCardTypeWords(type: type) == expected, "\(type)")
        }
    }

    @Test func labelsComeFromTheWordsTogether() {
        #expect(VCardTypeTable.label(fromTypes: ["fax", "HOME"], kind: .phone) == .homeFax)
        #expect(VCardTypeTable.label(fromTypes: ["IPHONE", "cell", "voice"], kind: .phone) == .iPhone)
        #expect(VCardTypeTable.label(fromTypes: ["home2"], kind: .phone) == .home)
        #expect(VCardTypeTable.label(fromTypes: ["home2"], kind: .email) == nil)
        #expect(VCardTypeTable.label(fromTypes: ["HOMEPAGE"], kind: .url) == .homePage)
        #expect(VCardTypeTable.label(fromTypes: ["school"], kind: .phone) == nil)
        #expect(VCardTypeTable.label(fromTypes: ["FAX\u{0}", "HOME"], kind: .phone) == .home)
        #expect(VCardTypeTable.isDefaultType("Voice", kind: .phone))
        #expect(!VCardTypeTable.isDefaultType("Voice", kind: .email))
        #expect(VCardTypeTable.type("cell", spells: .iPhone, kind: .phone))
        #expect(!VCardTypeTable.type("fax", spells: .home, kind: .phone))
        #expect(VCardTypeTable.type("Work2", spells: .work, kind: .phone))
        #expect(!VCardTypeTable.type("Work2", spells: .work, kind: .address))
    }
}
