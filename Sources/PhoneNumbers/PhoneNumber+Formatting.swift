/// Writing a phone number as E.164, international, national or RFC 3966 text.
extension PhoneNumber {
    /// The number written in `format`, with its extension (` ext. 123`, or the region's
    /// own label such as ` x` or ` int. `; `;ext=123` in RFC 3966; none in E.164).
    ///
    /// ```swift
    /// number.formatted(.e164)          // "+442079460958"
    /// number.formatted(.international) // "+44 20 7946 0958"
    /// number.formatted(.national)      // "020 7946 0958"
    /// number.formatted(.rfc3966)       // "tel:+44-20-7946-0958"
    /// ```
    public func formatted(_ format: PhoneNumberFormat) -> String {
        if format == .e164 { return "+\(countryCode)\(nationalNumber)" }
        guard let metadata = MetadataStore.shared.metadata(forCountryCode: countryCode) else {
            return nationalNumber
        }
        var text = Self.formatNationalNumber(nationalDigits, metadata: metadata, format: format)
        if let `extension`, !`extension`.isEmpty {
            if format == .rfc3966 {
                text += ";ext=" + `extension`
            } else {
                text += (metadata.preferredExtensionPrefix ?? " ext. ") + `extension`
            }
        }
        switch format {
        case .e164: return "+\(countryCode)\(text)"
        case .international: return "+\(countryCode) \(text)"
        case .national: return text
        case .rfc3966: return "tel:+\(countryCode)-\(text)"
        }
    }

    /// The national significant number grouped by the first matching formatting rule
    /// (international rules for international and RFC 3966 when the region has them).
    static func formatNationalNumber(_ digits: [UInt8], metadata: RegionMetadata, format: PhoneNumberFormat) -> String {
        let rules = (metadata.internationalFormats.isEmpty || format == .national)
            ? metadata.nationalFormats : metadata.internationalFormats
        guard let rule = rules.first(where: { $0.applies(to: digits) }),
              let groups = rule.pattern.captures(in: digits, anchoredAtEnd: true) else {
            return String(decoding: digits, as: UTF8.self)
        }
        var template = rule.format
        if format == .national, let prefixRule = rule.nationalPrefixFormattingRule, !prefixRule.isEmpty {
            template = insertingNationalPrefixRule(prefixRule, into: template)
        }
        var text = expand(template, groups: groups, digits: digits)
        if format == .rfc3966 {
            text = rfc3966Separators(text)
        }
        return text
    }

    /// Replaces the first group reference in `template` (`\1`, or `\2` when the first
    /// group is unused) with the national-prefix rule around it, as in `0\1` → `0\1 \2`.
    static func insertingNationalPrefixRule(_ prefixRule: String, into template: String) -> String {
        let bytes = Array(template.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] &- 48 < 10 {
                let reference = String(decoding: bytes[index..<(index + 2)], as: UTF8.self)
                let replacement = prefixRule.replacingOccurrencesOfGroupOne(with: reference)
                return String(decoding: bytes[..<index], as: UTF8.self) + replacement
                    + String(decoding: bytes[(index + 2)...], as: UTF8.self)
            }
            index += 1
        }
        return template
    }

    /// Expands `\1`-style references in a format with the captured digit groups.
    static func expand(_ template: String, groups: [Range<Int>?], digits: [UInt8]) -> String {
        var result: [UInt8] = []
        let bytes = Array(template.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if (byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "$")), index + 1 < bytes.count,
               bytes[index + 1] &- 48 < 10 {
                let group = Int(bytes[index + 1] - 48)
                if group < groups.count, let range = groups[group] { result += digits[range] }
                index += 2
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// RFC 3966 form of a grouped number: leading punctuation dropped, every run of
    /// separators replaced by one dash.
    static func rfc3966Separators(_ text: String) -> String {
        var result = ""
        var pendingSeparator = false
        for scalar in text.unicodeScalars {
            if PhoneCharacters.isPunctuation(scalar) && scalar != "x" && scalar != "X" {
                pendingSeparator = true
            } else {
                if pendingSeparator && !result.isEmpty { result.unicodeScalars.append("-") }
                pendingSeparator = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// This rule with each `\1` replaced by `reference`.
    fileprivate func replacingOccurrencesOfGroupOne(with reference: String) -> String {
        let bytes = Array(utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "1") {
                result += reference.utf8
                index += 2
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension PhoneNumber {
    /// The number in `format`, never losing its extension: E.164 has no place for one, so
    /// there it follows as ` ext. 123`, which the parser reads back to the same number.
    /// Contact normalization and `contactkit phones` write numbers this way.
    public func formattedKeepingExtension(_ format: PhoneNumberFormat) -> String {
        let text = formatted(format)
        guard format == .e164, let `extension`, !`extension`.isEmpty else { return text }
        return text + " ext. " + `extension`
    }
}
