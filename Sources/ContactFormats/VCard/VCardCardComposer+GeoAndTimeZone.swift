import ContactModel

/// `GEO` and `TZ` values between versions: 3.0 writes a position as `lat;lon` (2.1 as `lat;lon`
/// or, as its specification's example does, `lat,lon`) and a
/// UTC offset as `-05:00`; 4.0 writes the position as a `geo:` URI (RFC 5870) and the offset
/// as `VALUE=utc-offset` with `-0500`. Kept as read, a 3.0 card's `GEO` was not a valid 4.0
/// value (ez-vcard: "Could not parse value as a geo URI") and the other way round. The
/// reader keeps both in the 4.0 form, the writer gives each version its own.
extension VCardCardComposer {
    /// The value and parameters of an extension `GEO` or `TZ` as `version` writes them;
    /// anything that does not fit the other form (a `geo:` URI with an altitude or an
    /// uncertainty, a time zone name) stays as written.
    static func mappedGeoOrTimeZone(
        name: String, value: String, parameters: [Parameter], to version: VCardVersion
    ) -> (value: String, parameters: [Parameter]) {
        switch name {
        case "GEO":
            if version == .v4_0 {
                // 3.0 `lat;lon`; 2.1 `lat,lon` (vCard 2.1's own example, and Android's
                // `GEO:35.6563854,139.6994233`), latitude first as both write it.
                guard let (latitude, longitude) = coordinates(value, separator: ";")
                    ?? coordinates(value, separator: ",")
                else { break }
                return ("geo:\(latitude),\(longitude)", parameters)
            }
            guard value.utf8.count > 4, value.prefix(4).lowercased() == "geo:",
                let (latitude, longitude) = coordinates(String(value.dropFirst(4)), separator: ",")
            else { break }
            return ("\(latitude);\(longitude)", parameters.filter { !$0.hasName("VALUE") })
        case "TZ":
            let valueType = parameters.firstValue(named: "VALUE")?.lowercased()
            if version == .v4_0 {
                guard valueType == nil || valueType == "utc-offset", let (sign, hours, minutes) = utcOffset(value)
                else { break }
                let rest = parameters.filter { !$0.hasName("VALUE") }
                return ("\(sign)\(hours)\(minutes)", rest + [Parameter("VALUE", "utc-offset")])
            }
            if valueType == nil, utcOffset(value) == nil {
                // A 4.0 time zone name (text is 4.0's default, a UTC offset 3.0's).
                return (value, parameters + [Parameter("VALUE", "text")])
            }
            guard valueType == "utc-offset", let (sign, hours, minutes) = utcOffset(value) else { break }
            return ("\(sign)\(hours):\(minutes)", parameters.filter { !$0.hasName("VALUE") })
        default:
            break
        }
        return (value, parameters)
    }

    /// `37.38;-122.08` (or with `separator` `,`) → the two numbers as written; nil when the
    /// text is anything else.
    private static func coordinates(_ text: String, separator: Character) -> (String, String)? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let latitude = String(parts[0]).trimmingWhitespace()
        let longitude = String(parts[1]).trimmingWhitespace()
        guard let north = Double(latitude), let east = Double(longitude), abs(north) <= 90, abs(east) <= 180
        else { return nil }
        return (latitude, longitude)
    }

    /// `-05:00`, `-0500`, `+0530` → sign, hours and minutes (two digits each).
    static func utcOffset(_ text: String) -> (String, String, String)? {
        let digits = Array(text.trimmingWhitespace().utf8)
        guard let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        var rest = Array(digits.dropFirst())
        if rest.count == 5, rest[2] == UInt8(ascii: ":") { rest.remove(at: 2) }
        guard rest.count == 4, rest.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        let text = String(decoding: rest, as: UTF8.self)
        return (String(UnicodeScalar(sign)), String(text.prefix(2)), String(text.suffix(2)))
    }
}
