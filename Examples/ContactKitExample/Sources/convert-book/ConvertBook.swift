// Converts an address book through the library's engine, as `contactkit convert` does:
//
//     convert-book INPUT OUTPUT [FORMAT]        (FORMAT: vcard:4.0 by default, or ndjson, csv:google, ...)
//
// The input is read on every core (cut between cards or rows), and the output and the
// diagnostics come out in input order, byte for byte what one thread would give.
import ContactKit
import Foundation

@main
struct ConvertBook {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2 || arguments.count == 3,
            let format = ContactFormat(argument: arguments.count == 3 ? arguments[2] : "vcard:4.0")
        else {
            FileHandle.standardError.write(Data("usage: convert-book INPUT OUTPUT [FORMAT]\n".utf8))
            exit(64)
        }
        do {
            let output = try ContactStreamOutput(path: arguments[1], format: format)
            let log = ConversionLog()
            let summary = try ContactConverter().convert(
                [ContactFileInput(path: arguments[0])], stages: [], to: output, reporter: log)
            for entry in log.entries.prefix(5) {
                print("\(entry.file):\(entry.diagnostic.line.map(String.init) ?? "-"): \(entry.diagnostic.message)")
            }
            print(
                "converted \(summary.contactCount) contacts, \(summary.warningCount) warnings, \(summary.errorCount) errors"
            )
        } catch {
            FileHandle.standardError.write(Data("convert-book: \(error)\n".utf8))
            exit(1)
        }
    }
}
