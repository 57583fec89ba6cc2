/// Splitting the generated metadata text on its ASCII separators.
extension Substring {
    /// The parts of the text between occurrences of the ASCII character `separator`, like
    /// `split(separator:omittingEmptySubsequences:)` but found on UTF-8 bytes rather than
    /// by comparing `Character`s (which made loading the metadata several times slower).
    func splitting(onASCII separator: Unicode.Scalar, omittingEmpty: Bool) -> [Substring] {
        precondition(separator.isASCII, "the separator must be an ASCII character")
        let byte = UInt8(truncatingIfNeeded: separator.value)
        let bytes = utf8
        var parts: [Substring] = []
        var partStart = startIndex
        var index = startIndex
        while index < endIndex {
            if bytes[index] == byte {
                if !(omittingEmpty && partStart == index) { parts.append(self[partStart..<index]) }
                partStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if !(omittingEmpty && partStart == endIndex) { parts.append(self[partStart..<endIndex]) }
        return parts
    }
}
