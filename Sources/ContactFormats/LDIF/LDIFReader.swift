import ContactModel

/// Reads LDIF (RFC 2849) with the Mozilla address-book schema one contact at a time:
/// Thunderbird's LDIF export, and entries of any LDAP directory.
///
/// Each entry is a contact; a `groupOfNames` entry (a Thunderbird mailing list) is a group
/// whose `member:` DNs become its ``/ContactModel/Contact/members``. An entry's UID is the
/// UUID v5 of its DN, so members name the contacts they point to; a DN other than the one
/// the writer would give the contact is kept as `X-LDIF-DN`. Attributes the schema does not
/// map are kept as `X-LDIF-` extensions and written back by ``LDIFWriter``.
///
/// Lenient: folded lines (and Thunderbird's TAB-folded ones), comments, a `version:` line or
/// none, CRLF, LF or CR, raw UTF-8 in values (Windows-1252 when not UTF-8, warned), records
/// without a blank line between them. Change records other than `changetype: add` are
/// skipped (`change-record`), `:<` URLs are never fetched (`url-value`), a record without a
/// `dn:` is still read (`missing-dn`), and an entry of a directory's tree that is no contact
/// (`organizationalUnit`, ...) is skipped (`not-a-contact`), each with its line.
public struct LDIFReader: ContactReader {
    private var lines: LDIFLineReader
    /// A `dn:` line read inside a record: the first line of the next one.
    private var pushedBack: LDIFAttributeLine?
    private var sawFirstLine = false
    private var atEnd = false
    var held = HeldDiagnostics()
    public var diagnostics: [Diagnostic] { held.list }
    public private(set) var contactLine = 0
    /// The line of each phone number, e-mail address and postal address of the contact
    /// last returned.
    public private(set) var valuePositions = ValuePositions()
    public var bytesRead: Int { lines.bytesConsumed }
    /// The bounds this reader keeps to (see ``ReadLimits``).
    public let limits: ReadLimits

    /// Reads from `input`; UTF-16 and byte-order marks are handled here.
    public init(input: any ByteInput, limits: ReadLimits = .standard) {
        self.limits = limits
        lines = LDIFLineReader(input: UnicodeInput(input), maximumLineLength: limits.maximumLineLength)
    }

    /// Reads a whole LDIF text (tests, small inputs).
    public init(text: String) {
        self.init(input: MemoryInput(text))
    }

    public mutating func next() throws -> Contact? {
        held.removeAll()
        valuePositions.removeAll()
        while true {
            guard let record = try nextRecord() else { return nil }
            if let contact = contact(from: record) { return contact }
        }
    }

    /// The attribute lines of the next record (at least one), or nil at the end of the input.
    private mutating func nextRecord() throws -> [LDIFAttributeLine]? {
        var record: [LDIFAttributeLine] = []
        if let line = pushedBack {
            record.append(line)
            pushedBack = nil
        }
        var skippedPastLimit = false
        while !atEnd {
            guard let item = try lines.next() else {
                atEnd = true
                break
            }
            switch item {
            case .recordEnd:
                if !record.isEmpty { return record }
            case .overlong(let length, let number):
                sawFirstLine = true
                held.append(
                    .warning(
                        .limitExceeded, line: number,
                        "line of \(length) bytes is longer than the limit of \(limits.maximumLineLength) bytes (--max-line-length); skipped"))
            case .strayContinuation(let number):
                held.append(
                    .warning(
                        .malformedLine, line: number,
                        "a continuation line (it begins with a space) with no line before it to continue; skipped"))
            case .line(let bytes, let number):
                let isFirstLine = !sawFirstLine
                sawFirstLine = true
                // `-` ends one modification of a `changetype: modify` record.
                if bytes == [UInt8(ascii: "-")], record.contains(where: { $0.isType("changetype") }) { continue }
                guard let line = LDIFAttributeLine(bytes, line: number) else {
                    held.append(
                        .warning(
                            .malformedLine, line: number,
                            "not an attribute line (expected name: value): \(Diagnostic.quoted(LDIFReader.preview(bytes))); skipped"))
                    continue
                }
                if isFirstLine, line.isType("version") {
                    checkVersion(line)
                    continue
                }
                if line.isType("dn"), !record.isEmpty {
                    held.append(
                        .warning(
                            .malformedLine, line: number,
                            "a dn: line inside a record (no blank line before it); read as the start of the next record"))
                    pushedBack = line
                    return record
                }
                guard record.count < limits.maximumPropertiesPerCard else {
                    if !skippedPastLimit {
                        held.append(
                            .warning(
                                .limitExceeded, line: number,
                                "record has more than \(limits.maximumPropertiesPerCard) attribute lines (--max-properties); the rest of it is skipped"))
                        skippedPastLimit = true
                    }
                    continue
                }
                record.append(line)
            }
        }
        return record.isEmpty ? nil : record
    }

    private mutating func checkVersion(_ line: LDIFAttributeLine) {
        let version = String(decoding: line.value, as: UTF8.self).trimmingWhitespace()
        guard version != "1" else { return }
        held.append(
            .warning(
                .unsupportedVersion, line: line.line, property: "version",
                "LDIF version \(Diagnostic.quoted(version)) is not 1 (RFC 2849); read as version 1"))
    }

    /// The contact of `record`, or nil (with a diagnostic) when it holds none.
    private mutating func contact(from record: [LDIFAttributeLine]) -> Contact? {
        var attributes = record[...]
        var dn: String? = nil
        let first = attributes.first!
        if first.isType("dn") {
            attributes = attributes.dropFirst()
            var builder = LDIFContactBuilder(limits: limits)
            dn = builder.text(of: first)
            held += builder.diagnostics
            if dn == nil {
                held.append(
                    .warning(
                        .missingDN, line: first.line,
                        "the record's dn: could not be read; the entry is read without it"))
            }
        } else {
            held.append(
                .warning(
                    .missingDN, line: first.line,
                    "a record that does not begin with dn: (RFC 2849 requires one); read as a contact all the same"))
        }
        while let control = attributes.first, control.isType("control") { attributes = attributes.dropFirst() }
        if let change = attributes.first, change.isType("changetype") {
            let type = String(decoding: change.value, as: UTF8.self).trimmingWhitespace().lowercased()
            guard type == "add" else {
                held.append(
                    .warning(
                        .changeRecord, line: first.line,
                        "a change record (changetype: \(Diagnostic.quoted(type))) holds no contact to read; skipped"))
                return nil
            }
            attributes = attributes.dropFirst()
        }
        let classes = attributes.filter { $0.isType("objectclass") }.map {
            String(decoding: $0.value, as: UTF8.self).trimmingWhitespace().lowercased()
        }
        if !classes.isEmpty, classes.allSatisfy(LDIFSchema.containerClasses.contains) {
            held.append(
                .warning(
                    .notAContact, line: first.line,
                    "an entry of the directory's tree (object classes \(classes.joined(separator: ", "))), not a contact; skipped"))
            return nil
        }
        contactLine = first.line
        var builder = LDIFContactBuilder(limits: limits)
        for attribute in attributes { builder.add(attribute) }
        let contact = builder.finish(dn: dn)
        held += builder.diagnostics
        valuePositions = builder.positions
        return contact
    }

    /// The start of a line for a message: at most 40 bytes, as text.
    static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return bytes.count > 40 ? text + "…" : text
    }
}
