/// Whether the first bytes of an input are LDIF: its first line that is not a comment
/// (`#`, with its continuation lines) is `dn:` or `version:`, in any case.
enum LDIFDetection {
    enum Verdict {
        case ldif, notLDIF
        /// Not enough bytes yet to tell (a comment or a keyword cut short).
        case undecided
    }

    private static let keywords = [Array("dn:".utf8), Array("version:".utf8)]

    /// Past this many bytes of comments, the input is taken for something else (a CSV whose
    /// first line begins with `#`).
    static let commentAllowance = 1024

    /// The verdict on `bytes`, which start after any byte-order mark and white space.
    static func verdict(_ bytes: ArraySlice<UInt8>) -> Verdict {
        let undecided: Verdict = bytes.count < commentAllowance ? .undecided : .notLDIF
        var rest = bytes
        // Comment lines first: skip each with its continuations.
        while rest.first == UInt8(ascii: "#") {
            guard let end = rest.firstIndex(where: { $0 == 10 || $0 == 13 }) else { return undecided }
            rest = rest[end...]
            while let first = rest.first, first == 10 || first == 13 {
                rest = rest.dropFirst()
                if rest.isEmpty { return undecided }
                if let next = rest.first, next == 32 || next == 9 {
                    guard let lineEnd = rest.firstIndex(where: { $0 == 10 || $0 == 13 }) else { return undecided }
                    rest = rest[lineEnd...]
                }
            }
        }
        let head = rest.prefix(8).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        for keyword in keywords {
            if head.starts(with: keyword) { return .ldif }
            if head.count < keyword.count, keyword.starts(with: head), !head.contains(10), !head.contains(13) {
                return .undecided
            }
        }
        return .notLDIF
    }
}
