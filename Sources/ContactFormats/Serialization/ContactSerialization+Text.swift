import ContactModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text in and out, and files named by a path string: the conveniences beside the `[UInt8]`,
/// `Data` and `URL` forms.
extension ContactSerialization {
    /// Reads every contact of `text`, detecting the format unless `format` names it.
    ///
    /// A `String` is already Unicode: its UTF-8 is read, and no other text encoding is
    /// sniffed or applied (`options.format.encoding` is not used).
    ///
    /// ```swift
    /// let book = try ContactSerialization.contacts(from: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEND:VCARD\r\n")
    /// ```
    public static func contacts(
        from text: String, format: ContactFormat? = nil, options: Options = Options()
    ) throws(ContactSerializationError) -> ReadResult {
        try contacts(from: Array(text.utf8), format: format, options: options.asText)
    }

    /// Reads every contact of the file at `path`, detecting the format unless `format` names it.
    public static func contacts(
        contentsOfFile path: String, format: ContactFormat? = nil, options: Options = Options()
    ) throws(ContactSerializationError) -> ReadResult {
        let file = try OpenFile(path: path)
        return try contacts(reading: file.input, format: format, options: options, path: path)
    }

    /// `contacts` in `format` (vCard 3.0 unless told) as text; use
    /// ``write(_:format:options:)`` and its result's ``WriteResult/string`` to learn what the
    /// format had to store another way.
    ///
    /// The text is what ``data(from:format:options:)`` writes in UTF-8
    /// (`options.format.encoding` is not used: a `String` has no encoding of its own).
    public static func string(
        from contacts: [Contact], format: ContactFormat = .vCard(.v3_0), options: Options = Options()
    ) throws(ContactSerializationError) -> String {
        try write(contacts, format: format, options: options.asText).string
    }

    /// `contacts` in `format` as text, with what the format had to store another way
    /// appended to `diagnostics`.
    @available(*, deprecated, message: "use write(_:format:options:), whose result has the string and the diagnostics")
    public static func string(
        from contacts: [Contact], format: ContactFormat = .vCard(.v3_0), options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) throws(ContactSerializationError) -> String {
        let written = try write(contacts, format: format, options: options.asText)
        diagnostics += written.diagnostics
        return written.string
    }

    /// Writes `contacts` to the file at `path` in `format`, replacing it; returns what the
    /// format had to store another way.
    @discardableResult
    public static func write(
        _ contacts: [Contact], toFile path: String, format: ContactFormat = .vCard(.v3_0),
        options: Options = Options()
    ) throws(ContactSerializationError) -> [Diagnostic] {
        var writer = try ContactStreamWriter(path: path, format: format, options: options)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        return writer.diagnostics
    }

    /// The contacts of the file at `path`, one at a time (see
    /// ``contactStream(contentsOf:format:options:unattached:)``).
    public static func contactStream(
        contentsOfFile path: String, format: ContactFormat? = nil, options: Options = Options(),
        unattached: (@Sendable ([Diagnostic]) -> Void)? = nil
    ) -> ContactStream {
        ContactStream(source: .path(path), format: format, options: options, unattached: unattached)
    }
}

extension ContactSerialization.Options {
    /// These options for text already decoded: UTF-8, whatever encoding was asked.
    var asText: Self {
        var options = self
        options.format.encoding = .utf8
        return options
    }
}
