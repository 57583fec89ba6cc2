/// Why a conversion stopped: an input could not be opened or read, or the output could not be
/// written. Problems inside the data are never thrown: they are diagnostics, handed to the
/// ``ConversionReporter``, and the rest is converted.
public enum ConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An input could not be opened: it does not exist, or may not be read.
    case cannotOpen(input: String, reason: String)
    /// Reading an input failed part way (an I/O error).
    case cannotRead(input: String, reason: String)
    /// Writing the output failed (the disk is full, the pipe was closed).
    case cannotWrite(output: String, reason: String)

    /// `cannot read 'book.vcf': Input/output error`.
    public var description: String {
        switch self {
        case .cannotOpen(let input, let reason): return "cannot open '\(input)': \(reason)"
        case .cannotRead(let input, let reason): return "cannot read '\(input)': \(reason)"
        case .cannotWrite(let output, let reason): return "cannot write '\(output)': \(reason)"
        }
    }
}
