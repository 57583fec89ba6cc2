import ContactFormats

/// The options that raise or lower the reader limits, shared by every command that reads.
enum LimitOptions {
    static let maximumLineLength = OptionDefinition.value(
        "max-line-length", valueName: "BYTES",
        help: "Longest (unfolded) line read; longer ones are skipped. Default 64M.")
    static let maximumValueLength = OptionDefinition.value(
        "max-value-length", valueName: "BYTES", help: "Largest property value read; larger ones are skipped. Default 64M.")
    static let maximumPhotoSize = OptionDefinition.value(
        "max-photo-size", valueName: "BYTES", help: "Largest photo kept; larger ones are skipped. Default 32M.")
    static let maximumProperties = OptionDefinition.value(
        "max-properties", valueName: "N", help: "Most properties read per card. Default 20000.")
    static let maximumNesting = OptionDefinition.value(
        "max-nesting", valueName: "N", help: "Deepest nesting of vCard 2.1 AGENT cards. Default 8.")

    static let maximumColumns = OptionDefinition.value(
        "max-columns", valueName: "N", help: "Most fields read per CSV row. Default 10000.")

    static let all = [maximumLineLength, maximumValueLength, maximumPhotoSize, maximumProperties, maximumNesting, maximumColumns]

    /// Reads `64M`, `512K`, `1G` or a plain number of bytes.
    static func parseSize(_ text: String, option: String, command: String) throws(CommandFailure) -> Int {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(text)
        var multiplier = 1
        if let last = digits.last?.uppercased().first, let unit = units[last] {
            multiplier = unit
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number > 0, number <= Int.max / multiplier else {
            throw .usage("--\(option) needs a positive number (e.g. 1000, 512K, 64M), not '\(text)'", command: command)
        }
        return number * multiplier
    }
}

extension ReadLimits {
    /// The limits the command line asks for; the defaults where it says nothing.
    init(_ arguments: ParsedArguments, command: String) throws(CommandFailure) {
        self.init()
        if let value = arguments.value(LimitOptions.maximumLineLength) {
            maximumLineLength = try LimitOptions.parseSize(value, option: "max-line-length", command: command)
        }
        if let value = arguments.value(LimitOptions.maximumValueLength) {
            maximumValueLength = try LimitOptions.parseSize(value, option: "max-value-length", command: command)
        }
        if let value = arguments.value(LimitOptions.maximumPhotoSize) {
            maximumBinarySize = try LimitOptions.parseSize(value, option: "max-photo-size", command: command)
        }
        if let value = arguments.value(LimitOptions.maximumProperties) {
            maximumPropertiesPerCard = try LimitOptions.parseSize(value, option: "max-properties", command: command)
        }
        if let value = arguments.value(LimitOptions.maximumNesting) {
            maximumNestingDepth = try LimitOptions.parseSize(value, option: "max-nesting", command: command)
        }
        if let value = arguments.value(LimitOptions.maximumColumns) {
            maximumColumns = try LimitOptions.parseSize(value, option: "max-columns", command: command)
        }
    }
}
