/// `contactkit normalize`: `convert --normalize` under its own name, for scripts that only
/// clean contacts up: phone numbers to E.164 (or `--phone-format`), labels, parameters and
/// everything else kept.
enum NormalizeCommand: Command {
    static let name = "normalize"
    static let summary = "Normalize contacts (phone numbers to E.164): convert --normalize."
    static let usage = """
        [INPUT ...] [-o OUTPUT] [--to FMT] [--region CC] [--locale ID]
        [--phone-format FORMAT] [--strict] [--quiet] [--verbose] [--force]
        [--map FILE] [--slots LIST=N,...] [--encoding NAME] [--bom] [--no-formula-guard]
        """
    static let argumentHelp = ConvertCommand.argumentHelp

    static let options = OptionTable([
        ConvertCommand.output, .from, ConvertCommand.to, ConvertCommand.region, ConvertCommand.locale,
        ConvertCommand.phoneFormat, ConvertCommand.strict, .quiet, .verbose, ConvertCommand.force,
    ] + LimitOptions.all + FormatOptions.all)

    static let discussion = """
        PHONE NUMBERS:
          Each number is rewritten in E.164 (+14155550123), or the --phone-format form;
          an extension is kept (+14155550123 ext. 12). The region for numbers without a
          country code is --region, else the contact's postal address country (ISO code
          or name in any of 20 languages), else the region of --locale or of the locale
          (LC_ALL, LC_MESSAGES, LANG). An assumed region is reported as a note
          [region-assumed]. A number that cannot be read is left exactly as it was, with
          a warning [phone-not-normalized].

        \(FormatArgument.helpParagraph)

        \(EnvironmentHelp.text)

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit normalize contacts.vcf -o clean.vcf --region US
          contactkit normalize contacts.vcf --phone-format international > clean.vcf
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        try ConvertCommand.convert(
            try ConvertSettings(arguments, command: name, normalize: true), environment: environment)
    }
}
