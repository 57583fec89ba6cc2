import ContactFormatting
import Foundation
import Testing

/// The empty-field rules of UTS #35 part 8 ("Process a namePattern") as ICU4J applies
/// them, on patterns of their own: literal text touching an empty field goes with it up to
/// the nearest white space on each side.
@Suite struct NamePatternFillTests {
    @Test(arguments: [
        ("{title} {given} {given2} {surname}", ["given": "Ann", "surname": "Lee"], "Ann Lee"),
        ("{surname}, {title} {given}", ["surname": "Lee", "given": "Ann"], "Lee, Ann"),
        // sv sorting-long-referring-formal without a second surname: the comma touching the
        // empty field goes (CLDR 48's sv file: `Andersson Ingrid`); it used to stay.
        ("{surname} {surname2}, {given} {given2}", ["surname": "Andersson", "given": "Ingrid"], "Andersson Ingrid"),
        ("{surname} {surname2}, {credentials}", ["surname": "Kaya", "credentials": "Dr."], "Kaya Dr."),
        ("{given} {given2} {surname}", ["given2": "Văn"], "Văn"),
        ("{surname}{given}{given2}{credentials}{title}", ["surname": "彭", "title": "先生"], "彭先生"),
        ("{title} {given}", [:], ""),
        // The worked examples of part 8's "Formatting examples".
        ("{given}. ({given2}) {surname}", ["given": "F", "surname": "Baz"], "F. Baz"),
        // Part 8's example gives `F Baz` here; ICU4J keeps the start of the left literal up
        // to its first white space, all of `.(` when it has none, and takes one space from
        // the right. ContactKit follows ICU, whose run of CLDR's files passes.
        ("{given}.({given2}) {surname}", ["given": "F", "surname": "Baz"], "F.( Baz"),
        ("{given}. ({given2}) {surname}", ["given2": "Bar", "surname": "Baz"], "Bar) Baz"),
        ("{title} {given} {given2} {surname}, {credentials}", ["given": "Raymond", "given2": "J.", "surname": "Johnson"], "Raymond J. Johnson"),
        // A second literal that is the end of the first counts once.
        ("{given}, {given2}, {surname}", ["given": "A", "surname": "C"], "A, C"),
        ("{given}-{given2} {surname}", ["given": "A", "surname": "C"], "A- C"),
    ])
    func emptyFieldsTakeTheirLiteralsWithThem(_ pattern: String, _ values: [String: String], _ expected: String) {
        let name = PersonName(
            title: values["title"] ?? "", given: values["given"] ?? "", given2: values["given2"] ?? "",
            surname: values["surname"] ?? "", surname2: values["surname2"] ?? "",
            credentials: values["credentials"] ?? "")
        #expect(PersonNameFormatter.fill(pattern, with: name) == expected)
    }
}
