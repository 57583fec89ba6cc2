@testable import ContactFormats
import ContactModel
import Testing

/// Rows composed on another thread travel to the writer as bytes (``CSVRowBatch``) and are
/// added to its held rows (``CSVHeldRows``): the writer then writes what it writes when it
/// composes every row itself.
@Suite struct CSVRowBatchTests {
    static let people: [Contact] = (0..<40).map { index in
        var person = Contact(givenName: "Given\(index)", familyName: "Family\(index)")
        person.uid = "uid-\(index)"
        person.phoneNumbers = (0..<(index % 4)).map { LabeledValue(label: .mobile, value: "+1 201 555 01\(10 + $0)") }
        if index % 3 == 0 { person.nickname = "Nick \(index)" }
        if index % 5 == 0 { person.note = "=SUM(A\(index))" }
        if index % 7 == 0 { person.extensions = [ExtensionProperty(name: "X-COLOR-\(index % 2)", value: "red")] }
        return person
    }

    static var group: Contact {
        var group = Contact(givenName: "")
        group.kind = .group
        group.formattedName = "Team"
        group.members = ["urn:uuid:uid-2", "urn:uuid:uid-30", "urn:uuid:missing"]
        return group
    }

    /// The contacts written one by one, and the same contacts in batches of `size` composed
    /// by encoders and added: the same bytes, and the same warnings for every contact.
    @Test(arguments: [CSVLayout.google, .outlook, .generic], [1, 7, 40])
    func batchesWriteWhatTheWriterWrites(layout: CSVLayout, size: Int) throws {
        let contacts = Array(Self.people[..<20]) + [Self.group] + Array(Self.people[20...])
        let options = CSVWriter.Options(layout: layout)
        let plainSink = ByteSink.memory()
        var plain = CSVWriter(sink: plainSink, options: options)
        var plainWarnings: [[Diagnostic]] = []
        for contact in contacts {
            try plain.write(contact)
            plainWarnings.append(plain.diagnostics.map { var copy = $0; copy.line = nil; return copy })
        }
        // A writer keeps the last write's diagnostics and adds what finishing finds.
        let lastWrite = plain.diagnostics.count
        try plain.finish()

        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: options)
        let held = try #require(writer.heldRows)
        var warnings: [[Diagnostic]] = []
        for start in stride(from: 0, to: contacts.count, by: size) {
            let batchSink = ByteSink.memory()
            var encoder = held.encoding.makeEncoder(batchSink)
            for contact in contacts[start..<min(start + size, contacts.count)] {
                try encoder.write(contact)
                warnings.append(encoder.diagnostics)
            }
            try encoder.finish()
            try held.add(batch: batchSink.bytes)
        }
        #expect(held.batchCount == (contacts.count + size - 1) / size)
        try writer.finish()
        #expect(sink.bytes == plainSink.bytes)
        #expect(warnings == plainWarnings)
        #expect(writer.diagnostics.map(\.message) == plain.diagnostics.dropFirst(lastWrite).map(\.message))
        #expect(writer.diagnostics.contains { $0.message.contains("urn:uuid:missing") })
    }

    @Test func aBatchReadsBackAsWritten() throws {
        var batch = CSVRowBatch()
        let shapes = CSVRowShapes(layout: .generic)
        for person in Self.people {
            batch.totals.add(CSVRowBuffer.compose(person, key: person.uid, shapes: shapes, into: &batch.records))
        }
        batch.groups = [("Team", ["urn:uuid:uid-1", "ünïcödé"]), ("Empty", [])]
        let bytes = batch.encoded()
        let read = try #require(bytes.withUnsafeBytes { CSVRowBatch.decode($0) })
        #expect(read.totals.rowCount == Self.people.count)
        #expect(read.totals.maximumCounts == batch.totals.maximumCounts)
        #expect(read.totals.optionalFields == batch.totals.optionalFields)
        #expect(read.totals.extensionLookupCount == batch.totals.extensionLookupCount)
        #expect(read.totals.extensionColumns.map(\.name) == batch.totals.extensionColumns.map(\.name))
        #expect(read.totals.extensionColumns.map(\.title) == batch.totals.extensionColumns.map(\.title))
        #expect(read.groups.map(\.name) == ["Team", "Empty"])
        #expect(read.groups.map(\.members) == [["urn:uuid:uid-1", "ünïcödé"], []])
        #expect(Array(bytes[read.recordsStart...]) == batch.records)
    }

    /// Bytes that are not a batch, or a batch cut short, are an error, not rows.
    @Test(arguments: [0, 3, 10, 60, 100])
    func bytesThatAreNoBatchAreAnError(length: Int) throws {
        var batch = CSVRowBatch()
        batch.groups = [("A group with a long name to cut", ["member"])]
        let bytes = Array(batch.encoded().prefix(length))
        #expect(bytes.withUnsafeBytes { CSVRowBatch.decode($0) } == nil)
        let writer = CSVWriter(sink: ByteSink.memory(), options: CSVWriter.Options(layout: .google))
        let held = try #require(writer.heldRows)
        #expect(throws: CSVRowBatch.MalformedBatch.self) { try held.add(batch: bytes) }
        #expect(throws: CSVRowBatch.MalformedBatch.self) { try held.add(batch: Array("not a batch at all".utf8)) }
    }
}

/// The held rows are written at the end on several threads when the output says so
/// (``CSVHeldRows/finishingThreadCount``): the bytes and the warnings of one thread, rows in
/// memory or spooled to a temporary file, blocks of many rows.
@Suite struct CSVParallelFinishTests {
    static let people: [Contact] = (0..<3000).map { index in
        var person = Contact(givenName: "Given\(index)", familyName: index % 4 == 0 ? "Family, \(index)" : "Family\(index)")
        person.phoneNumbers = (0..<(index % 3)).map { LabeledValue(label: .work, value: "+1 201 555 \(1000 + $0)") }
        if index % 9 == 0 { person.note = "=SUM(A\(index))" }
        if index % 10 == 0 { person.note = "say \"hi\" to \(index)" }
        return person
    }

    static func write(layout: CSVLayout, threads: Int, memoryLimit: Int) throws -> (bytes: [UInt8], messages: [String]) {
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: layout), heldRowMemoryLimit: memoryLimit)
        let held = try #require(writer.heldRows)
        held.finishingThreadCount = threads
        for person in people { try writer.write(person) }
        let lastWrite = writer.diagnostics.count
        try writer.finish()
        return (sink.bytes, writer.diagnostics.dropFirst(lastWrite).map(\.message))
    }

    @Test(arguments: [CSVLayout.google, .outlook, .generic], [4 << 10, 4 << 20])
    func severalThreadsWriteWhatOneWrites(layout: CSVLayout, memoryLimit: Int) throws {
        let one = try Self.write(layout: layout, threads: 1, memoryLimit: memoryLimit)
        // One warning for each formula guarded: every ninth note, but every 90th (a quote).
        #expect(one.messages.count == 300)
        for threads in [2, 3] {
            let several = try Self.write(layout: layout, threads: threads, memoryLimit: memoryLimit)
            #expect(several.bytes == one.bytes, "\(threads) threads")
            #expect(several.messages == one.messages, "\(threads) threads")
        }
    }
}
