// libFuzzer entry point: built only with CONTACTKIT_FUZZ=1 (see Scripts/fuzz.sh).
import FuzzSupport
import PhoneNumbers

/// Parses the bytes as a phone number with a few default regions; whatever parses must
/// format in every style and parse back to the same number from E.164.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: min(count, 4_096)), as: UTF8.self)
    for region in ["US", "DE", "GB", "JP", "BR", nil] as [String?] {
        guard let number = try? PhoneNumberParser(defaultRegion: region).parse(text) else { continue }
        for format in PhoneNumberFormat.allCases { _ = number.formatted(format) }
        _ = (number.isValid, number.type, number.regionCode)
        let again = try? PhoneNumberParser(defaultRegion: nil).parse(number.formattedKeepingExtension(.e164))
        precondition(again == nil || again?.countryCode == number.countryCode, "E.164 of \(number) reads back as \(String(describing: again))")
    }
    return 0
}

@_cdecl("fuzz_phones_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
