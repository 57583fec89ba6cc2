/// The version of `contactkit` and of its CardDAV helper `contactkit-dav`, in one place: the
/// tool refuses a helper that says another (they are built and installed together).
package enum ToolVersion {
    /// The version both binaries print for `--version`.
    package static let current = "0.1.0"
}
