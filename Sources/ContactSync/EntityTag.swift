/// Checks the entity tags (ETags) a server sends before they go back in `If-Match`.
enum EntityTag {
    /// True when `tag` can be sent back as written: visible ASCII (and bytes above it, as
    /// RFC 9110's `obs-text`), no space, no control character. A line break in an ETag would
    /// end the `If-Match` header early, and the write would go out without its condition.
    static func isValid(_ tag: String) -> Bool {
        !tag.isEmpty && tag.utf8.count <= 1024
            && tag.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) || $0.value >= 0xA0 }
    }
}
