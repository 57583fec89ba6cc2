/// Properties and parameters that exist in only some vCard versions, and how each version
/// carries them: a version that lacks one keeps it as an X- name (`GENDER` in 3.0 is
/// `X-GENDER`), and reading either spelling gives the same canonical name, so
/// 4.0 → 3.0 → 4.0 gives back what it got.
enum VCardVersionTable {
    /// Properties RFC 6350 (and its extensions) define that 3.0 and 2.1 lack.
    static let version4Properties: Set<String> = [
        "KIND", "GENDER", "ANNIVERSARY", "LANG", "MEMBER", "RELATED", "XML", "CLIENTPIDMAP",
        "CALURI", "CALADRURI", "BIRTHPLACE", "DEATHPLACE", "DEATHDATE", "EXPERTISE", "HOBBY",
        "INTEREST", "ORG-DIRECTORY", "CONTACT-URI", "CREATED", "GRAMGENDER", "PRONOUNS",
        "SOCIALPROFILE",
    ]

    /// Properties of 3.0 (and 2.1) that RFC 6350 removed.
    static let version3Properties: Set<String> = [
        "NAME", "MAILER", "CLASS", "PROFILE", "AGENT", "SORT-STRING", "LABEL",
    ]

    /// Parameters RFC 6350 defines that 3.0 and 2.1 lack.
    static let version4Parameters: Set<String> = [
        "ALTID", "PID", "SORT-AS", "CALSCALE", "GEO", "TZ", "MEDIATYPE", "CC", "INDEX", "LEVEL",
    ]

    /// Every parameter each version registers (RFC 2425 §5.8.3 and RFC 2426 for 3.0, which
    /// removed 2.1's CHARSET; RFC 6350 §5, RFC 6715, RFC 8605, RFC 9554 and RFC 9555 for
    /// 4.0). A parameter from the input that is none of these nor an X- name is written as
    /// an X- name in 3.0 and 4.0 (``VCardCardComposer/mappedParameter(_:)``).
    static func registeredParameters(in version: VCardVersion) -> Set<String> {
        version == .v4_0 ? registeredParameters4 : registeredParameters3
    }

    private static let registeredParameters3: Set<String> = ["TYPE", "VALUE", "ENCODING", "LANGUAGE", "CONTEXT"]
    private static let registeredParameters4: Set<String> = [
        "LANGUAGE", "VALUE", "PREF", "ALTID", "PID", "TYPE", "MEDIATYPE", "CALSCALE", "SORT-AS", "GEO", "TZ",
        "LABEL", "INDEX", "LEVEL", "CC", "AUTHOR", "AUTHOR-NAME", "CREATED", "DERIVED", "PHONETIC", "PROP-ID",
        "SCRIPT", "SERVICE-TYPE", "USERNAME", "JSPTR",
    ]

    /// The parameters vCard 2.1 names (the `param` rule of versit 2.1's grammar); any other
    /// must be an X- name.
    static let registeredParameters2_1: Set<String> = ["TYPE", "VALUE", "ENCODING", "CHARSET", "LANGUAGE"]

    /// vCard 2.1's `knowntype` values (its grammar lists them: address, telephone, e-mail,
    /// image, sound and key types). Any other type is written `TYPE=X-…`.
    static let types2_1: Set<String> = [
        "DOM", "INTL", "POSTAL", "PARCEL", "HOME", "WORK", "PREF", "VOICE", "FAX", "MSG", "CELL", "PAGER", "BBS",
        "MODEM", "CAR", "ISDN", "VIDEO", "AOL", "APPLELINK", "ATTMAIL", "CIS", "EWORLD", "INTERNET", "IBMMAIL",
        "MCIMAIL", "POWERSHARE", "PRODIGY", "TLX", "X400", "GIF", "CGM", "WMF", "BMP", "MET", "PMB", "DIB", "PICT",
        "TIFF", "PDF", "PS", "JPEG", "QTIME", "MPEG", "MPEG2", "AVI", "WAVE", "AIFF", "PCM", "X509", "PGP",
    ]

    /// vCard 2.1's `VALUE` values; any other is written `VALUE=X-…`.
    static let valueTypes2_1: Set<String> = ["INLINE", "URL", "CONTENT-ID", "CID"]

    /// The 3.0 and 4.0 value types (RFC 2426 §4, RFC 6350 §4) a 2.1 card carries as
    /// `VALUE=X-…`, which the reader takes back (`VALUE=X-text` is `VALUE=text`).
    static let laterValueTypes: Set<String> = [
        "text", "uri", "date", "time", "date-time", "date-and-or-time", "timestamp", "boolean", "integer",
        "float", "utc-offset", "language-tag", "binary", "phone-number",
    ]

    /// Properties a card holds at most once (`*1` in RFC 6350, and their 3.0 forms: RFC 2426's
    /// single-valued `N`, `BDAY`, `PRODID`, `REV`, `UID`, and the X- names 3.0 gives 4.0's),
    /// as ``propertyName(_:in:)`` writes them in each version. A second one is written
    /// under ``extraPrefix``.
    static func singleValuedProperties(in version: VCardVersion) -> [String] {
        version == .v4_0 ? singleValuedProperties4 : singleValuedProperties3
    }

    private static let singleValuedProperties4 = [
        "N", "GENDER", "BDAY", "ANNIVERSARY", "KIND", "PRODID", "REV", "UID",
    ]
    private static let singleValuedProperties3 = [
        "N", "X-GENDER", "BDAY", "X-ANNIVERSARY", "X-KIND", "PRODID", "REV", "UID",
    ]

    /// The single-valued properties the model has no field for (in any version's
    /// spelling): only an extension writes one, so a card repeats one only when two of its
    /// extensions have the name. Every other single-valued name (N, BDAY, KIND, ...) may also
    /// be written from the model's fields.
    ///
    /// A list, not a `Set`: the first `Set<String>` or `[String: …]` a process makes costs
    /// the runtime a scan of every protocol conformance record for `String: Hashable`
    /// (about 340,000 instructions in the statically linked tool, 1.2 % of a 1,000-card
    /// convert), and the writer only turns this into a mask once.
    static let singleValuedPropertiesOnlyExtensionsWrite = ["GENDER", "X-GENDER", "PRODID", "REV"]

    /// ``singleValuedPropertiesOnlyExtensionsWrite`` as a bit mask over
    /// ``singleValuedProperties(in:)`` (bit n: the n-th name), worked out once per version.
    static func singleValuedMaskOnlyExtensionsWrite(in version: VCardVersion) -> UInt16 {
        version == .v4_0 ? extensionOnlyMask4 : extensionOnlyMask3
    }

    private static let extensionOnlyMask4 = mask(singleValuedProperties4)
    private static let extensionOnlyMask3 = mask(singleValuedProperties3)

    private static func mask(_ names: [String]) -> UInt16 {
        var mask: UInt16 = 0
        for (slot, name) in names.enumerated() where singleValuedPropertiesOnlyExtensionsWrite.contains(name) {
            mask |= 1 << slot
        }
        return mask
    }

    /// The prefix of the name a second value of a single-valued property is kept under
    /// (`X-EXTRA-GENDER`): an X- name no reader takes back for the property itself.
    static let extraPrefix = "X-EXTRA-"

    /// The canonical name of a property read from any version: `X-GENDER` → `GENDER`.
    static func canonicalPropertyName(_ name: String) -> String {
        guard name.hasPrefix("X-") else { return name }
        let bare = String(name.dropFirst(2))
        if version4Properties.contains(bare) || version3Properties.contains(bare) { return bare }
        return name
    }

    /// How a canonical property name is written in `version`.
    static func propertyName(_ canonical: String, in version: VCardVersion) -> String {
        if version == .v4_0 {
            return version3Properties.contains(canonical) ? "X-" + canonical : canonical
        }
        return version4Properties.contains(canonical) ? "X-" + canonical : canonical
    }

    /// The canonical (upper-cased) name of a parameter read from any version.
    static func canonicalParameterName(_ name: String) -> String {
        let upper = name.asciiUppercased()
        guard upper.hasPrefix("X-") else { return upper }
        let bare = String(upper.dropFirst(2))
        return version4Parameters.contains(bare) ? bare : upper
    }

    /// How a parameter name is written in `version`; keeps the source's spelling otherwise.
    static func parameterName(_ name: String, in version: VCardVersion) -> String {
        let canonical = canonicalParameterName(name)
        if version != .v4_0, version4Parameters.contains(canonical) { return "X-" + canonical }
        if version == .v4_0, canonical != name.asciiUppercased() { return canonical }
        return name
    }
}
