// libFuzzer target for the writers: Scripts/fuzz.sh writers SECONDS.
//
// The input's bytes, read as UTF-8 (invalid sequences become U+FFFD), fill every kind of
// text field of one contact; the first byte picks the CSV encoding. Every writer must write
// it (vCard 2.1/3.0/4.0, jCard, NDJSON, each CSV layout in that encoding) without a trap,
// the output must read back as one contact, vCard 3.0/4.0 output must hold no C0 control
// but CR, LF and TAB, and a CSV value that comes back changed must have been reported
// (`replaced-character`).
import ContactFormats
import ContactModel
import Foundation
import FuzzSupport

let encodings = [
    "utf-8", "utf-16", "windows-1252", "Shift_JIS", "EUC-JP", "GB18030", "Big5", "EUC-KR", "windows-1251",
    "ISO-8859-2", "KOI8-R", "windows-1258",
].compactMap { CSVEncoding(argument: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let encoding = encodings[Int(bytes[0]) % encodings.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    var contact = Contact(givenName: text, familyName: "F" + text, note: text)
    contact.organizationName = text
    contact.postalAddresses = [LabeledValue(label: .custom(text), value: PostalAddress(street: text, city: text))]
    contact.phoneNumbers = [LabeledValue(label: .custom(text), value: text)]
    contact.extensions = [ExtensionProperty(name: "X-FUZZ", parameters: [Parameter(name: "X-P", values: [text])], value: text)]

    for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        guard (try? writer.write(contact)) != nil, (try? writer.finish()) != nil else { continue }
        let output = sink.bytes
        if version != .v2_1 {
            precondition(
                !output.contains { ($0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13) || $0 == 0x7F },
                "vCard \(version.rawValue) output holds a control character")
        }
        var reader = VCardReader(input: MemoryInput(output))
        var read = 0
        while (try? reader.next()) ?? nil != nil { read += 1 }
        precondition(read == 1, "vCard \(version.rawValue) output read back as \(read) contacts")
    }
    for format in [ContactFormat.ndjson, .jCard] {
        guard let data = try? ContactSerialization.data(from: [contact], format: format) else { continue }
        let again = try? ContactSerialization.contacts(from: [UInt8](data), format: format)
        precondition(again?.contacts.count == 1, "\(format.argument) output did not read back as one contact")
    }
    for layout in [CSVLayout.generic, .google, .outlook, .thunderbird, .linkedIn] {
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: layout, encoding: encoding))
        guard (try? writer.write(contact)) != nil else { continue }
        let reported = writer.diagnostics.contains { $0.code == .replacedCharacter }
        guard (try? writer.finish()) != nil else { continue }
        var reader = CSVReader(input: MemoryInput(sink.bytes), options: CSVReader.Options(layout: layout, encoding: encoding))
        var contacts: [Contact] = []
        while let next = (try? reader.next()) ?? nil { contacts.append(next) }
        precondition(contacts.count == 1, "csv:\(layout.rawValue) \(encoding) read back as \(contacts.count) contacts")
        if !reported, encoding != .utf8, encoding != .utf16, !text.contains("\r") {
            precondition(
                contacts[0].note == contact.note.precomposedStringWithCanonicalMapping || contacts[0].note == contact.note,
                "csv:\(layout.rawValue) \(encoding) changed the note without a replaced-character warning")
        }
    }
    return 0
}

@_cdecl("fuzz_writers_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
