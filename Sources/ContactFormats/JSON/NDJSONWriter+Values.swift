import ContactModel

extension NDJSONWriter {
    /// `{"year":1985,"month":4,"day":12,"time":null}`, or `null`.
    static func encode(_ date: PartialDate?, into json: inout JSONOutput) {
        guard let date else {
            json.null()
            return
        }
        json.beginObject()
        json.key("year"); json.optionalNumber(date.year)
        json.key("month"); json.optionalNumber(date.month)
        json.key("day"); json.optionalNumber(date.day)
        json.key("time"); json.optionalString(date.time)
        json.endObject()
    }

    static func encode(_ address: PostalAddress, into json: inout JSONOutput) {
        json.beginObject()
        for (key, value) in [
            ("postOfficeBox", address.postOfficeBox), ("extendedAddress", address.extendedAddress),
            ("street", address.street), ("subLocality", address.subLocality), ("city", address.city),
            ("subAdministrativeArea", address.subAdministrativeArea), ("state", address.state),
            ("postalCode", address.postalCode), ("sortingCode", address.sortingCode),
            ("country", address.country),
            ("isoCountryCode", address.isoCountryCode),
        ] {
            json.key(key); json.string(value)
        }
        json.key("formattedLabel"); json.optionalString(address.formattedLabel)
        json.endObject()
    }

    /// `[{"name":"TYPE","values":["HOME"]}]`.
    static func encode(_ parameters: [Parameter], into json: inout JSONOutput) {
        json.beginArray()
        for parameter in parameters {
            json.beginObject()
            json.key("name"); json.string(parameter.name)
            json.key("values"); encodeStrings(parameter.values, into: &json)
            json.endObject()
        }
        json.endArray()
    }

    static func encodeStrings(_ strings: [String], into json: inout JSONOutput) {
        json.beginArray()
        for string in strings { json.string(string) }
        json.endArray()
    }

    /// `[{"label":"home","value":…,"preference":null,"parameters":[]}]`; a custom label is
    /// written as `custom:` and its text, like the model's `Codable` form.
    static func encodeList<Value>(
        _ list: [LabeledValue<Value>], into json: inout JSONOutput,
        value encodeValue: (Value, inout JSONOutput) -> Void
    ) {
        json.beginArray()
        for item in list {
            json.beginObject()
            json.key("label")
            switch item.label {
            case nil: json.null()
            case .custom(let text)?: json.string("custom:" + text)
            case let label?: json.string(label.identifier)
            }
            json.key("value"); encodeValue(item.value, &json)
            json.key("preference"); json.optionalNumber(item.preference)
            json.key("parameters"); encode(item.parameters, into: &json)
            json.endObject()
        }
        json.endArray()
    }
}
