/// The vCard versions ContactKit reads and writes.
public enum VCardVersion: String, Sendable, Hashable, CaseIterable, Codable {
    /// vCard 2.1 (versit, 1996): old Outlook, Android exports, feature phones.
    case v2_1 = "2.1"
    /// vCard 3.0 (RFC 2426): Apple, Google; written in the dialect they import.
    case v3_0 = "3.0"
    /// vCard 4.0 (RFC 6350): Nextcloud, Thunderbird, CardDAV servers.
    case v4_0 = "4.0"

    /// Reads a `VERSION` value; nil for a version this tool does not know.
    public init?(versionValue: String) {
        switch versionValue.trimmingWhitespace() {
        case "2.1", "2.0", "2": self = .v2_1
        case "3.0", "3": self = .v3_0
        case "4.0", "4": self = .v4_0
        default: return nil
        }
    }
}
