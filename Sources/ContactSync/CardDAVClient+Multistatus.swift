import ContactModel
import Foundation

extension CardDAVClient {
    /// A PROPFIND or REPORT whose answer is a multistatus, read as it arrives: each
    /// `response` goes to `receive` as soon as it is complete. Returns the answer's head and,
    /// when its status was 2xx, what the multistatus said besides its responses (sync-token,
    /// unresolved entities, warned about here). One text over
    /// ``Configuration/maximumCardSize`` (`cards`) or ``Configuration/maximumListingTextSize``
    /// throws ``CardDAVError/responseTooLarge(url:limit:)``.
    func multistatusAnswer(
        _ method: String, _ url: URL, depth: String, body: String, limit: Int? = nil, cards: Bool = false,
        receive: (DAVMultistatus.Response) throws -> Void
    ) throws(CardDAVError) -> (response: HTTPResponse, status: DAVMultistatus?, url: URL) {
        var limits = XMLStreamParser.Limits()
        limits.maximumTextBytes = cards ? configuration.maximumCardSize : configuration.maximumListingTextSize
        return try withoutActuallyEscaping(receive) { (receive) throws(CardDAVError) in
            var reader = DAVMultistatusReader(limits: limits, receive: receive)
            var current = url
            let answer = try send(
                method, url, headers: ["Depth": depth, "Content-Type": "application/xml; charset=utf-8"],
                body: Data(body.utf8), limit: limit
            ) { chunk in
                do {
                    try reader.feed(chunk)
                } catch let error as DAVParseError {
                    if error.isTextTooLarge {
                        throw CardDAVError.responseTooLarge(url: Self.display(current), limit: limits.maximumTextBytes)
                    }
                    throw CardDAVError.malformedResponse(url: Self.display(current), reason: error.reason)
                }
            }
            current = answer.url
            guard (200...299).contains(answer.response.status) else { return (answer.response, nil, answer.url) }
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
