import Foundation
import Testing

@testable import ContactSync

/// The streaming parser reads the same events whatever the chunks, and bounds what it holds.
struct XMLStreamParserTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE d:multistatus [<!ENTITY big "x">]>\
        <d:multistatus xmlns:d="DAV:" xmlns:C='urn:ietf:params:xml:ns:carddav'><!-- a comment > with -- marks -->\
        <d:response><d:href>/book/a%20b.vcf</d:href><d:propstat><d:prop><C:address-data>BEGIN:VCARD&#13;
        FN:A &amp; B &lt;&#x263A;&gt; &quot;&apos;&big;<![CDATA[<raw> &amp;]]>
        END:VCARD</C:address-data></d:prop></d:propstat></d:response><?pi data?></d:multistatus>
        """

    static func events(_ chunks: [[UInt8]]) throws -> [String] {
        var parser = XMLStreamParser()
        var events: [String] = []
        let record: (XMLStreamParser.Event) -> Void = { event in
            switch event {
            case .start(let name, _): events.append("<\(name.namespace ?? "-") \(name.local)>")
            case .end(let name): events.append("</\(name.local)>")
            case .text(let text): events.append(text)
            }
        }
        for chunk in chunks { try parser.feed(chunk, record) }
        try parser.finish(record)
        #expect(parser.unresolvedEntities == ["big"])
        return events
    }

    @Test func everyChunkingGivesTheSameEvents() throws {
        let bytes = Array(Self.document.utf8)
        let whole = try Self.events([bytes])
        #expect(whole.contains("<DAV: multistatus>"))
        #expect(whole.contains("<urn:ietf:params:xml:ns:carddav address-data>"))
        #expect(whole.contains("BEGIN:VCARD\r\nFN:A & B <☺> \"'&big;<raw> &amp;\nEND:VCARD"))
        #expect(whole.contains("/book/a%20b.vcf"))
        #expect(try Self.events(bytes.map { [$0] }) == whole)
        for size in [2, 3, 7, 64] {
            let chunks = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min(bytes.count, $0 + size)]) }
            #expect(try Self.events(chunks) == whole, "chunks of \(size)")
        }
    }

    @Test(arguments: [
        ("<a><b></a>", "closes no open element"),
        ("<a>", "still open"),
        ("<a x='1' x2=\"2\"/>trailing", "text after the end"),
        ("\u{FEFF}", "no XML element"),
        ("<?xml version='1.0' encoding='ISO-8859-1'?><a/>", "only UTF-8"),
        ("<a b></a>", "without a value"),
    ])
    func malformedAnswersFail(text: String, reason: String) {
        var parser = XMLStreamParser()
        let error = #expect(throws: XMLStreamParser.Failure.self) {
            try parser.feed(Array(text.utf8)) { _ in }
            try parser.finish { _ in }
        }
        #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")")
    }

    @Test func countsAreBounded() {
        var limits = XMLStreamParser.Limits()
        limits.maximumTextBytes = 10
        var parser = XMLStreamParser(limits: limits)
        let error = #expect(throws: XMLStreamParser.Failure.self) {
            try parser.feed(Array("<a>0123456789A</a>".utf8)) { _ in }
        }
        #expect(error?.isTextTooLarge == true)
        var deep = XMLStreamParser()
        #expect(throws: XMLStreamParser.Failure.self) {
            try deep.feed(Array(String(repeating: "<a>", count: 300).utf8)) { _ in }
        }
        var wide = XMLStreamParser()
        let attributes = (0..<65).map { "a\($0)='1'" }.joined(separator: " ")
        #expect(throws: XMLStreamParser.Failure.self) { try wide.feed(Array("<a \(attributes)/>".utf8)) { _ in } }
    }

    @Test func aMultistatusIsHandedOverOneResponseAtATime() throws {
        var seen: [String] = []
        var reader = DAVMultistatusReader(limits: XMLStreamParser.Limits()) { seen.append($0.href) }
        try reader.feed(Array("<multistatus xmlns='DAV:'><response><href>/a</href></response>".utf8))
        #expect(seen == ["/a"])
        try reader.feed(Array("<response><href>/b</href></response><sync-token>t2</sync-token></multistatus>".utf8))
        #expect(seen == ["/a", "/b"])
        #expect(try reader.finish().syncToken == "t2")
    }
}
