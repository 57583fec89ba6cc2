import ContactModel

/// Takes back the forms ContactKit's 2.1 writer gives what 2.1 cannot say (see
/// `VCardWriter+TwoOne`): RFC 2231 extended values (`X-SORT-AS*=utf-8''%E3%81%82`, in any
/// version), and in a 2.1 card the `X-` of a named `TYPE=X-MAIN` and of `VALUE=X-text`.
extension VCardProperty {
    /// `parameter` (named `NAME*`) with its values decoded from RFC 2231's
    /// `charset'language'%XX…` form and its name without the `*`; nil when a value is not in
    /// that form, names a charset other than UTF-8 or US-ASCII, or is no UTF-8 (kept as
    /// written then).
    static func decodingExtendedValues(_ parameter: Parameter) -> Parameter? {
        var values: [String] = []
        for value in parameter.values {
            let parts = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            let charset = parts[0].lowercased()
            guard charset == "utf-8" || charset == "us-ascii" || charset.isEmpty,
                let text = percentDecoded(parts[2])
            else { return nil }
            values.append(text)
        }
        return Parameter(name: String(parameter.name.dropLast()), values: values)
    }

    /// `%XX` escapes undone; nil when one is not two hex digits or the bytes are no UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(QuotedPrintable.hexValue),
                let low = iterator.next().flatMap(QuotedPrintable.hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// A decoded extended parameter: the writer gives each value of a list its own, so one
    /// of a name already there adds its value to it.
    mutating func addExtended(_ parameter: Parameter) {
        let name = VCardVersionTable.canonicalParameterName(parameter.name)
        if let index = otherParameters.lastIndex(where: { $0.name.asciiUppercased() == name }) {
            otherParameters[index].values += parameter.values
        } else {
            add(parameter)
        }
    }

    /// In a 2.1 card: a named `TYPE=X-MAIN` is the type `MAIN` (a bare `X-NEC-SECRET` stays
    /// as written: Android and NEC phones write their own types so), and `VALUE=X-text` is
    /// `text` for the value types of later versions.
    mutating func takeTwoOneForms() {
        if namedExtensionTypes != 0 {
            for index in types.indices where index < 32 && namedExtensionTypes & (1 << UInt32(index)) != 0 {
                types[index] = String(types[index].dropFirst(2))
            }
            namedExtensionTypes = 0
        }
        if let valueType, valueType.hasPrefix("x-"),
            VCardVersionTable.laterValueTypes.contains(String(valueType.dropFirst(2)))
        {
            self.valueType = String(valueType.dropFirst(2))
        }
    }
}
