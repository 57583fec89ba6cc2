import ContactFormats

/// One input of a conversion: a file, standard input, or any other source of bytes.
///
/// ``ContactConverter`` and ``ContactInputReader`` open each input when its turn comes and
/// close it once it is read, so a typo in the third of three inputs can be found before any
/// output is made, and only one input is open at a time. ``ContactFileInput`` is the
/// library's; the `contactkit` tool has its own, which also knows the file's identity.
public protocol ContactInput: AnyObject {
    /// The name diagnostics give for the input: the path as given, or `<stdin>`.
    var name: String { get }
    /// The path of a file that can be read again (nil for standard input or a pipe).
    var path: String? { get }
    /// The size in bytes when it is known before reading (a regular file), for progress.
    var byteCount: Int? { get }
    /// Opens the input for reading; called once, when its turn comes.
    func open() throws -> any ByteInput
    /// Closes the input after it was read (or reading it failed).
    func close()
}
