import ContactFormats
import ContactModel

/// Where ``ContactConverter`` writes contacts: one stream (a file, standard output, memory)
/// or anything else that takes contacts one at a time (one file per contact).
///
/// An output says what it accepts besides contacts: through ``encodedRecords`` it can take
/// records its format's writer would have written, made on other threads. The converter asks;
/// it never looks at what type the output is.
public protocol ContactOutput: AnyObject {
    /// Writes one contact; returns what the writer said about it (lossy mappings).
    func write(_ contact: Contact) throws -> [Diagnostic]
    /// Where already encoded records can go, when this output takes them; nil when it takes
    /// contacts only (one file per contact, a format written as a whole such as jCard or CSV).
    var encodedRecords: EncodedRecordSink? { get }
    /// Finishes the output: closing text, flush, rename into place; returns what the writer
    /// found only then (an LDIF list whose member was never written).
    func finish() throws -> [Diagnostic]
    /// Abandons the output after a failure, or when nothing could be read.
    func discard()
}

/// Where an output takes records already encoded: the bytes a writer of ``encoding``'s
/// format and options writes for each contact, one after another, which is what the output
/// would have written itself.
public struct EncodedRecordSink {
    /// The format and options the records must be written in.
    public let encoding: RecordEncoding
    private let append: ([UInt8]) throws -> Void

    /// Records in `encoding`, handed to `append` in order.
    public init(encoding: RecordEncoding, append: @escaping ([UInt8]) throws -> Void) {
        self.encoding = encoding
        self.append = append
    }

    /// Appends the bytes of one or more whole records, in order.
    public func write(_ bytes: [UInt8]) throws {
        try append(bytes)
    }
}

/// A format whose output is each contact's record, one after another (vCard, NDJSON), with
/// the options it is written with: records written apart can be joined.
public struct RecordEncoding: Sendable, Hashable {
    /// The format of the records.
    public let format: ContactFormat
    /// The options they are written with.
    public let options: ContactFormatOptions

    /// The encoding of `format`, or nil when its output is not a sequence of records that
    /// stand alone (jCard's array, CSV's header and columns, LDIF's version line and lists).
    public init?(format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()) {
        switch format {
        case .vCard, .ndjson: break
        case .csv, .csvDetectingLayout, .jCard, .ldif: return nil
        }
        self.format = format
        self.options = options
    }
}
