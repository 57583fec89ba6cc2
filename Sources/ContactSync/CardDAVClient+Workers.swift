import Foundation

extension CardDAVClient {
    /// A client for one worker of a parallel push: the same credentials, configuration and
    /// trusted origins, its own transport (so its own connection, kept alive between its
    /// requests: its own libcurl handle or URLSession, or its own helper process), warnings passed on to this
    /// client's ``warn`` one at a time. The process's memory is not watched (other workers'
    /// memory would count); deadlines still hold.
    func worker() -> CardDAVClient {
        var configuration = configuration
        configuration.watchesProcessMemory = false
        let worker = CardDAVClient(credentials: credentials, configuration: configuration, transport: makeTransport)
        worker.trustedOrigins = trustedOrigins
        worker.warnedInsecure = true  // warned (or not needed) by this client already
        worker.sleep = sleep
        let warn = warn
        let lock = Self.warningLock
        worker.warn = { diagnostic, url in lock.withLock { warn(diagnostic, url) } }
        return worker
    }

    /// Counts a finished worker's requests as this client's.
    func absorb(_ worker: CardDAVClient) {
        requestCount += worker.requestCount
    }

    /// One lock for the warnings of every worker.
    static let warningLock = NSLock()

    /// True when the server has a card at `href` (PROPFIND Depth 0 answers it), false when
    /// it answers 404: after a 412, whether the card changed or was deleted on the server.
    public func exists(href: String, in book: AddressBook) throws(CardDAVError) -> Bool {
        let url = try url(ofHref: href, in: book)
        var found = false
        let answer = try multistatusAnswer("PROPFIND", url, depth: "0", body: DAVRequestBody.members) { response in
            if response.status != 404 { found = true }
        }
        if answer.response.status == 404 { return false }
        guard answer.status != nil else { throw Self.failure("PROPFIND", answer.url, answer.response) }
        return found
    }
}
