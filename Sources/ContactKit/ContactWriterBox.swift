import ContactFormats
import ContactModel

/// A writer of one concrete type in a class (see ``BoxedContactWriter``).
package final class ContactWriterBox<Writer: ContactWriter>: BoxedContactWriter {
    /// No access to it overlaps another (a box is used by one thread at a time, and the
    /// writer calls nothing of the box back), so none is checked at run time.
    @exclusivity(unchecked) private var writer: Writer

    /// Holds `writer`.
    package init(_ writer: Writer) {
        self.writer = writer
    }

    package func write(_ contact: Contact) throws -> [Diagnostic] {
        try ContactWriterBox.write(contact, with: &writer)
    }

    package func finish() throws {
        try writer.finish()
    }

    package var diagnostics: [Diagnostic] { ContactWriterBox.diagnostics(of: &writer) }

    /// Writes `contact` with `writer` and reads what it said in place: `writer.diagnostics`
    /// read from the stored property copied the whole writer first (a vCard writer's copy
    /// and its destruction cost about 660 instructions a contact).
    private static func write(_ contact: Contact, with writer: inout Writer) throws -> [Diagnostic] {
        try writer.write(contact)
        return writer.diagnostics
    }

    /// `writer.diagnostics`, read in place (see ``write(_:with:)``).
    private static func diagnostics(of writer: inout Writer) -> [Diagnostic] {
        writer.diagnostics
    }
}
