@testable import ContactFormats
import ContactModel
import Testing

/// The short paths of the property split against the general ones: a plain `type=…`
/// parameter against the same parameter with a space before its name (which the general
/// path reads), and a name packed with one load against the name looked up in the table.
@Suite struct VCardPropertySplitPathTests {
    /// A small deterministic generator (SplitMix64, the smoke tests'), so every run tests
    /// the same inputs.
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    static func parsed(_ line: [UInt8]) -> VCardProperty? {
        VCardProperty.parse(VCardLineReader.Line(bytes: line[...], number: 1))
    }

    /// Type values of every kind: common spellings in their three cases and near misses,
    /// `pref`, X- types, empty ones, white space at either end, escapes, carets, quotes,
    /// non-ASCII, eight and nine bytes, a trailing backslash.
    static let pieces = [
        "CELL", "cell", "Cell", "cElL", "CELLS", "CEL", "VOICE", "voice", "Voice", "HOME", "work", "Fax",
        "INTERNET", "internet", "Internet", "INTERNETS", "HOMEPAGE", "homepage", "HomePage", "X400",
        "x400", "IPHONE", "iPhone", "Iphone", "pref", "PREF", "Pref", "pReF", "PREFS", "x-main", "X-FOO",
        "X-", "x", "", " ", " HOME", "HOME ", "\tWORK", "WORK\t", " pref ", "a^nb", "^^", "Ｆax", "é",
        "CELL\\", "\\", "\"HOME\"", "\"a,b\"", "\"", "A1", "CELLCELL", "OTHERxyz", "oTHER", "12345678",
        "123456789", "=", "MSG", "msg", "car", "PCS", "bbs", "gif", "Png", "JPEG", "jpeg", "dom", "intl",
    ]

    /// A random `TEL;…:value` line of type parameters (plain, other names, nameless),
    /// lists with commas (escaped or not), and a value that may be empty, so some
    /// parameters end within eight bytes of the line's end.
    static func randomLine(_ generator: inout SeededGenerator, spaced: Bool) -> [UInt8] {
        var line = "TEL"
        let parameters = Int.random(in: 1...5, using: &generator)
        var spacedLine = "TEL"
        // After a quote the two lines are kept alike: quoted values run past `;`, so a space
        // added there would be part of a value.
        var quoted = false
        for _ in 0..<parameters {
            let kind = Int.random(in: 0..<10, using: &generator)
            if kind == 0 {
                let piece = pieces.randomElement(using: &generator)!
                if piece.contains("\"") { quoted = true }
                line += ";" + piece
                spacedLine += ";" + piece
                continue
            }
            if kind == 1 {
                line += ";X-P=v"
                spacedLine += ";X-P=v"
                continue
            }
            let name = ["type", "TYPE", "Type", "tYpE"].randomElement(using: &generator)!
            let count = Int.random(in: 1...10, using: &generator)
            var values: [String] = []
            for _ in 0..<count { values.append(pieces.randomElement(using: &generator)!) }
            let separator = Int.random(in: 0..<4, using: &generator) == 0 ? "\\," : ","
            let list = values.joined(separator: separator)
            if list.contains("\"") { quoted = true }
            line += ";" + name + "=" + list
            spacedLine += (quoted ? ";" : "; ") + name + "=" + list
        }
        let value = ["", "1", "+1 555 0100", "x"].randomElement(using: &generator)!
        return Array(((spaced ? spacedLine : line) + ":" + value).utf8)
    }

    /// Everything the split sets from the parameters.
    static func summary(_ property: VCardProperty?) -> String {
        guard let property else { return "no property" }
        return [
            "\(property.types)", "\(property.typeCodes == VCardProperty.typesSpelledOut)",
            "\(property.preference.map(String.init) ?? "-")", "\(property.namedExtensionTypes)",
            "\(property.otherParameters)", "\(property.encoding ?? "-")", property.name,
            String(decoding: property.value, as: UTF8.self),
        ].joined(separator: "|")
    }

    @Test func plainTypesReadAsTheGeneralPathReadsThem() {
        var generator = SeededGenerator(state: 32)
        var plain = 0
        for _ in 0..<4000 {
            let saved = generator
            let line = VCardPropertySplitPathTests.randomLine(&generator, spaced: false)
            generator = saved
            let spaced = VCardPropertySplitPathTests.randomLine(&generator, spaced: true)
            let fast = VCardPropertySplitPathTests.parsed(line)
            let general = VCardPropertySplitPathTests.parsed(spaced)
            #expect(
                VCardPropertySplitPathTests.summary(fast) == VCardPropertySplitPathTests.summary(general),
                "\(String(decoding: line, as: UTF8.self))")
            if fast?.typeCount ?? 0 > 0 { plain += 1 }
        }
        #expect(plain > 2000)
    }

    /// Fixed cases the random lines may miss, with what they give.
    @Test func plainTypesAtTheLineEnd() throws {
        let cases: [(String, [String], Int?)] = [
            ("TEL;type=CEL:", ["CEL"], nil),
            ("TEL;type=CELL:", ["CELL"], nil),
            ("TEL;type=pref:", [], 1),
            ("TEL;type=PREF;type=HOME:", ["HOME"], 1),
            ("TEL;type=x:", ["x"], nil),
            ("TEL;TYPE=HOME,WORK:", ["HOME", "WORK"], nil),
            ("TEL;TYPE=WORK\\,VOICE:1", ["WORK", "VOICE"], nil),
            ("TEL;TYPE=HOMEPAGE,homepage:1", ["HOMEPAGE", "homepage"], nil),
            ("TEL;TYPE=X400,x400,X400:1", ["X400", "x400", "X400"], nil),
            ("TEL;type=Iphone;type=iPhone:1", ["Iphone", "iPhone"], nil),
            ("TEL;type=:1", [], nil),
            ("TEL;type= CELL :1", ["CELL"], nil),
        ]
        for (line, types, preference) in cases {
            let property = try #require(VCardPropertySplitPathTests.parsed(Array(line.utf8)), "\(line)")
            #expect(property.types == types, "\(line)")
            #expect(property.preference == preference, "\(line)")
        }
        let x400 = try #require(VCardPropertySplitPathTests.parsed(Array("TEL;TYPE=X400:1".utf8)))
        #expect(x400.typeCodes == UInt64(VCardTypeSpellings.code(of: "X400")))
    }

    /// The name packed with one load from the line gives what the table gives for the name
    /// alone: every spelling with each byte changed to every value, before `;`, `:`, at the
    /// end of the line (no load), and after a group.
    @Test func namesFoundInTheLineAsInTheTable() {
        var checked = 0
        for spelling in VCardPropertyKindTests.spellings + ["REV", "X-FOO", "X-ABLABEL", "Q"] {
            let bytes = Array(spelling.utf8)
            for index in bytes.indices {
                for value in stride(from: 0, through: 255, by: 1) {
                    var name = bytes
                    name[index] = UInt8(value)
                    let expected = name.withUnsafeBufferPointer { VCardPropertyKind.recognize($0) }
                    for (before, after) in [([UInt8](), Array(";TYPE=HOME:1".utf8)), ([], [58]), ([], []),
                        (Array("item1.".utf8), Array(":value".utf8))]
                    {
                        let line = before + name + after
                        let found = line.withUnsafeBufferPointer {
                            VCardPropertyKind.recognize(in: $0, from: before.count, to: before.count + name.count)
                        }
                        if found?.kind != expected?.kind || found?.name != expected?.name {
                            Issue.record("\(line): \(found?.name ?? "nothing"), table \(expected?.name ?? "nothing")")
                        }
                        // The kind alone, as the split finds it (its names have no NUL).
                        if !name.contains(0) {
                            let kind = line.withUnsafeBufferPointer {
                                let end = before.count + name.count
                                return VCardPropertyKind.kind(
                                    in: $0, from: before.count, to: end,
                                    head: VCardPropertyKind.pack($0, before.count, end))
                            }
                            if kind != expected?.kind { Issue.record("\(line): kind \(String(describing: kind))") }
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 400_000)
    }

    /// Every name with a slot of its own in the switch, and `X-ABLabel`, is in the table with
    /// the same kind, in any case, before `:` and at the end of the line.
    @Test func everyCommonNameIsATableSpelling() {
        var common = 0
        for spelling in VCardPropertyKindTests.spellings where spelling.utf8.count <= 9 {
            for written in [spelling, spelling.lowercased(), String(spelling.prefix(1)) + spelling.dropFirst().lowercased()] {
                for after in [":", ""] {
                    let bytes = Array((written + after).utf8)
                    let count = spelling.utf8.count
                    let kind = bytes.withUnsafeBufferPointer {
                        VCardPropertyKind.kind(in: $0, from: 0, to: count, head: VCardPropertyKind.pack($0, 0, count))
                    }
                    let table = Array(written.utf8).withUnsafeBufferPointer { VCardPropertyKind.recognize($0) }
                    #expect(table?.name == spelling && kind == table?.kind, "\(written)")
                }
            }
            let packed = spelling.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            if spelling.utf8.count <= 8, VCardPropertyKind.common(packed) != nil { common += 1 }
        }
        #expect(common == 30)
    }
    /// The group and name as a byte-by-byte scan reads them: nil when the line is no
    /// property (no `;` or `:` after the name, an empty name or group, two groups, a byte a
    /// name cannot have).
    static func referenceName(_ line: [UInt8]) -> (group: String?, name: String)? {
        var group: String? = nil
        var nameStart = 0
        var index = 0
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ".") {
                if group != nil || index == nameStart { return nil }
                group = String(decoding: line[nameStart..<index], as: UTF8.self)
                nameStart = index + 1
            } else if !((65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte)
                || "-_/".utf8.contains(byte))
            {
                return nil
            }
            index += 1
        }
        guard index < line.count, index > nameStart else { return nil }
        let name = String(decoding: line[nameStart..<index].map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }, as: UTF8.self)
        return (group, name)
    }

    /// Names scanned eight bytes at a time against a scan of each byte: random names and
    /// groups of every length from bytes letters border on (`@`, `[`, `` ` ``, `{`), digits,
    /// `-`, `_`, `/`, dots, 8-bit bytes, NUL, space, ending in `;`, `:` or the line's end.
    @Test func namesScannedAsByteByByte() {
        let alphabet = Array("aZmAz09-_/.@[`{ ".utf8) + [0, 0xC3, 0xA9, 0x80, 0xFF, 0x7F, 0x60 + 0x80]
        var generator = SeededGenerator(state: 7)
        var properties = 0
        for round in 0..<20_000 {
            var line: [UInt8] = []
            let length = Int.random(in: 0...20, using: &generator)
            for _ in 0..<length {
                // Mostly letters, as names are.
                if Int.random(in: 0..<3, using: &generator) == 0 {
                    line.append(alphabet.randomElement(using: &generator)!)
                } else {
                    line.append(UInt8(ascii: "A") + UInt8.random(in: 0..<26, using: &generator) | (Bool.random(using: &generator) ? 0x20 : 0))
                }
            }
            switch round % 4 {
            case 0: line += Array(";TYPE=HOME:1".utf8)
            case 1: line += Array(":value".utf8)
            case 2: line += [UInt8(ascii: ":")]
            default: break
            }
            let expected = VCardPropertySplitPathTests.referenceName(line)
            let property = VCardPropertySplitPathTests.parsed(line)
            #expect(property?.group == expected?.group, "\(line)")
            #expect(property?.name == expected?.name, "\(line)")
            if let property {
                let table = Array(property.name.utf8).withUnsafeBufferPointer { VCardPropertyKind.recognize($0) }
                #expect(property.kind == table?.kind, "\(line)")
                properties += 1
            }
        }
        #expect(properties > 3000)
    }

    /// `BEGIN:VCARD` in two loads against the letters compared one by one: every byte of it
    /// changed to every value (the other case, the bit that folding hides, a colon's near
    /// misses, 8-bit bytes), and whole lines with white space or a byte-order mark, which
    /// the keyword scan still takes.
    @Test func plainBeginAsTheKeywordScan() {
        let begin = Array("BEGIN:VCARD".utf8)
        func expected(_ bytes: [UInt8]) -> Bool {
            bytes.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 } == begin
        }
        for index in begin.indices {
            for value in 0...255 {
                var bytes = begin
                bytes[index] = UInt8(value)
                #expect(VCardReader.isPlainBegin(bytes[...]) == expected(bytes), "\(bytes)")
                #expect(VCardReader.isBegin(bytes[...]) == expected(bytes), "\(bytes)")
            }
        }
        for line in ["begin:vcard", "Begin:VCard", "BEGIN : VCARD", " BEGIN:VCARD", "BEGIN:VCARD ", "\u{FEFF}BEGIN:VCARD"] {
            let bytes = Array(line.utf8)
            #expect(VCardReader.isBegin(bytes[...]), "\(line)")
        }
        for line in ["BEGIN:VCAR", "BEGIN:VCARDS", "BEGIN;VCARD", "BEGIN:VCALENDAR", "BDAY:2000"] {
            #expect(!VCardReader.isBegin(Array(line.utf8)[...]), "\(line)")
        }
        let inside = Array("xxBEGIN:VCARDxx".utf8)
        #expect(VCardReader.isPlainBegin(inside[2..<13]))
        #expect(!VCardReader.isPlainBegin(inside[1..<12]))
    }

    /// A line taken by the property (the reader's way) splits as a borrowed one does; a line
    /// that is no property leaves the whole line in the value, which the reader's warning
    /// quotes.
    @Test func takenLinesSplitAsBorrowedOnes() throws {
        var generator = SeededGenerator(state: 11)
        var lines = ["no colon here", "BAD NAME:x", ":value", "A.B.C:x", "N;P=\"open:x", "item1.TEL;type=CELL:1"]
        for _ in 0..<300 { lines.append(String(decoding: VCardPropertySplitPathTests.randomLine(&generator, spaced: false), as: UTF8.self)) }
        for text in lines {
            let line = VCardLineReader.Line(bytes: Array(text.utf8)[...], number: 7)
            var taken = VCardProperty(line: 7)
            let ok = taken.parse(taking: line)
            let borrowed = VCardProperty.parse(line)
            #expect(ok == (borrowed != nil), "\(text)")
            if ok {
                #expect(VCardPropertySplitPathTests.summary(taken) == VCardPropertySplitPathTests.summary(borrowed), "\(text)")
                #expect(taken.group == borrowed?.group && taken.kind == borrowed?.kind && taken.line == 7)
            } else {
                #expect(Array(taken.value) == Array(text.utf8), "\(text)")
            }
        }
        let long = "this line is no property and is longer than forty bytes"
        var reader = VCardReader(text: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\n" + long + "\r\nEND:VCARD\r\n")
        _ = try reader.next()
        let warning = try #require(reader.diagnostics.first { $0.code == .malformedLine })
        #expect(warning.line == 4)
        #expect(warning.message.contains("'" + String(long.prefix(40)) + "…'"))
    }

    /// Names longer than a small string (known and not, any case, with a group) and
    /// parameter lists mixing plain types with other parameters, in every order: the name,
    /// kind, types and other parameters come out as written; an unclosed quote after a plain
    /// type makes the line no property.
    @Test func longNamesAndMixedParameters() throws {
        let names = [
            ("X-ADDRESSBOOKSERVER-MEMBER", VCardPropertyKind.member), ("x-addressbookserver-kind", .kind),
            ("X-SOME-VERY-LONG-NAME-1", nil), ("X-ABLabel", .appleLabel), ("TEL", .tel),
        ]
        let parameters = ["type=WORK", "TYPE=voice,cell", "X-P=1", "PREF=1", "HOME", "type=pref"]
        for (name, kind) in names {
            for group in ["", "item2."] {
                for first in parameters {
                    for second in parameters {
                        let text = "\(group)\(name);\(first);\(second):v"
                        let property = try #require(VCardPropertySplitPathTests.parsed(Array(text.utf8)), "\(text)")
                        #expect(property.name == name.uppercased(), "\(text)")
                        #expect(property.kind == kind, "\(text)")
                        #expect(property.group == (group.isEmpty ? nil : "item2"), "\(text)")
                        #expect(Array(property.value) == Array("v".utf8), "\(text)")
                        let expectedTypes = [first, second].flatMap { parameter -> [String] in
                            if parameter == "HOME" { return ["HOME"] }
                            guard parameter.lowercased().hasPrefix("type="), parameter.lowercased() != "type=pref" else { return [] }
                            return parameter.dropFirst(5).split(separator: ",").map { $0.uppercased() }
                        }
                        #expect(property.types.map { $0.uppercased() } == expectedTypes, "\(text)")
                        #expect(property.otherParameters.map(\.name) == [first, second].filter { $0 == "X-P=1" }.map { _ in "X-P" }, "\(text)")
                    }
                }
            }
            #expect(VCardPropertySplitPathTests.parsed(Array("\(name);type=WORK;X-P=\"open:v".utf8)) == nil)
            #expect(VCardPropertySplitPathTests.parsed(Array("\(name);type=WORK;".utf8)) == nil)
        }
    }
}
