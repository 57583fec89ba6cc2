import Testing

@testable import ContactKitCLI

/// The table-driven parser: every accepted form and every error message.
@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(table: ConvertCommand.options, commandName: "convert")

    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        try parser.parse(arguments)
    }

    private func failure(_ arguments: [String]) -> CommandFailure? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func positionalsAndOptionsMix() throws {
        let parsed = try parse(["a.vcf", "--to", "vcard:4.0", "b.vcf", "-o", "out.vcf", "--strict"])
        #expect(parsed.positionals == ["a.vcf", "b.vcf"])
        #expect(parsed.value(ConvertCommand.to) == "vcard:4.0")
        #expect(parsed.value(ConvertCommand.output) == "out.vcf")
        #expect(parsed.isSet(.strict))
        #expect(!parsed.isSet(.quiet))
    }

    @Test(arguments: [
        ["--to=vcard:4.0"], ["--to", "vcard:4.0"],
    ])
    func longValueWithEqualsOrSeparate(_ arguments: [String]) throws {
        #expect(try parse(arguments).value(ConvertCommand.to) == "vcard:4.0")
    }

    @Test(arguments: [
        ["-o", "out.vcf"], ["-oout.vcf"], ["--output", "out.vcf"], ["--output=out.vcf"],
    ])
    func shortAndLongOutputForms(_ arguments: [String]) throws {
        #expect(try parse(arguments).value(ConvertCommand.output) == "out.vcf")
    }

    @Test func clusteredShortFlags() throws {
        let parsed = try parse(["-qf"])
        #expect(parsed.isSet(.quiet))
        #expect(parsed.isSet(ConvertCommand.force))
    }

    @Test func clusterEndingInValueOptionTakesTheRest() throws {
        let parsed = try parse(["-qo", "x.vcf"])
        #expect(parsed.isSet(.quiet))
        #expect(parsed.value(ConvertCommand.output) == "x.vcf")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["--quiet", "--", "--strict", "-o", "-"])
        #expect(parsed.positionals == ["--strict", "-o", "-"])
        #expect(parsed.isSet(.quiet))
        #expect(!parsed.isSet(.strict))
    }

    @Test func singleDashIsPositionalAndAValue() throws {
        let parsed = try parse(["-", "-o", "-"])
        #expect(parsed.positionals == ["-"])
        #expect(parsed.value(ConvertCommand.output) == "-")
    }

    @Test func lastValueWinsAndAllAreKept() throws {
        let parsed = try parse(["--to", "vcard:2.1", "--to", "vcard:4.0"])
        #expect(parsed.value(ConvertCommand.to) == "vcard:4.0")
        #expect(parsed.allValues(ConvertCommand.to) == ["vcard:2.1", "vcard:4.0"])
    }

    @Test func valuesOfInterleavedOptionsStayWithTheirOption() throws {
        let parsed = try parse(["--to", "vcard:2.1", "-qo", "a.vcf", "--quiet", "--to=vcard:4.0", "-o", "b.vcf"])
        #expect(parsed.allValues(ConvertCommand.to) == ["vcard:2.1", "vcard:4.0"])
        #expect(parsed.allValues(ConvertCommand.output) == ["a.vcf", "b.vcf"])
        #expect(parsed.allValues(.quiet) == ["", ""])
        #expect(parsed.allValues(.strict).isEmpty)
        #expect(parsed.value(.strict) == nil)
    }

    @Test func everyOptionOfEveryCommandIsFoundByItsNames() {
        for command in CommandRegistry.commands {
            let table = command.options
            for definition in table.definitions {
                #expect(table.option(longName: definition.longName) == definition)
                if let short = definition.shortName { #expect(table.option(shortName: short) == definition) }
            }
            #expect(table.option(longName: "no-such-option") == nil)
        }
    }

    @Test func unknownLongOptionSuggestsTheClosest() {
        let error = failure(["--too", "vcard"])
        #expect(error?.message == "unknown option --too; did you mean --to?")
        #expect(error?.exitCode == .usage)
        #expect(error?.helpCommand == "convert")
    }

    @Test(arguments: [
        ("--outptu", "--output"), ("--stritc", "--strict"), ("--output-directory", "--output-dir"),
        ("--forse", "--force"), ("--splt", "--split"), ("--hlep", "--help"),
    ])
    func typosSuggestTheIntendedOption(typo: String, intended: String) {
        #expect(failure([typo])?.message == "unknown option \(typo); did you mean \(intended)?")
    }

    @Test func unrelatedOptionGetsNoSuggestion() {
        #expect(failure(["--normalise-everything"])?.message == "unknown option --normalise-everything")
    }

    @Test func unknownShortOption() {
        #expect(failure(["-x"])?.message == "unknown option -x")
    }

    @Test func singleDashLongNameSuggestsDoubleDash() {
        #expect(failure(["-strict"])?.message == "unknown option -s; did you mean --strict?")
    }

    @Test(arguments: [["--to"], ["-o"], ["--to", "--quiet"], ["--output", "-q"]])
    func missingValue(_ arguments: [String]) {
        let error = failure(arguments)
        #expect(error?.message.contains("needs a value") == true)
        #expect(error?.exitCode == .usage)
    }

    @Test func flagGivenAValueIsRejected() {
        #expect(failure(["--quiet=yes"])?.message == "option --quiet does not take a value")
    }

    @Test func helpIsInEveryTable() throws {
        #expect(try parse(["--help"]).wantsHelp)
        #expect(try parse(["-h"]).wantsHelp)
        let validate = ArgumentParser(table: ValidateCommand.options, commandName: "validate")
        #expect(try validate.parse(["-h"]).wantsHelp)
    }

    @Test func validateRejectsConvertOnlyOptions() {
        let validate = ArgumentParser(table: ValidateCommand.options, commandName: "validate")
        #expect(throws: CommandFailure.usage("unknown option --output", command: "validate")) {
            try validate.parse(["--output", "x.vcf"])
        }
    }
}
