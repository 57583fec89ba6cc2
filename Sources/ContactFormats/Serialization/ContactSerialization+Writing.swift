import ContactModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ContactSerialization {
    /// The bytes of `contacts` in `format` (vCard 3.0 unless told).
    ///
    /// Nothing is dropped without a word: what the format cannot hold as such is stored
    /// another way (an `X-` property, a notes column) and reported in `diagnostics`
    /// (``/ContactModel/Diagnostic/Code/lossyMapping``, ``/ContactModel/Diagnostic/Code/fieldLeftOut``), appended in
    /// contact order.
    public static func data(
        from contacts: [Contact], format: ContactFormat = .vCard(.v3_0), options: Options = Options(),
        diagnostics: inout [Diagnostic]
    ) throws(ContactSerializationError) -> Data {
        let sink = ByteSink.memory()
        var writer = ContactStreamWriter(sink: sink, format: format, options: options)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        diagnostics += writer.diagnostics
        return Data(sink.bytes)
    }

    /// The bytes of `contacts` in `format` (vCard 3.0 unless told); use
    /// ``data(from:format:options:diagnostics:)`` to learn what the format had to store
    /// another way.
    public static func data(
        from contacts: [Contact], format: ContactFormat = .vCard(.v3_0), options: Options = Options()
    ) throws(ContactSerializationError) -> Data {
        var ignored: [Diagnostic] = []
        return try data(from: contacts, format: format, options: options, diagnostics: &ignored)
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
