import ContactModel

/// Writes contacts as jCard (RFC 7095): one JSON array of `["vcard", [properties]]` cards.
///
/// Each card holds what ``VCardWriter`` would write as vCard 4.0, property for property:
/// names in lower case, parameters as an object (a vCard group as the `group` parameter),
/// dates and times in jCard's extended forms (`1985-04-12`, `--04-12`, `T10:22:00Z`), the
/// value type from `VALUE` or the property's default (`unknown` for X- properties,
/// whose values are kept exactly as read), structured values (`N`, `ADR`) as arrays, and
/// `CATEGORIES`/`NICKNAME` items as separate values. ``JCardReader`` reads it back.
public struct JCardWriter: ContactWriter {
    /// Where the bytes go.
    public let sink: ByteSink
    public private(set) var diagnostics: [Diagnostic] = []
    private var count = 0
    private var output = JSONOutput()
    /// The composed card, its storage reused from contact to contact.
    private var card = VCardComposedCard()

    /// Creates a writer into `sink`; the array opens with the first contact.
    public init(sink: ByteSink) {
        self.sink = sink
    }

    /// Writes one contact as a jCard card.
    public mutating func write(_ contact: Contact) throws {
        diagnostics = VCardCardComposer.compose(contact, version: .v4_0, into: &card)
        output.reset()
        output.beginArray()
        output.string("vcard")
        output.beginArray()
        JCardWriter.encode(VCardOutputProperty("VERSION", [], "4.0"), into: &output)
        for property in card.properties { JCardWriter.encode(card.outputProperty(property), into: &output) }
        output.endArray()
        output.endArray()
        try sink.append(count == 0 ? [UInt8(ascii: "[")] : [UInt8(ascii: ","), 10])
        try sink.append(output.bytes)
        count += 1
    }

    public mutating func finish() throws {
        try sink.append(count == 0 ? Array("[]\n".utf8) : Array("]\n".utf8))
        try sink.flush()
    }

    /// One property as `[name, {parameters}, type, value...]`.
    static func encode(_ property: VCardOutputProperty, into json: inout JSONOutput) {
        let name = property.name.uppercased()
        let valueParameter = property.parameters.first { $0.hasName("VALUE") }?.values.first
        var type = JCardPropertyTable.type(of: name, value: valueParameter)
        var value = property.value
        if type == "utc-offset", let (sign, hours, minutes) = VCardCardComposer.utcOffset(value) {
            // RFC 7095 writes an offset with its colon (`-05:00`), RFC 6350 without.
            value = "\(sign)\(hours):\(minutes)"
        } else if JCardDate.types.contains(type) {
            let extended = JCardDate.extended(value)
            if JCardDate.modelProperties.contains(name) {
                value = extended
            } else if extended != value {
                type = "unknown"
            }
        }
        json.beginArray()
        json.string(name.lowercased())
        json.beginObject()
        if let group = property.group {
            json.key("group"); json.string(group)
        }
        for parameter in property.parameters where !parameter.hasName("VALUE") {
            json.key(parameter.name.isEmpty ? "type" : parameter.name.lowercased())
            if parameter.values.count == 1 {
                json.string(parameter.values[0])
            } else {
                json.beginArray()
                for value in parameter.values { json.string(value) }
                json.endArray()
            }
        }
        json.endObject()
        json.string(type)
        switch JCardPropertyTable.shape(of: name, type: type) {
        case .raw:
            json.string(value)
        case .text:
            json.string(VCardText.unescape(property.value))
        case .list:
            for item in VCardText.split(property.value, on: UInt8(ascii: ",")) {
                json.string(VCardText.unescape(String(item)))
            }
        case .structured:
            json.beginArray()
            for component in VCardText.split(property.value, on: UInt8(ascii: ";")) {
                let items = VCardText.split(String(component), on: UInt8(ascii: ","))
                if items.count == 1 {
                    json.string(VCardText.unescape(String(items[0])))
                } else {
                    json.beginArray()
                    for item in items { json.string(VCardText.unescape(String(item))) }
                    json.endArray()
                }
            }
            json.endArray()
        }
        json.endArray()
    }
}
