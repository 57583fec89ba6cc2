/// A warning or error found while reading or writing contacts: a value, never a crash.
///
/// Codes are stable (tests, scripts and users depend on them); the list with their meaning
/// is ``Diagnostic/Code``. The command-line tool prints them compiler style:
/// `FILE:LINE: warning: MESSAGE [code]`.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// Information about a choice the tool made (a region it assumed); never fails a run.
        case note
        /// Something in the input was not as it should be; the data was kept and the run goes on.
        case warning
        /// Something could not be read or written; under `--strict` the run fails.
        case error
    }

    /// Whether this is a note, a warning or an error.
    public var severity: Severity
    /// The stable code, shown in `[brackets]` (see ``Diagnostic/Code``).
    public var code: Code
    /// The 1-based line in the source where the problem starts, when known.
    public var line: Int?
    /// The property or column concerned (`BDAY`), when there is one.
    public var property: String?
    /// What happened, for a person to read.
    public var message: String
    /// How many problems this diagnostic stands for: 1, or more for one that sums up
    /// repeated problems not listed one by one (a reader's bounded list).
    public var count = 1
    /// The value of the contact the diagnostic is about, when it is about one value of a
    /// list (a stage's warning about the contact's second phone number): the command-line
    /// tool then prints the line that value was read from (``ValuePositions``), not the
    /// line where the contact starts.
    public var valueReference: ValueReference?

    /// Creates a diagnostic of any severity.
    public init(
        _ severity: Severity, _ code: Code, line: Int? = nil, property: String? = nil,
        message: String
    ) {
        self.severity = severity
        self.code = code
        self.line = line
        self.property = property
        self.message = message
    }

    /// A warning: the input was not as it should be, and was kept.
    public static func warning(
        _ code: Code, line: Int? = nil, property: String? = nil, _ message: String
    ) -> Diagnostic {
        Diagnostic(.warning, code, line: line, property: property, message: message)
    }

    /// A note about a choice that was made (never fails a run).
    public static func note(
        _ code: Code, line: Int? = nil, property: String? = nil, _ message: String
    ) -> Diagnostic {
        Diagnostic(.note, code, line: line, property: property, message: message)
    }

    /// An error: something could not be read or written.
    public static func error(
        _ code: Code, line: Int? = nil, property: String? = nil, _ message: String
    ) -> Diagnostic {
        Diagnostic(.error, code, line: line, property: property, message: message)
    }
}

extension Diagnostic {
    /// One value of a contact: value ``index`` (0-based) of the contact's ``list``.
    public struct ValueReference: Sendable, Hashable, Codable {
        /// The list the value is in.
        public var list: Contact.ListField
        /// The value's 0-based index in that list.
        public var index: Int

        /// A reference to value `index` of `list`.
        public init(_ list: Contact.ListField, _ index: Int) {
            self.list = list
            self.index = index
        }
    }

    /// This diagnostic, about value `index` of `list` (see ``valueReference``).
    public func about(_ list: Contact.ListField, _ index: Int) -> Diagnostic {
        var diagnostic = self
        diagnostic.valueReference = ValueReference(list, index)
        return diagnostic
    }
}

extension Diagnostic {
    /// The stable diagnostic codes. The raw value is what users see in `[brackets]`.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// A card ended at end of input (or at the next `BEGIN`) without `END:VCARD`.
        case missingEnd = "missing-end"
        /// Properties or text outside any card; `END` without `BEGIN`.
        case missingBegin = "missing-begin"
        /// A line that is not a property (no colon, bad name); skipped.
        case malformedLine = "malformed-line"
        /// A date that does not exist (`1980-02-30`) or cannot be read; kept as written.
        case invalidDate = "invalid-date"
        /// Bytes not valid in the declared or assumed charset; decoded as Windows-1252.
        case charsetFallback = "charset-fallback"
        /// Bytes that are not valid in the declared charset; only they were replaced by
        /// U+FFFD, the rest of the value decoded as declared.
        case invalidBytes = "invalid-bytes"
        /// A note: values that declare no charset were read in the one another property of
        /// the card (or an earlier card) declares, or the one detected from their bytes.
        case charsetHint = "charset-hint"
        /// A `CHARSET` this tool does not know; the value was decoded as UTF-8 or Windows-1252.
        case unknownCharset = "unknown-charset"
        /// Base64 data that does not decode; the value is kept as text.
        case invalidBase64 = "invalid-base64"
        /// A note: a `PHOTO` or `LOGO` value with no `ENCODING` (Thunderbird's 3.0
        /// `PHOTO:/9j/…`) is base64 whose bytes are an image (JPEG, PNG, GIF, WebP, BMP, ...);
        /// read as that image.
        case undeclaredBase64 = "undeclared-base64"
        /// Base64 data that decodes but looks cut short: no padding where its length needs
        /// some, padding that does not fit, or the input ending inside it. The bytes it holds
        /// are kept.
        case truncatedBase64 = "truncated-base64"
        /// A quoted-printable escape that is not two hex digits; kept as written.
        case invalidQuotedPrintable = "invalid-quoted-printable"
        /// A card without `VERSION`; read leniently as 3.0.
        case missingVersion = "missing-version"
        /// A `VERSION` this tool does not know; read leniently as the nearest version.
        case unsupportedVersion = "unsupported-version"
        /// A second value of a property the output version allows once (`GENDER`, `BDAY`,
        /// `UID`, ...); it was kept under an `X-EXTRA-` name.
        case repeatedProperty = "repeated-property"
        /// A value that had to be stored differently in the output format (a 4.0 property
        /// written into 3.0 as an X- property, say); nothing was lost.
        case lossyMapping = "lossy-mapping"
        /// A value of the wrong shape (a `PHOTO` URI that is not a URI, a `PREF` that is not
        /// a number); kept as written.
        case invalidValue = "invalid-value"
        /// The input could not be read at all (encoding, I/O).
        case unreadableInput = "unreadable-input"
        /// A phone number that could not be read; left exactly as it was.
        case phoneNotNormalized = "phone-not-normalized"
        /// A phone number that was read but is not valid for its region (too short, too
        /// long, a local number without its area code, not a number of that region); left
        /// exactly as it was (or, in `contactkit phones`, an empty line).
        case phoneInvalid = "phone-invalid"
        /// A note: the region used for phone numbers was inferred, not given (`--region`).
        case regionAssumed = "region-assumed"
        /// A CSV row with more or fewer fields than the header; extra fields are kept.
        case raggedRow = "ragged-row"
        /// A CSV quoted field that is never closed; it was ended at the end of its line.
        case unclosedQuote = "unclosed-quote"
        /// A CSV column the layout does not know; its values are kept as extensions.
        case unknownColumn = "unknown-column"
        /// Lines before a CSV header (LinkedIn's notes) were skipped.
        case preambleSkipped = "preamble-skipped"
        /// A value the output format has no place for; the message says what was left out.
        case fieldLeftOut = "field-left-out"
        /// Characters the output cannot hold (an emoji in Windows-1252 or Shift_JIS CSV; a C0
        /// control in a vCard 3.0 or 4.0 value): each written as the encoding's substitute
        /// (`?`, or U+FFFD in vCard), counted in the message.
        case replacedCharacter = "replaced-character"
        /// CSV output: a value a spreadsheet would run as a formula (`=HYPERLINK(…)`,
        /// `-2+3+cmd|…`), written with a leading `'` (`--no-formula-guard`: as it is).
        case formulaGuarded = "formula-guarded"
        /// A CSV header where no column is one the layout knows: every value is kept as an
        /// extension, and the contacts have no name.
        case noKnownColumn = "no-known-column"
        /// Input detected as CSV whose first line has no delimiter (`,` `;` TAB): plain text,
        /// most likely, read as a CSV of one column.
        case undelimitedCSV = "undelimited-csv"
        /// JSON that cannot be read (syntax, or a value of the wrong type); skipped.
        case invalidJSON = "invalid-json"
        /// An input with no contact in it: empty, or text that is not contact data (`hello
        /// world`). A warning, so `--strict` fails.
        case noContacts = "no-contacts"
        /// An error: an input that is a spreadsheet, an archive, a document, an image or other
        /// binary data, not contacts in any format this tool reads (an Excel `.xlsx`: save it
        /// as CSV UTF-8); skipped, and the command line exits 66.
        case notContacts = "not-contacts"
        /// A folder given as input (a vdir) held files not named `.vcf`, or subfolders: they
        /// were not read (the message names the first few).
        case vdirSkipped = "vdir-skipped"
        /// A line, value, card or nesting beyond a reader limit; that part was skipped (the
        /// message names the limit and the option that raises it).
        case limitExceeded = "limit-exceeded"
        /// `dedupe` (a note): a cluster reached its size cap, so records that scored as its
        /// duplicates were left unmerged (exact copies always merge, whatever their number).
        case clusterCapped = "cluster-capped"
        /// A property, group or parameter name that is not a valid vCard name (a line
        /// break, `:` or `;` in a jCard or NDJSON name, say); refused so it cannot change
        /// the structure of the output (the message says what became of the data).
        case invalidName = "invalid-name"
        /// `pull`: a card on the server holds no readable vCard; written as the server sent it.
        case unreadableCard = "unreadable-card"
        /// `push`, `sync`: the card changed or was deleted on the server since the pull (or a
        /// new card's name is taken): refused with 412, nothing overwritten.
        case pushConflict = "push-conflict"
        /// `pull`, `push`, `address-books` (an error): the CardDAV server's answer is larger
        /// than the client's limit (`--max-response-size`); refused by its `Content-Length` or
        /// cut off as it arrives, never held whole.
        case responseTooLarge = "response-too-large"
        /// `push`: a second contact with a UID already pushed in this run; not pushed.
        case duplicateUID = "duplicate-uid"
        /// `sync`: a card changed on both sides since the last sync (or changed on one, deleted
        /// on the other), settled by `--conflict`; with `ask` both versions are kept locally.
        case syncConflict = "sync-conflict"
        /// `pull`, `push`, `address-books` (an error): the server redirected to a URL the
        /// origin policy refuses (another host, a downgrade to http, a scheme other than
        /// http and https); nothing was sent there.
        case redirectRefused = "redirect-refused"
        /// `pull`, `push`, `address-books`: the server named a principal, home, address book
        /// or card outside what the command may reach (another origin, or outside the address
        /// book); left out, nothing sent there.
        case foreignHref = "foreign-href"
        /// `pull`, `push`, `address-books`: the password goes over plain http to a host that
        /// is not this machine; said once per run.
        case insecureHTTP = "insecure-http"
        /// `pull`, `push`, `address-books`: the server's XML used entity references it does
        /// not define (`&e;`); kept as written.
        case unresolvedEntity = "unresolved-entity"
        /// `pull`, `push`: an ETag with a line break or control character, which cannot go
        /// back in `If-Match`; the card's writes are refused as conflicts until a pull brings
        /// a valid one.
        case invalidETag = "invalid-etag"
        /// `dedupe --decisions`: a decision of the review page could not be applied (a record
        /// it names is not in the book, changed since the review, or is in another decision);
        /// its records are left apart.
        case decisionNotApplied = "decision-not-applied"
        /// `dedupe --decisions` (a note): clusters the review left undecided; their records
        /// are left apart.
        case reviewUndecided = "review-undecided"
        /// LDIF: a change record (`changetype: modify`, `delete`, `modrdn`, `moddn`) holds no
        /// contact; skipped with its lines.
        case changeRecord = "change-record"
        /// LDIF: a value given by URL (`jpegPhoto:< file:///...`); never fetched, kept as the
        /// URL.
        case urlValue = "url-value"
        /// LDIF: a record that does not begin with `dn:`; read as a contact all the same.
        case missingDN = "missing-dn"
        /// LDIF: an entry that holds no contact (a branch of a directory tree: only
        /// `organizationalUnit`, `organization`, `dcObject`, ... object classes); skipped.
        case notAContact = "not-a-contact"
        /// `format address`: a contact with no postal address; it has no line (text, CSV) or an
        /// empty `text` (NDJSON).
        case noAddress = "no-address"
        /// Dedupe steps (`score-pairs`, `cluster`, `unify`): a line that is neither a record
        /// line nor a pair line, or lacks what the step needs; skipped.
        case invalidStepLine = "invalid-step-line"
        /// Dedupe steps: a record number given again with other content; the first is kept.
        case repeatedRecord = "repeated-record"
        /// Dedupe steps: a pair names a record the input does not hold; the pair is skipped.
        case unknownRecord = "unknown-record"
        /// `score-pairs`, `cluster`: a record's `frequencies` lack one of its terms; the term
        /// is counted as used once, and the scores may differ from the whole book's.
        case missingFrequency = "missing-frequency"
    }
}
