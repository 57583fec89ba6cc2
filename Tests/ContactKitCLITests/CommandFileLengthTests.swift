import Foundation
import Testing

/// Issue 31: commands are thin adapters that parse options and call the library, "about 120
/// lines each at most". A command's options, help text and helpers live in
/// `XCommand+Concern.swift` files beside it; this keeps each `XCommand.swift` itself short.
/// Before the split, format (246), phones (225), push (192) and list (136) were over.
@Suite struct CommandFileLengthTests {
    static let commands = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ContactKitCLI/Commands")

    /// "About 120": push's `run` is one sequence of steps (plan, send, report) at 129 lines.
    static let limit = 130

    @Test func everyCommandFileIsShort() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.commands.path).filter { $0.hasSuffix("Command.swift") }
        #expect(names.count >= 15)
        for name in names {
            let text = try String(contentsOf: Self.commands.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            #expect(lines <= Self.limit, "\(name) has \(lines) lines")
        }
    }
}
