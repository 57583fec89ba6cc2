@testable import ContactFormats
import ContactModel
import ContactSupport
import Testing

/// `Base64.measureReportingDefect` (`Base64+Measuring`) gives what the decoder gives, less
/// the bytes: their count, the same defect, and nil for the same inputs; and a reader that
/// only checks its cards measures photos and reports what a full read reports.
@Suite struct Base64MeasuringTests {
    /// Whether measuring `text` agrees with decoding it.
    static func agrees(_ text: [UInt8]) -> Bool {
        let decoded = Base64.decodeReportingDefect(text[...])
        let measured = Base64.measureReportingDefect(text[...])
        guard let decoded else { return measured == nil }
        guard let measured else { return false }
        return measured.count == decoded.bytes.count && measured.defect == decoded.defect
    }

    /// A generator of the same numbers on every run.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func writtenCasesAgree() {
        let cases = [
            "", "Q", "QQ", "QUI", "QUJD", "QUJDRA", "QUJDRA==", "QUJDREU=", "QUJDREVG", "QQ==", "QQ=", "QQ===", "QUJD=",
            "QUJD====", "====", "=", "QU JD", "QUJD\r\n RA==", "\tQUJDREVG\t", "QUJD RA= =", "QUJD=RA==", "QU=JD",
            "QUJ!", "QUJDREVGR0hJSktM", "QUJDREVGR0hJSktMTU5PUA==", "QUJDREVGR0hJSktMTU5PUA", "QUJDREVGR0hJSktMTU5PUQ",
            "QUJDREVGR0hJSktMTU5PU", "-_-_-_-_", "+/+/+/+/+/+/", "QUJDREVG\u{00E9}R0hJ", "QUJDREVGR0hJ\u{0000}",
            "/9j/4AAQSkZJRgABAQEASABIAABDgX+UdpZmIwKn8peXdAgg", "iVBORw0KGgoAAAANSUhEUgAA", "iVBORw0KGgoAAAANSUhEUgA",
            "iVBORw0KGgoAAAANSUhEUgAAQ", "iVBORw0KGgoAAAANSUhEUgAA==",
        ]
        for text in cases {
            #expect(Self.agrees(Array(text.utf8)), "\(text)")
        }
        #expect(Base64.measureReportingDefect(Array("QUJDRA".utf8)[...])?.count == 4)
        #expect(Base64.measureReportingDefect(Array("QUJDRA".utf8)[...])?.defect == .missingPadding)
        #expect(Base64.measureReportingDefect(Array("QUJD!".utf8)[...]) == nil)
    }

    /// Encodings of bytes of every length up to 64, then edited at random: white space put
    /// in, characters dropped, padding added, bytes replaced by any byte.
    @Test func editedEncodingsAgree() {
        var numbers = Numbers(state: 32)
        var invalid = 0
        var defective = 0
        for round in 0..<4000 {
            let length = round % 65
            var text = Base64.encode((0..<length).map { _ in UInt8(numbers.next(256)) })
            for _ in 0..<numbers.next(4) {
                let place = numbers.next(text.count + 1)
                switch numbers.next(5) {
                case 0: text.insert([32, 9, 10, 13][numbers.next(4)], at: place)
                case 1: if place < text.count { text.remove(at: place) }
                case 2: text.insert(UInt8(ascii: "="), at: place)
                case 3: if place < text.count { text[place] = UInt8(numbers.next(256)) }
                default: text.append(contentsOf: Array("QUJD".utf8).prefix(numbers.next(5)))
                }
            }
            #expect(Self.agrees(text), "\(text)")
            switch Base64.measureReportingDefect(text[...]) {
            case nil: invalid += 1
            case let (_, defect)?: if defect != nil { defective += 1 }
            }
        }
        // The edits reached every outcome.
        #expect(invalid > 100 && defective > 100)
    }

    /// A reader that only checks measures its photos: it reports what a full read reports
    /// (limits, cut-short data, data that does not decode, a second photo), and its contact's
    /// image is empty where the full read's holds the bytes.
    @Test func aCheckingReaderReportsWhatAFullReadReports() throws {
        let text = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:One", "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgAA",
            "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgA", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:Two", "PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgA", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:Three", "PHOTO;ENCODING=b:iVBORw0K!GgoAAAANSUhEUgAA", "END:VCARD",
            "BEGIN:VCARD", "VERSION:4.0", "FN:Four", "PHOTO:data:image/png;base64,iVBORw0KGgoAAAANSUhEUgA", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:Five", "PHOTO;ENCODING=b;TYPE=JPEG:" + String(repeating: "QUJD", count: 40),
            "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:Six", "PHOTO;ENCODING=b:====", "END:VCARD",
        ].joined(separator: "\r\n") + "\r\n"
        var limits = ReadLimits.standard
        limits.maximumBinarySize = 100
        var full = VCardReader(input: MemoryInput(Array(text.utf8)), limits: limits)
        var checking = VCardReader(input: MemoryInput(Array(text.utf8)), limits: limits)
        checking.checksOnly = true
        var codes: [Diagnostic.Code] = []
        var images: [([UInt8]?, [UInt8]?)] = []
        var contact = Contact.empty
        while let next = try full.next() {
            #expect(try checking.next(into: &contact))
            #expect(checking.diagnostics == full.diagnostics)
            codes += full.diagnostics.map(\.code)
            images.append((next.imageBytes, contact.imageBytes))
        }
        #expect(try !checking.next(into: &contact))
        for code: Diagnostic.Code in [.truncatedBase64, .invalidBase64, .limitExceeded] {
            #expect(codes.contains(code), "\(code)")
        }
        #expect(images.map { $0.0?.count } == [18, 17, nil, 17, nil, nil])
        #expect(images.map { $0.1 } == [[], [], nil, [], nil, nil])
    }
}
