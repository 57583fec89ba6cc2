import ContactFormats
import ContactModel

/// A ``ContactWriter`` held in a class (``ContactWriterBox``), what an output or a worker
/// holds in place of `any ContactWriter`: a write through it is a method call on a reference.
///
/// A writer larger than an existential's three words (a vCard writer, with its card and its
/// lines) lives in a box of its own, and each mutating call through `any ContactWriter`
/// checked the box unique first (a call that asked the runtime to make it so): with the
/// read of the writer's diagnostics out of the existential, about 100 instructions a
/// contact written.
package protocol BoxedContactWriter: AnyObject {
    /// Writes one contact and returns what the writer said about it
    /// (``ContactWriter/diagnostics``).
    func write(_ contact: Contact) throws -> [Diagnostic]
    /// ``ContactWriter/finish()``.
    func finish() throws
    /// ``ContactWriter/diagnostics``.
    var diagnostics: [Diagnostic] { get }
}

/// `writer` in a ``ContactWriterBox`` of its own type.
package func boxed(_ writer: any ContactWriter) -> any BoxedContactWriter {
    func box<Writer: ContactWriter>(_ writer: Writer) -> any BoxedContactWriter {
        ContactWriterBox(writer)
    }
    return box(writer)
}
