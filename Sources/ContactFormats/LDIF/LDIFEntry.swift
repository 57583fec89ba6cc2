import ContactModel
import ContactSupport

/// One LDIF entry about to be written: its DN and its attribute lines in order, and how it
/// turns into bytes (RFC 2849).
///
/// A value is written as it is only when it is a SAFE-STRING (ASCII, no NUL, CR or LF, not
/// starting with a space, `:` or `<`, and not ending with a space); anything else is written
/// base64 (`name:: ...`), so every output line is ASCII and no value can start a line of its
/// own. Lines are folded at 76 bytes: the rest goes on lines that begin with one space.
struct LDIFEntry {
    /// An attribute's value: text (written as UTF-8) or bytes.
    enum Value {
        case text(String)
        case binary([UInt8])
    }

    /// One thing the entry could not hold: its kind (`uid`, `phoneNumbers`,
    /// `emailAddresses.label`), which becomes the warning's property, and a description
    /// naming the value.
    struct Loss: Hashable, Sendable {
        var kind: String
        var text: String
        /// `field-left-out`, or `lossy-mapping` for a value written in a form that changes
        /// what it says.
        var code: Diagnostic.Code

        init(_ kind: String, _ text: String, code: Diagnostic.Code = .fieldLeftOut) {
            self.kind = kind
            self.text = text
            self.code = code
        }
    }

    var dn: String
    var attributes: [(name: String, value: Value)] = []

    /// The longest line written, in bytes (as OpenLDAP's tools wrap).
    static let lineLength = 76

    mutating func append(_ name: String, _ text: String) {
        guard !text.isEmpty else { return }
        attributes.append((name, .text(text)))
    }

    mutating func append(_ name: String, bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        attributes.append((name, .binary(bytes)))
    }

    /// The entry's lines, each ended by LF, then the empty line that ends a record.
    func bytes() -> [UInt8] {
        var output: [UInt8] = []
        LDIFEntry.appendLine("dn", Array(dn.utf8), to: &output)
        for (name, value) in attributes {
            switch value {
            case .text(let text): LDIFEntry.appendLine(name, Array(text.utf8), to: &output)
            case .binary(let bytes): LDIFEntry.appendLine(name, bytes, to: &output, forceBase64: true)
            }
        }
        output.append(10)
        return output
    }

    /// Whether `value` may be written as it is (RFC 2849 SAFE-STRING, and no trailing space).
    static func isSafe(_ value: [UInt8]) -> Bool {
        guard let first = value.first else { return true }
        if first == 32 || first == UInt8(ascii: ":") || first == UInt8(ascii: "<") { return false }
        if value.last == 32 { return false }
        return !value.contains { $0 == 0 || $0 == 10 || $0 == 13 || $0 > 127 }
    }

    /// Appends `name: value` (or `name:: base64`), folded.
    static func appendLine(_ name: String, _ value: [UInt8], to output: inout [UInt8], forceBase64: Bool = false) {
        var line = Array(name.utf8)
        if !forceBase64 && isSafe(value) {
            line += [UInt8(ascii: ":"), 32] + value
        } else {
            line += [UInt8(ascii: ":"), UInt8(ascii: ":"), 32] + Base64.encode(value)
        }
        fold(line, into: &output)
    }

    /// `line` (ASCII) folded at ``lineLength`` bytes, each part ended by LF.
    static func fold(_ line: [UInt8], into output: inout [UInt8]) {
        var start = 0
        var width = lineLength
        repeat {
            let end = min(start + width, line.count)
            if start > 0 { output.append(32) }
            output += line[start..<end]
            output.append(10)
            start = end
            width = lineLength - 1
        } while start < line.count
    }
}
