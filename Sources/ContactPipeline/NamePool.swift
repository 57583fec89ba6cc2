/// Interned folded names: each distinct text gets a small integer once, with a count of the
/// records that use it, so keys stay compact and frequencies come for free.
struct NamePool {
    private var identifiers: [String: Int32] = [:]
    private(set) var texts: [String] = []
    private(set) var counts: [Int32] = []

    /// The identifier of `text`, counting one more use; -1 for empty text.
    mutating func intern(_ text: String) -> Int32 {
        guard !text.isEmpty else { return -1 }
        if let identifier = identifiers[text] {
            counts[Int(identifier)] += 1
            return identifier
        }
        let identifier = Int32(texts.count)
        identifiers[text] = identifier
        texts.append(text)
        counts.append(1)
        return identifier
    }

    /// The identifier of `text` without counting a use; -1 when unknown or empty.
    mutating func identifier(_ text: String) -> Int32 {
        guard !text.isEmpty else { return -1 }
        if let identifier = identifiers[text] { return identifier }
        let identifier = Int32(texts.count)
        identifiers[text] = identifier
        texts.append(text)
        counts.append(0)
        return identifier
    }

    /// Sets how many records use `identifier`'s text (counted elsewhere: a dedupe step that
    /// sees some records of a book).
    mutating func setCount(_ count: Int32, of identifier: Int32) {
        if identifier >= 0 { counts[Int(identifier)] = count }
    }

    subscript(identifier: Int32) -> String { identifier < 0 ? "" : texts[Int(identifier)] }

    func count(_ identifier: Int32) -> Int { identifier < 0 ? 0 : Int(counts[Int(identifier)]) }
}
