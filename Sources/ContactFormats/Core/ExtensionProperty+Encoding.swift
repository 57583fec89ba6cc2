import ContactModel

extension ExtensionProperty {
    /// Whether the value is base64 (`ENCODING=b` or 2.1's `BASE64`): binary data the vCard
    /// reader kept as written (a key, a sound, a photo that did not decode).
    var isBase64: Bool {
        parameters.contains {
            $0.hasName("ENCODING") && ["B", "BASE64"].contains($0.values.first?.asciiUppercased() ?? "")
        }
    }
}
