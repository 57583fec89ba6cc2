import ContactModel
import Foundation

extension CardDAVClient {
    /// A PROPFIND or REPORT whose answer is a multistatus, read as it arrives: each
    /// `response` goes to `receive` as soon as it is complete. Returns the answer's head and,
    /// when its status was 2xx, what the multistatus said besides its responses (sync-token,
    /// unresolved entities, warned about here). One text over
    /// ``Configuration/maximumCardSize`` (`cards`) or ``Configuration/maximumListingTextSize``
    /// throws ``CardDAVError/responseTooLarge(url:limit:)``.
    ///
    /// With `spool`, the answer goes to a temporary file as fast as it arrives and is parsed
    /// from there once complete: a large answer (a whole book) is read at the network's pace,
    /// never held back by the parser, so a server that gives up on a slow reader (Radicale
    /// allows 30 s for sending a whole answer) finishes sending it. Without a temporary file
    /// the answer is parsed as it arrives.
    func multistatusAnswer(
        _ method: String, _ url: URL, depth: String, body: String, limit: Int? = nil, cards: Bool = false,
        timeScale: Double = 1, spool: Bool = false, receive: (DAVMultistatus.Response) throws -> Void
    ) throws(CardDAVError) -> (response: HTTPResponse, status: DAVMultistatus?, url: URL) {
        var limits = XMLStreamParser.Limits()
        limits.maximumTextBytes = cards ? configuration.maximumCardSize : configuration.maximumListingTextSize
        return try withoutActuallyEscaping(receive) { (receive) throws(CardDAVError) in
            var reader = DAVMultistatusReader(limits: limits, receive: receive)
            var current = url
            func feed(_ chunk: Data) throws(CardDAVError) {
                do throws(DAVParseError) {
                    try reader.feed(chunk)
                } catch {
                    if error.isTextTooLarge {
                        throw .responseTooLarge(url: Self.display(current), limit: limits.maximumTextBytes)
                    }
                    throw .malformedResponse(url: Self.display(current), reason: error.reason)
                }
            }
            let spoolFile = spool ? try? TemporaryFile(prefix: "contactkit-answer") : nil
            var spoolFailure: (any Error)?
            let answer: (response: HTTPResponse, url: URL)
            do throws(CardDAVError) {
                answer = try send(method, url, headers: ["Depth": depth], body: .xml(body), limit: limit, timeScale: timeScale) {
                    chunk in
                    guard let spoolFile else { return try feed(chunk) }
                    do {
                        try spoolFile.append(chunk)
                    } catch {
                        spoolFailure = error
                        throw error
                    }
                }
            } catch {
                if let spoolFailure, let spoolFile { throw Self.spoolError(spoolFailure, spoolFile, url) }
                throw error
            }
            current = answer.url
            guard (200...299).contains(answer.response.status) else { return (answer.response, nil, answer.url) }
            if let spoolFile {
                do {
                    try spoolFile.forEachPiece(feed)
                } catch let error as CardDAVError {
                    throw error
                } catch {
                    throw Self.spoolError(error, spoolFile, answer.url)
                }
            }
            let summary: DAVMultistatus
            do throws(DAVParseError) {
                summary = try reader.finish()
            } catch {
                throw .malformedResponse(url: Self.display(answer.url), reason: error.reason)
            }
            if summary.unresolvedEntityCount > 0 {
                let names = summary.unresolvedEntities.map { "&\($0);" }.joined(separator: ", ")
                warn(
                    .warning(
                        .unresolvedEntity,
                        "\(summary.unresolvedEntityCount) entity reference\(summary.unresolvedEntityCount == 1 ? "" : "s") "
                            + "the answer does not define (\(names)) kept as written"),
                    Self.display(answer.url))
            }
            return (answer.response, summary, answer.url)
        }
    }

    /// A temporary file that could not be written or read back (a full disk): reported as an
    /// answer that could not be read, naming the file.
    static func spoolError(_ error: any Error, _ file: TemporaryFile, _ url: URL) -> CardDAVError {
        .malformedResponse(url: display(url), reason: "the answer could not be kept in the temporary file \(file.url.path): \(error)")
    }

    /// A PROPFIND or REPORT whose answer must be a 2xx multistatus, its responses collected.
    func multistatus(
        _ method: String, _ url: URL, depth: String, body: String, limit: Int? = nil
    ) throws(CardDAVError) -> (DAVMultistatus, URL) {
        var responses: [DAVMultistatus.Response] = []
        let answer = try multistatusAnswer(method, url, depth: depth, body: body, limit: limit) { responses.append($0) }
        guard var status = answer.status else { throw Self.failure(method, answer.url, answer.response) }
        status.responses = responses
        return (status, answer.url)
    }
}
