import ContactFormats
@testable import ContactKit
import ContactModel
import Foundation
import Testing

/// A writer in a ``ContactWriterBox`` writes what the writer writes and gives each write's
/// own diagnostics (the last write's, not all of them), for a vCard writer and a CSV one.
@Suite struct ContactWriterBoxTests {
    static let contacts = [
        Contact(givenName: "Ada", urlAddresses: [LabeledValue(label: nil, value: "https://example.com/théo")]),
        Contact(givenName: "Bo"),
        Contact(givenName: "Cy", urlAddresses: [LabeledValue(label: nil, value: "www.example.com")]),
    ]

    @Test(arguments: [ContactFormat.vCard(.v4_0), .vCard(.v3_0), .ndjson])
    func writesWhatTheWriterWrites(_ format: ContactFormat) throws {
        let boxedSink = ByteSink.memory()
        let box = boxed(format.makeWriter(boxedSink, options: ContactFormatOptions()))
        let plainSink = ByteSink.memory()
        var plain = format.makeWriter(plainSink, options: ContactFormatOptions())
        for contact in Self.contacts {
            let said = try box.write(contact)
            try plain.write(contact)
            #expect(said == plain.diagnostics)
            #expect(box.diagnostics == plain.diagnostics)
        }
        try box.finish()
        try plain.finish()
        #expect(boxedSink.bytes == plainSink.bytes)
        #expect(!boxedSink.bytes.isEmpty)
    }

    /// The first and third contacts' URLs need a warning in 4.0, the second's nothing.
    @Test func eachWriteGivesItsOwnDiagnostics() throws {
        let box = boxed(ContactFormat.vCard(.v4_0).makeWriter(ByteSink.memory(), options: ContactFormatOptions()))
        let counts = try Self.contacts.map { try box.write($0).count }
        #expect(counts == [1, 0, 1])
    }
}
