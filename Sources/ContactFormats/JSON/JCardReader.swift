import ContactModel

/// Reads jCard (RFC 7095): a JSON array of cards, or a single card, one card at a time in
/// constant memory. Each card is turned back into vCard 4.0 properties and read by the vCard
/// reader's rules, so everything a vCard can say arrives the same way. A card that is not
/// well-formed is reported (``/ContactModel/Diagnostic/Code/invalidJSON``) and skipped; input that is not
/// a JSON array stops the reading with that error.
public struct JCardReader: ContactReader {
    private var elements: JSONArrayElements
    private var index = 0
    private var stopped = false
    /// What was found since the last contact, bounded (``HeldDiagnostics``).
    private var held = HeldDiagnostics()
    public var diagnostics: [Diagnostic] { held.list }
    public private(set) var contactLine = 1
    /// The line of each phone number, e-mail address, postal address and date of the
    /// contact last returned: the line where its property's array starts.
    public private(set) var valuePositions = ValuePositions()
    public var bytesRead: Int { elements.bytesConsumed }

    /// Creates a reader of `input`; nothing is read until the first ``next()``.
    public init(input: any ByteInput, limits: ReadLimits = .standard) {
        elements = JSONArrayElements(input: UnicodeInput(input))
        elements.maximumElementLength = limits.maximumLineLength
    }

    public mutating func next() throws -> Contact? {
        held.removeAll()
        valuePositions.removeAll()
        while !stopped {
            let bytes: [UInt8]
            do {
                guard let element = try elements.next() else { return nil }
                bytes = element
            } catch let problem as JSONArrayElements.Problem {
                stopped = true
                let reason: String
                switch problem {
                case .notAnArray: reason = "jCard input must be a JSON array of cards"
                case .truncated: reason = "the input ends inside card \(index + 1)"
                case .unexpected(let byte): reason = "unexpected '\(Unicode.Scalar(byte))' after card \(index)"
                }
                held.append(.error(.invalidJSON, line: problem.isNotAnArray ? 1 : elements.line, reason))
                return nil
            }
            index += 1
            if elements.lastElementExceededLimit {
                held.append(
                    .warning(
                        .limitExceeded, line: elements.lastElementLine,
                        "card \(index) is longer than \(elements.maximumElementLength) bytes; skipped (raise it with --max-line-length)"))
                continue
            }
            let cardLine = elements.lastElementLine
            do {
                var replacements = 0
                var card = try JSONParser.parse(bytes, replacements: &replacements)
                // Where each property's array starts: items of the card's second element.
                var lines = JCardReader.itemLines(in: bytes, depth: 2, firstLine: cardLine)
                if index == 1, card == .string("vcard") {
                    // A single card, `["vcard", [...]]`: its second element holds the properties.
                    guard let properties = try elements.next() else {
                        throw JSONValueError("a card must be [\"vcard\", [properties]]")
                    }
                    card = .array([.string("vcard"), try JSONParser.parse(properties, replacements: &replacements)])
                    lines = JCardReader.itemLines(in: properties, depth: 1, firstLine: elements.lastElementLine)
                    stopped = true
                }
                if replacements > 0 {
                    var warning = JSONParser.replacementWarning(replacements, line: cardLine)
                    warning.message = "card \(index): " + warning.message
                    held.append(warning)
                }
                var refused: [Diagnostic] = []
                var properties = try JCardReader.properties(
                    of: card, card: index, lines: lines, cardLine: cardLine, diagnostics: &refused)
                held += refused
                let (contact, problems) = VCardContactBuilder.build(
                    version: .v4_0, properties: &properties, positions: &valuePositions)
                held += problems
                contactLine = cardLine
                return contact
            } catch let error as JSONValueError {
                held.append(.error(.invalidJSON, line: cardLine, "card \(index): \(error.message); skipped"))
            } catch let problem as JSONArrayElements.Problem {
                stopped = true
                held.append(.error(.invalidJSON, line: elements.line, "card \(index): \(problem); the rest was not read"))
            }
        }
        return nil
    }

    /// The vCard properties of one `["vcard", [...]]` card (the `number`th of the input).
    /// Names that are not valid vCard names (``VCardName``) are refused with a warning in
    /// `diagnostics`: such a property is skipped, such a group or parameter left out.
    /// `lines`: where each property's array starts (``itemLines(in:depth:firstLine:)``);
    /// a property past them is placed at `cardLine`.
    static func properties(
        of card: JSONValue, card number: Int, lines: [Int] = [], cardLine: Int = 1, diagnostics: inout [Diagnostic]
    ) throws -> [VCardProperty] {
        guard let array = card.arrayValue, array.count == 2, array[0] == .string("vcard"),
            let items = array[1].arrayValue
        else { throw JSONValueError("a card must be [\"vcard\", [properties]]") }
        var properties: [VCardProperty] = []
        for (itemIndex, item) in items.enumerated() {
            let line = itemIndex < lines.count ? lines[itemIndex] : cardLine
            guard let parts = item.arrayValue, parts.count >= 4, let name = parts[0].stringValue,
                case .object(let parameterMembers) = parts[1], let type = parts[2].stringValue
            else { throw JSONValueError("a property must be [name, {parameters}, type, value]") }
            guard VCardName.isValid(name) else {
                diagnostics.append(
                    VCardName.refusal("property", name, line: line, outcome: "the property was skipped (card \(number))"))
                continue
            }
            let upperName = name.uppercased()
            if upperName == "VERSION" { continue }
            var group: String? = nil
            var parameters: [Parameter] = []
            for (key, value) in parameterMembers {
                let values: [String]
                switch value {
                case .string(let text): values = [text]
                case .array(let list): values = list.map(\.scalarText)
                default: throw JSONValueError("parameter \(Diagnostic.quoted(key)) must be a string or an array of strings")
                }
                if key.lowercased() == "group" {
                    group = values.first
                    if let name = group, !VCardName.isValid(name) {
                        group = nil
                        diagnostics.append(
                            VCardName.refusal("group", name, line: line, outcome: "\(upperName) read without it (card \(number))"))
                    }
                } else if VCardName.isValid(key) {
                    parameters.append(Parameter(name: key.uppercased(), values: values))
                } else {
                    diagnostics.append(
                        VCardName.refusal("parameter", key, line: line, outcome: "left out of \(upperName) (card \(number))"))
                }
            }
            let lowerType = type.lowercased()
            if lowerType != "unknown", lowerType != JCardPropertyTable.type(of: upperName, value: nil) {
                parameters.append(Parameter("VALUE", lowerType))
            }
            let value = try rawValue(Array(parts[3...]), name: upperName, type: lowerType)
            properties.append(VCardProperty(group: group, name: upperName, parameters: parameters, value: value, line: line))
        }
        return properties
    }

    /// The vCard text of a property's jCard values.
    static func rawValue(_ values: [JSONValue], name: String, type: String) throws -> String {
        switch JCardPropertyTable.shape(of: name, type: type) {
        case .raw:
            let joined = values.map(\.scalarText).joined(separator: ",")
            let isModelDate = JCardDate.types.contains(type) && JCardDate.modelProperties.contains(name)
            return isModelDate ? JCardDate.basic(joined) : joined
        case .text, .list:
            return values.map { VCardText.escape($0.scalarText) }.joined(separator: ",")
        case .structured:
            guard let components = values.first?.arrayValue else {
                return values.map { VCardText.escape($0.scalarText) }.joined(separator: ";")
            }
            return components.map { component in
                if let items = component.arrayValue {
                    return items.map { VCardText.escape($0.scalarText) }.joined(separator: ",")
                }
                return VCardText.escape(component.scalarText)
            }.joined(separator: ";")
        }
    }
}
