import ContactModel

/// The phone numbers of each record as normalizing for matching left them, kept so that
/// merging a cluster need not parse its records' numbers again (``DeduplicationStage``).
///
/// Compact, as the dedupe stage holds it for the whole book: a number in E.164 (`+` and 1 to 15
/// digits, what ``ContactNormalizer`` writes by default) is one integer. A record with a number
/// in any other form (left as written, with an extension, another format) keeps none, and
/// its numbers are normalized again when it is merged.
struct NormalizedPhoneNumbers: Sendable {
    /// Where each record's numbers start in `numbers`: one more entry than records.
    private var starts: [UInt32] = [0]
    /// Each number: its digits as an integer, shifted left by 4, plus its count of digits.
    private var numbers: [UInt64] = []

    /// No records yet.
    init() {}

    /// The number of records added.
    var count: Int { starts.count - 1 }

    /// Makes room for `records` more records (about one number each).
    mutating func reserveCapacity(_ records: Int) {
        starts.reserveCapacity(starts.count + records)
        numbers.reserveCapacity(numbers.count + records)
    }

    /// Adds the next record, with its phone numbers as normalized.
    mutating func append(_ phones: [LabeledValue<String>]) {
        let start = numbers.count
        for phone in phones {
            guard let number = Self.packed(phone.value), numbers.count < UInt32.max else {
                numbers.removeSubrange(start...)
                break
            }
            numbers.append(number)
        }
        starts.append(UInt32(numbers.count))
    }

    /// Adds the records of `other`, in order.
    mutating func append(contentsOf other: NormalizedPhoneNumbers) {
        guard numbers.count + other.numbers.count < UInt32.max else {
            for _ in 0..<other.count { starts.append(UInt32(numbers.count)) }
            return
        }
        let offset = UInt32(numbers.count)
        numbers += other.numbers
        starts += other.starts.dropFirst().lazy.map { $0 + offset }
    }

    /// The values of record `record`'s `count` phone numbers as normalized; nil when they
    /// were not kept.
    func values(ofRecord record: Int, count: Int) -> [String]? {
        guard record < self.count else { return nil }
        let range = Int(starts[record])..<Int(starts[record + 1])
        guard range.count == count else { return nil }
        return range.map { Self.text(numbers[$0]) }
    }

    /// A number in E.164 as one integer; nil for any other text.
    static func packed(_ text: String) -> UInt64? {
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.count <= 16, utf8.first == 0x2B else { return nil }
        var value: UInt64 = 0
        for byte in utf8.dropFirst() {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + UInt64(byte - 0x30)
        }
        return value << 4 | UInt64(utf8.count - 1)
    }

    /// The text of a number ``packed(_:)`` made.
    static func text(_ number: UInt64) -> String {
        let digitCount = Int(number & 0xF)
        return String(unsafeUninitializedCapacity: digitCount + 1) { buffer in
            buffer[0] = 0x2B
            var value = number >> 4
            for index in stride(from: digitCount, through: 1, by: -1) {
                buffer[index] = 0x30 + UInt8(value % 10)
                value /= 10
            }
            return digitCount + 1
        }
    }
}
