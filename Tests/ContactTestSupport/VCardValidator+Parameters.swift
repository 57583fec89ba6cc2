import ContactFormats

/// Parameter names and values (RFC 2425 §5.8.3 and RFC 2426 for 3.0; RFC 6350 §5 with
/// RFC 6868, RFC 6715, RFC 8605 and RFC 9554 for 4.0). The characters a quoted or an
/// unquoted value may hold were checked when the line was parsed.
extension VCardValidator {
    mutating func checkParameters(_ property: VCardValidatorProperty) {
        let registered = VCardValidatorPropertyTable.parameters(version)
        let line = property.line
        for parameter in property.parameters {
            let name = parameter.name
            let dialect = version == .v3_0 && VCardValidatorPropertyTable.dialectParameters[property.name]?.contains(name) == true
            guard registered.contains(name) || name.hasPrefix("X-") || dialect else {
                let note = name == "CHARSET" && version == .v3_0 ? " (RFC 2426 §5 removed it)" : ""
                report(line, .unregistered, "parameter \(name) is not a vCard \(version.rawValue) parameter\(note)")
                continue
            }
            // A quoted value may hold commas: TYPE="work,voice" is a list (RFC 6350 §5.6's example).
            let values = parameter.values
            func expectEach(_ what: String, _ isValid: (Substring) -> Bool) {
                for value in values where !isValid(Substring(value)) {
                    report(line, .parameterValue, "\(name)=\(value) on \(property.name) is not \(what)")
                }
            }
            switch name {
            case "VALUE":
                let known = VCardValidatorPropertyTable.valueTypes(version)
                expectEach("a vCard \(version.rawValue) value type") {
                    known.contains($0.lowercased()) || $0.uppercased().hasPrefix("X-")
                }
            case "ENCODING":
                expectEach("b (the only 3.0 encoding, RFC 2426 §5)") { $0.lowercased() == "b" }
            case "LANGUAGE":
                expectEach("a language tag", VCardValidatorGrammar.isLanguageTag)
            case "PREF":
                expectEach("an integer from 1 to 100") { Int($0).map { (1...100).contains($0) } ?? false }
            case "PID":
                expectEach("a PID (digits, or digits.digits)") { value in
                    value.split(separator: ",").allSatisfy { pid in
                        let parts = pid.split(separator: ".", omittingEmptySubsequences: false)
                        return parts.count <= 2 && parts.allSatisfy { VCardValidatorGrammar.allDigits(Array($0.utf8)) }
                    }
                }
            case "TYPE" where version == .v4_0:
                expectEach("a token (or a quoted list of tokens)") { value in
                    value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
                        VCardValidator.isToken($0.utf8)
                    }
                }
            case "MEDIATYPE":
                expectEach("a media type (type/subtype)") { value in
                    let essence = value.prefix { $0 != ";" }.split(separator: "/", omittingEmptySubsequences: false)
                    return essence.count == 2 && essence.allSatisfy { !$0.isEmpty && !$0.contains(" ") }
                }
            case "CALSCALE", "LEVEL", "PHONETIC":
                expectEach("a token") { VCardValidator.isToken($0.utf8) }
            case "GEO", "AUTHOR":
                expectEach("a quoted URI") { VCardValidatorGrammar.uriProblem($0) == nil }
            case "INDEX":
                expectEach("an integer of 1 or more") { Int($0).map { $0 >= 1 } ?? false }
            case "CC":
                expectEach("a two-letter country code") { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
            case "DERIVED":
                expectEach("a boolean", VCardValidatorGrammar.isBoolean)
            case "CREATED":
                expectEach("a timestamp", VCardValidatorGrammar.isTimestamp4)
            case "SCRIPT":
                expectEach("a four-letter script code") { $0.count == 4 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
            case "LABEL" where property.name != "ADR":
                report(line, .parameter, "LABEL on \(property.name) (only ADR takes it)")
            default:
                break
            }
        }
    }
}
