import ContactFormats
import Foundation

/// vCard 2.1 (versit, 1996) as its grammar says, with the line structure 3.0 and 4.0 do
/// not have: quoted-printable values continued by a soft line break (`=` at the end of the
/// line), base64 values over several lines ended by a blank line, nameless parameters
/// (`TEL;HOME;VOICE`), 8-bit bytes only under `ENCODING=QUOTED-PRINTABLE` or `8BIT`, and
/// nested `AGENT` cards.
///
/// Decisions where readers and the spec part: property names from RFC 2426 (3.0) are
/// taken in 2.1 (`NICKNAME`, `CATEGORIES`, `PRODID`): the 2.1 readers in use (Android's,
/// Outlook's) read them, and 2.1 has no other spelling for them. Any other name must be one
/// of 2.1's or an X- name.
extension VCardValidator {
    static let names21: Set<String> = [
        "ADR", "AGENT", "BDAY", "BEGIN", "EMAIL", "END", "FN", "GEO", "KEY", "LABEL", "LOGO", "MAILER", "N", "NOTE",
        "ORG", "PHOTO", "REV", "ROLE", "SOUND", "TEL", "TITLE", "TZ", "UID", "URL", "VERSION",
    ]
    static let types21: Set<String> = [
        "DOM", "INTL", "POSTAL", "PARCEL", "HOME", "WORK", "PREF", "VOICE", "FAX", "MSG", "CELL", "PAGER", "BBS",
        "MODEM", "CAR", "ISDN", "VIDEO", "AOL", "APPLELINK", "ATTMAIL", "CIS", "EWORLD", "INTERNET", "IBMMAIL",
        "MCIMAIL", "POWERSHARE", "PRODIGY", "TLX", "X400", "GIF", "CGM", "WMF", "BMP", "MET", "PMB", "DIB", "PICT",
        "TIFF", "PDF", "PS", "JPEG", "QTIME", "MPEG", "MPEG2", "AVI", "WAVE", "AIFF", "PCM", "X509", "PGP",
    ]
    static let encodings21: Set<String> = ["7BIT", "8BIT", "QUOTED-PRINTABLE", "BASE64"]
    static let valueTypes21: Set<String> = ["INLINE", "URL", "CONTENT-ID", "CID"]

    /// `word`: printable 7-bit ASCII but `[ ] = : . , ;` and space.
    static func isWord<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F && !"[]=:.,;".utf8.contains($0) }
    }

    /// Every finding in `bytes` read as vCard 2.1.
    static func validate21(_ bytes: [UInt8]) -> [Finding] {
        var validator = VCardValidator(version: .v2_1)
        validator.check21(bytes)
        return validator.findings.sorted { ($0.line, $0.rule.rawValue) < ($1.line, $1.rule.rawValue) }
    }

    private mutating func check21(_ bytes: [UInt8]) {
        var physical: [(number: Int, bytes: ArraySlice<UInt8>)] = []
        var start = 0
        var number = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                physical.append((number, bytes[start..<index]))
                index += 2
            } else if bytes[index] == 13 || bytes[index] == 10 {
                report(number, .lineEnding, bytes[index] == 13 ? "CR without LF" : "LF without CR")
                physical.append((number, bytes[start..<index]))
                index += 1
            } else {
                index += 1
                continue
            }
            start = index
            number += 1
        }
        if start < bytes.count {
            report(number, .lineEnding, "the last line has no CRLF")
            physical.append((number, bytes[start...]))
        }
        var depth = 0
        var agentPending = false
        var hasVersion: [Bool] = []
        var cursor = 0
        while cursor < physical.count {
            let (line, first) = physical[cursor]
            cursor += 1
            if first.isEmpty { continue }  // blank lines are allowed between and after items
            var logical = Array(first)
            // RFC 822 folding: a line that starts with white space continues the one before.
            while cursor < physical.count, let next = physical[cursor].bytes.first, next == 32 || next == 9,
                !isQuotedPrintable(logical)
            {
                logical += physical[cursor].bytes
                cursor += 1
            }
            guard let colon = logical.firstIndex(of: UInt8(ascii: ":")) else {
                report(line, .contentLine, "no ':' in the line")
                continue
            }
            let head = logical[..<colon]
            var parts = head.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            let nameParts = parts.removeFirst().split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            let name = String(decoding: nameParts.last ?? [], as: UTF8.self).uppercased()
            for part in nameParts where !VCardValidator.isWord(part) {
                report(line, .name, "group or property name \(quoted(part)) is not a 2.1 word")
            }
            if !VCardValidator.names21.contains(name), !name.hasPrefix("X-"),
                VCardValidatorPropertyTable.properties(.v3_0)[name] == nil
            {
                report(line, .unregistered, "\(name) is not a vCard 2.1 property (an X- name would be)")
            }
            var encoding: String? = nil
            var charset = false
            for parameter in parts {
                let text = String(decoding: parameter, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                let pieces = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = pieces[0].uppercased()
                if pieces.count == 1 {
                    // A nameless parameter: a type, an encoding or a value type.
                    if VCardValidator.encodings21.contains(key) { encoding = key; continue }
                    if !(VCardValidator.types21.contains(key) || VCardValidator.valueTypes21.contains(key) || key.hasPrefix("X-")) {
                        report(line, .parameterValue, "\(name): nameless parameter \(text) is not a 2.1 type, encoding or value")
                    }
                    continue
                }
                let value = pieces[1].uppercased()
                switch key {
                case "TYPE":
                    for type in value.split(separator: ",") where !(VCardValidator.types21.contains(String(type)) || type.hasPrefix("X-")) {
                        report(line, .parameterValue, "\(name): TYPE=\(type) is not a 2.1 type")
                    }
                case "ENCODING":
                    encoding = value
                    if !(VCardValidator.encodings21.contains(value) || value.hasPrefix("X-")) {
                        report(line, .parameterValue, "\(name): ENCODING=\(value) is not a 2.1 encoding")
                    }
                case "VALUE":
                    if !(VCardValidator.valueTypes21.contains(value) || value.hasPrefix("X-")) {
                        report(line, .parameterValue, "\(name): VALUE=\(value) is not a 2.1 value type")
                    }
                case "CHARSET": charset = true
                case "LANGUAGE": break
                default:
                    if !key.hasPrefix("X-") { report(line, .unregistered, "\(name): parameter \(key) is not a 2.1 parameter") }
                    if !VCardValidator.isWord(pieces[0].utf8) { report(line, .parameter, "\(name): parameter name \(key) is not a word") }
                    // `"X-" word [ws] "=" [ws] word`: no quotes, spaces, commas or 8-bit bytes.
                    if !VCardValidator.isWord(pieces[1].utf8) {
                        report(line, .parameterValue, "\(name): the value of \(key) is not a 2.1 word")
                    }
                }
            }
            var value = Array(logical[(colon + 1)...])
            if encoding == "QUOTED-PRINTABLE" {
                // Soft line breaks: `=` at the end of a line continues the value on the next.
                // RFC 2045's 76 octets bound the encoded text: on the first line, what follows
                // the colon (the name and parameters are not quoted-printable, and 2.1 readers
                // do not unfold them; a writer whose header is long breaks the value at once).
                var lineLength = logical.count - colon - 1
                while value.last == UInt8(ascii: "="), cursor < physical.count {
                    if lineLength > 76 { report(physical[cursor - 1].number, .lineLength, "quoted-printable line of \(lineLength) octets (at most 76)") }
                    value.removeLast()
                    value += physical[cursor].bytes
                    lineLength = physical[cursor].bytes.count
                    cursor += 1
                }
                if lineLength > 76 { report(line, .lineLength, "quoted-printable line of \(lineLength) octets (at most 76)") }
                checkQuotedPrintable(value, line: line, property: name)
            } else if encoding == "BASE64" {
                // The value runs on over the following lines up to a blank line.
                var data = value
                var ended = false
                while cursor < physical.count {
                    let next = physical[cursor].bytes
                    cursor += 1
                    if next.isEmpty { ended = true; break }
                    data += next
                }
                if !ended { report(line, .folding, "\(name): a base64 value not ended by a blank line") }
                let compact = data.filter { $0 != 32 && $0 != 9 }
                if !VCardValidatorGrammar.isBase64(Substring(decoding: compact, as: UTF8.self)) {
                    report(line, .value, "\(name): base64 that does not decode")
                }
            } else {
                if encoding != "8BIT", value.contains(where: { $0 >= 0x80 }) {
                    report(line, .encoding, "\(name): 8-bit bytes without ENCODING=QUOTED-PRINTABLE or 8BIT")
                }
                if value.contains(where: VCardValidator.isControl) {
                    report(line, .escaping, "\(name): a control character in the value")
                }
            }
            let beyondASCII = encoding == "QUOTED-PRINTABLE"
                ? VCardValidator.decodesBeyondASCII(value) : value.contains { $0 >= 0x80 }
            if beyondASCII, !charset { report(line, .parameter, "\(name): text beyond ASCII without CHARSET") }
            let text = String(decoding: value, as: UTF8.self).uppercased()
            switch name {
            case "BEGIN":
                if text != "VCARD" { report(line, .card, "BEGIN:\(text)") }
                if depth > 0, !agentPending { report(line, .card, "BEGIN:VCARD inside a card (not after AGENT)") }
                depth += 1
                hasVersion.append(false)
            case "END":
                if depth == 0 { report(line, .card, "END:VCARD outside a card") } else {
                    if hasVersion.removeLast() == false { report(line, .card, "the card has no VERSION:2.1") }
                    depth -= 1
                }
            case "VERSION":
                if text != "2.1" { report(line, .card, "VERSION:\(text) in a vCard 2.1 file") }
                if !hasVersion.isEmpty { hasVersion[hasVersion.count - 1] = true }
            default:
                if depth == 0 { report(line, .card, "\(name) outside a card") }
            }
            agentPending = name == "AGENT" && value.isEmpty
        }
        if depth > 0 { report(physical.last?.number ?? 1, .card, "the card has no END:VCARD") }
    }

    private func isQuotedPrintable(_ line: [UInt8]) -> Bool {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
        return String(decoding: line[..<colon], as: UTF8.self).uppercased().contains("QUOTED-PRINTABLE")
    }

    private mutating func checkQuotedPrintable(_ value: [UInt8], line: Int, property: String) {
        var index = 0
        while index < value.count {
            let byte = value[index]
            if byte == UInt8(ascii: "=") {
                guard index + 2 < value.count, VCardValidatorGrammar.isHex(value[index + 1]),
                    VCardValidatorGrammar.isHex(value[index + 2])
                else {
                    report(line, .value, "\(property): '=' not followed by two hex digits in quoted-printable")
                    return
                }
                index += 3
                continue
            }
            if byte >= 0x80 || VCardValidator.isControl(byte) {
                report(line, .encoding, "\(property): a byte quoted-printable must encode (0x\(String(byte, radix: 16)))")
                return
            }
            index += 1
        }
    }

    /// Whether quoted-printable `value` encodes a byte beyond ASCII.
    static func decodesBeyondASCII(_ value: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < value.count {
            if value[index] == UInt8(ascii: "="), VCardValidatorGrammar.isHex(value[index + 1]), value[index + 1] >= UInt8(ascii: "8") {
                return true
            }
            index += 1
        }
        return false
    }
}
