@testable import ContactFormats
import ContactModel
import Foundation
import Testing

/// A vCard writer hands a file's sink its cards in batches of ``VCardWriter/handOverSize``
/// bytes and the rest at `finish()`, and a memory sink each card once written: the bytes
/// are the same either way, in order, for books smaller and larger than a batch.
@Suite struct VCardWriterHandOverTests {
    static func book(_ count: Int) -> [Contact] {
        (0..<count).map { index in
            Contact(
                givenName: "Given\(index)", familyName: "Family é \(index)", note: String(repeating: "n", count: index % 300),
                phoneNumbers: [LabeledValue(label: .mobile, value: "+1 555 01\(index % 100)")])
        }
    }

    /// Each card written to memory, one sink per card, joined: what one writer writes.
    static func expected(_ contacts: [Contact], _ version: VCardVersion) throws -> [UInt8] {
        var bytes: [UInt8] = []
        for contact in contacts { bytes += Array(try VCardWriter.string(from: [contact], version: version).utf8) }
        return bytes
    }

    @Test(arguments: [0, 1, 40, 700])
    func fileSinkGetsEveryCardInOrder(_ count: Int) throws {
        let contacts = Self.book(count)
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("handover-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            try #require(descriptor >= 0)
            let sink = ByteSink(.fileDescriptor(descriptor))
            var writer = VCardWriter(version: version, sink: sink)
            var handedOver = 0
            for contact in contacts {
                try writer.write(contact)
                // Nothing reaches the sink until a batch is full, and then all of it.
                #expect(sink.byteCount == handedOver || sink.byteCount >= handedOver + VCardWriter.handOverSize)
                handedOver = sink.byteCount
            }
            try writer.finish()
            close(descriptor)
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let same = try written == Self.expected(contacts, version)
            #expect(same, "\(version.rawValue), \(count) cards")
            #expect(sink.byteCount == written.count)
        }
    }

    /// A memory sink holds each card as soon as it is written, before `finish()`.
    @Test func memorySinkGetsEachCardAtOnce() throws {
        let contacts = Self.book(30)
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: .v4_0, sink: sink)
        var expected: [UInt8] = []
        for contact in contacts {
            try writer.write(contact)
            expected += try Self.expected([contact], .v4_0)
            #expect(sink.bytes == expected)
        }
    }
}
