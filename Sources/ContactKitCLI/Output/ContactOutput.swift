import ContactFormats
import ContactModel

/// Standard output was closed by the reader (`contactkit convert ... | head`): not an error,
/// the command stops quietly.
struct OutputClosed: Error {}

/// Turns a write failure into ``OutputClosed`` (EPIPE) or exit status 74 naming the output.
func mapWriteFailure<Result>(_ outputName: String, _ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as ByteStreamError {
        if error.errorNumber == EPIPE { throw OutputClosed() }
        throw CommandFailure(.inputOutputError, "cannot write '\(outputName)': \(error.description)")
    }
}

extension ContactFormat {
    /// The file name extension for this format, without the dot (`vcf`), for `--split`.
    var fileExtension: String {
        switch self {
        case .vCard: return "vcf"
        case .csv, .csvDetectingLayout: return "csv"
        case .jCard: return "json"
        case .ndjson: return "ndjson"
        case .ldif: return "ldif"
        }
    }
}
