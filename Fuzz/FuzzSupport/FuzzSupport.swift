// Shared by the libFuzzer targets in Fuzz/ (built only with CONTACTKIT_FUZZ=1).
import ContactFormats
import ContactModel
import Foundation

/// The limits every fuzzed reader keeps to: small enough that one input stays fast.
public let fuzzLimits = ReadLimits(
    maximumLineLength: 1 << 20, maximumBinarySize: 1 << 20, maximumPropertiesPerCard: 5_000)

/// Reads the bytes with a reader (they must end in contacts or diagnostics, never a crash),
/// then writes what was read as vCard 2.1, 3.0 and 4.0 and checks it reads back as as many
/// cards: a name, parameter or value that injects structure (`END:VCARD` after a line
/// break) makes more. The same for NDJSON and jCard, which must also read back without an
/// error: a string the JSON writers escape wrongly (a control character, a lone surrogate)
/// breaks its line or card; and for LDIF, where a value that starts a `dn:` line of its own
/// would make more entries.
public func fuzzContactReader(
    _ data: UnsafePointer<UInt8>, _ count: Int,
    _ makeReader: (MemoryInput, ReadLimits) -> any ContactReader
) -> CInt {
    var reader = makeReader(MemoryInput(Array(UnsafeBufferPointer(start: data, count: count))), fuzzLimits)
    var contacts: [Contact] = []
    while contacts.count < 1_000, let contact = try? reader.next() {
        contacts.append(contact)
        _ = reader.diagnostics
    }
    for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
        guard let text = try? VCardWriter.string(from: contacts, version: version) else { continue }
        var again = VCardReader(text: text)
        var read = 0
        while (try? again.next()) != nil { read += 1 }
        precondition(
            read == contacts.count,
            "vCard \(version.rawValue) output read back as \(read) contacts, not \(contacts.count)")
    }
    for format in [ContactFormat.ndjson, .jCard, .ldif] where !contacts.isEmpty {
        guard let data = try? ContactSerialization.data(from: contacts, format: format) else { continue }
        let again = try? ContactSerialization.contacts(from: [UInt8](data), format: format)
        let errors = again?.diagnostics.filter { $0.severity == .error }.map(\.message) ?? ["unreadable"]
        precondition(
            again?.contacts.count == contacts.count && errors.isEmpty,
            "\(format.kindName) output read back as \(again?.contacts.count ?? 0) contacts, not \(contacts.count): \(errors.prefix(2))")
    }
    return 0
}

/// Hands control to libFuzzer's driver (SwiftPM calls an executable's entry point
/// `<target>_main`, so each target forwards it here).
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runFuzzerDriver(&count, &arguments, callback)
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
