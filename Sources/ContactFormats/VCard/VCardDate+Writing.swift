import ContactModel

extension VCardDate {
    /// Appends ``format(_:version:)``'s 4.0 text of a date without a time (`19840816`,
    /// `--1001`) to `output`, its digits written straight in: the strings of the parts
    /// and their concatenations cost about 1,400 instructions a birthday. False, with
    /// nothing written, for a date with a time or a part whose digits are not the plain
    /// ones the padding gives (a year beyond 0...9999, a month or day beyond 0...99).
    static func appendBasicForm<Sharing>(_ date: PartialDate, to output: inout VCardBytes<Sharing>) -> Bool {
        guard date.time == nil else { return false }
        if let year = date.year, !(0...9999).contains(year) { return false }
        if let month = date.month, !(0...99).contains(month) { return false }
        if let day = date.day, !(0...99).contains(day) { return false }
        // At most ten bytes (`YYYY--` and a day has eight, `---DD` five): room for them
        // reserved once, the digits stored at a cursor, the bytes written counted at the end.
        // Appended one by one, each digit checked the room and the count and divided by a
        // divisor worked out at run time, about 340 instructions a date.
        let start = output.reserveUninitialized(10)
        var cursor = start
        @inline(__always) func put(_ byte: UInt8) {
            cursor.initialize(to: byte)
            cursor += 1
        }
        @inline(__always) func putTwoDigits(_ value: Int) {
            put(UInt8(truncatingIfNeeded: 0x30 &+ value / 10))
            put(UInt8(truncatingIfNeeded: 0x30 &+ value % 10))
        }
        if let year = date.year {
            putTwoDigits(year / 100)
            putTwoDigits(year % 100)
        } else {
            put(UInt8(ascii: "-"))
            put(UInt8(ascii: "-"))
        }
        switch (date.month, date.day) {
        case let (month?, day?):
            putTwoDigits(month)
            putTwoDigits(day)
        case let (month?, nil):
            // `1985-04`; without a year, `--04`.
            if date.year != nil { put(UInt8(ascii: "-")) }
            putTwoDigits(month)
        case let (nil, day?):
            // `1985---12`, `---12`.
            put(UInt8(ascii: "-"))
            if date.year != nil {
                put(UInt8(ascii: "-"))
                put(UInt8(ascii: "-"))
            }
            putTwoDigits(day)
        case (nil, nil):
            // A year alone; nothing at all: no bytes.
            if date.year == nil { cursor = start }
        }
        output.commitUninitialized(cursor - start)
        return true
    }
}
