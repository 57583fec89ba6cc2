extension String {
    /// The longest prefix of whole characters whose UTF-8 form fits in `maximumByteCount`
    /// bytes: never half a multi-byte sequence, never a letter without its accent.
    func prefix(maximumUTF8Count maximumByteCount: Int) -> String {
        guard utf8.count > maximumByteCount else { return self }
        var byteCount = 0
        var end = startIndex
        for index in indices {
            let next = self.index(after: index)
            let characterBytes = self.utf8.distance(from: index, to: next)
            if byteCount + characterBytes > maximumByteCount { break }
            byteCount += characterBytes
            end = next
        }
        return String(self[..<end])
    }
}
