import ContactModel

/// What the generic CSV layout writes in an extension's column title after `extension:`:
/// the property's group, name and parameters as a vCard content line has them before its
/// colon (`item1.X-CUSTOM;TYPE=HOME;X-FOO=bar`), so that reading the column back gives the
/// same property, not just its name and value.
///
/// Parameter values holding `;`, `:` or `,` are quoted; a double quote, a caret and a line
/// break are written `^'`, `^^` and `^n` (RFC 6868). `X-CSV-COLUMN`, the column a value
/// was read from, is no part of the key: it names the column itself.
struct CSVExtensionKey: Hashable, Sendable {
    /// The vCard group (`item1`), as written.
    var group: String?
    /// Upper-cased (`X-CUSTOM`).
    var name: String
    /// In the property's order, names as written.
    var parameters: [Parameter]

    init(group: String? = nil, name: String, parameters: [Parameter] = []) {
        self.group = group
        self.name = name
        self.parameters = parameters
    }

    /// The key of `property`: its group, name and parameters, `X-CSV-COLUMN` left out.
    init(_ property: ExtensionProperty) {
        self.init(
            group: property.group, name: property.name,
            parameters: property.parameters.filter { !$0.hasName("X-CSV-COLUMN") })
    }

    /// The name of `property`'s column in `layout`: in the generic layout the key's
    /// ``text`` when the property has a group or parameters and the text reads back as them,
    /// else (and in the other layouts, whose columns hold a value only) its name. A property
    /// read from a CSV column (`X-CSV-COLUMN`) keeps that column's title, so its name.
    static func columnName(of property: ExtensionProperty, layout: CSVLayout) -> String {
        guard layout == .generic, property.group != nil || !property.parameters.isEmpty,
            !property.parameters.contains(where: { $0.hasName("X-CSV-COLUMN") })
        else { return property.name }
        let key = CSVExtensionKey(property)
        return key.isWritable ? key.text : property.name
    }

    /// What a column holding the value only loses, for a warning: `the group 'item1' and the
    /// parameters TYPE=HOME, X-FOO=bar`; empty when nothing. A media property's `VALUE=uri`
    /// is not lost: the vCard writer gives a URL its `VALUE=uri` again.
    var lostParts: String {
        var parts: [String] = []
        if let group { parts.append("the group \(Diagnostic.quoted(group))") }
        let media: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]
        let lost = parameters.filter { !(media.contains(name) && $0.hasName("VALUE")) }
        if !lost.isEmpty {
            parts.append(
                "the parameters " + lost.map { $0.name + "=" + $0.values.joined(separator: ",") }.joined(separator: ", "))
        }
        return parts.joined(separator: " and ")
    }

    /// Whether ``text`` reads back as this key: a group and name a vCard name can be, and
    /// parameter names with nothing that would end or split a parameter.
    var isWritable: Bool {
        guard VCardName.isValid(name), group.map(VCardName.isValid) ?? true else { return false }
        for parameter in parameters {
            var parameterName = parameter.name
            guard parameterName.withUTF8({ VCardName.isWritableParameterName($0) }), !parameter.values.isEmpty
            else { return false }
        }
        return true
    }

    /// `item1.X-CUSTOM;TYPE=HOME,PREF;X-NOTE="a;b"`.
    var text: String {
        var text = group.map { $0 + "." } ?? ""
        text += name
        for parameter in parameters {
            text += ";" + parameter.name + "="
            text += parameter.values.map(CSVExtensionKey.quoted).joined(separator: ",")
        }
        return text
    }

    private static func quoted(_ value: String) -> String {
        var encoded = ""
        var needsQuotes = false
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case ";", ":", ",": needsQuotes = true; encoded.unicodeScalars.append(scalar)
            case "\"": encoded += "^'"
            case "^": encoded += "^^"
            case "\r": encoded += "^n"
            case "\n": if !previousWasCR { encoded += "^n" }
            default: encoded.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return needsQuotes ? "\"" + encoded + "\"" : encoded
    }

    /// Reads ``text`` back; nil when `text` is not one (no valid name, an unclosed quote,
    /// a parameter without `=`, an unquoted `:` in a value, a parameter name ``isWritable``
    /// refuses). The values are read by the vCard reader's own parameter parser.
    init?(text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ";") { index += 1 }
        let head = String(decoding: bytes[..<index], as: UTF8.self)
        let nameParts = head.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let group = nameParts.count == 2 ? nameParts[0] : nil
        let name = (nameParts.last ?? "").asciiUppercased()
        guard VCardName.isValid(name), group.map(VCardName.isValid) ?? true else { return nil }
        var parameters: [Parameter] = []
        while index < bytes.count {
            index += 1  // the `;`
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "=") {
                guard bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: "\"") else { return nil }
                index += 1
            }
            guard index < bytes.count, index > nameStart else { return nil }
            let parameterName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            let parsed = bytes.withUnsafeBufferPointer {
                VCardProperty.parseQuotedValues($0, name: parameterName, from: index + 1)
            }
            // The parser stops at `;` (the next parameter) or `:` (which a title never has
            // outside quotes), and refuses an unclosed quote.
            guard let (parameter, next) = parsed, next == bytes.count || bytes[next] == UInt8(ascii: ";")
            else { return nil }
            parameters.append(parameter)
            index = next
        }
        let key = CSVExtensionKey(group: group, name: name, parameters: parameters)
        // A parameter name with a line break, `:` or `,` would be written raw into a vCard.
        guard key.isWritable else { return nil }
        self = key
    }
}
