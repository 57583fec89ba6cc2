import ContactFormats
import ContactModel
import Foundation

extension Fixtures {
    /// The CSV fixture files, by name (`google-contacts.csv`), sorted.
    public static var csvFileNames: [String] {
        let folder = root.appendingPathComponent("csv")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".csv") }.sorted()
    }

    /// Every contact and diagnostic a reader gives.
    public static func readAll(_ reader: inout some ContactReader) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        var contacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        while let contact = try reader.next() {
            contacts.append(contact)
            diagnostics += reader.diagnostics
        }
        diagnostics += reader.diagnostics
        return (contacts, diagnostics)
    }

    /// Every contact and diagnostic of a CSV input.
    public static func readCSV(_ bytes: [UInt8], options: CSVReader.Options = CSVReader.Options()) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        var reader = CSVReader(input: MemoryInput(bytes), options: options)
        return try readAll(&reader)
    }

    /// Writes contacts with any writer made from a sink, and returns the bytes and the
    /// diagnostics of every write.
    public static func write(
        _ contacts: [Contact], with makeWriter: (ByteSink) -> any ContactWriter
    ) throws -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let sink = ByteSink.memory()
        var writer = makeWriter(sink)
        var diagnostics: [Diagnostic] = []
        for contact in contacts {
            try writer.write(contact)
            diagnostics += writer.diagnostics
        }
        let lastWrite = writer.diagnostics
        try writer.finish()
        // finish() keeps the last write's diagnostics and may add its own.
        diagnostics += writer.diagnostics.dropFirst(lastWrite.count)
        return (sink.bytes, diagnostics)
    }

    /// Writes then reads contacts through one format.
    public static func roundTrip(_ contacts: [Contact], through format: ContactFormat) throws -> [Contact] {
        let bytes = try write(contacts) { format.makeWriter($0) }.bytes
        var reader = format.makeReader(MemoryInput(bytes))
        var result: [Contact] = []
        while let contact = try reader.next() { result.append(contact) }
        return result
    }
}
