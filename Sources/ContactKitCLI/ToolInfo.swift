/// The tool's name, version and one-line description.
enum ToolInfo {
    static let name = "contactkit"
    static let version = ToolVersion.current
    static let overview = "Convert and check contact files (vCard 2.1, 3.0 and 4.0; CSV: Google, Outlook, Thunderbird, LinkedIn, generic; jCard; NDJSON)."
}
