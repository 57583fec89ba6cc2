extension ByteInput {
    /// Reads up to `maxLength` bytes onto the end of `buffer`, as ``read(into:maxLength:)``
    /// does, but straight into the buffer's spare capacity when this input can
    /// (``readDirectly(into:)``); returns the number of bytes appended, 0 at the end of the
    /// input.
    ///
    /// A chunker reads every byte of its input this way: through ``read(into:maxLength:)`` a
    /// file's bytes were read into a scratch buffer and copied from there, one copy of the
    /// whole input (about 2.5 % of a two-thread vCard read's instructions).
    mutating func readAppending(to buffer: inout [UInt8], maxLength: Int) throws -> Int {
        guard maxLength > 0 else { return 0 }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            var direct: Int? = nil
            try buffer.append(addingCapacity: maxLength) { (span: inout OutputSpan<UInt8>) throws in
                try span.withUnsafeMutableBufferPointer { spare, initialized in
                    let room = min(maxLength, spare.count &- initialized)
                    let target = UnsafeMutableBufferPointer(rebasing: spare[initialized..<initialized &+ room])
                    direct = try readDirectly(into: target)
                    // What `readDirectly` says it wrote, never more than it was given.
                    if let count = direct { initialized &+= max(0, min(count, room)) }
                }
            }
            if let direct { return direct }
        }
        return try read(into: &buffer, maxLength: maxLength)
    }
}
