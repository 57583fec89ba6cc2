/// Keeps the tool's resident memory flat when several threads pass megabyte buffers around.
///
/// glibc serves a large block from the heap once a block that size was freed (its mmap
/// threshold rises to it), and each worker thread's heap then keeps those megabytes after
/// they are freed: reading a large file in chunks peaked near 33 MiB instead of 28 MiB.
/// A fixed threshold of 256 KiB sends every chunk-sized buffer to the system and back.
enum MemoryTuning {
    static let largeBlockThreshold: Int32 = 256 << 10

    static func install() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not bring in.
        typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32
        let mmapThresholdOption: Int32 = -3  // M_MMAP_THRESHOLD
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MalloptFunction.self)
        _ = mallopt(mmapThresholdOption, largeBlockThreshold)
        #endif
    }
}
