import ContactFormats

/// Each property's parameters and value, by the table of
/// ``VCardValidatorPropertyTable``.
extension VCardValidator {
    mutating func checkProperty(_ property: VCardValidatorProperty) {
        checkParameters(property)
        let valueTypes = property.values(of: "VALUE").map { $0.lowercased() }
        if valueTypes.count > 1 {
            report(property.line, .valueType, "\(property.name) has more than one VALUE")
        }
        let declared = valueTypes.first
        let isEncoded = property.values(of: "ENCODING").contains { $0.lowercased() == "b" }
        guard let spec = VCardValidatorPropertyTable.properties(version)[property.name] else {
            if !property.name.hasPrefix("X-") {
                report(property.line, .unregistered, "\(property.name) is not a vCard \(version.rawValue) property (an X- name would be)")
                return
            }
            // An X- property: any VALUE-CHAR, unless VALUE names a type (see the table).
            if isEncoded {
                checkValue(property, type: "binary", shape: .text)
            } else if let declared, declared != "text", VCardValidatorPropertyTable.valueTypes(version).contains(declared) {
                checkValue(property, type: declared, shape: .text)
            }
            return
        }
        if let declared, !spec.types.contains(declared) {
            report(
                property.line, .valueType,
                "\(property.name) does not take VALUE=\(declared) in vCard \(version.rawValue) (it takes \(spec.types.joined(separator: ", ")))")
            return
        }
        var type = declared ?? spec.types[0]
        if version == .v3_0, spec.types.contains("binary") {
            if isEncoded {
                type = "binary"
            } else if declared == nil {
                // RFC 2426: PHOTO, LOGO and SOUND are binary unless VALUE=uri; KEY text.
                guard property.name == "KEY" else {
                    report(property.line, .valueType, "\(property.name) is binary (ENCODING=b) or VALUE=uri; it has neither")
                    return
                }
                type = "text"
            }
        } else if isEncoded {
            report(property.line, .parameterValue, "ENCODING=b on \(property.name), whose value is \(type), not binary")
        }
        if version == .v3_0, declared == nil, property.name == "BDAY" || property.name == "REV" {
            // RFC 2426: either a date or a date-time, VALUE optional.
            let text = Substring(property.valueText)
            if !(VCardValidatorGrammar.isDate3(text) || VCardValidatorGrammar.isDateTime3(text)) {
                report(property.line, .value, "\(property.name) \(quoted(property.value)) is neither a 3.0 date nor a date-time")
            }
            return
        }
        checkValue(property, type: type, shape: spec.shape)
    }

    /// Checks the value as `type`, text values by `shape`.
    private mutating func checkValue(
        _ property: VCardValidatorProperty, type: String, shape: VCardValidatorPropertyTable.Shape
    ) {
        let value = property.value[...]
        let text = Substring(property.valueText)
        let name = property.name
        let line = property.line
        let modern = version == .v4_0
        func expect(_ valid: Bool, _ what: String) {
            if !valid { report(line, .value, "\(name) \(quoted(value)) is not a vCard \(version.rawValue) \(what)") }
        }
        switch type {
        case "text", "phone-number", "vcard":
            checkShapedText(property, shape: shape)
        case "uri":
            if let problem = VCardValidatorGrammar.uriProblem(text) {
                report(line, .value, "\(name) \(quoted(value.prefix(60))) is not a URI: \(problem)")
            }
        case "date": expect(modern ? VCardValidatorGrammar.isDate4(text) : VCardValidatorGrammar.isDate3(text), "date")
        case "time": expect(modern ? VCardValidatorGrammar.isTime4(text) : VCardValidatorGrammar.isTime3(text), "time")
        case "date-time":
            expect(modern ? VCardValidatorGrammar.isDateTime4(text) : VCardValidatorGrammar.isDateTime3(text), "date-time")
        case "date-and-or-time": expect(VCardValidatorGrammar.isDateAndOrTime4(text), "date-and-or-time")
        case "timestamp": expect(VCardValidatorGrammar.isTimestamp4(text), "timestamp")
        case "utc-offset":
            expect(modern ? VCardValidatorGrammar.isUTCOffset4(text) : VCardValidatorGrammar.isUTCOffset3(text), "utc-offset")
        case "boolean": expect(VCardValidatorGrammar.isBoolean(text), "boolean")
        case "integer": expect(VCardValidatorGrammar.isInteger(text), "integer")
        case "float" where shape == .geoPair: checkShapedText(property, shape: shape)
        case "float": expect(VCardValidatorGrammar.isFloat(text), "float")
        case "language-tag": expect(VCardValidatorGrammar.isLanguageTag(text), "language tag")
        case "binary": expect(VCardValidatorGrammar.isBase64(text), "base64 value")
        default: break
        }
    }

    private mutating func checkShapedText(_ property: VCardValidatorProperty, shape: VCardValidatorPropertyTable.Shape) {
        let value = property.value[...]
        let line = property.line
        let name = property.name
        switch shape {
        case .text:
            checkTextValue(value, line: line, property: name)
        case .textList:
            checkTextList(value, line: line, property: name)
        case .components(let counts, let lists):
            checkComponents(value, line: line, property: name, counts: counts, lists: lists)
        case .organization:
            checkComponents(value, line: line, property: name, counts: nil, lists: false)
        case .gender:
            // RFC 6350 §6.2.7: `sex [";" text]`, sex one of M F O N U or empty.
            let parts = VCardValidator.split(value, at: UInt8(ascii: ";"))
            let sex = String(decoding: parts[0], as: UTF8.self).uppercased()
            if parts.count > 2 || !["", "M", "F", "O", "N", "U"].contains(sex) {
                report(line, .value, "GENDER \(quoted(value)): the sex component takes only M, F, O, N, U or nothing")
            }
            if parts.count == 2 { checkTextValue(parts[1], line: line, property: name) }
        case .geoPair:
            let parts = VCardValidator.split(value, at: UInt8(ascii: ";"))
            if parts.count != 2 || !parts.allSatisfy({ VCardValidatorGrammar.isFloat(Substring(decoding: $0, as: UTF8.self)) }) {
                report(line, .value, "GEO \(quoted(value)) is not two floats joined by ';'")
            }
        case .clientPIDMap:
            let parts = value.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count != 2 || !VCardValidatorGrammar.allDigits(parts[0])
                || VCardValidatorGrammar.uriProblem(Substring(decoding: parts[1], as: UTF8.self)) != nil
            {
                report(line, .value, "CLIENTPIDMAP \(quoted(value)) is not a number, ';' and a URI")
            }
        case .token:
            if !VCardValidator.isToken(value) { report(line, .value, "\(name) \(quoted(value)) is not a token") }
        }
    }
}
