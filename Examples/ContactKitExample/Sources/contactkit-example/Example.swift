// A program as a ContactKit user would write it, with the public API only.
//
//     contactkit-example FILE [NAME]
//
// Reads FILE in any format (detected), lists what was found, picks the contacts whose name
// matches NAME, writes the book as vCard 4.0 into memory, then streams FILE again into an
// NDJSON file beside the temporary folder, one contact at a time, and reads it once more in a
// plain loop (no async) with ContactStreamReader.
import ContactFormats
import ContactFormatting
import ContactModel
import ContactPipeline
import Foundation

@main
struct Example {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        guard let path = arguments.first else {
            FileHandle.standardError.write(Data("usage: contactkit-example FILE [NAME]\n".utf8))
            exit(64)
        }
        do {
            try await run(URL(fileURLWithPath: path), name: arguments.dropFirst().first)
        } catch {
            FileHandle.standardError.write(Data("contactkit-example: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ url: URL, name: String?) async throws {
        // 1. Read any export, format detected.
        let book = try ContactSerialization.contacts(contentsOf: url)
        print("read \(book.contacts.count) contacts as \(book.format?.argument ?? "nothing"),",
              "\(book.diagnostics.count) diagnostics")
        for diagnostic in book.diagnostics.prefix(3) {
            print("  line \(diagnostic.line.map(String.init) ?? "-"): \(diagnostic.code.rawValue)")
        }

        // 2. Pick contacts, format names and addresses.
        let predicate = name.map { ContactPredicate.matchingName($0) } ?? ContactPredicate { _ in true }
        for contact in book.contacts.filter(predicate.evaluate).prefix(5) {
            let fullName = NameFormatter.string(from: contact, style: .fullName)
            print("-", fullName.isEmpty ? "(no name)" : fullName)
            if let address = contact.postalAddresses.first?.value {
                let line = PostalAddressFormatter.string(from: address, style: .singleLine)
                print("  ", line)
            }
        }

        // 3. Write every contact as vCard 4.0, with what the format had to store differently.
        let vCard = try ContactSerialization.write(book.contacts, format: .vCard(.v4_0))
        print("vCard 4.0: \(vCard.data.count) bytes, \(vCard.diagnostics.count) lossy-mapping notes")

        // 4. Stream the file again, contact by contact, into NDJSON.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("contactkit-example.ndjson")
        var writer = try ContactStreamWriter(url: output, format: .ndjson)
        for try await item in ContactSerialization.contactStream(contentsOf: url) {
            try writer.write(item.contact)
        }
        try writer.finish()
        print("streamed \(writer.contactCount) contacts to \(output.lastPathComponent)")
        try? FileManager.default.removeItem(at: output)

        // 5. The same without async: a plain loop over a reader, by path; then text out.
        var reader = try ContactStreamReader(path: url.path)
        var names: [String] = []
        while let item = try reader.next() {
            names.append(NameFormatter.string(from: item.contact, style: .fullName))
        }
        let first: String = try ContactSerialization.string(from: Array(book.contacts.prefix(1)), format: .vCard(.v4_0))
        print("read \(reader.contactCount) contacts without async, \(names.filter { !$0.isEmpty }.count) with a name;",
              "the first as vCard 4.0 text: \(first.count) characters")
        if let picture: Data = book.contacts.lazy.compactMap(\.imageData).first {
            print("first picture: \(picture.count) bytes")
        }
    }
}
