// libFuzzer entry point: built only with CONTACTKIT_FUZZ=1 (see Scripts/fuzz.sh).
import ContactFormats
import ContactModel

/// Reads the bytes as contacts (they must end in contacts or diagnostics, never a crash),
/// then writes what was read as vCard 3.0 and 4.0 and reads that back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let limits = ReadLimits(maximumLineLength: 1 << 20, maximumBinarySize: 1 << 20, maximumPropertiesPerCard: 5_000)
    var reader = CSVReader(input: MemoryInput(bytes), limits: limits)
    var contacts: [Contact] = []
    while contacts.count < 1_000, let contact = try? reader.next() {
        contacts.append(contact)
        _ = reader.diagnostics
    }
    for version in [VCardVersion.v3_0, .v4_0] {
        guard let text = try? VCardWriter.string(from: contacts, version: version) else { continue }
        var again = VCardReader(text: text)
        var count = 0
        while (try? again.next()) != nil { count += 1 }
        precondition(count == contacts.count, "vCard \(version.rawValue) output read back as \(count) contacts, not \(contacts.count)")
    }
    return 0
}

/// SwiftPM links an executable's entry point as `fuzz_csv_main`; hand control to libFuzzer.
@_cdecl("fuzz_csv_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
