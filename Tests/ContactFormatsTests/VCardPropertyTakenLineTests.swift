@testable import ContactFormats
import Testing

/// `VCardProperty(taking:)` and `parseTakenLine()`, which the reader uses to make and split
/// each property in place in its array, split a line as `parse(taking:)` splits it into an
/// empty property: the same parts, the value the part after the colon (a slice of the
/// line's own storage), the whole line when it is no property.
@Suite struct VCardPropertyTakenLineTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    @Test func takenInPlaceAsIntoAnEmptyProperty() {
        var generator = SeededGenerator(state: 12)
        var lines = [
            "no colon here", "BAD NAME:x", ":value", "A.B.C:x", "N;P=\"open:x", "item1.TEL;type=CELL:1", "",
            "X:", "TEL;TYPE=HOME,WORK;PREF=1:+1 555", "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:a=3Db",
            "FN:Zoë", "PHOTO;ENCODING=b;TYPE=JPEG:AAAA", "item2.X-ABLABEL:_$!<Other>!$_", "a.b:c:d",
        ]
        for _ in 0..<400 {
            lines.append(String(decoding: VCardPropertySplitPathTests.randomLine(&generator, spaced: false), as: UTF8.self))
        }
        for text in lines {
            // In a buffer of other lines, as the reader's lines are.
            let buffer = Array("X-BEFORE:1\r\n\(text)\r\nX-AFTER:2".utf8)
            let start = 12
            let line = VCardLineReader.Line(bytes: buffer[start..<(start + text.utf8.count)], number: 9)
            var expected = VCardProperty(line: 9)
            let expectedOK = expected.parse(taking: line)
            var taken = VCardProperty(taking: line)
            let ok = taken.parseTakenLine()
            #expect(ok == expectedOK, "\(text)")
            #expect(taken.line == 9)
            #expect(taken.value == expected.value, "\(text)")
            #expect(taken.value.startIndex == expected.value.startIndex, "\(text)")
            if ok {
                #expect(VCardPropertySplitPathTests.summary(taken) == VCardPropertySplitPathTests.summary(expected), "\(text)")
                #expect(taken.group == expected.group && taken.kind == expected.kind && taken.name == expected.name)
                #expect(taken.hasEightBitBytes == expected.hasEightBitBytes)
            } else {
                #expect(Array(taken.value) == Array(text.utf8), "\(text)")
            }
        }
    }
}
