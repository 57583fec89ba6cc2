import ContactModel

/// Values kept as extensions, given the form 3.0 and 4.0 require of their property (RFC 2426,
/// RFC 6350): a word in 4.0's `GENDER`, a REV that is no 4.0 timestamp, a date in the
/// other version's form, a URI property that holds no URI, a name that is no vCard name.
/// Whatever the version's form cannot hold is kept in a parameter the reader takes back:
///
/// - ``originalNameParameter`` (`X-CONTACTKIT-NAME`): the property's name, when it is
///   written under another (`X-messaging/irc-All` as `X-messaging-irc-All`, a 3.0
///   `BDAY;VALUE=text` as `X-BDAY`);
/// - ``originalValueParameter`` (`X-CONTACTKIT-ORIGINAL`): the value as read, when the
///   version's form leaves part of it out (a REV's fraction of a second in 4.0) or adds to
///   it (`http://` before `www.example.com`).
///
/// Each of these is named in a ``Diagnostic/Code/lossyMapping`` warning, but for the forms
/// that lose nothing (a date's or time's spelling, `GENDER:M;Male`).
extension VCardCardComposer {
    /// The parameter that keeps a property's own name when it is written under another.
    static let originalNameParameter = "X-CONTACTKIT-NAME"
    /// The parameter that keeps a value as read when the version's form changed it.
    static let originalValueParameter = "X-CONTACTKIT-ORIGINAL"
    /// The parameter that keeps TYPE values 4.0 cannot hold (a type is a token there:
    /// Android's 3.0 `TEL;TYPE="费"`).
    static let originalTypeParameter = "X-CONTACTKIT-TYPE"

    /// Keeps TYPE values that are no 4.0 token in ``originalTypeParameter``, with a warning.
    mutating func appendOriginalTypes(_ types: [String], of property: String) {
        card.appendParameter(Parameter(name: VCardCardComposer.originalTypeParameter, values: types))
        diagnostics.append(
            .warning(
                .lossyMapping, property: property,
                "TYPE \(types.map(Diagnostic.quoted).joined(separator: ", ")) is not a vCard 4.0 type (a token); kept in "
                    + VCardCardComposer.originalTypeParameter))
    }

    /// An extension about to be written: its name, parameters and value (raw, as read).
    struct ExtensionLine {
        var name: String
        var parameters: [Parameter]
        var value: String
    }

    /// `line` in the form this version requires. 2.1's parameters are the writer's (see
    /// `VCardWriter+TwoOne`); of its values only `TZ` has a form 2.1 fixes.
    mutating func versionForm(_ line: ExtensionLine) -> ExtensionLine {
        guard version != .v2_1 else { return twoOneForm(line) }
        var line = line
        // ContactKit's own properties (`X-CONTACTKIT-ALTERNATE;FIELD=givenName`, which dedupe
        // writes and reads) keep their documented parameters.
        if !VCardCardComposer.isContactKitName(line.name) {
            line.parameters = line.parameters.map { registeredParameter($0) }
        }
        // A name the reader takes (`X-MESSAGING/XMPP-ALL`: `/` and `_` are no name characters
        // in 3.0 and 4.0) goes under a valid one; anything else is the writer's to refuse.
        if !VCardCardComposer.isToken(line.name), VCardName.isValid(line.name) {
            return renamed(line, reason: "is not a vCard \(version.rawValue) name")
        }
        let valueType = line.parameters.firstValue(named: "VALUE")?.lowercased()
        switch line.name {
        case "GENDER" where isModern:
            line.value = VCardCardComposer.genderValue(line.value)
        case "REV":
            return revisionForm(line)
        case "BDAY", "ANNIVERSARY", "DEATHDATE":
            return dateForm(line, valueType: valueType)
        case "PHOTO", "LOGO", "SOUND":
            // 4.0's media properties are URIs (a `data:` URI for the bytes themselves); 3.0's
            // are binary unless VALUE=uri says otherwise (the default branch's test).
            if isModern || valueType == "uri" { return uriForm(line) }
        case "KEY", "SOCIALPROFILE":
            if isModern, valueType == nil, !VCardURI.isURI(VCardText.unescape(line.value)) {
                // A URI by default in 4.0; text in 3.0's KEY: say it is text.
                line.parameters.append(Parameter("VALUE", "text"))
            } else if !isModern, line.name == "KEY", valueType == "uri" {
                // 3.0's KEY is text or binary: a URI is its text.
                line.parameters.removeAll { $0.hasName("VALUE") }
            }
        default:
            if VCardCardComposer.isURIProperty(line.name) || (valueType == "uri" && line.name.first != "X") {
                return uriForm(line)
            }
            if valueType == nil, VCardCardComposer.isTextProperty(line.name) {
                // 2.1 escapes no comma (`LABEL:Boston, MA`); 3.0 and 4.0 text must.
                line.value = VCardCardComposer.escapingBareCommas(line.value)
            }
        }
        return line
    }

    /// 2.1's `TZ` is an offset from UTC (`-05:00`, as ISO 8601 writes it): a time zone name
    /// (`VALUE=text`, `Europe/Berlin`) goes under `X-TZ`, its name kept.
    private mutating func twoOneForm(_ line: ExtensionLine) -> ExtensionLine {
        guard line.name == "TZ", line.parameters.firstValue(named: "VALUE")?.lowercased() == "text" else { return line }
        return renamed(line, reason: "is not a vCard 2.1 UTC offset")
    }

    /// Properties of one text value that the model keeps as extensions (2.1's standalone
    /// `LABEL`, `MAILER`, `PRODID`, `SORT-STRING`, RFC 6715's interests).
    /// A `switch`, not a `Set`: every card's `PRODID` asks, and hashing the name cost more
    /// than comparing it with a few short names.
    static func isTextProperty(_ name: String) -> Bool {
        switch name {
        case "LABEL", "MAILER", "PRODID", "SORT-STRING", "EXPERTISE", "HOBBY", "INTEREST", "NAME", "PROFILE":
            return true
        default:
            return false
        }
    }

    /// `raw` with each comma no backslash escapes given one (`\,`): the same text to a
    /// reader, in the form 3.0 and 4.0 text takes.
    static func escapingBareCommas(_ raw: String) -> String {
        // In place: `raw.utf8.contains` went through the string's index a byte at a time,
        // about 30 instructions a byte, and every PRODID comes here.
        var text = raw
        guard text.withUTF8({ $0.contains(UInt8(ascii: ",")) }) else { return raw }
        var result: [UInt8] = []
        var escaped = false
        for byte in raw.utf8 {
            if byte == UInt8(ascii: ","), !escaped { result.append(UInt8(ascii: "\\")) }
            escaped = byte == UInt8(ascii: "\\") && !escaped
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Properties whose value is a URI in both versions (RFC 2426, RFC 2739, RFC 6350, RFC
    /// 6715, RFC 8605), when the model holds them as extensions.
    static func isURIProperty(_ name: String) -> Bool {
        switch name {
        case "SOURCE", "FBURL", "CALURI", "CALADRURI", "ORG-DIRECTORY", "CONTACT-URI": return true
        default: return false
        }
    }

    /// `GENDER` in 4.0: `sex [";" identity]` with sex one of M F O N U or empty. A word
    /// (`Male`, `weiblich`) becomes its letter, the word kept as the identity
    /// (`M;Male`); a value whose first component is no sex letter keeps all of its text as
    /// the identity, after the letter its first word gives (or none).
    static func genderValue(_ raw: String) -> String {
        let components = VCardText.components(raw)
        let first = components.first?.trimmingWhitespace() ?? ""
        if ["", "M", "F", "O", "N", "U"].contains(first.uppercased()) { return raw }
        let sex = VCardGenderWords.sex(for: first) ?? ""
        return sex + ";" + VCardText.escape(VCardText.unescape(raw))
    }

    /// REV: a 4.0 timestamp (`20161119T174422Z`); in 3.0 a date-time or a date with the
    /// `VALUE` 3.0 has for it.
    private mutating func revisionForm(_ line: ExtensionLine) -> ExtensionLine {
        var line = line
        let text = VCardText.unescape(line.value).trimmingWhitespace()
        line.parameters.removeAll { $0.hasName("VALUE") }
        guard let date = VCardDate.parse(text), date.year != nil, date.month != nil, date.day != nil,
            date.isValidGregorianDate
        else { return renamed(line, reason: "is not a vCard \(version.rawValue) \(isModern ? "timestamp" : "date-time")") }
        let time = date.time.flatMap { VCardTime.parse($0) }
        let isComplete = time.map { $0.minute != nil && $0.second != nil } ?? false
        if !isModern, date.time == nil {
            // 3.0: a date-time by default, a date with VALUE=date (4.0's VALUE=timestamp is no 3.0 type).
            line.parameters.append(Parameter("VALUE", "date"))
            return line
        }
        guard isComplete else {
            return renamed(line, reason: "is not a vCard \(version.rawValue) \(isModern ? "timestamp" : "date-time")")
        }
        guard isModern else { return line }
        let (formatted, dropped) = VCardDate.formatted(date, version: .v4_0)
        line.value = formatted
        if dropped { keepOriginal(&line, text, "the fraction of a second 4.0 timestamps cannot hold") }
        return line
    }

    /// BDAY, ANNIVERSARY, DEATHDATE kept as extensions: a date in the version's form, or (4.0)
    /// text that says it is text; a 3.0 value that is no date, under an X- name.
    private mutating func dateForm(_ line: ExtensionLine, valueType: String?) -> ExtensionLine {
        var line = line
        let text = VCardText.unescape(line.value).trimmingWhitespace()
        let date = valueType == "text" ? nil : VCardDate.parse(text).flatMap { $0.isValidGregorianDate ? $0 : nil }
        line.parameters.removeAll { $0.hasName("VALUE") && !$0.values.contains { $0.lowercased() == "text" } }
        if let date, isModern || (date.year != nil && date.month != nil && date.day != nil) {
            let (formatted, dropped) = VCardDate.formatted(date, version: version)
            line.value = formatted
            if dropped { keepOriginal(&line, text, "the fraction of a second 4.0 times cannot hold") }
            return line
        }
        guard isModern else { return renamed(line, reason: "is not a vCard 3.0 date") }
        if valueType != "text" { line.parameters.append(Parameter("VALUE", "text")) }
        return line
    }

    /// A property whose value must be a URI: as it is when it is one; a web address typed
    /// without a scheme with `http://` (the address as read kept); anything else under an X-
    /// name.
    private mutating func uriForm(_ line: ExtensionLine) -> ExtensionLine {
        var line = line
        let text = VCardText.unescape(line.value).trimmingWhitespace()
        // A `data:` URI whose base64 does not decode is kept as written: the reader warned
        // (`invalid-base64`), and the same version writes it back byte for byte.
        if VCardURI.isURI(text) || text.prefix(5).lowercased() == "data:" { return line }
        guard let address = VCardURI.webAddress(fromSchemeless: text) else {
            // Under an X- name the value is text: a `VALUE=uri` would say otherwise.
            line.parameters.removeAll { $0.hasName("VALUE") }
            return renamed(line, reason: "is not a URI, which vCard \(version.rawValue)'s \(line.name) takes")
        }
        line.value = address
        keepOriginal(&line, text, "a scheme (http://), which a vCard \(version.rawValue) URI needs")
        return line
    }

    /// Adds ``originalValueParameter`` with the value as read, and says why.
    private mutating func keepOriginal(_ line: inout ExtensionLine, _ original: String, _ what: String) {
        line.parameters.append(Parameter(VCardCardComposer.originalValueParameter, original))
        diagnostics.append(
            .warning(
                .lossyMapping, property: line.name,
                "\(line.name) \(Diagnostic.quoted(original)) written as \(Diagnostic.quoted(line.value)) in vCard "
                    + "\(version.rawValue) (\(what)); the value as read kept in \(VCardCardComposer.originalValueParameter)"))
    }

    /// The line under a valid X- name (`X-` and the name, each character a vCard name cannot
    /// hold as `-`), its own name kept in ``originalNameParameter``.
    private mutating func renamed(_ line: ExtensionLine, reason: String) -> ExtensionLine {
        var line = line
        let original = line.name
        var name = String(decoding: original.utf8.map { VCardCardComposer.isTokenByte($0) ? $0 : UInt8(ascii: "-") }, as: UTF8.self)
        if !name.uppercased().hasPrefix("X-") { name = "X-" + name }
        line.name = name
        line.parameters.append(Parameter(VCardCardComposer.originalNameParameter, original))
        diagnostics.append(
            .warning(
                .lossyMapping, property: original,
                "\(original) \(reason); kept as \(name) with its name in \(VCardCardComposer.originalNameParameter)"))
        return line
    }

    /// `ALPHA / DIGIT / "-"`: what a 3.0 or 4.0 name is made of (RFC 2426 §4, RFC 6350 §3.3).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
    }

    /// Whether `name` starts with `X-CONTACTKIT-` once upper-cased. An ASCII name (nearly
    /// all) is compared byte by byte; only another one is upper-cased first (`ı` becomes `I`).
    static func isContactKitName(_ name: String) -> Bool {
        let prefix: StaticString = "X-CONTACTKIT-"
        var bytes = name
        let ascii: Bool? = bytes.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
            for index in 0..<prefix.utf8CodeUnitCount {
                let byte = bytes[index]
                let upper = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
                guard upper == prefix.utf8Start[index] else { return false }
            }
            return true
        }
        return ascii ?? name.uppercased().hasPrefix("X-CONTACTKIT-")
    }

    static func isToken(_ text: String) -> Bool {
        // On the contiguous bytes: through `utf8`'s index, each byte cost about 25 instructions.
        var text = text
        return text.withUTF8 { !$0.isEmpty && $0.allSatisfy(isTokenByte) }
    }
}

extension VCardCardComposer {
    /// `URL`: a URI as it is; in 3.0 and 4.0, whose URL takes only a URI, a web address typed
    /// without a scheme gets `http://` (the address as read kept in
    /// ``originalValueParameter``), and any other text is written as `X-URL` with its name
    /// kept in ``originalNameParameter``; each with a warning. 2.1 writes the text.
    mutating func composeURL(_ item: LabeledValue<String>) {
        let text = item.value
        guard version != .v2_1, !VCardURI.isURI(text) else {
            return appendLabeled(item, name: "URL", kind: .url, value: .uri(text))
        }
        if let address = VCardURI.webAddress(fromSchemeless: text) {
            diagnostics.append(
                .warning(
                    .lossyMapping, property: "URL",
                    "URL \(Diagnostic.quoted(text)) has no scheme, which a vCard \(version.rawValue) URI needs: written as "
                        + "\(Diagnostic.quoted(address)), the address as read kept in \(VCardCardComposer.originalValueParameter)"))
            return appendLabeled(item, name: "URL", kind: .url, value: .uri(address)) {
                $0.appendParameter(.string(VCardCardComposer.originalValueParameter), text)
            }
        }
        diagnostics.append(
            .warning(
                .lossyMapping, property: "URL",
                "URL \(Diagnostic.quoted(text)) is not a URI, which vCard \(version.rawValue)'s URL takes; kept as X-URL "
                    + "with its name in \(VCardCardComposer.originalNameParameter)"))
        appendLabeled(item, name: "X-URL", kind: .url, value: .text(text)) {
            $0.appendParameter(.string(VCardCardComposer.originalNameParameter), "URL")
        }
    }
}
