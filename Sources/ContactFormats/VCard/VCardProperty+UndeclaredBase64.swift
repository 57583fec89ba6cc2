import ContactModel
import ContactSupport

extension VCardProperty {
    /// The image format of a media property's value that is base64 written with no
    /// `ENCODING` parameter (Thunderbird's 3.0 `PHOTO:/9j/4AAQ…`, which Thunderbird writes and
    /// reads): only the alphabet, padding and folding spaces, and the first bytes it decodes
    /// to start an image file. Nil for anything else: a value with an `ENCODING` or a
    /// `VALUE=uri`, a `data:` URI, an address (`:` and `.` are not base64), or base64 of
    /// something that is not an image.
    var undeclaredBase64Image: ImageFormat? {
        guard encoding == nil, valueType == nil || valueType == "binary", !isDataURI,
            value.count >= 16, Base64.isAlphabetOrSpace(value)
        else { return nil }
        return ImageFormat(base64: value)
    }
}
