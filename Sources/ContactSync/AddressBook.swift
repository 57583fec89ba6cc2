import Foundation

/// An address book collection on the server.
public struct AddressBook: Sendable, Equatable {
    /// The collection's URL (ends with `/`).
    public var url: URL
    /// Its display name, or nil when the server has none.
    public var displayName: String?
    /// The CalendarServer `getctag`: changes whenever a card changes.
    public var ctag: String?
    /// The RFC 6578 `sync-token`, when the server offers sync-collection.
    public var syncToken: String?

    /// Creates an address book description.
    public init(url: URL, displayName: String? = nil, ctag: String? = nil, syncToken: String? = nil) {
        self.url = url
        self.displayName = displayName
        self.ctag = ctag
        self.syncToken = syncToken
    }

    /// The last segment of the URL's path: `contacts` for `/user/contacts/`.
    public var pathName: String {
        url.path.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The name messages and `--address-book` use: the display name, else the path name.
    public var name: String { displayName.flatMap { $0.isEmpty ? nil : $0 } ?? pathName }
}
