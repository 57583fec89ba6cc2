import Testing

@testable import ContactKitCLI

/// The photo summary of `show`: type, pixel size from the header, bytes; never a read past
/// the end of a truncated or hostile header.
@Suite struct ContactPhotoTests {
    @Test func summarizesAPNGAndAJPEG() {
        #expect(ContactPhoto(BrowsingCommandsTests.png).summary == "PNG, 3 × 2, 33 B")
        #expect(ContactPhoto(BrowsingCommandsTests.jpeg).summary == "JPEG, 640 × 480, 41 B")
        let gif = Array("GIF89a".utf8) + [0x10, 0x00, 0x20, 0x00, 0, 0, 0]
        #expect(ContactPhoto(gif).summary == "GIF, 16 × 32, 13 B")
        #expect(ContactPhoto(Array("hello".utf8)).summary == "unknown type, 5 B")
        #expect(ContactPhoto(Array("hello".utf8)).type.fileExtension == "bin")
    }

    @Test func aTruncatedOrHostileHeaderGivesNoPixelSize() {
        #expect(ContactPhoto(Array(BrowsingCommandsTests.png.prefix(20))).pixelSize == nil)
        #expect(ContactPhoto(Array(BrowsingCommandsTests.jpeg.prefix(27))).pixelSize == nil)
        // A segment length of zero, or one pointing far past the end.
        #expect(ContactPhoto([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00, 0xFF, 0xC0]).pixelSize == nil)
        #expect(ContactPhoto([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0x00]).pixelSize == nil)
        // Fill bytes only: the scan ends.
        #expect(ContactPhoto([0xFF, 0xD8] + Array(repeating: 0xFF, count: 10_000)).pixelSize == nil)
        // Image data before any frame header.
        #expect(ContactPhoto([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xC0, 0, 17, 8, 0, 1, 0, 1]).pixelSize == nil)
    }

    @Test(arguments: [(0, "0 B"), (1023, "1023 B"), (1024, "1.0 KB"), (18_841, "18.4 KB"), (2_202_010, "2.1 MB")])
    func byteSizes(_ count: Int, _ expected: String) {
        #expect(ContactPhoto.byteSize(count) == expected)
    }
}
