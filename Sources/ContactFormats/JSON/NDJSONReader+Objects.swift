import ContactModel

/// One `contactkit/1` object inside a larger JSON document (the `card` of a dedupe step's
/// record line): written and read without a line of its own.
extension NDJSONReader {
    /// The contact of one `contactkit/1` object with what was found reading it (each
    /// diagnostic on `line`), as a stream gives a contact: an item at `line`. Throws
    /// ``ObjectError`` when the value is not such an object.
    public static func item(fromObject value: JSONValue, line: Int) throws(ObjectError) -> ContactSerialization.Item {
        guard case .object(let members) = value else { throw ObjectError(message: "a card must be one JSON object") }
        do {
            var diagnostics: [Diagnostic] = []
            var contact = try NDJSONReader.contact(from: JSONObject(members))
            NDJSONReader.refuseInvalidNames(in: &contact, line: line, diagnostics: &diagnostics)
            return ContactSerialization.Item(contact: contact, diagnostics: diagnostics, line: line)
        } catch let error as JSONValueError {
            throw ObjectError(message: error.message)
        } catch {
            throw ObjectError(message: "not a contactkit/1 object")
        }
    }

    /// The contact of one `contactkit/1` object and what was found reading it.
    @available(*, deprecated, renamed: "item(fromObject:line:)", message: "the result is a ContactSerialization.Item")
    public static func contact(fromObject value: JSONValue, line: Int) throws(ObjectError) -> (contact: Contact, diagnostics: [Diagnostic]) {
        let read = try item(fromObject: value, line: line)
        return (read.contact, read.diagnostics)
    }

    /// Why a text is not JSON, or a value not a `contactkit/1` object.
    public struct ObjectError: Error, Sendable {
        /// What is wrong, for a diagnostic.
        public var message: String
    }
}

extension JSONValue {
    /// One line of JSON read: its value and what was found reading it, each diagnostic on
    /// ``line``, as a stream gives a contact (``ContactSerialization/Item``).
    public struct ParsedLine: Equatable {
        /// The value the line holds.
        public var value: JSONValue
        /// What was found reading the line: a warning when characters of its strings were
        /// not valid Unicode (read as U+FFFD); empty otherwise.
        public var diagnostics: [Diagnostic]
        /// The line's number in its input.
        public var line: Int
    }

    /// The value one line of JSON holds, with a warning on `line` when characters of its
    /// strings were not valid Unicode (read as U+FFFD). Throws when the line is not JSON.
    public static func parsedLine(_ bytes: ArraySlice<UInt8>, line: Int) throws(NDJSONReader.ObjectError) -> ParsedLine {
        var replacements = 0
        do {
            let value = try JSONParser.parse(bytes, replacements: &replacements)
            let diagnostics = replacements > 0 ? [JSONParser.replacementWarning(replacements, line: line)] : []
            return ParsedLine(value: value, diagnostics: diagnostics, line: line)
        } catch let error as JSONValueError {
            throw NDJSONReader.ObjectError(message: error.message)
        } catch {
            throw NDJSONReader.ObjectError(message: "not valid JSON")
        }
    }

    /// The value one line of JSON holds, and a warning on `line` when characters of its
    /// strings were not valid Unicode (read as U+FFFD). Throws when the line is not JSON.
    @available(*, deprecated, renamed: "parsedLine(_:line:)", message: "the result is a JSONValue.ParsedLine")
    public static func parse(line bytes: ArraySlice<UInt8>, line: Int) throws(NDJSONReader.ObjectError) -> (value: JSONValue, warning: Diagnostic?) {
        let parsed = try parsedLine(bytes, line: line)
        return (parsed.value, parsed.diagnostics.first)
    }

    /// The member `key` of an object (the first), or nil.
    public subscript(member key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A whole number from 1 written without fraction or exponent, or nil.
    public var positiveInteger: Int? {
        guard case .number(let text) = self, let value = Int(text), value >= 1 else { return nil }
        return value
    }
}

extension NDJSONWriter {
    /// The `contactkit/1` object of `contact`, as one line of NDJSON holds it (no newline).
    public static func object(of contact: Contact) -> [UInt8] {
        var output = JSONOutput()
        encode(contact, into: &output)
        return output.bytes
    }
}
