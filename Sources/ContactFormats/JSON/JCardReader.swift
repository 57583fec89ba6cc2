import ContactModel
import Foundation

/// Reads jCard (RFC 7095): a JSON array of cards, or a single card. Each card is turned back
/// into vCard 4.0 properties and read by the vCard reader's rules, so everything a vCard
/// can say arrives the same way. The whole input is parsed at once (a jCard file is one JSON
/// value); a card that is not well-formed is reported (``Diagnostic/Code/invalidJSON``) and
/// skipped.
public struct JCardReader: ContactReader {
    private var input: (any ByteInput)?
    private var cards: [Any] = []
    private var index = 0
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var contactLine = 1
    public private(set) var bytesRead = 0

    public init(input: any ByteInput) {
        self.input = UnicodeInput(input)
    }

    public mutating func next() throws -> Contact? {
        diagnostics.removeAll(keepingCapacity: true)
        if var source = input {
            input = nil
            var bytes: [UInt8] = []
            while try source.read(into: &bytes, maxLength: 1 << 20) > 0 {}
            bytesRead = bytes.count
            if bytes.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) { return nil }
            do {
                let value = try JSONSerialization.jsonObject(with: Data(bytes))
                if let array = value as? [Any], array.first as? String == "vcard" {
                    cards = [array]
                } else if let array = value as? [Any] {
                    cards = array
                } else {
                    diagnostics.append(.error(.invalidJSON, line: 1, "jCard input must be an array of cards"))
                    return nil
                }
            } catch {
                diagnostics.append(.error(.invalidJSON, line: 1, "not valid JSON: the input was not read"))
                return nil
            }
        }
        while index < cards.count {
            let card = cards[index]
            index += 1
            do {
                let properties = try JCardReader.properties(of: card)
                var builder = VCardContactBuilder(version: .v4_0, properties: properties)
                let (contact, problems) = builder.build()
                diagnostics += problems
                return contact
            } catch let error as JSONValueError {
                diagnostics.append(.error(.invalidJSON, line: 1, "card \(index): \(error.message); skipped"))
            }
        }
        return nil
    }

    /// The vCard properties of one `["vcard", [...]]` card.
    static func properties(of card: Any) throws -> [VCardProperty] {
        guard let array = card as? [Any], array.count == 2, array[0] as? String == "vcard",
            let items = array[1] as? [Any]
        else { throw JSONValueError("a card must be [\"vcard\", [properties]]") }
        var properties: [VCardProperty] = []
        for item in items {
            guard let parts = item as? [Any], parts.count >= 4, let name = parts[0] as? String,
                let parameterObject = parts[1] as? [String: Any], let type = parts[2] as? String
            else { throw JSONValueError("a property must be [name, {parameters}, type, value]") }
            let upperName = name.uppercased()
            if upperName == "VERSION" { continue }
            var group: String? = nil
            var parameters: [Parameter] = []
            for (key, value) in parameterObject.sorted(by: { $0.key < $1.key }) {
                let values: [String]
                if let text = value as? String {
                    values = [text]
                } else if let list = value as? [Any] {
                    values = list.map { ($0 as? String) ?? "\($0)" }
                } else {
                    throw JSONValueError("parameter '\(key)' must be a string or an array of strings")
                }
                if key.lowercased() == "group" {
                    group = values.first
                } else {
                    parameters.append(Parameter(name: key.uppercased(), values: values))
                }
            }
            let lowerType = type.lowercased()
            if lowerType != "unknown", lowerType != JCardPropertyTable.type(of: upperName, value: nil) {
                parameters.append(Parameter("VALUE", lowerType))
            }
            let value = try rawValue(Array(parts[3...]), name: upperName, type: lowerType)
            properties.append(VCardProperty(group: group, name: upperName, parameters: parameters, value: value, line: 1))
        }
        return properties
    }

    /// The vCard text of a property's jCard values.
    static func rawValue(_ values: [Any], name: String, type: String) throws -> String {
        func text(_ value: Any) -> String {
            if let string = value as? String { return string }
            if let number = value as? NSNumber { return number.stringValue }
            return "\(value)"
        }
        switch JCardPropertyTable.shape(of: name, type: type) {
        case .raw:
            let joined = values.map(text).joined(separator: ",")
            let isModelDate = JCardDate.types.contains(type) && JCardDate.modelProperties.contains(name)
            return isModelDate ? JCardDate.basic(joined) : joined
        case .text, .list:
            return values.map { VCardText.escape(text($0)) }.joined(separator: ",")
        case .structured:
            guard let components = values.first as? [Any] else {
                return values.map { VCardText.escape(text($0)) }.joined(separator: ";")
            }
            return components.map { component in
                if let items = component as? [Any] {
                    return items.map { VCardText.escape(text($0)) }.joined(separator: ",")
                }
                return VCardText.escape(text(component))
            }.joined(separator: ";")
        }
    }
}
