import Foundation
import Testing

/// Hostile text in contact data never reaches the terminal raw (issue 18, browsing item 6):
/// `list`, `show`, their `--search` and the `dedupe` cluster report (`--explain` on
/// standard error, `--dry-run` on standard output) print control characters, escape
/// sequences and bidirectional overrides as visible `\u{…}` escapes.
@Suite struct BrowsingTerminalSafetyTests {
    /// Characters a terminal acts on: C0 (line feed aside), DEL, C1 (`U+009B` is CSI), the
    /// bidirectional marks, embeddings, overrides and isolates, line and paragraph separators.
    static func isTerminalActive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
             0x2028, 0x2029:
            return true
        default: return false
        }
    }

    static let esc = "\u{1B}"
    /// Every field `show` prints carries an attack: colour and title escape sequences, a C1
    /// CSI, a bell, a right-to-left override and isolate, a NUL.
    static let hostileBook = [
        BrowsingCommandsTests.card(
            "3.0", "UID:evil-\(esc)[2J-1", "FN:Mallory \(esc)[31mRed\(esc)[0m", "N:Mallory\(esc)[31m;Eve\u{202E}gnp.exe;;;",
            "ORG:Acme\u{9B}31m Corp", "TITLE:Boss\u{7}", "NICKNAME:\(esc)]0;owned\u{7}",
            "TEL;TYPE=CELL:+1 555 0100\(esc)[1A", "EMAIL:eve\u{2066}@example.com",
            "ADR;TYPE=HOME:;;1 Main St\(esc)[K;Springfield;IL;62701;USA",
            "URL:https://example.com/\u{202D}x", "item1.X-ABRELATEDNAMES:Bob\(esc)[5m",
            "item1.X-ABLabel:fri\(esc)[7mend", "X-SOCIALPROFILE;TYPE=twitter:https://x.example/\(esc)[8m",
            "IMPP;X-SERVICE-TYPE=Skype:skype:eve\u{0}x", "NOTE:first\\nsecond\(esc)[H"),
        BrowsingCommandsTests.card(
            "3.0", "UID:evil-\(esc)[2J-2", "FN:Mallory \(esc)[31mRed\(esc)[0m", "N:Mallory\(esc)[31m;Eve\u{202E}gnp.exe;;;",
            "TEL;TYPE=CELL:+1 555 0100\(esc)[1A", "EMAIL:eve\u{2066}@example.com"),
        BrowsingCommandsTests.card(
            "4.0", "KIND:group", "FN:Group\(esc)[31m", "MEMBER:urn:uuid:\(esc)[2Jgone", "MEMBER:evil-\(esc)[2J-1"),
    ].joined()

    static func check(_ text: String, _ context: String) {
        let active = text.unicodeScalars.filter(isTerminalActive)
        #expect(active.isEmpty, "\(context): \(active.map { String($0.value, radix: 16) })")
        #expect(text.contains("\\u{1B}"), "\(context): the hostile values are printed, escaped")
    }

    @Test(arguments: [
        ["list"], ["show"], ["list", "--search", "mallory"], ["show", "--search", "mallory"],
        ["show", "--search", "group"], ["list", "--locale", "ja"], ["show", "--locale", "zh"],
    ])
    func listAndShowPrintNoTerminalActiveCharacter(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(arguments + ["--quiet"], in: directory.url, input: Self.hostileBook)
        #expect(result.status == 0)
        Self.check(result.standardOutput, arguments.joined(separator: " "))
        #expect(!result.standardError.unicodeScalars.contains(where: Self.isTerminalActive))
    }

    @Test func showEscapesEveryField() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["show", "--quiet"], in: directory.url, input: Self.hostileBook)
        for visible in [
            "+1 555 0100\\u{1B}[1A", "eve\\u{2066}@example.com", "1 Main St\\u{1B}[K", "Bob\\u{1B}[5m",
            "fri\\u{1B}[7mend", "Acme\\u{9B}31m Corp", "Boss\\u{7}", "\\u{1B}]0;owned\\u{7}", "second\\u{1B}[H",
            "https://example.com/\\u{202D}x", "Eve\\u{202E}gnp.exe", "urn:uuid:\\u{1B}[2Jgone",
        ] {
            #expect(result.standardOutput.contains(visible), "\(visible)")
        }
    }

    @Test(arguments: [["dedupe", "--explain"], ["dedupe", "--dry-run"]])
    func theClusterReportPrintsNoTerminalActiveCharacter(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(arguments + ["--region", "US"], in: directory.url, input: Self.hostileBook)
        #expect(result.status == 0)
        let report = arguments.contains("--explain") ? result.standardError : result.standardOutput
        #expect(report.contains(arguments.contains("--explain") ? "cluster 1: 2 records" : "(cluster 1): 2 records"))
        Self.check(report, arguments.joined(separator: " "))
    }
}
