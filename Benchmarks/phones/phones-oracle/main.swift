// Reads `region<TAB>input` lines on stdin; prints one line per input:
// `E164<TAB>type<TAB>valid` or `!error-code`.
import PhoneNumbers

var parsers: [String: PhoneNumberParser] = [:]
var output = ""
output.reserveCapacity(1 << 20)
let detailed = CommandLine.arguments.contains("--detailed")
let compatibility: PhoneNumberParser.Compatibility =
    CommandLine.arguments.contains("--libphonenumber") ? .libphonenumber : .contactKit
while let line = readLine(strippingNewline: true) {
    guard let tab = line.firstIndex(of: "\t") else { output += "!bad-line\n"; continue }
    let region = String(line[..<tab])
    let input = String(line[line.index(after: tab)...])
    let parser: PhoneNumberParser
    if let cached = parsers[region] { parser = cached } else {
        parser = PhoneNumberParser(defaultRegion: region == "ZZ" ? nil : region, compatibility: compatibility)
        parsers[region] = parser
    }
    do {
        let number = try parser.parse(input)
        output += number.formatted(.e164)
        if detailed {
            output += "\t\(number.isValid ? 1 : 0)\t\(number.type.rawValue)\t\(number.formatted(.international))\t\(number.formatted(.national))\t\(number.formatted(.rfc3966))\t\(number.extension ?? "")"
        }
        output += "\n"
    } catch {
        output += "!" + error.rawValue + "\n"
    }
    if output.utf8.count > 1 << 16 { print(output, terminator: ""); output.removeAll(keepingCapacity: true) }
}
print(output, terminator: "")
