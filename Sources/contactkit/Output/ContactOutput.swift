import ContactFormats
import ContactModel

/// Where `convert` writes contacts: one stream (standard output or a file) or one file per
/// contact (`--split`).
protocol ContactOutput: AnyObject {
    /// Writes one contact; returns the writer's diagnostics for it.
    func write(_ contact: Contact) throws -> [Diagnostic]
    /// Finishes the output: closing text, flush, rename into place.
    func finish() throws
    /// Abandons the output after a failure: temporary files are removed, targets untouched.
    func discard()
    /// What the writer said while finishing (an LDIF list whose member was never written),
    /// after ``finish()``.
    var finishingDiagnostics: [Diagnostic] { get }
}

extension ContactOutput {
    var finishingDiagnostics: [Diagnostic] { [] }
}

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
        case .csv: return "csv"
        case .jCard: return "json"
        case .ndjson: return "ndjson"
        case .ldif: return "ldif"
        }
    }
}
