import ContactTestSupport
import Foundation
import Testing

/// `pull`, `push`, `sync` and `address-books` hand their HTTP exchanges to the
/// `contactkit-dav` helper: what the user sees when it is missing, of another version, or
/// stops part way, and that the password never reaches its command line or environment.
/// Each test runs a copy of `contactkit` in a folder of its own, with or without a helper
/// (or a stand-in written here) beside it.
@Suite struct DAVHelperTests {
    let password = "helper-test-secret-9f3e"

    /// A copy of the built `contactkit` in `directory/bin`, alone or with `helper` (a script)
    /// beside it as `contactkit-dav`.
    func tool(in directory: TemporaryDirectory, helper: String? = nil) throws -> URL {
        let bin = directory.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("contactkit")
        try FileManager.default.copyItem(at: ToolProcess.executable, to: copy)
        if let helper {
            let path = bin.appendingPathComponent("contactkit-dav").path
            try Data(helper.utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o755)
        }
        return copy
    }

    /// The real helper, built beside the test's `contactkit`.
    var realHelper: String { ToolProcess.executable.deletingLastPathComponent().appendingPathComponent("contactkit-dav").path }

    @Test func aMissingHelperIsAClearErrorWithStatus69AndHelpStillWorks() throws {
        let directory = try TemporaryDirectory()
        let tool = try tool(in: directory)
        let environment = ["PATH": "/nonexistent", "CONTACTKIT_PASSWORD": password, "HOME": directory.path("home")]
        for arguments in [
            ["pull", "http://127.0.0.1:9/", "-o", "out.vcf"], ["push", "in.vcf", "http://127.0.0.1:9/"],
            ["sync", "local.vcf", "http://127.0.0.1:9/"], ["address-books", "http://127.0.0.1:9/"],
        ] {
            let result = try ToolProcess.run(arguments, in: directory.url, environment: environment, executable: tool)
            #expect(result.status == 69, "\(arguments[0]): \(result.standardError)")
            #expect(result.standardError.hasPrefix("contactkit: error: \(arguments[0]) needs contactkit's CardDAV helper, contactkit-dav"))
            #expect(result.standardError.contains("nor on PATH"))
            #expect(!directory.names().contains("out.vcf"))
        }
        let help = try ToolProcess.run(["pull", "--help"], in: directory.url, environment: environment, executable: tool)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: contactkit pull URL"))
        let usage = try ToolProcess.run(["pull"], in: directory.url, environment: environment, executable: tool)
        #expect(usage.status == 64, "a usage error is found before the helper is looked for")
    }

    @Test func theHelperIsFoundOnPathWhenNotBesideTheTool() throws {
        let directory = try TemporaryDirectory()
        let tool = try tool(in: directory)
        let port = try RadicaleServer.freePort()  // nothing listens there
        let result = try ToolProcess.run(
            ["address-books", "http://127.0.0.1:\(port)/", "--timeout", "60"], in: directory.url,
            environment: ["PATH": URL(fileURLWithPath: realHelper).deletingLastPathComponent().path, "HOME": directory.path("home")],
            executable: tool)
        #expect(result.status == 69)
        #expect(result.standardError.contains("cannot reach http://127.0.0.1:\(port)/"), "\(result.standardError)")
    }

    @Test(.enabled(if: python != nil, "python3 is not installed"))
    func aHelperOfAnotherVersionIsRefused() throws {
        let directory = try TemporaryDirectory()
        let tool = try tool(in: directory, helper: Self.relay(mode: "version"))
        let result = try ToolProcess.run(
            ["pull", "http://127.0.0.1:9/", "-o", "out.vcf"], in: directory.url,
            environment: ["PATH": "/nonexistent", "HOME": directory.path("home")], executable: tool)
        #expect(result.status == 69)
        #expect(result.standardError.contains("is version 9.9.9 (protocol 1), contactkit is "), "\(result.standardError)")
        #expect(result.standardError.contains("install contactkit-dav from the same build as contactkit"))
        #expect(directory.names() == ["bin"])
    }

    @Test func somethingElseCalledContactkitDavIsRefused() throws {
        let directory = try TemporaryDirectory()
        let tool = try tool(in: directory, helper: "#!/bin/sh\necho 'hello, I am not it'\nexit 3\n")
        let result = try ToolProcess.run(
            ["address-books", "http://127.0.0.1:9/"], in: directory.url,
            environment: ["PATH": "/nonexistent", "HOME": directory.path("home")], executable: tool)
        #expect(result.status == 69)
        #expect(result.standardError.contains("did not start as a contactkit-dav helper"), "\(result.standardError)")
    }
}

@Suite(.enabled(if: RadicaleServer.shouldRun, "radicale is not installed (apt-get install radicale)"))
struct DAVHelperServerTests {
    // Radicale runs on Python: where it runs, the stand-in helpers do too.
    let helpers = DAVHelperTests()

    func book(_ server: RadicaleServer) throws {
        let cards = (1...40).map { index in
            (file: "c\(index).vcf", vCard: "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:c\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
                + "NOTE:\(String(repeating: "padding ", count: 200))\r\nEND:VCARD\r\n")
        }
        try server.storeAddressBook("book", displayName: "Book", cards: cards)
    }

    @Test func aHelperThatStopsMidAnswerFailsThePullAndLeavesNoOutput() throws {
        let server = try RadicaleServer()
        try book(server)
        let directory = try TemporaryDirectory()
        let tool = try helpers.tool(in: directory, helper: DAVHelperTests.relay(mode: "crash"))
        let environment = [
            "PATH": "/nonexistent", "HOME": directory.path("home"), "CONTACTKIT_PASSWORD": RadicaleServer.password,
            "REAL_HELPER": helpers.realHelper,
        ]
        let url = server.rootURL.absoluteString
        for output in [["-o", "out.vcf"], ["--output-dir", "cards"], []] {
            let result = try ToolProcess.run(
                ["pull", url, "--user", RadicaleServer.user, "--timeout", "300"] + output, in: directory.url,
                environment: environment, executable: tool)
            #expect(result.status == 69, "\(output): \(result.standardError)")
            #expect(result.standardError.contains("contactkit: error: the CardDAV helper '"), "\(result.standardError)")
            #expect(result.standardError.contains("' stopped during REPORT \(server.bookURL("book").absoluteString) (it was killed by signal 9"))
            #expect(result.standardOutput.isEmpty)
            #expect(!directory.names().contains("out.vcf") && !directory.names().contains("out.vcf.sync.json"))
            #expect(directory.names(in: "cards").isEmpty)
            #expect(directory.temporaryFiles().isEmpty && directory.temporaryFiles(in: "cards").isEmpty)
        }
    }

    @Test func thePasswordReachesTheHelperOnlyThroughItsPipe() throws {
        let server = try RadicaleServer()
        try book(server)
        let directory = try TemporaryDirectory()
        let tool = try helpers.tool(in: directory, helper: DAVHelperTests.relay(mode: "record"))
        let record = directory.path("record.txt")
        let result = try ToolProcess.run(
            ["pull", server.rootURL.absoluteString, "--user", RadicaleServer.user, "--timeout", "300", "-o", "out.vcf"],
            in: directory.url,
            environment: [
                "PATH": "/nonexistent", "HOME": directory.path("home"), "CONTACTKIT_PASSWORD": RadicaleServer.password,
                "REAL_HELPER": helpers.realHelper, "RELAY_RECORD": record,
            ],
            executable: tool)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(directory.read("out.vcf")?.components(separatedBy: "BEGIN:VCARD").count == 41)
        let recorded = try #require(directory.read("record.txt"))
        let lines = recorded.split(separator: "\n").map(String.init)
        #expect(lines.first == "argv: [\"--serve\"]")
        #expect(lines.contains("password in environment: no"))
        #expect(lines.contains("CONTACTKIT_PASSWORD set: no"))
        #expect(lines.contains("authorization through the pipe: yes"))
        #expect(!result.standardError.contains(RadicaleServer.password))
    }
}

extension DAVHelperTests {
    /// The Python the stand-in helpers run with (the tests give the tool a PATH without it).
    /// Asked of `python3` itself (`sys.executable`): a version manager's shim on PATH needs
    /// the PATH the tests take away.
    static let python: String? = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !path.isEmpty ? path : nil
    }()

    /// A stand-in for `contactkit-dav`, in Python: `version` says hello as version 9.9.9;
    /// `crash` and `record` start the real helper (`REAL_HELPER`) and pass the frames
    /// between it and the tool; `crash` kills itself (SIGKILL) once the first piece of a
    /// REPORT's answer has passed; `record` writes its command line, whether the password is
    /// in its environment, and whether an `Authorization` header came through the pipe to
    /// `RELAY_RECORD`.
    static func relay(mode: String) -> String {
        """
        #!\(python ?? "/usr/bin/python3")
        import os, signal, struct, subprocess, sys
        MODE = "\(mode)"
        out, inp = sys.stdout.buffer, sys.stdin.buffer
        def frame(kind, payload):
            return bytes([kind]) + struct.pack(">I", len(payload)) + payload
        def text(s):
            b = s.encode()
            return struct.pack(">q", len(b)) + b
        if MODE == "version":
            out.write(frame(0x56, text("contactkit-dav") + text("9.9.9") + struct.pack(">q", 1)))
            out.flush()
            sys.stdin.read()
            sys.exit(0)
        child = subprocess.Popen([os.environ["REAL_HELPER"], "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        def read_exact(stream, n):
            data = b""
            while len(data) < n:
                piece = stream.read(n - len(data))
                if not piece:
                    sys.exit(0)
                data += piece
            return data
        def read_frame(stream):
            head = read_exact(stream, 5)
            return head[0], head + read_exact(stream, struct.unpack(">I", head[1:])[0])
        authorization = False
        kind, raw = read_frame(child.stdout)  # hello
        out.write(raw); out.flush()
        kind, raw = read_frame(inp)  # configure
        child.stdin.write(raw); child.stdin.flush()
        while True:
            kind, raw = read_frame(inp)  # a request
            if b"Authorization" in raw:
                authorization = True
            method = raw[13:13 + struct.unpack(">q", raw[5:13])[0]].decode()
            child.stdin.write(raw); child.stdin.flush()
            while True:
                kind, raw = read_frame(child.stdout)
                out.write(raw); out.flush()
                if MODE == "crash" and method == "REPORT" and kind == 0x44:
                    os.kill(os.getpid(), signal.SIGKILL)
                if kind in (0x45, 0x46):
                    break
            if MODE == "record":
                password = "\(RadicaleServer.password)"
                with open(os.environ["RELAY_RECORD"], "w") as f:
                    f.write(f"argv: {sys.argv[1:]!r}".replace("'", '"') + "\\n")
                    inside = any(password in v for v in os.environ.values())
                    f.write(f"password in environment: {'yes' if inside else 'no'}\\n")
                    f.write(f"CONTACTKIT_PASSWORD set: {'yes' if 'CONTACTKIT_PASSWORD' in os.environ else 'no'}\\n")
                    f.write(f"authorization through the pipe: {'yes' if authorization else 'no'}\\n")

        """
    }
}
