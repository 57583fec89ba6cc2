import Foundation

extension AddressBook {
    /// The URL of the card at `href`, or nil when `href` is not inside this address book: on
    /// another scheme, host or port, outside the collection's path, the collection itself,
    /// or with a `.`/`..` segment (written or percent-encoded) that a server could resolve
    /// elsewhere. Cards are read, written and deleted only through this.
    public func memberURL(ofHref href: String) -> URL? {
        guard !href.isEmpty, !href.contains("\\"), !href.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }),
            let resolved = URL(string: href, relativeTo: url)?.absoluteURL,
            OriginPolicy.origin(resolved) == OriginPolicy.origin(url), resolved.user == nil, resolved.password == nil
        else { return nil }
        let collection = url.path.hasSuffix("/") ? url.path : url.path + "/"
        let path = resolved.path
        guard path.hasPrefix(collection), path.count > collection.count else { return nil }
        let rawPath = URLComponents(url: resolved, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? path
        for segment in rawPath.split(separator: "/", omittingEmptySubsequences: false) {
            let decoded = segment.removingPercentEncoding ?? String(segment)
            if decoded == "." || decoded == ".." || decoded.contains("/") { return nil }
        }
        return resolved
    }

    /// True when `href` names a card of this address book (see ``memberURL(ofHref:)``).
    public func contains(href: String) -> Bool { memberURL(ofHref: href) != nil }
}
