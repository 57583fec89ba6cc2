import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// RFC 9554's two new components of `N`, the secondary surname and the generation: read in
/// every version, written as seven components in 4.0 and as five plus X- properties in 3.0
/// and 2.1, with the copies RFC 9554 asks for in the older components; carried by jCard,
/// NDJSON and CSV.
@Suite struct SecondarySurnameTests {
    static let pablo = Contact(
        formattedName: "Pablo Pérez Gómez", namePrefix: "Sr.", givenName: "Pablo", familyName: "Pérez",
        secondaryFamilyName: "Gómez", nameGeneration: "Jr.")

    func card(_ version: String, _ lines: String...) -> [UInt8] {
        Array((["BEGIN:VCARD", "VERSION:" + version, "FN:Pablo Pérez Gómez"] + lines + ["END:VCARD", ""])
            .joined(separator: "\r\n").utf8)
    }

    func write(_ contacts: [Contact], _ version: VCardVersion) throws -> (lines: [String], diagnostics: [Diagnostic]) {
        let (bytes, diagnostics) = try Fixtures.write(contacts) { VCardWriter(version: version, sink: $0) }
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
        return (text.components(separatedBy: "\r\n"), diagnostics)
    }

    @Test func sevenComponentsAreReadAndWrittenBackWithoutAFalseRepeat() throws {
        let (contacts, diagnostics) = try Fixtures.readAll(card("4.0", "N:Pérez;Pablo;;Sr.;;Gómez;Jr."))
        #expect(contacts == [Self.pablo])
        #expect(diagnostics.isEmpty)
        let (lines, written) = try write(contacts, .v4_0)
        #expect(lines.contains("N:Pérez,Gómez;Pablo;;Sr.;Jr.;Gómez;Jr."))
        #expect(!lines.contains { $0.hasPrefix("X-EXTRA-N") || $0.hasPrefix("X-SECONDARY") })
        #expect(!written.contains { $0.code == .repeatedProperty })
    }

    @Test func theCopiesRFC9554AsksForAreTakenOutAgain() throws {
        let read = try Fixtures.readAll(card("4.0", "N:Pérez,Gómez;Pablo;;Sr.;PhD,Jr.;Gómez;Jr.")).contacts
        #expect(read.first?.familyName == "Pérez")
        #expect(read.first?.secondaryFamilyName == "Gómez")
        #expect(read.first?.nameSuffix == "PhD")
        #expect(read.first?.nameGeneration == "Jr.")
        // A family name that is the second surname alone is a name of its own (García García).
        let garcia = try Fixtures.readAll(card("4.0", "N:García;Ana;;;Jr.;García;Jr.")).contacts
        #expect(garcia.first?.familyName == "García")
        #expect(garcia.first?.secondaryFamilyName == "García")
        #expect(garcia.first?.nameSuffix == "")
    }

    @Test(arguments: ["3.0", "2.1"])
    func aSevenComponentNameInAnOlderVersionIsRead(_ version: String) throws {
        let (contacts, diagnostics) = try Fixtures.readAll(card(version, "N:Pérez;Pablo;;Sr.;;Gómez;Jr."))
        #expect(contacts == [Self.pablo])
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [VCardVersion.v3_0, .v2_1])
    func olderVersionsKeepThePartsInXPropertiesWithAWarning(_ version: VCardVersion) throws {
        let (lines, diagnostics) = try write([Self.pablo], version)
        #expect(lines.contains("N:Pérez,Gómez;Pablo;;Sr.;Jr.") || lines.contains { $0.hasPrefix("N;") })
        #expect(lines.contains { $0.hasPrefix("X-SECONDARY-SURNAME") && $0.hasSuffix(version == .v2_1 ? "G=C3=B3mez" : ":Gómez") })
        #expect(lines.contains("X-NAME-GENERATION:Jr."))
        #expect(diagnostics.filter { $0.code == .lossyMapping && $0.property == "N" }.count == 2)
    }

    @Test(arguments: [VCardVersion.v3_0, .v2_1])
    func fourThroughAnOlderVersionIsLossless(_ version: VCardVersion) throws {
        var credentials = Self.pablo
        credentials.nameSuffix = "PhD"
        let onlySecond = Contact(formattedName: "Ana Gómez", givenName: "Ana", secondaryFamilyName: "Gómez")
        let twice = Contact(formattedName: "Ana García García", givenName: "Ana", familyName: "García", secondaryFamilyName: "García")
        for contact in [Self.pablo, credentials, onlySecond, twice] {
            let back = try RoundTrip.through(.v4_0, try RoundTrip.through(version, [contact]))
            #expect(back == [contact])
        }
    }

    @Test func aContactWithoutThemKeepsFiveComponents() throws {
        let (lines, diagnostics) = try write([Contact(givenName: "Jo", familyName: "Doe", nameSuffix: "Jr.")], .v4_0)
        #expect(lines.contains("N:Doe;Jo;;;Jr."))
        #expect(diagnostics.isEmpty)
    }

    @Test func aCompanionThatDisagreesWithNIsKept() throws {
        let contacts = try Fixtures.readAll(card("3.0", "N:Pérez;Pablo;;;;Gómez;", "X-SECONDARY-SURNAME:Gil")).contacts
        #expect(contacts.first?.secondaryFamilyName == "Gómez")
        #expect(contacts.first?.extensions.map(\.value) == ["Gil"])
    }

    @Test func jCardCarriesSevenComponents() throws {
        let bytes = try Fixtures.write([Self.pablo]) { ContactFormat.jCard.makeWriter($0) }.bytes
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"["n",{},"text",[["Pérez","Gómez"],"Pablo","","Sr.","Jr.","Gómez","Jr."]]"#))
        #expect(try Fixtures.roundTrip([Self.pablo], through: .jCard) == [Self.pablo])
    }

    @Test func ndjsonWritesTheKeysOnlyWhenFilled() throws {
        let bytes = try Fixtures.write([Self.pablo, Contact(givenName: "Jo")]) { NDJSONWriter(sink: $0) }.bytes
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(lines[0].contains(#""familyName":"Pérez","secondaryFamilyName":"Gómez","previousFamilyName":"""#))
        #expect(lines[0].contains(#""nameSuffix":"","nameGeneration":"Jr.","nickname""#))
        #expect(!lines[1].contains("secondaryFamilyName") && !lines[1].contains("nameGeneration"))
        #expect(try Fixtures.roundTrip([Self.pablo], through: .ndjson) == [Self.pablo])
    }

    @Test func genericCSVHasTheColumnsOnlyWhenAContactFillsThem() throws {
        let plain = try Fixtures.write([Contact(givenName: "Jo")]) { CSVWriter(sink: $0) }.bytes
        #expect(!String(decoding: plain, as: UTF8.self).contains("secondaryFamilyName"))
        let bytes = try Fixtures.write([Contact(givenName: "Jo"), Self.pablo]) { CSVWriter(sink: $0) }.bytes
        let header = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n").first ?? ""
        #expect(header.contains("familyName,secondaryFamilyName,previousFamilyName,nameSuffix,nameGeneration,"))
        let back = try Fixtures.readCSV(bytes).contacts
        #expect(back.last?.secondaryFamilyName == "Gómez" && back.last?.nameGeneration == "Jr.")
    }

    @Test func layoutsWithoutAColumnPutThemInTheFamilyNameAndSuffixWithAWarning() throws {
        let options = CSVWriter.Options(layout: .google)
        let (bytes, diagnostics) = try Fixtures.write([Self.pablo]) { CSVWriter(sink: $0, options: options) }
        let back = try Fixtures.readCSV(bytes).contacts
        #expect(back.first?.familyName == "Pérez Gómez")
        #expect(back.first?.nameSuffix == "Jr.")
        #expect(Set(diagnostics.filter { $0.code == .fieldLeftOut }.compactMap(\.property)) == ["secondaryFamilyName", "nameGeneration"])
    }

    @Test func fieldPathsAndSpreadsheetHeadersName() throws {
        #expect(CSVField(path: "secondaryFamilyName") == .text(.secondaryFamilyName))
        #expect(CSVField(path: "nameGeneration") == .text(.nameGeneration))
        let csv = "First Name,Last Name,Segundo Apellido,Generation\r\nPablo,Pérez,Gómez,Jr.\r\n"
        let contact = try #require(try Fixtures.readCSV(Array(csv.utf8)).contacts.first)
        #expect(contact.familyName == "Pérez" && contact.secondaryFamilyName == "Gómez" && contact.nameGeneration == "Jr.")
    }
}
