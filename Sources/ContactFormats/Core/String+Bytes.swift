/// Byte-level helpers on strings, for names and values that are mostly ASCII.
extension String {
    /// The string of `bytes` when they are well-formed UTF-8; nil when they are not. The
    /// bytes are checked once: `String(decoding:)` after a check of our own checked twice.
    static func validatingUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.count <= 15 {
            // Made in place (see `String+SmallStrings`) once checked.
            guard let base = bytes.baseAddress else { return "" }
            guard Charset.isValidUTF8(bytes) else { return nil }
            if let small = smallString(validUTF8: base, count: bytes.count) { return small }
        }
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            guard let span = try? UTF8Span(validating: bytes.span) else { return nil }
            return String(copying: span)
        }
        return Charset.isValidUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// A string of bytes known to be well-formed UTF-8 (a piece of a string cut at ASCII
    /// bytes), copied without validating them again.
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        // At most 15 bytes (most values and parts): made in place, see `String+SmallStrings`.
        if let base = bytes.baseAddress, let small = String.smallString(validUTF8: base, count: bytes.count) {
            self = small
            return
        }
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            self = String(copying: UTF8Span(unchecked: bytes.span))
        } else {
            self = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A string of bytes known to be ASCII (property names and groups, checked byte by byte
    /// as they were split): copied with no validation and no look for non-ASCII bytes.
    /// (Its body differs from ``init(validUTF8:)``'s by that: with the same body the two
    /// were merged into one function behind a thunk, about 12 instructions a call more.)
    init(knownASCII bytes: UnsafeBufferPointer<UInt8>) {
        if let base = bytes.baseAddress,
            let small = String.smallString(validUTF8: base, count: bytes.count, isKnownASCII: true)
        {
            self = small
            return
        }
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            self = String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: true))
        } else {
            self = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The string without leading and trailing spaces, tabs and line breaks.
    ///
    /// Consuming: a string made for the call (most are) is handed back without a retain
    /// and a release.
    consuming func trimmingWhitespace() -> String {
        // Most values start and end with a visible ASCII character: nothing to trim, and
        // no need to look up Unicode properties. The two bytes are read in place: through
        // `utf8.first` and `utf8.last` (generic index walks) it cost about 100 instructions.
        let plain = withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first > 32 && first < 0x7F && last > 32 && last < 0x7F
        }
        if plain { return self }
        return trimmingUnicodeWhitespace()
    }

    /// ``trimmingWhitespace()`` for a string that starts or ends with something other than
    /// a visible ASCII character. Out of line: inlined into every caller of
    /// ``trimmingWhitespace()``, its index walks made their common path heavier.
    @inline(never)
    private func trimmingUnicodeWhitespace() -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace {
            end = scalars.index(before: end)
        }
        return String(scalars[start..<end])
    }

    /// Upper-cases ASCII letters only: property and parameter names are ASCII, and this is
    /// far cheaper than Unicode case mapping.
    func asciiUppercased() -> String {
        let count = utf8.count
        let needsChange = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 >= 97 && $0 <= 122 }
        } ?? utf8.contains { $0 >= 97 && $0 <= 122 }
        guard needsChange else { return self }
        return String(unsafeUninitializedCapacity: count) { output in
            var index = 0
            for byte in utf8 {
                output[index] = byte >= 97 && byte <= 122 ? byte - 32 : byte
                index += 1
            }
            return index
        }
    }

    /// Whether the string is `upper` (upper-case ASCII) in any case: `type` matches `TYPE`.
    /// Compares bytes in place, where `asciiUppercased() == upper` would make a string.
    @inline(__always)
    func equalsIgnoringASCIICase(_ upper: StaticString) -> Bool {
        guard utf8.count == upper.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: upper.utf8Start, count: upper.utf8CodeUnitCount)
        var text = self
        return text.withUTF8 { String.equalFoldingASCIICase($0, expected) }
    }

    /// Whether two strings are the same with ASCII letters compared in any case.
    /// (Both lent in place: copying them into `var`s to call `withUTF8` cost about 180
    /// instructions a call, and groups are compared with every grouped property's.)
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return withUTF8Bytes { left in other.withUTF8Bytes { String.equalFoldingASCIICase(left, $0) } }
    }

    /// Byte-wise equality with `a`–`z` folded to `A`–`Z`, for buffers of the same length.
    private static func equalFoldingASCIICase(
        _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        for index in 0..<left.count {
            let a = left[index]
            let b = right[index]
            if a == b { continue }
            let foldedA = a >= 97 && a <= 122 ? a - 32 : a
            let foldedB = b >= 97 && b <= 122 ? b - 32 : b
            if foldedA != foldedB { return false }
        }
        return true
    }

    /// Lends the string's UTF-8 bytes in place: a native or small string (nearly every one)
    /// through `utf8.withContiguousStorageIfAvailable`, any other through a contiguous copy.
    /// `var copy = text; copy.withUTF8 { … }` cost a retain and a release of the string on
    /// every call, and the writer makes several calls per value.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }

    /// Whether the UTF-8 form contains `byte`, using the contiguous storage when there is one.
    @inline(__always)
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}
