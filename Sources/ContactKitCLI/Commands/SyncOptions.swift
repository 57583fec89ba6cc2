import ContactSync
import Foundation

/// The options and the connection setup the CardDAV commands (`pull`, `push`,
/// `address-books`) share.
enum SyncOptions {
    static let user = OptionDefinition.value(
        "user", short: "u", valueName: "NAME",
        help: "User name for the server (else the one in the URL, else ~/.netrc's login).")
    static let addressBook = OptionDefinition.value(
        "address-book", valueName: "NAME",
        help: "The address book to use, by display name or by the last part of its\n"
            + "path, when the account has several (see contactkit address-books).")
    static let state = OptionDefinition.value(
        "state", valueName: "FILE",
        help: "The sync state file (href, UID, ETag of each card). Default: beside pull's\n"
            + "output or push's input (FILE.sync.json; DIR/.contactkit-sync.json for a vdir).")
    static let timeout = OptionDefinition.value(
        "timeout", valueName: "SECONDS",
        help: "How long one request may take, its redirects and its whole answer\n"
            + "included, however slowly the answer trickles in (default 60).")
    static let allowHost = OptionDefinition.value(
        "allow-host", valueName: "HOST",
        help: "Let redirects and the server's hrefs lead to HOST too (repeatable). Without\n"
            + "it, the password goes only to the URL's scheme, host and port, and to https\n"
            + "hosts of the same registrable domain (iCloud's pNN-contacts.icloud.com).")
    static let maximumResponseSize = OptionDefinition.value(
        "max-response-size", valueName: "BYTES",
        help: "Largest answer read from the server; a larger one ends the command\n"
            + "(response-too-large). Default 32M for listings, 1G for a first pull's\n"
            + "whole-book report (cut there, the book is read with multigets instead),\n"
            + "64M for a multiget of cards (one over it is asked for again in halves), 8M\n"
            + "for one card, 64K for one href or name of a listing; given, it sets all.")
    static let jobs = OptionDefinition.value(
        "jobs", short: "j", valueName: "N",
        help: "Send up to N requests at once, each on its own connection (default 4,\n"
            + "at most 16).")

    /// The options every CardDAV command takes.
    static let connection: [OptionDefinition] = [user, timeout, maximumResponseSize, allowHost, .quiet]

    /// The `AUTHENTICATION:` and `HELPER:` paragraphs of `--help`.
    static let authenticationHelp = """
        AUTHENTICATION:
          HTTP Basic, over https:// or http://. The user name comes from --user,
          else from the URL (https://NAME@host/), else from ~/.netrc. The password
          comes from the CONTACTKIT_PASSWORD environment variable, else from the
          ~/.netrc entry of the host ("machine HOST login NAME password SECRET");
          never from the command line, and it is never printed. A refused login
          ends with exit status 77; a server that cannot be reached or that drops
          the connection, with 69. Answers 429 and 503 are retried with backoff.
          The password goes only to the URL's scheme, host and port: a redirect
          elsewhere (another host or port, https down to http, anything but http
          and https) is refused with exit status 69 (redirect-refused), and so is
          a principal, home or card href elsewhere (foreign-href), unless
          --allow-host names the host or it is https on the same registrable
          domain. Plain http to a host other than this machine is warned about
          once (insecure-http). Answers are asked for uncompressed; a compressed
          one is refused.

        HELPER:
          The HTTP requests are made by contactkit-dav, the CardDAV helper installed
          beside contactkit (else found on PATH; both come from the same build and
          must be the same version). It gets the password through a pipe, never on
          its command line. Without it, or when it stops part way, the command ends
          with exit status 69 and leaves its output as it was.
        """

    /// A client for `url` with the user, password and timeout of the command line and the
    /// environment, whose exchanges go through the CardDAV helper (``DAVHelper``). Fails with a
    /// usage error for a bad URL or timeout, or a URL with a password; with exit status 69 when
    /// the helper is missing, of another version, or does not start.
    static func client(
        for url: URL, arguments: ParsedArguments, command: String
    ) throws(CommandFailure) -> CardDAVClient {
        var configuration = CardDAVClient.Configuration()
        configuration.watchesProcessMemory = true  // one exchange at a time
        if let text = arguments.value(timeout) {
            guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                throw .usage("--timeout needs a number of seconds above 0, not '\(text)'", command: command)
            }
            configuration.timeout = seconds
        }
        if let text = arguments.value(maximumResponseSize) {
            let bytes = try LimitOptions.parseSize(text, option: "max-response-size", command: command)
            configuration.maximumListingSize = bytes
            configuration.maximumCardsSize = bytes
            configuration.maximumBookSize = bytes
            configuration.maximumCardSize = bytes
            configuration.maximumListingTextSize = bytes
        }
        if let text = arguments.value(jobs) {
            guard let count = Int(text), (1...16).contains(count) else {
                throw .usage("--jobs needs a number from 1 to 16, not '\(text)'", command: command)
            }
            configuration.jobs = count
        }
        var hosts: [String] = []
        for host in arguments.allValues(allowHost) {
            let name = host.lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" || $0 == "[" || $0 == "]" }) else {
                throw .usage("--allow-host needs a host name such as dav.example.com, not '\(CardDAVClient.redacted(host))'", command: command)
            }
            hosts.append(name)
        }
        configuration.originPolicy = OriginPolicy(allowedHosts: hosts)
        let environment = ProcessInfo.processInfo.environment
        let credentials = Credentials.resolve(
            for: url, user: arguments.value(user), environment: environment,
            netrcText: Credentials.netrcText(environment: environment))
        if credentials == nil, arguments.value(user) != nil || url.user != nil {
            throw CommandFailure(
                .noPermission,
                "no password for \(url.host ?? "the server"): set CONTACTKIT_PASSWORD or add the host to ~/.netrc")
        }
        let helper = try DAVHelper.locate(for: command)
        return try DAVHelper.client(executable: helper, credentials: credentials, configuration: configuration)
    }

    /// The URL argument checked: http or https, with a host, and no password in it (the user
    /// name is kept for ``client(for:arguments:command:)`` and left out of requests).
    static func serverURL(_ text: String, command: String) throws(CommandFailure) -> URL {
        guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
        else {
            throw .usage("'\(CardDAVClient.redacted(text))' is not an http:// or https:// URL of a CardDAV server", command: command)
        }
        if components.password != nil {
            throw .usage(
                "the URL holds a password: remove it and set CONTACTKIT_PASSWORD or use ~/.netrc (passwords on the command line can be seen by other users)",
                command: command)
        }
        if components.path.isEmpty { components.path = "/" }
        guard let url = components.url else {
            throw .usage("'\(CardDAVClient.redacted(text))' is not a valid URL", command: command)
        }
        return url
    }

    /// `url` without its user name: what requests go to.
    static func withoutUser(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        components.user = nil
        components.password = nil
        return components.url ?? url
    }

    /// Sends the client's warnings (insecure-http, foreign-href, unresolved-entity) to
    /// `printer`, each naming the URL it is about.
    static func reportWarnings(of client: CardDAVClient, to printer: DiagnosticPrinter) {
        client.warn = { diagnostic, url in printer.report(diagnostic, file: url) }
    }

    /// Checks that every card of `state` is inside `book`; a state naming a card elsewhere
    /// fails with exit status 66 (nothing is sent there).
    static func validate(_ state: SyncState?, path: String?, against book: AddressBook) throws(CommandFailure) {
        do {
            try state?.validate(against: book)
        } catch {
            throw CommandFailure(.noInput, "\(path.map { "\($0): " } ?? "")\(error)")
        }
    }

    /// The sync state at `path` (nil without a path or when no file is there yet); a state
    /// file that cannot be read fails with exit status 66.
    static func loadState(at path: String?) throws(CommandFailure) -> SyncState? {
        do {
            return try path.flatMap(SyncState.load(path:))
        } catch {
            throw CommandFailure(.noInput, "\(error)")
        }
    }

    /// The address book `arguments` name (or the only one) at `url`.
    static func addressBook(
        at url: URL, client: CardDAVClient, arguments: ParsedArguments
    ) throws(CommandFailure) -> AddressBook {
        do {
            let books = try client.addressBooks(at: withoutUser(url))
            return try CardDAVClient.choose(arguments.value(addressBook), among: books)
        } catch {
            throw failure(error)
        }
    }

    /// The command failure for a CardDAV error: 77 refused login, 66 no such address book,
    /// 64 bad URL, 69 for the rest (unreachable, dropped connection, server error, an answer
    /// over `--max-response-size`).
    static func failure(_ error: CardDAVError) -> CommandFailure {
        switch error {
        case .unauthorized: return CommandFailure(.noPermission, error.description)
        case .addressBookNotFound: return CommandFailure(.noInput, error.description)
        case .invalidURL: return CommandFailure.usage(error.description)
        case .unreachable, .status, .malformedResponse, .responseTooLarge, .redirectRefused, .foreignHref, .transportUnavailable:
            return CommandFailure(.unavailable, error.description)
        }
    }

    /// The progress reporter: on a terminal, or everywhere with `--progress`.
    static func progressReporter(_ arguments: ParsedArguments, environment: ToolEnvironment) -> ProgressReporter {
        ProgressReporter(isEnabled: environment.standardErrorIsTerminal || arguments.isSet(.progress))
    }
}
