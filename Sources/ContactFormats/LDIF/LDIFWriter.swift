import ContactModel

/// Writes contacts as LDIF (RFC 2849) with the Mozilla address-book schema: what
/// Thunderbird imports, and what an LDAP directory loads.
///
/// The output starts with `version: 1` on the line right before the first `dn:` (RFC 2849
/// wants it; on a record of its own Thunderbird's importer would make it an empty card).
/// Each contact is one entry, `objectclass` lines first, then the attributes in the order
/// Thunderbird writes them, `X-LDIF-` extensions (attributes read from LDIF that the schema
/// does not map) and the photo last. Values that are not plain ASCII are base64; lines are
/// folded at 76 bytes; LF ends lines. The DN is the one the entry was read with, else
/// `cn=NAME,mail=EMAIL` with every value escaped (RFC 4514).
///
/// A group is a `groupOfNames` entry whose `member:` lines are the DNs of its members'
/// entries, as Thunderbird writes mailing lists. Members are found by UID among the
/// contacts written: the writer remembers the DNs of the first ``rememberedDNLimit``
/// contacts with a UID (two short strings each), and of any contact a group written before
/// it names. A group with a member not written yet waits until ``finish()``; a member no
/// contact of the output has is written as `uid=...` (or `mail=...` for a `mailto:`
/// reference) and reported as a `lossy-mapping`.
///
/// What the schema has no attribute for is named in a `field-left-out` warning, one per
/// thing left out, its kind in the diagnostic's property.
public struct LDIFWriter: ContactWriter {
    /// The extension that keeps a DN read from LDIF other than the one the writer would give.
    public static let distinguishedNameExtension = "X-LDIF-DN"
    /// The extension that keeps an object class beyond Thunderbird's own.
    public static let objectClassExtension = "X-LDIF-OBJECTCLASS"
    /// The parameter of an `X-LDIF-` extension that keeps the attribute's options (`lang-de`).
    public static let optionsParameter = "X-LDIF-OPTIONS"
    /// How many contacts' DNs the writer remembers by UID to write the members of a group
    /// that comes after them.
    public static let rememberedDNLimit = 100_000

    /// Where the bytes go.
    public let sink: ByteSink
    public internal(set) var diagnostics: [Diagnostic] = []
    private var dnsByUID: [String: String] = [:]
    /// Member references of held groups not found yet (keys of ``memberKey(_:)``).
    private var wanted: Set<String> = []
    private var heldGroups: [(name: String, entry: LDIFEntry, members: [String])] = []
    private var wroteVersion = false

    /// Creates a writer into `sink`.
    public init(sink: ByteSink) {
        self.sink = sink
    }

    public mutating func write(_ contact: Contact) throws {
        diagnostics.removeAll(keepingCapacity: true)
        var composer = LDIFEntryComposer(contact)
        composer.compose()
        for loss in composer.losses {
            diagnostics.append(
                Diagnostic(
                    .warning, loss.code, property: loss.kind,
                    message: (loss.code == .fieldLeftOut ? "ldif has no attribute for: " : "ldif: ") + loss.text))
        }
        let entry = composer.entry
        if let uid = contact.uid, !uid.isEmpty {
            let key = LDIFWriter.memberKey(uid)
            if dnsByUID.count < LDIFWriter.rememberedDNLimit || wanted.contains(key), dnsByUID[key] == nil {
                dnsByUID[key] = entry.dn
            }
        }
        if contact.kind == .group {
            let name = LDIFDistinguishedName.commonName(of: contact)
            let unresolved = contact.members.filter { memberDN($0) == nil }
            guard unresolved.isEmpty else {
                for reference in unresolved { wanted.insert(LDIFWriter.memberKey(reference)) }
                heldGroups.append((name, entry, contact.members))
                return
            }
            try emit(entry, members: contact.members.compactMap(memberDN))
            return
        }
        try emit(entry, members: [])
    }

    /// Writes the groups that waited for their members, then flushes. Members still not
    /// found are written as a DN of their own reference and reported; the diagnostics of
    /// the last write stay, and these are added after them.
    public mutating func finish() throws {
        for group in heldGroups {
            var members: [String] = []
            for reference in group.members {
                if let dn = memberDN(reference) {
                    members.append(dn)
                    continue
                }
                let fallback = LDIFWriter.fallbackDN(reference)
                members.append(fallback)
                diagnostics.append(
                    .warning(
                        .lossyMapping, property: "members",
                        "ldif: the member \(Diagnostic.quoted(reference)) of the list \(Diagnostic.quoted(group.name)) is no contact of this output; written as \(Diagnostic.quoted(fallback)), which names no entry"))
            }
            try emit(group.entry, members: members)
        }
        heldGroups.removeAll()
        try sink.flush()
    }

    private mutating func emit(_ entry: LDIFEntry, members: [String]) throws {
        var entry = entry
        for dn in members { entry.attributes.append(("member", .text(dn))) }
        if !wroteVersion {
            try sink.append(Array("version: 1\n".utf8))
            wroteVersion = true
        }
        try sink.append(entry.bytes())
    }

    /// The DN of the entry a member reference names, when it is known now: a `mailto:`
    /// reference's `mail=` DN, or the DN of a contact written with that UID.
    private func memberDN(_ reference: String) -> String? {
        if reference.lowercased().hasPrefix("mailto:") {
            return LDIFDistinguishedName.string([.init(type: "mail", value: String(reference.dropFirst(7)))])
        }
        return dnsByUID[LDIFWriter.memberKey(reference)]
    }

    /// The key of a UID or member reference: without `urn:uuid:`, lower-cased.
    static func memberKey(_ reference: String) -> String {
        var text = reference.trimmingWhitespace()
        if text.lowercased().hasPrefix("urn:uuid:") { text = String(text.dropFirst(9)) }
        return text.lowercased()
    }

    /// The DN written for a member no entry of the output has: `uid=` and its reference
    /// (without `urn:uuid:`).
    static func fallbackDN(_ reference: String) -> String {
        var text = reference.trimmingWhitespace()
        if text.lowercased().hasPrefix("urn:uuid:") { text = String(text.dropFirst(9)) }
        return LDIFDistinguishedName.string([.init(type: "uid", value: text)])
    }

    /// The extension name that keeps an attribute the schema does not map: `X-LDIF-` and
    /// its type upper-cased; an OID's dots become hyphens after `OID-` (`X-LDIF-OID-2-5-4-3`).
    static func extensionName(forType type: String) -> String {
        if let first = type.utf8.first, first >= 48, first <= 57 {
            return "X-LDIF-OID-" + String(type.map { $0 == "." ? "-" : $0 })
        }
        return "X-LDIF-" + type.asciiUppercased()
    }

    /// The attribute type an `X-LDIF-` extension keeps (lower-cased), or nil for another
    /// extension (and for the DN and object-class extensions, written otherwise).
    static func attributeType(ofExtension name: String) -> String? {
        let upper = name.asciiUppercased()
        guard upper.hasPrefix("X-LDIF-"), upper != distinguishedNameExtension, upper != objectClassExtension else {
            return nil
        }
        let type = String(upper.dropFirst(7))
        if type.hasPrefix("OID-") { return String(type.dropFirst(4).map { $0 == "-" ? "." : $0 }) }
        guard !type.isEmpty else { return nil }
        return type.lowercased()
    }
}
