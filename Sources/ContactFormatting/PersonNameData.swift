/// CLDR's person-name data for the locales ContactKit knows it for: the long, referring,
/// formal patterns (the "full name") in given-first and surname-first order, the languages
/// whose names go surname first (`nameOrderLocales`), and `foreignSpaceReplacement`.
///
/// Transcribed as facts from CLDR's published person-name conformance data
/// (`common/testData/personNameTest/*.txt`, revisions of CLDR 45 to 48 listed in
/// `Benchmarks/names/README.md`, Unicode licence; see NOTICE): each
/// pattern is the one that reproduces every long/referring/formal expectation of the
/// locale's file, including its full sample names (title, given, given2, surname prefix
/// and core, generation, credentials). CLDR's `common/main/*.xml` were not available to
/// the project, so a field the files never show in a pattern is absent from it. Every
/// locale ContactKit supports has a row. One row per locale: `locale | given-first | surname-first | foreign space |
/// native space`, where `space` is a space and `none` nothing (`nativeSpaceReplacement`:
/// nothing between the parts of a Japanese or Chinese name in its own language).
enum PersonNameData {
    static let rows = """
        en | {title} {given} {given2} {surname} {generation}, {credentials} | {surname} {title} {given} {given2} {generation}, {credentials} | space | space
        de | {title} {given} {given2} {surname} {generation} {credentials} | {surname}, {title} {given} {given2} {generation} {credentials} | space | space
        fr | {title} {given} {given2} {surname} {generation}, {credentials} | {title} {surname} {given} {given2} {generation}, {credentials} | space | space
        ru | {given} {given2} {surname}, {credentials} | {surname} {given} {given2}, {credentials} | space | space
        hu | {given} {given2} {surname} {credentials} | {surname} {given} {given2} | space | space
        vi | {title} {given} {given2} {surname} {generation}, {credentials} | {credentials} {surname} {given2} {given} | space | space
        ja | {given} {given2} {surname} {generation}{title} | {surname}{given2}{given}{title} | ・ | none
        zh-Hans | {given} {given2} {surname}{credentials} | {surname}{given}{given2}{credentials}{title} | · | none
        zh-Hant | {title} {given} {given2} {surname} {credentials} | {surname}{given}{given2}{generation}{credentials} | · | none
        ko | {given} {given2} {surname} {credentials} | {surname}{given} {given2} | space | space
        es | {title} {given} {given2} {surname} {generation}, {credentials} | {surname} {surname2} {given} {given2} {generation}, {credentials} | space | space
        it | {title} {given} {given2} {surname} {generation}, {credentials} | {title} {surname} {given} {given2} {generation}, {credentials} | space | space
        pt | {title} {given} {given2} {surname} {generation}, {credentials} | {surname} {title} {given} {given2} {generation}, {credentials} | space | space
        nl | {title} {given} {given2} {surname} {generation} {credentials} | {title} {surname} {given} {given2} {generation} {credentials} | space | space
        pl | {title} {given} {surname} | {title} {surname} {given} {given2} | space | space
        sv | {credentials} {given} {given2} {surname} | {surname}, {title} {given} {given2}, {credentials} | space | space
        tr | {title} {given} {given2} {surname} {surname2}, {credentials} | {title} {surname} {surname2} {given} {given2}, {credentials} | space | space
        ar | {title} {given} {given2} {surname} {generation}، {credentials} | {surname}، {given} {given2} | space | space
        hi | {title} {given} {given2} {surname} {credentials} | {title} {surname} {given} {given2}, {credentials} | space | space
        th | {title} {given} {given2} {surname} | {surname} {surname2} {title} {given} {given2} {credentials} | space | space
        """

    /// The languages whose names are written surname first, in every locale of the table
    /// (CLDR's `nameOrderLocales order="surnameFirst"`); all others go given first.
    static let surnameFirstLanguages: Set<String> = ["hu", "ja", "ko", "mn", "vi", "yue", "zh"]

    /// One locale's patterns.
    struct Entry: Sendable {
        let givenFirst: NamePattern
        let surnameFirst: NamePattern
        let foreignSpaceReplacement: String
        let nativeSpaceReplacement: String
    }

    /// The entries by locale key (`en`, `zh-Hans`), parsed once.
    static let entries: [String: Entry] = {
        var result: [String: Entry] = [:]
        for row in rows.split(separator: "\n") {
            let columns = row.split(separator: "|", omittingEmptySubsequences: false)
            guard columns.count == 5 else { continue }
            let key = columns[0].trimmingCharacters(in: .whitespaces)
            func replacement(_ word: String) -> String {
                switch word { case "space": return " "; case "none": return ""; default: return word }
            }
            let space = columns[3].trimmingCharacters(in: .whitespaces)
            result[key] = Entry(
                givenFirst: NamePattern(columns[1].trimmingCharacters(in: .whitespaces)),
                surnameFirst: NamePattern(columns[2].trimmingCharacters(in: .whitespaces)),
                foreignSpaceReplacement: replacement(space),
                nativeSpaceReplacement: replacement(columns[4].trimmingCharacters(in: .whitespaces)))
        }
        return result
    }()
}
