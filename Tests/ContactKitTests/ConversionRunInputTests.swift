@testable import ContactKit
import ContactModel
import Testing

/// ``ConversionRun`` keeps the input the last contact came from, assigned only when it
/// changes (not at every contact): what is reported at the end names it, `<output>` before
/// any contact, then the input of the last contact finished, through either way of
/// finishing one; the reader's last input with contacts, when it has one, before it.
@Suite struct ConversionRunInputTests {
    @Test func theEndIsReportedAboutTheLastInput() throws {
        let first = ContactFileInput(path: "/books/first.vcf")
        let second = ContactFileInput(path: "/books/second.vcf")
        let log = ConversionLog()
        let run = ConversionRun(
            output: ContactStreamOutput(memoryIn: .vCard(.v4_0)), plan: StagePlan([]), counter: ReportCounter(log))
        let contact = Contact(givenName: "A")
        let atTheEnd = Diagnostic.warning(.phoneInvalid, "at the end")
        run.reportAtEnd([atTheEnd], lastInput: nil)
        try run.finish(borrowing: contact, at: ContactOrigin(input: first, line: 1))
        try run.finish(borrowing: contact, at: ContactOrigin(input: first, line: 5))
        run.reportAtEnd([atTheEnd], lastInput: nil)
        try run.finish(borrowing: contact, at: ContactOrigin(input: second, line: 1))
        try run.finish(contact, at: ContactOrigin(input: second, line: 3), from: 0)
        run.reportAtEnd([atTheEnd], lastInput: nil)
        try run.finish(contact, at: ContactOrigin(input: first, line: 9), from: 0)
        run.reportAtEnd([atTheEnd], lastInput: nil)
        // The reader's last input with contacts comes first: contacts written on the
        // threads that read are never finished by the run.
        run.reportAtEnd([atTheEnd], lastInput: second)
        #expect(
            log.entries.map(\.file) == [
                "<output>", "/books/first.vcf", "/books/second.vcf", "/books/first.vcf", "/books/second.vcf",
            ])
    }
}
