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
    /// The vCard versions the server says it stores (`supported-address-data`, RFC 6352
    /// section 6.2.2: `["3.0", "4.0"]`); nil when it does not say (then it takes 3.0 and
    /// whatever it already holds).
    public var supportedVersions: [String]?
    /// The reports the server lists for the book (`supported-report-set`:
    /// `addressbook-query`, `addressbook-multiget`, `sync-collection`); nil when it does not say.
    public var supportedReports: [String]?

    /// Creates an address book description.
    public init(
        url: URL, displayName: String? = nil, ctag: String? = nil, syncToken: String? = nil,
        supportedVersions: [String]? = nil, supportedReports: [String]? = nil
    ) {
        self.url = url
        self.displayName = displayName
        self.ctag = ctag
        self.syncToken = syncToken
        self.supportedVersions = supportedVersions
        self.supportedReports = supportedReports
    }

    /// False only when the server lists its reports and `report` is not among them.
    public func offers(report: String) -> Bool {
        supportedReports.map { $0.contains(report) } ?? true
    }

    /// The last segment of the URL's path: `contacts` for `/user/contacts/`.
    public var pathName: String {
        url.path.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The name messages and `--address-book` use: the display name, else the path name.
    public var name: String { displayName.flatMap { $0.isEmpty ? nil : $0 } ?? pathName }
}
