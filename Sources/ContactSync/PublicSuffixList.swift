/// The Public Suffix List (generated from Debian's `publicsuffix` package by
/// `Scripts/public-suffix/generate.py`): which part of a host name is a registrable domain.
enum PublicSuffixList {
    private static let rules: Set<Substring> = Set(ruleText.split(separator: "\n"))

    /// The registrable domain of `host` (`icloud.com` for `p42-contacts.icloud.com`,
    /// `example.co.uk` for `dav.example.co.uk`), or nil for an IP address or a public suffix
    /// itself (`co.uk`, `github.io`).
    static func registrableDomain(of host: String) -> String? {
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty, !name.contains(":"), !name.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !labels.contains(where: \.isEmpty) else { return nil }
        // The prevailing rule: an exception rule, else the matching rule with the most labels,
        // else `*` (the last label).
        var suffixLength = 1
        for start in 0..<labels.count {
            let candidate = labels[start...].joined(separator: ".")
            if rules.contains(Substring("!" + candidate)) {
                suffixLength = labels.count - start - 1
                break
            }
            let wildcard = start + 1 < labels.count ? "*." + labels[(start + 1)...].joined(separator: ".") : "*"
            if rules.contains(Substring(candidate)) || (start + 1 < labels.count && rules.contains(Substring(wildcard))) {
                suffixLength = max(suffixLength, labels.count - start)
                break
            }
        }
        guard labels.count > suffixLength else { return nil }
        return labels.suffix(suffixLength + 1).joined(separator: ".")
    }
}
