import ContactModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and writes contacts in any format ContactKit knows, in one call: the front door of
/// the library, as `CNContactVCardSerialization` is for Apple's Contacts framework.
///
/// ```swift
/// let result = try ContactSerialization.contacts(contentsOf: url)   // format detected
/// for warning in result.diagnostics { print(warning) }
/// let data = try ContactSerialization.data(from: result.contacts, format: .csv(.outlook))
/// ```
///
/// The format is detected from the first bytes unless you name it (``contacts(from:format:options:)-([UInt8],_,_)``),
/// exactly as the `contactkit` command line does: `BEGIN:VCARD` is vCard, `[` jCard, `{`
/// NDJSON, other text CSV, whose layout (Google, Outlook, Thunderbird, LinkedIn) and text
/// encoding are sniffed from its header and bytes. The same ``ReadLimits`` apply.
///
/// Problems inside the data never throw: they come back as ``/ContactModel/Diagnostic`` values beside the
/// contacts, and the rest is still read. Only what stops the whole job throws a
/// ``ContactSerializationError``. For large files, ``contactStream(contentsOf:format:options:unattached:)``
/// reads one contact at a time and ``ContactStreamWriter`` writes them one by one, so no
/// array of every contact is ever needed.
public enum ContactSerialization {
    /// How to read and write: the format options (`--map`, `--encoding`, ...) and the limits
    /// every reader keeps to.
    public struct Options: Sendable, Hashable {
        /// Choices only some formats use: a CSV column map, an encoding, a byte-order mark,
        /// the formula guard, a vCard charset for undeclared 8-bit values.
        public var format: ContactFormatOptions
        /// The largest line, value and so on a reader accepts (``ReadLimits/standard``).
        public var limits: ReadLimits

        /// Creates options; the defaults are the command line's.
        public init(format: ContactFormatOptions = ContactFormatOptions(), limits: ReadLimits = .standard) {
            self.format = format
            self.limits = limits
        }
    }

    /// Everything one input gave: its contacts, what was found on the way, and its format.
    ///
    /// Named so as not to hide `Swift.Result` in code that extends ``ContactSerialization``.
    public struct ReadResult: Sendable, Hashable {
        /// The contacts, in input order.
        public var contacts: [Contact]
        /// Warnings, errors and notes, each with its line, in line order: a card's own
        /// warning (`missing-version`, at its `BEGIN:VCARD`) comes before those of its
        /// properties, though the reader finds it when the card ends.
        public var diagnostics: [Diagnostic]
        /// The format read (named or detected); nil for an empty input. For CSV, the layout
        /// read (`.csv(.outlook)`), detected from the header when it was not named.
        public var format: ContactFormat?

        /// Creates a result.
        public init(contacts: [Contact] = [], diagnostics: [Diagnostic] = [], format: ContactFormat? = nil) {
            self.contacts = contacts
            self.diagnostics = diagnostics
            self.format = format
        }
    }

    /// Reads every contact of `bytes`, detecting the format unless `format` names it.
    ///
    /// Throws ``ContactSerializationError/Code/unrecognizedFormat`` when the format cannot be told. An empty
    /// input (or only white space) gives no contacts and a ``/ContactModel/Diagnostic/Code/noContacts``
    /// warning.
    public static func contacts(
        from bytes: [UInt8], format: ContactFormat? = nil, options: Options = Options()
    ) throws(ContactSerializationError) -> ReadResult {
        try contacts(reading: MemoryInput(bytes), format: format, options: options, path: nil)
    }

    /// Reads every contact of `data`, detecting the format unless `format` names it.
    public static func contacts(
        from data: Data, format: ContactFormat? = nil, options: Options = Options()
    ) throws(ContactSerializationError) -> ReadResult {
        try contacts(from: [UInt8](data), format: format, options: options)
    }

    /// Reads every contact of a file, detecting the format unless `format` names it.
    ///
    /// The file is read in blocks, never whole into memory (only the contacts are kept);
    /// use ``contactStream(contentsOf:format:options:unattached:)`` not to keep them either.
    public static func contacts(
        contentsOf url: URL, format: ContactFormat? = nil, options: Options = Options()
    ) throws(ContactSerializationError) -> ReadResult {
        let file = try OpenFile(path: url.path)
        return try contacts(reading: file.input, format: format, options: options, path: url.path)
    }

    /// Reads everything from `input` into a ``ReadResult``.
    static func contacts(
        reading input: some ByteInput, format: ContactFormat?, options: Options, path: String?
    ) throws(ContactSerializationError) -> ReadResult {
        var result = ReadResult()
        guard var reader = try openReader(input, format: format, options: options, path: path, into: &result)
        else { return result }
        do {
            while let contact = try reader.next() {
                result.diagnostics += reader.diagnostics.inLineOrder()
                result.contacts.append(contact)
            }
        } catch let error as ByteStreamError {
            throw .reading(error, path: path)
        } catch {
            throw ContactSerializationError(code: .cannotReadInput, message: "\(error)", path: path)
        }
        var last = reader.diagnostics
        if result.format?.isCSV == true, let csv = reader as? CSVReader, !csv.header.isEmpty {
            result.format = .csv(csv.layout)
        }
        if result.contacts.isEmpty, let format = result.format {
            last.append(.warning(.noContacts, line: 1, noContactsMessage(format)))
        }
        result.diagnostics += last.inLineOrder()
        return result
    }

    /// Detects the format (unless given) and makes its reader; nil, with a note in
    /// `result`, for an empty input.
    static func openReader(
        _ input: some ByteInput, format: ContactFormat?, options: Options, path: String?,
        into result: inout ReadResult
    ) throws(ContactSerializationError) -> (any ContactReader)? {
        var base = input
        var detection = FormatDetection()
        var chosen = format
        if chosen == nil {
            do {
                detection = try detectFormat(reading: &base)
            } catch {
                throw .reading(error, path: path)
            }
            if detection.isBlank {
                result.diagnostics.append(.warning(.noContacts, line: 1, blankInputMessage))
                return nil
            }
            guard let detected = detection.format else { throw .unrecognizedFormat(path: path) }
            chosen = detected
        }
        result.format = chosen
        return chosen!.makeReader(detection.input(before: base), options: options.format, limits: options.limits)
    }
}
