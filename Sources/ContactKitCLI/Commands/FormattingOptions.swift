import ContactFormats
import ContactFormatting
import ContactModel
import Foundation

/// Options and helpers the formatting commands (`format`, `list`, `show`) share.
extension OptionDefinition {
    static let search = OptionDefinition.value(
        "search", valueName: "TEXT",
        help: "Only contacts with TEXT in a field a person\n"
            + "would type: names, organization, job title,\n"
            + "email, address parts, URL, related names,\n"
            + "social and messaging names, groups, note\n"
            + "(case, accents and ø/ß/æ folded; Chinese in\n"
            + "either script: 陈 finds 陳; or by its pinyin:\n"
            + "zhang wei or zw finds 张伟), or whose\n"
            + "phone has its digits in any format\n"
            + "(+1 555 555 0130 finds (555) 555-0130);\n"
            + "German as typed without umlauts (muenchen\n"
            + "finds München). Terms FIELD:TEXT look in one\n"
            + "field (org:acme city:munich; email: = has an\n"
            + "email); fields: name org title email phone\n"
            + "city street zip state country note group url.\n"
            + "No match: a message and exit status 1.")
}

/// Reads `--locale`.
enum LocaleArgument {
    /// The locale named by `--locale`, English when absent; a usage error for text that is no
    /// locale identifier.
    static func parse(_ value: String?, command: String) throws(CommandFailure) -> Locale {
        guard let value else { return Locale(identifier: "en") }
        let identifier = value.replacingOccurrences(of: "_", with: "-")
        let valid = !identifier.isEmpty && identifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        guard valid, Locale(identifier: identifier).language.languageCode != nil else {
            throw .usage("invalid locale '\(value)' for --locale (examples: en, de-CH, ja, zh-Hant)", command: command)
        }
        return Locale(identifier: identifier)
    }
}

/// Writes lines of text to standard output through one buffer.
struct TextOutput {
    private let sink = ByteSink(.fileDescriptor(1))

    func write(_ text: String) throws {
        try mapWriteFailure("<stdout>") { try sink.append(text) }
    }

    func writeLine(_ line: String) throws { try write(line + "\n") }

    func finish() throws {
        try mapWriteFailure("<stdout>") { try sink.flush() }
    }
}

/// One NDJSON record `{"uid":...,"text":...}`; `uid` is null for contacts without one.
enum JSONLine {
    static func record(uid: String?, text: String) -> String {
        let uidValue = uid.map(quoted) ?? "null"
        return "{\"uid\":\(uidValue),\"text\":\(quoted(text))}"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
