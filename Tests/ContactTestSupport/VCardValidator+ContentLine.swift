import ContactFormats

/// One content line as the checker parsed it.
struct VCardValidatorProperty {
    struct Parameter {
        /// Upper-cased.
        var name: String
        /// As written, quotes removed, RFC 6868 carets not decoded.
        var values: [String]
        /// Whether each value was quoted.
        var quoted: [Bool]
    }

    let line: Int
    var group: String?
    /// Upper-cased.
    var name: String
    var parameters: [Parameter]
    var value: [UInt8]

    var valueText: String { String(decoding: value, as: UTF8.self) }

    /// The values of every parameter named `name` (upper case).
    func values(of name: String) -> [String] {
        parameters.filter { $0.name == name }.flatMap(\.values)
    }
}

extension VCardValidator {
    /// `ALPHA / DIGIT / "-"`: the characters of RFC 2425's and RFC 6350's names.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x2D
    }

    static func isToken<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy(isTokenByte)
    }

    /// A control character a value or parameter may not hold: CTL but HTAB.
    static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 9) || byte == 0x7F
    }

    /// Parses `[group "."] name *(";" param) ":" value`; nil (and a finding) when the line
    /// cannot be read that way.
    mutating func parse(_ line: ContentLine) -> VCardValidatorProperty? {
        let bytes = line.bytes
        let count = bytes.count
        var index = 0
        while index < count, bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: ":") { index += 1 }
        let nameParts = bytes[0..<index].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        var group: String? = nil
        let nameBytes: ArraySlice<UInt8>
        if nameParts.count == 2 {
            group = String(decoding: nameParts[0], as: UTF8.self)
            if !VCardValidator.isToken(nameParts[0]) {
                report(line.number, .name, "group \(quoted(nameParts[0])) is not a token (letters, digits, '-')")
            }
            nameBytes = nameParts[1]
        } else {
            if nameParts.count > 2 { report(line.number, .name, "more than one '.' before the property name") }
            nameBytes = nameParts.last ?? []
        }
        if !VCardValidator.isToken(nameBytes) {
            report(line.number, .name, "property name \(quoted(nameBytes)) is not a token (letters, digits, '-')")
        }
        var property = VCardValidatorProperty(
            line: line.number, group: group, name: String(decoding: nameBytes, as: UTF8.self).uppercased(),
            parameters: [], value: [])
        while index < count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            guard let parameter = parseParameter(bytes, &index, line: line.number) else { return nil }
            if let parameter { property.parameters.append(parameter) }
        }
        guard index < count, bytes[index] == UInt8(ascii: ":") else {
            report(line.number, .contentLine, "no ':' before the value")
            return nil
        }
        property.value = Array(bytes[(index + 1)...])
        if let bad = property.value.first(where: VCardValidator.isControl) {
            report(line.number, .escaping, "control character 0x\(String(bad, radix: 16)) in the value of \(property.name)")
        }
        return property
    }

    /// One `name=value,value` from `index` (just after its `;`) to the `;` or `:` after it.
    /// Outer nil: the line cannot be read on; inner nil: a parameter without `=`, reported.
    private mutating func parseParameter(
        _ bytes: [UInt8], _ index: inout Int, line: Int
    ) -> VCardValidatorProperty.Parameter?? {
        let count = bytes.count
        let start = index
        while index < count, ![UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[index]) {
            index += 1
        }
        let name = bytes[start..<index]
        if !VCardValidator.isToken(name) {
            report(line, .parameter, "parameter name \(quoted(name)) is not a token (letters, digits, '-')")
        }
        guard index < count, bytes[index] == UInt8(ascii: "=") else {
            report(line, .parameter, "parameter \(quoted(name)) has no '=' (a 2.1 nameless parameter)")
            return .some(nil)
        }
        index += 1
        var parameter = VCardValidatorProperty.Parameter(
            name: String(decoding: name, as: UTF8.self).uppercased(), values: [], quoted: [])
        while true {
            if index < count, bytes[index] == UInt8(ascii: "\"") {
                index += 1
                let valueStart = index
                while index < count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                guard index < count else {
                    report(line, .contentLine, "parameter \(parameter.name): a quote that is never closed")
                    return nil
                }
                let value = bytes[valueStart..<index]
                if value.contains(where: VCardValidator.isControl) {
                    report(line, .parameter, "parameter \(parameter.name): a control character in a quoted value")
                }
                parameter.values.append(String(decoding: value, as: UTF8.self))
                parameter.quoted.append(true)
                index += 1
                if index < count, ![UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[index]) {
                    report(line, .parameter, "parameter \(parameter.name): text after the closing quote")
                    while index < count, ![UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[index]) {
                        index += 1
                    }
                }
            } else {
                let valueStart = index
                while index < count, ![UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[index]) {
                    index += 1
                }
                let value = bytes[valueStart..<index]
                // SAFE-CHAR: no control character, no DQUOTE (`;` `:` `,` end the value).
                if value.contains(UInt8(ascii: "\"")) {
                    report(line, .parameter, "parameter \(parameter.name): a '\"' in an unquoted value")
                }
                if value.contains(where: VCardValidator.isControl) {
                    report(line, .parameter, "parameter \(parameter.name): a control character in the value")
                }
                parameter.values.append(String(decoding: value, as: UTF8.self))
                parameter.quoted.append(false)
            }
            guard index < count, bytes[index] == UInt8(ascii: ",") else { break }
            index += 1
        }
        return .some(parameter)
    }

    func quoted<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        "'" + String(decoding: bytes, as: UTF8.self) + "'"
    }
}
