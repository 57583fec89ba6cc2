// libFuzzer target for the VCardReader: Scripts/fuzz.sh vcard SECONDS.
import ContactFormats
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    fuzzContactReader(data, count) { input, limits in VCardReader(input: input, limits: limits) }
}

@_cdecl("fuzz_vcard_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
