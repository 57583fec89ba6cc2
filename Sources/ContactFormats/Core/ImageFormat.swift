import ContactSupport

/// Image file formats contacts carry, told from their first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// JPEG.
    case jpeg
    /// PNG.
    case png
    /// GIF.
    case gif
    /// Windows bitmap.
    case bmp
    /// TIFF.
    case tiff
    /// WebP.
    case webp
    /// HEIC/HEIF, as iPhones take pictures.
    case heic

    /// The format the bytes start with, or nil.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { self = .png }
        else if bytes.starts(with: Array("GIF8".utf8)) { self = .gif }
        else if bytes.starts(with: Array("BM".utf8)) { self = .bmp }
        else if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { self = .tiff }
        else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { self = .webp }
        else if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { self = .heic }
        else { return nil }
    }

    /// The format of the bytes base64 text decodes to, told from its first 16 characters
    /// (white space and padding skipped); nil when they are not base64 or no image.
    init?<Text: Sequence>(base64 text: Text) where Text.Element == UInt8 {
        var prefix: [UInt8] = []
        prefix.reserveCapacity(16)
        for byte in text where byte != 32 && byte != 9 && byte != UInt8(ascii: "=") {
            prefix.append(byte)
            if prefix.count == 16 { break }
        }
        guard let bytes = Base64.decode(prefix) else { return nil }
        self.init(sniffing: bytes)
    }

    /// Reads a vCard 2.1/3.0 `TYPE` value (`JPEG`, `image/jpeg`, `JPG`).
    public init?(typeName: String) {
        var name = typeName.lowercased()
        if name.hasPrefix("image/") { name = String(name.dropFirst(6)) }
        switch name {
        case "jpeg", "jpg", "pjpeg": self = .jpeg
        case "png": self = .png
        case "gif": self = .gif
        case "bmp", "x-bmp": self = .bmp
        case "tiff", "tif": self = .tiff
        case "webp": self = .webp
        case "heic", "heif": self = .heic
        default: return nil
        }
    }

    /// The vCard 2.1/3.0 `TYPE` value (`JPEG`).
    public var typeName: String { rawValue.uppercased() }

    /// The media type (`image/jpeg`).
    public var mediaType: String { "image/" + rawValue }
}
