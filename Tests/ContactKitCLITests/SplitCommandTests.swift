import Foundation
import Testing

/// `convert --split --output-dir DIR`: one safe, unique file per contact.
@Suite struct SplitCommandTests {
    @Test func oneFilePerContactWithSafeUniqueNames() throws {
        let directory = try TemporaryDirectory()
        let input =
            SampleCards.card("Jane Doe") + SampleCards.card("../evil") + SampleCards.card("Jane Doe", phone: "+1 555 0199")
            + SampleCards.card("CON") + SampleCards.card(".hidden")
        try directory.write("in.vcf", input)
        let result = try ToolProcess.run(
            ["convert", "in.vcf", "--split", "--output-dir", "cards/nested", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(directory.names(in: "cards/nested") == ["Jane Doe 2.vcf", "Jane Doe.vcf", "_CON.vcf", "_evil.vcf", "hidden.vcf"])
        #expect(directory.names() == ["cards", "in.vcf"])
        #expect(FileManager.default.fileExists(atPath: directory.path("cards/evil.vcf")) == false)
        let second = try #require(directory.read("cards/nested/Jane Doe 2.vcf"))
        #expect(second.contains("VERSION:4.0\r\n"))
        #expect(second.contains("+1 555 0199"))
        #expect(second.components(separatedBy: "BEGIN:VCARD").count == 2)
        #expect(directory.temporaryFiles(in: "cards/nested") == [])
    }

    @Test func existingDirectoryIsUsedAndInputsAreProtected() throws {
        let directory = try TemporaryDirectory()
        let original = SampleCards.card("Jane Doe")
        try directory.write("cards/Jane Doe.vcf", original)
        let refused = try ToolProcess.run(
            ["convert", "cards/Jane Doe.vcf", "--split", "--output-dir", "cards"], in: directory.url)
        #expect(refused.status == 73)
        #expect(refused.standardError.contains("refusing to replace input file 'cards/Jane Doe.vcf'"))
        #expect(directory.read("cards/Jane Doe.vcf") == original)
        #expect(directory.temporaryFiles(in: "cards") == [])
        let forced = try ToolProcess.run(
            ["convert", "cards/Jane Doe.vcf", "--split", "--output-dir", "cards", "--force", "--to", "vcard:4.0"],
            in: directory.url)
        #expect(forced.status == 0)
        #expect(directory.read("cards/Jane Doe.vcf")?.contains("VERSION:4.0") == true)
    }

    @Test func forceReadsALaterInputAsItWasBeforeItIsReplaced() throws {
        let directory = try TemporaryDirectory()
        // first.vcf holds "Bob Baker"; splitting it writes cards/Bob Baker.vcf, which is the
        // second input. With --force, the second input must still be read as it was.
        try directory.write("first.vcf", SampleCards.card("Bob Baker", phone: "+1 555 0001"))
        try directory.write("cards/Bob Baker.vcf", SampleCards.card("Bob Baker", phone: "+1 555 0002") + SampleCards.card("Cy Cole"))
        let result = try ToolProcess.run(
            ["convert", "first.vcf", "cards/Bob Baker.vcf", "--split", "--output-dir", "cards", "--force"],
            in: directory.url)
        #expect(result.status == 0)
        #expect(directory.names(in: "cards") == ["Bob Baker 2.vcf", "Bob Baker.vcf", "Cy Cole.vcf"])
        #expect(directory.read("cards/Bob Baker.vcf")?.contains("+1 555 0001") == true)
        #expect(directory.read("cards/Bob Baker 2.vcf")?.contains("+1 555 0002") == true)
    }

    @Test func namelessContactsAreCalledContact() throws {
        let directory = try TemporaryDirectory()
        let nameless = "BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:no name at all\r\nEND:VCARD\r\n"
        let result = try ToolProcess.run(
            ["convert", "--split", "--output-dir", "out"], in: directory.url, input: nameless + nameless)
        #expect(result.status == 0)
        #expect(directory.names(in: "out") == ["contact 2.vcf", "contact.vcf"])
    }
}
