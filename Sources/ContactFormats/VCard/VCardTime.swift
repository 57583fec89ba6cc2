/// A time of day as vCards write it after a date's `T` (`20:12:43+04:00`, `201243Z`,
/// `10:22:00.33`), read in any ISO 8601 spelling and written in each version's:
///
/// - 4.0 (RFC 6350 §4.3): basic, `hhmmss` and a zone `Z` or `±hhmm`; no fraction of a second;
/// - 3.0 and 2.1 (RFC 2425 §5.8.4): extended, `hh:mm:ss`, a fraction kept, `Z` or `±hh:mm`.
///
/// A time written in the other version's form is invalid in this one (ez-vcard and strict
/// readers reject `19960415T201243+04:00` in 4.0), so the writers give each version its own.
struct VCardTime: Equatable {
    var hour: Int
    var minute: Int?
    var second: Int?
    /// The digits after the decimal sign, when there were any.
    var fraction: String?
    /// `Z`, or a sign with hours and minutes; nil for a local time.
    var zone: Zone?

    enum Zone: Equatable {
        case utc
        case offset(negative: Bool, hours: Int, minutes: Int)
    }

    /// Reads `hh[[:]mm[[:]ss[(.|,)fraction]]][Z|±hh[[:]mm]]`; nil for anything else
    /// (a truncated 4.0 time such as `-30`, which is kept as written).
    static func parse<S: StringProtocol>(_ text: S) -> VCardTime? {
        let bytes = Array(text.utf8)
        var index = 0
        func twoDigits() -> Int? {
            guard index + 2 <= bytes.count, isDigit(bytes[index]), isDigit(bytes[index + 1]) else { return nil }
            defer { index += 2 }
            return Int(bytes[index] - 48) * 10 + Int(bytes[index + 1] - 48)
        }
        func skip(_ byte: UInt8) {
            if index < bytes.count, bytes[index] == byte { index += 1 }
        }
        guard let hour = twoDigits(), hour <= 24 else { return nil }
        var time = VCardTime(hour: hour)
        skip(UInt8(ascii: ":"))
        if let minute = twoDigits() {
            time.minute = minute
            skip(UInt8(ascii: ":"))
            if let second = twoDigits() {
                time.second = second
                if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                    let start = index + 1
                    index = start
                    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                    guard index > start else { return nil }
                    time.fraction = String(decoding: bytes[start..<index], as: UTF8.self)
                }
            }
        }
        if index < bytes.count {
            if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
                time.zone = .utc
                index += 1
            } else if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                let negative = bytes[index] == UInt8(ascii: "-")
                index += 1
                guard let hours = twoDigits() else { return nil }
                skip(UInt8(ascii: ":"))
                let minutes = twoDigits() ?? 0
                time.zone = .offset(negative: negative, hours: hours, minutes: minutes)
            }
        }
        return index == bytes.count ? time : nil
    }

    /// The time in `version`'s form, and whether a fraction of a second was left out (4.0
    /// has none).
    func formatted(for version: VCardVersion) -> (text: String, droppedFraction: Bool) {
        let modern = version == .v4_0
        var text = VCardTime.pad(hour)
        if let minute {
            text += (modern ? "" : ":") + VCardTime.pad(minute)
            if let second {
                text += (modern ? "" : ":") + VCardTime.pad(second)
                if !modern, let fraction { text += "." + fraction }
            }
        }
        switch zone {
        case .utc?: text += "Z"
        case .offset(let negative, let hours, let minutes)?:
            text += (negative ? "-" : "+") + VCardTime.pad(hours) + (modern ? "" : ":") + VCardTime.pad(minutes)
        case nil: break
        }
        return (text, modern && fraction != nil)
    }

    /// A time as written (`time`, without its `T`) in `version`'s form; as written when it is
    /// not a time this type reads.
    static func formatted(_ time: String, for version: VCardVersion) -> (text: String, droppedFraction: Bool) {
        parse(time)?.formatted(for: version) ?? (time, false)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func pad(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
}
