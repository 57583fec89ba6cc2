import ContactModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ContactSerialization {
    /// What writing contacts in memory gave: the bytes, and what the format had to store
    /// another way (``write(_:format:options:)``).
    public struct WriteResult: Sendable, Hashable {
        /// The output, in the encoding `options.format.encoding` names (UTF-8 unless told).
        public var data: Data
        /// What the format could not hold as such and stored another way (an `X-` property,
        /// a notes column), in contact order
        /// (``/ContactModel/Diagnostic/Code/lossyMapping``, ``/ContactModel/Diagnostic/Code/fieldLeftOut``).
        public var diagnostics: [Diagnostic]

        /// Creates a result.
        public init(data: Data = Data(), diagnostics: [Diagnostic] = []) {
            self.data = data
            self.diagnostics = diagnostics
        }

        /// ``data`` as text, read as UTF-8: what ``ContactSerialization/string(from:format:options:)``
        /// gives when the output was written in UTF-8 (the default encoding).
        public var string: String { String(decoding: data, as: UTF8.self) }
    }

    /// `contacts` in `format` (vCard 3.0 unless told), with what the format had to store
    /// another way beside them.
    ///
    /// Nothing is dropped without a word: what the format cannot hold as such is stored
    /// another way and named in the result's ``WriteResult/diagnostics``.
    ///
    /// ```swift
    /// let written = try ContactSerialization.write(book.contacts, format: .csv(.outlook))
    /// for note in written.diagnostics { print(note.message) }
    /// try written.data.write(to: url)
    /// ```
    public static func write(
        _ contacts: [Contact], format: ContactFormat = .vCard(.v3_0), options: Options = Options()
    ) throws(ContactSerializationError) -> WriteResult {
        let sink = ByteSink.memory()
        var writer = ContactStreamWriter(sink: sink, format: format, options: options)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        return WriteResult(data: Data(sink.bytes), diagnostics: writer.diagnostics)
    }

    /// The bytes of `contacts` in `format` (vCard 3.0 unless told); use
    /// ``write(_:format:options:)`` to learn what the format had to store another way.
    public static func data(
        from contacts: [Contact], format: ContactFormat = .vCard(.v3_0), options: Options = Options()
    ) throws(ContactSerializationError) -> Data {
        try write(contacts, format: format, options: options).data
    }

    /// The bytes of `contacts` in `format`, with what the format had to store another way
    /// appended to `diagnostics`.
    @available(*, deprecated, message: "use write(_:format:options:), which gives the diagnostics beside the data")
    public static func data(
        from contacts: [Contact], format: ContactFormat = .vCard(.v3_0), options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) throws(ContactSerializationError) -> Data {
        let written = try write(contacts, format: format, options: options)
        diagnostics += written.diagnostics
        return written.data
    }

    /// Writes `contacts` to a file in `format`, replacing it; returns what the format had to
    /// store another way.
    @discardableResult
    public static func write(
        _ contacts: [Contact], to url: URL, format: ContactFormat = .vCard(.v3_0), options: Options = Options()
    ) throws(ContactSerializationError) -> [Diagnostic] {
        var writer = try ContactStreamWriter(url: url, format: format, options: options)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        return writer.diagnostics
    }
}
