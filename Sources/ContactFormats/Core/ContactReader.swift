import ContactModel

/// Reads contacts one at a time from a stream of bytes.
///
/// A reader never holds more than the contact it is reading: memory does not grow with the
/// number of contacts. Problems become ``/ContactModel/Diagnostic`` values, never crashes: a broken card is
/// reported and skipped, and the rest of the input is still read.
public protocol ContactReader {
    /// The next contact, or nil at the end of the input.
    mutating func next() throws -> Contact?
    /// Reads the next contact into `contact`, replacing everything in it, and returns true;
    /// at the end of the input returns false and leaves `contact` as it was.
    ///
    /// For code that is done with each contact before it reads the next: passing the same
    /// contact every time lets a reader reuse the storage of its lists (phone numbers,
    /// e-mail addresses, ...) instead of allocating new ones for every contact. The result
    /// is the contact ``next()`` would return. Readers that do not reuse anything get a
    /// default that assigns ``next()``'s contact.
    mutating func next(into contact: inout Contact) throws -> Bool
    /// Warnings and errors found while reading the contact last returned by ``next()``
    /// (and anything skipped before it). The readers of this module list at most a thousand
    /// one by one; past that, each group of the same severity and code is one diagnostic
    /// whose ``/ContactModel/Diagnostic/count`` says how many it stands for, so memory stays flat.
    ///
    /// Replaced by each call to ``next()``, and in the order found (a card's own warning
    /// when it ends): the plumbing for code that drives a reader. ``ContactSerialization``'s
    /// results give them beside the contacts, in line order (see <doc:Diagnostics>).
    var diagnostics: [Diagnostic] { get }
    /// The 1-based line where the contact last returned started.
    var contactLine: Int { get }
    /// Where the values of the contact last returned were read, so that a later warning
    /// about one of them can name its line (empty for a reader that does not tell: each
    /// value is then placed at ``contactLine``).
    var valuePositions: ValuePositions { get }
    /// Bytes consumed from the input so far (for progress reports).
    var bytesRead: Int { get }
}

extension ContactReader {
    /// Assigns ``next()``'s contact to `contact` (a reader that reuses no storage).
    public mutating func next(into contact: inout Contact) throws -> Bool {
        guard let next = try next() else { return false }
        contact = consume next
        return true
    }

    /// No positions: every value is placed at ``contactLine`` (NDJSON, one contact a line).
    public var valuePositions: ValuePositions { ValuePositions() }
}
