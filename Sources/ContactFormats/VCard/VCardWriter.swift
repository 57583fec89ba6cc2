import ContactModel

/// Writes contacts as vCard 2.1, 3.0 or 4.0, strictly: CRLF line ends, lines folded at 75
/// octets without splitting a UTF-8 sequence, values escaped by type, every `N` and `ADR`
/// component present.
///
/// - 3.0 is the dialect Apple and Google import: custom labels in `itemN.X-ABLabel`,
///   yearless birthdays with `X-APPLE-OMIT-YEAR`, `X-ABShowAs:COMPANY` for organizations.
/// - 4.0 follows RFC 6350: `PREF=n`, `data:` URIs, `KIND`, `MEMBER`, `ANNIVERSARY`.
/// - 2.1 serves old Outlook and phones: quoted-printable and `CHARSET` only where needed.
///
/// Properties a version lacks are kept under an X- name (see the "Version mapping" article).
public struct VCardWriter: ContactWriter {
    public let version: VCardVersion
    public let sink: ByteSink
    public private(set) var diagnostics: [Diagnostic] = []
    private var line: [UInt8] = []

    public init(version: VCardVersion, sink: ByteSink) {
        self.version = version
        self.sink = sink
        line.reserveCapacity(256)
    }

    public mutating func write(_ contact: Contact) throws {
        var card = VCardCardComposer(version: version, contact: contact)
        let properties = card.compose()
        diagnostics = card.diagnostics
        try sink.append(VCardWriter.beginLine)
        try serialize(VCardOutputProperty("VERSION", [], version.rawValue))
        for property in properties { try serialize(property) }
        try sink.append(VCardWriter.endLine)
    }

    public mutating func finish() throws {
        try sink.flush()
    }

    /// Writes every contact into one string (tests, small outputs).
    public static func string(from contacts: [Contact], version: VCardVersion) throws -> String {
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    private static let beginLine = Array("BEGIN:VCARD\r\n".utf8)
    private static let endLine = Array("END:VCARD\r\n".utf8)

    // MARK: Serialization

    private mutating func serialize(_ property: VCardOutputProperty) throws {
        line.removeAll(keepingCapacity: true)
        if let group = property.group {
            line += group.utf8
            line.append(UInt8(ascii: "."))
        }
        line += property.name.utf8
        // 2.1 media properties spell TYPE out (`PHOTO;TYPE=JPEG`), as the 2.1 spec does.
        let namelessTypes = version == .v2_1 && !VCardWriter.mediaProperties.contains(property.name)
        for parameter in property.parameters { appendParameter(parameter, namelessTypes: namelessTypes) }
        switch property.encoding {
        case .plain:
            line.append(UInt8(ascii: ":"))
            line += property.value.utf8
            try emitFolded()
        case .quotedPrintable:
            line += ";CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:".utf8
            var bytes = Array(property.value.utf8)
            // Line breaks travel as CRLF inside quoted-printable.
            bytes = VCardWriter.normalizingLineBreaks(bytes)
            line += QuotedPrintable.encode(bytes, firstLineUsed: line.count)
            line += [13, 10]
            try sink.append(line)
        case .base64Block:
            line.append(UInt8(ascii: ":"))
            line += property.value.utf8
            try emitFolded()
            try sink.append([13, 10])
        }
    }

    private static let mediaProperties: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

    private mutating func appendParameter(_ parameter: Parameter, namelessTypes: Bool) {
        if version == .v2_1 && (parameter.name.isEmpty || (namelessTypes && parameter.hasName("TYPE"))) {
            for value in parameter.values {
                line.append(UInt8(ascii: ";"))
                line += value.utf8
            }
            return
        }
        line.append(UInt8(ascii: ";"))
        line += (parameter.name.isEmpty ? "TYPE" : parameter.name).utf8
        line.append(UInt8(ascii: "="))
        for (index, value) in parameter.values.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            appendParameterValue(value)
        }
    }

    /// Quotes a value that holds `;`, `:` or `,`; in 3.0 and 4.0 encodes line breaks, double
    /// quotes and carets per RFC 6868.
    private mutating func appendParameterValue(_ value: String) {
        var needsQuotes = false
        var needsCaret = false
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ","): needsQuotes = true
            case UInt8(ascii: "\""), 10, 13, UInt8(ascii: "^"): needsCaret = true
            default: break
            }
        }
        if needsQuotes { line.append(UInt8(ascii: "\"")) }
        if needsCaret && version != .v2_1 {
            var previousWasCR = false
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\""): line += [UInt8(ascii: "^"), UInt8(ascii: "'")]
                case UInt8(ascii: "^"): line += [UInt8(ascii: "^"), UInt8(ascii: "^")]
                case 13: line += [UInt8(ascii: "^"), UInt8(ascii: "n")]
                case 10: if !previousWasCR { line += [UInt8(ascii: "^"), UInt8(ascii: "n")] }
                default: line.append(byte)
                }
                previousWasCR = byte == 13
            }
        } else {
            for byte in value.utf8 where byte != 10 && byte != 13 && byte != UInt8(ascii: "\"") {
                line.append(byte)
            }
        }
        if needsQuotes { line.append(UInt8(ascii: "\"")) }
    }

    /// Writes `line` folded at 75 octets (continuations start with one space), never
    /// inside a UTF-8 sequence, ended by CRLF.
    private mutating func emitFolded() throws {
        let sink = sink
        try line.withUnsafeBufferPointer { line in
            var start = 0
            var limit = 75
            while line.count - start > limit {
                var cut = start + limit
                // Step back over UTF-8 continuation bytes so a character stays whole.
                while cut > start + 1 && line[cut] & 0xC0 == 0x80 { cut -= 1 }
                try sink.append(UnsafeBufferPointer(rebasing: line[start..<cut]))
                try sink.append(13)
                try sink.append(10)
                try sink.append(32)
                start = cut
                limit = 74  // the continuation's leading space takes one octet
            }
            try sink.append(UnsafeBufferPointer(rebasing: line[start...]))
            try sink.append(13)
            try sink.append(10)
        }
    }

    static func normalizingLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(10) || bytes.contains(13) else { return bytes }
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 13 {
                output += [13, 10]
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
            } else if byte == 10 {
                output += [13, 10]
            } else {
                output.append(byte)
            }
            index += 1
        }
        return output
    }
}
