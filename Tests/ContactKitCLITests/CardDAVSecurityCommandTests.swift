import ContactTestSupport
import Foundation
import Testing

/// Issue 28's small ones at the command line: a URL holding a password is never echoed,
/// whatever is wrong with it.
struct CardDAVSecurityCommandTests {
    @Test(arguments: [
        ["pull", "jane:SECRETPW@dav.example.com/"], ["pull", "ftp://jane:SECRETPW@dav.example.com/"],
        ["address-books", "jane:SECRETPW@dav.example.com"], ["push", "-", "mailto://jane:SECRETPW@x/"],
        ["pull", "https://jane:SECRETPW@dav.example.com/"],
    ])
    func aURLWithAPasswordIsNeverEchoed(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(arguments, in: directory.url, environment: ["HOME": directory.url.path])
        #expect(result.status == 64)
        #expect(!result.standardError.contains("SECRETPW") && !result.standardOutput.contains("SECRETPW"), "\(result.standardError)")
    }

    @Test func allowHostNeedsAHostName() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["pull", "https://dav.example.com/", "--allow-host", "evil/x"], in: directory.url,
            environment: ["HOME": directory.url.path])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--allow-host needs a host name"))
    }
}
