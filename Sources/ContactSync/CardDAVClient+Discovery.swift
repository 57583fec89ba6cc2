import ContactModel
import Foundation

extension CardDAVClient {
    /// The address books reachable from `url`, found as RFC 6764 and RFC 6352 describe:
    /// `/.well-known/carddav` when `url` is the bare host, then `current-user-principal`,
    /// then `addressbook-home-set`, then the collections of the home. When `url` is itself an
    /// address book, it is the only one returned.
    public func addressBooks(at url: URL) throws(CardDAVError) -> [AddressBook] {
        guard url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw .invalidURL(url.absoluteString)
        }
        trust(url)
        var start = url
        if url.path.isEmpty || url.path == "/" {
            // RFC 6764 section 5: the well-known URI redirects to the context path.
            let wellKnown = URL(string: "/.well-known/carddav", relativeTo: url)!.absoluteURL
            let answer = try send(
                "PROPFIND", wellKnown, headers: ["Depth": "0"], body: .xml(DAVRequestBody.principal))
            if answer.response.status == 207 { start = answer.url }
        }
        let (found, base) = try multistatus("PROPFIND", start, depth: "0", body: DAVRequestBody.principal)
        guard let first = found.responses.first else {
            throw .malformedResponse(url: Self.display(base), reason: "an empty multistatus")
        }
        if first.properties["resourcetype"]?.childNames.contains("addressbook") == true {
            let books = try collections(at: base, depth: "0")
            return books.isEmpty ? [AddressBook(url: base)] : books
        }
        var homeHrefs = first.properties["addressbook-home-set"]?.hrefs ?? []
        if homeHrefs.isEmpty, let principal = first.properties["current-user-principal"]?.hrefs.first {
            let principalURL = try resolveAdmitted(principal, against: base)
            let (answer, principalBase) = try multistatus(
                "PROPFIND", principalURL, depth: "0", body: DAVRequestBody.principal)
            homeHrefs = answer.responses.first?.properties["addressbook-home-set"]?.hrefs ?? []
            if homeHrefs.isEmpty {
                throw .addressBookNotFound("the server names no address book home for \(Self.display(principalBase))")
            }
            var books: [AddressBook] = []
            for href in homeHrefs {
                books += try collections(at: resolveAdmitted(href, against: principalBase), depth: "1")
            }
            return books
        }
        if homeHrefs.isEmpty {
            // No principal either: look for address books right under the URL given.
            return try collections(at: base, depth: "1")
        }
        var books: [AddressBook] = []
        for href in homeHrefs { books += try collections(at: resolveAdmitted(href, against: base), depth: "1") }
        return books
    }

    /// The address book among `books` called `name` (display name or path name), or the only
    /// one when `name` is nil.
    public static func choose(_ name: String?, among books: [AddressBook]) throws(CardDAVError) -> AddressBook {
        let names = books.map { "'\($0.name)'" }.joined(separator: ", ")
        guard let name else {
            if books.count == 1 { return books[0] }
            if books.isEmpty { throw .addressBookNotFound("no address book found on the server") }
            throw .addressBookNotFound("several address books (\(names)): choose one with --address-book NAME")
        }
        let matches = books.filter { $0.displayName == name || $0.pathName == name }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty { throw .addressBookNotFound("no address book called '\(name)' (found: \(names))") }
        throw .addressBookNotFound("several address books are called '\(name)'")
    }

    /// The address book collections at `url` (Depth 0: itself; Depth 1: its children).
    func collections(at url: URL, depth: String) throws(CardDAVError) -> [AddressBook] {
        let (answer, base) = try multistatus("PROPFIND", url, depth: depth, body: DAVRequestBody.collections)
        return answer.responses.compactMap { response in
            guard response.properties["resourcetype"]?.childNames.contains("addressbook") == true else { return nil }
            guard var collection = try? resolveAdmitted(response.href, against: base) else {
                let reason = Self.resolve(response.href, against: base).map { configuration.originPolicy.refusal(from: base, to: $0) ?? "" } ?? "not a URL"
                warn(
                    .warning(.foreignHref, "an address book at '\(Self.redacted(response.href))' left out: \(reason)"),
                    Self.display(base))
                return nil
            }
            if !collection.path.hasSuffix("/") { collection = collection.appendingPathComponent("") }
            return AddressBook(
                url: collection, displayName: response.text("displayname").flatMap { $0.isEmpty ? nil : $0 },
                ctag: response.text("getctag"), syncToken: response.text("sync-token"),
                supportedVersions: response.properties["supported-address-data"].flatMap { $0.versions.isEmpty ? nil : $0.versions },
                supportedReports: response.properties["supported-report-set"].flatMap { $0.reports.isEmpty ? nil : $0.reports })
        }
        .sorted { $0.url.absoluteString < $1.url.absoluteString }
    }

    /// An href of an answer as an absolute URL, or nil when it is not a URL.
    static func resolve(_ href: String, against base: URL) -> URL? {
        URL(string: href, relativeTo: base)?.absoluteURL
    }

    /// An href of a discovery answer (principal, home, address book) as an absolute URL the
    /// origin policy lets requests go to; throws ``CardDAVError/foreignHref(url:href:reason:)``
    /// otherwise.
    func resolveAdmitted(_ href: String, against base: URL) throws(CardDAVError) -> URL {
        guard let url = Self.resolve(href, against: base) else {
            throw .foreignHref(url: Self.display(base), href: Self.redacted(href), reason: "not a URL")
        }
        let target = Self.withoutUserInfo(url)
        try admit(target, href: href, from: base)
        return target
    }
}
