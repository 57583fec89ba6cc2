import ContactModel

/// Reads contacts written by ``NDJSONWriter``: one JSON object per line in the
/// `contactkit/1` schema. Blank lines are skipped; a line that is not a valid object is
/// reported (``/ContactModel/Diagnostic/Code/invalidJSON``) with its line and skipped. Missing keys read
/// as empty, so hand-written lines need only the keys they use.
public struct NDJSONReader: ContactReader {
    private var lines: LineReader
    /// What was found since the last contact, bounded (``HeldDiagnostics``).
    private var held = HeldDiagnostics()
    public var diagnostics: [Diagnostic] { held.list }
    public private(set) var contactLine = 0
    public var bytesRead: Int { lines.bytesConsumed }

    /// Creates a reader of `input`; nothing is read until the first ``next()``.
    public init(input: any ByteInput, limits: ReadLimits = .standard) {
        lines = LineReader(input: UnicodeInput(input))
        lines.maximumLineLength = limits.maximumLineLength
    }

    public mutating func next() throws -> Contact? {
        held.removeAll()
        while let line = try lines.nextLine() {
            reportSkippedLines()
            if line.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { continue }
            let number = lines.lineNumber
            do {
                var replacements = 0
                guard case .object(let members) = try JSONParser.parse(line, replacements: &replacements) else {
                    throw JSONValueError("a line must hold one JSON object")
                }
                if replacements > 0 { held.append(JSONParser.replacementWarning(replacements, line: number)) }
                let object = JSONObject(members)
                if let schema = try? object.optionalString("schema"), schema != NDJSONWriter.schema {
                    held.append(
                        .warning(.invalidValue, line: number, "schema \(Diagnostic.quoted(schema)) is not \(NDJSONWriter.schema); read as it"))
                }
                var contact = try NDJSONReader.contact(from: object)
                var refused: [Diagnostic] = []
                NDJSONReader.refuseInvalidNames(in: &contact, line: number, diagnostics: &refused)
                held += refused
                contactLine = number
                return contact
            } catch let error as JSONValueError {
                held.append(.error(.invalidJSON, line: number, error.message + "; line skipped"))
            } catch {
                held.append(.error(.invalidJSON, line: number, "not valid JSON; line skipped"))
            }
        }
        reportSkippedLines()
        return nil
    }

    private mutating func reportSkippedLines() {
        for line in lines.skippedLines {
            held.append(
                .warning(
                    .limitExceeded, line: line,
                    "line longer than \(lines.maximumLineLength) bytes; skipped (raise it with --max-line-length)"))
        }
        lines.skippedLines.removeAll()
    }
}

/// A JSON value of the wrong type, with what was expected.
struct JSONValueError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
