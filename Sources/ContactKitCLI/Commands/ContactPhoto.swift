import ContactFormats

/// What `show` says about a contact's photo: its image type, read from the first bytes of
/// the file (``ContactFormats/ImageFormat``), its size in pixels when the header
/// gives it (JPEG, PNG, GIF, BMP), and its size in bytes. Reads at most the bytes it must,
/// never past the end: a truncated or hostile header just gives no pixel size.
struct ContactPhoto {
    /// The image type's short name (`JPEG`) and the file extension it is written with.
    let type: (name: String, fileExtension: String)
    /// Width and height in pixels, when the header says.
    let pixelSize: (width: Int, height: Int)?
    let byteCount: Int

    init(_ bytes: [UInt8]) {
        byteCount = bytes.count
        type = ContactPhoto.type(of: bytes)
        pixelSize = ContactPhoto.pixelSize(of: bytes, type: type.name)
    }

    /// `JPEG, 320 × 240, 18.4 KB`.
    var summary: String {
        var parts = [type.name]
        if let pixelSize { parts.append("\(pixelSize.width) × \(pixelSize.height)") }
        parts.append(ContactPhoto.byteSize(byteCount))
        return parts.joined(separator: ", ")
    }

    /// `812 B`, `18.4 KB`, `2.1 MB` (1 KB = 1,024 bytes).
    static func byteSize(_ count: Int) -> String {
        if count < 1024 { return "\(count) B" }
        let units = ["KB", "MB", "GB"]
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return "\((value * 10).rounded() / 10) \(units[unit])"
    }

    /// The image type (``ContactFormats/ImageFormat``, told from the first bytes) and the
    /// extension a file of it gets.
    static func type(of bytes: [UInt8]) -> (name: String, fileExtension: String) {
        guard let format = ImageFormat(sniffing: bytes) else { return ("unknown type", "bin") }
        let fileExtension = format == .jpeg ? "jpg" : format == .tiff ? "tif" : format.rawValue
        return (format.typeName, fileExtension)
    }

    /// Pixel size from the header of a JPEG (first start-of-frame marker), PNG (IHDR), GIF
    /// (logical screen) or BMP (info header); nil when absent or cut off.
    static func pixelSize(of bytes: [UInt8], type: String) -> (width: Int, height: Int)? {
        func bigEndian(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        func littleEndian(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        switch type {
        case "PNG":
            guard let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
            return (width, height)
        case "GIF":
            guard let width = littleEndian(6, 2), let height = littleEndian(8, 2) else { return nil }
            return (width, height)
        case "BMP":
            guard let width = littleEndian(18, 4), let height = littleEndian(22, 4) else { return nil }
            let signed = height > Int(Int32.max) ? height - (1 << 32) : height
            return (width, abs(signed))
        case "JPEG":
            var offset = 2
            while offset + 4 <= bytes.count {
                guard bytes[offset] == 0xFF else { return nil }
                let marker = bytes[offset + 1]
                if marker == 0xFF { offset += 1; continue }  // fill byte
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
                guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) else { return nil }
                    return (width, height)
                }
                if marker == 0xDA || marker == 0xD9 { return nil }  // image data: no frame header before it
                offset += 2 + length
            }
            return nil
        default:
            return nil
        }
    }
}
