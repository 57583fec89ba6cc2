// libFuzzer target for the LDIFReader: Scripts/fuzz.sh ldif SECONDS.
import ContactFormats
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    fuzzContactReader(data, count) { input, limits in LDIFReader(input: input, limits: limits) }
}

@_cdecl("fuzz_ldif_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
