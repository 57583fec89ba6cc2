import ContactSupport
import ContactSync

/// `contactkit-dav`: the CardDAV helper of `contactkit`.
///
/// `contactkit pull`, `push`, `sync` and `address-books` start it (`contactkit-dav --serve`)
/// and hand it each HTTP exchange through two pipes; it alone links FoundationNetworking and
/// libcurl, so the other commands of `contactkit` start without loading them. It is not meant
/// to be run by hand: `--help` says what it is, `--version` its version.
@main
struct DAVHelperTool {
    static let help = """
        contactkit-dav \(ToolVersion.current): the CardDAV helper of contactkit.

        contactkit pull, push, sync and address-books run this program to talk to the
        server: contactkit reads and writes the files, contactkit-dav makes the HTTP
        requests (it alone links the networking libraries, so the other commands of
        contactkit start without loading them). It speaks a private protocol on its
        standard input and output, and receives credentials only through it, never on
        its command line. Run the contactkit commands instead:

          contactkit pull --help

        contactkit looks for contactkit-dav beside its own executable, then on PATH;
        both come from the same build (swift build builds both) and must be the same
        version (\(ToolVersion.current)).

        USAGE: contactkit-dav --serve | --help | --version

        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "--serve" where arguments.count == 1:
            signal(SIGPIPE, SIG_IGN)  // a tool that is gone shows up as EPIPE: end quietly
            exit(HelperServer(channel: HelperChannel(input: 0, output: 1)).run())
        case "-h", "--help", "help":
            print(help, terminator: "")
            exit(0)
        case "--version":
            print("contactkit-dav \(ToolVersion.current)")
            exit(0)
        default:
            var message = "contactkit-dav: error: this is contactkit's CardDAV helper, run by contactkit pull, push,\n"
            message += "sync and address-books; run those instead (contactkit-dav --help says more)\n"
            _ = message.utf8CString.withUnsafeBytes { systemWrite(2, $0.baseAddress!, $0.count - 1) }
            exit(64)
        }
    }
}
