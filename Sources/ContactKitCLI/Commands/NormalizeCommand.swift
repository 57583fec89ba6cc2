/// `contactkit normalize`: `convert --normalize` under its own name, for scripts that only
/// clean contacts up: phone numbers to E.164 (or `--phone-format`), labels, parameters and
/// everything else kept.
enum NormalizeCommand: Command {
    static let name = "normalize"
    static let summary = "Normalize contacts (phone numbers to E.164): convert --normalize."
    static let positionalUsage = "[INPUT ...]"
    static let argumentHelp = ConvertCommand.argumentHelp

    static let options = OptionTable([
        ConvertCommand.output, .from, ConvertCommand.to, ConvertCommand.region, .locale,
        ConvertCommand.phoneFormat, ConvertCommand.acceptPossible, .strict, .quiet, .verbose, .progress,
        ConvertCommand.force,
    ] + LimitOptions.all + FormatOptions.all)

    static let discussion = """
        PHONE NUMBERS:
          Each number is rewritten in E.164 (+14155550123), or the --phone-format form;
          an extension is kept (+14155550123 ext. 12). The region for numbers without a
          country code is --region, else the contact's postal address country (ISO code
          or name in any of 20 languages), else the region of --locale or of the locale
          (LC_ALL, LC_MESSAGES, LANG). An assumed region is reported as a note
          [region-assumed].

          Only a number valid for its region is rewritten. Any other is left exactly
          as it was, with a warning that says why: a text that cannot be read as a
          number [phone-not-normalized]; a number too short, too long, of a length
          its country does not use, a local number without its area code, or not a
          number of its region [phone-invalid] (the reason is named in brackets at
          the end of the message: too-short, too-long, invalid-length, local-only,
          invalid-for-region). --accept-possible rewrites invalid-for-region numbers
          too (right length, unknown numbering).

          A warning names the line of the number: its TEL line (the first line of a
          folded TEL), or in CSV the first line of its row, with the column:
            book.vcf:1234: warning: '999' left as written: ... [phone-invalid]
            book.csv:57: warning: column 'Mobile': '999' left as ... [phone-invalid]

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
