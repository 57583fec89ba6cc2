import ContactFormats

/// The options that tune a format rather than choose it (`--map`, `--slots`, `--encoding`,
/// `--bom`, `--no-formula-guard`), declared once for every command that reads or writes.
enum FormatOptions {
    static let map = OptionDefinition.value(
        "map", valueName: "FILE",
        help: "CSV input: a JSON object (at most 1 MiB) mapping column headers to field\n"
            + "paths ({\"Cell\": \"phoneNumbers[mobile]\"}; see the CSV layouts article).")
    static let slots = OptionDefinition.value(
        "slots", valueName: "LIST=N,...",
        help: "CSV output: entries per numbered group (phones=3,emails=2,addresses=1,\n"
            + "customFields=2); streams instead of keeping every row to count them (a group\n"
            + "card then names only the members after it).")
    static let encoding = OptionDefinition.value(
        "encoding", valueName: "NAME",
        help: "The charset: utf-8, utf-16, windows-1250...1258, ISO-8859-x, KOI8-R,\n"
            + "Shift_JIS, EUC-JP, GB18030, Big5, EUC-KR, ... CSV input default: sniffed\n"
            + "(UTF-16 by BOM, else UTF-8, else the code page its bytes read best in);\n"
            + "CSV output default: utf-8 (a character the charset cannot hold is written\n"
            + "as '?' and counted, [replaced-character]). vCard input: the charset of\n"
            + "values that declare none and are not UTF-8; default: a CHARSET the card\n"
            + "declares, else detected from the bytes. vCard output is always UTF-8.")
    static let byteOrderMark = OptionDefinition.flag(
        "bom", help: "CSV output: start with a UTF-8 byte-order mark (for Excel).")
    static let noFormulaGuard = OptionDefinition.flag(
        "no-formula-guard",
        help: "CSV output: do not prefix with ' the values a spreadsheet would run as a\n"
            + "formula (starting with = @ TAB CR, or + - then a function call, | or !).")

    /// Every format option, for a command's option table.
    static let all = [map, slots, encoding, byteOrderMark, noFormulaGuard]

    /// The options given; usage errors exit 64, an unreadable map file 66.
    static func parse(_ arguments: ParsedArguments, command: String) throws(CommandFailure) -> ContactFormatOptions {
        var options = ContactFormatOptions()
        if let value = arguments.value(encoding) {
            let parsed = CSVEncoding(argument: value)
            guard parsed != nil || Charset.isKnown(value) else {
                throw .usage(
                    "unknown encoding '\(value)' for --encoding (utf-8, utf-16, windows-1250...1258, ISO-8859-x, KOI8-R, Shift_JIS, EUC-JP, GB18030, Big5, EUC-KR, ...)",
                    command: command)
            }
            options.encoding = parsed
            options.vCardCharset = value
        }
        if let value = arguments.value(slots) {
            guard let parsed = CSVWriter.Options.slots(argument: value) else {
                throw .usage(
                    "--slots expects LIST=N,... with LIST one of phones, emails, addresses, urls, relations, dates, ims, profiles, customFields; got '\(value)'",
                    command: command)
            }
            options.slots = parsed
        }
        options.byteOrderMark = arguments.isSet(byteOrderMark)
        options.formulaGuard = !arguments.isSet(noFormulaGuard)
        if let path = arguments.value(map) {
            let bytes = try readFile(path, command: command)
            do {
                options.csvMap = try CSVMapFile.parse(bytes)
            } catch let problem as CSVMapFile.Problem {
                throw .usage("--map \(path): \(problem.description)", command: command)
            } catch {
                throw .usage("--map \(path): cannot be read", command: command)
            }
        }
        return options
    }

    /// The whole file, up to ``CSVMapFile/maximumSize`` (a map is small: a larger one, or
    /// an endless one like `/dev/zero`, is a usage error, found after reading one byte past
    /// the limit); exit 66 when it cannot be read.
    private static func readFile(_ path: String, command: String) throws(CommandFailure) -> [UInt8] {
        let input = try InputFile.checked(path)
        defer { input.close() }
        var reader = FileDescriptorInput(fileDescriptor: try input.descriptorForReading())
        var bytes: [UInt8] = []
        do {
            while bytes.count <= CSVMapFile.maximumSize,
                try reader.read(into: &bytes, maxLength: min(1 << 16, CSVMapFile.maximumSize + 1 - bytes.count)) > 0
            {}
        } catch {
            throw CommandFailure(.noInput, "cannot read --map file '\(path)'")
        }
        guard bytes.count <= CSVMapFile.maximumSize else {
            throw .usage(
                "--map \(path): larger than \(CSVMapFile.maximumSize >> 20) MiB; a map is a small JSON object", command: command)
        }
        return bytes
    }
}
