import Foundation
import Testing

@testable import ContactKitCLI

/// The temporary-file-and-rename output, in process.
@Suite struct AtomicFileTests {
    private func write(_ text: String, to file: AtomicFile) {
        var text = text
        text.withUTF8 { _ = systemWrite(file.fileDescriptor, $0.baseAddress!, $0.count) }
    }

    /// A directory whose `out.vcf` holds "OLD", and an atomic file to replace it.
    private func replacingOldTarget() throws -> (TemporaryDirectory, AtomicFile) {
        let directory = try TemporaryDirectory()
        try directory.write("out.vcf", "OLD")
        return (directory, try AtomicFile(replacing: directory.path("out.vcf")))
    }

    @Test func commitReplacesTheTargetAndRemovesTheTemporaryName() throws {
        let (directory, file) = try replacingOldTarget()
        let temporaryName = AtomicFile.split(file.temporaryPath).name
        #expect(temporaryName.hasPrefix(".out.vcf.contactkit-"))
        #expect(temporaryName.count == ".out.vcf.contactkit-".count + 6)
        write("NEW", to: file)
        #expect(directory.read("out.vcf") == "OLD")  // untouched until the commit
        try file.commit(synchronize: true)
        #expect(directory.read("out.vcf") == "NEW")
        #expect(directory.temporaryFiles() == [])
    }

    /// Starting the writeback early changes nothing in what is written, nor in the target
    /// before the commit; after the commit or a discard it does nothing.
    @Test func writebackBeforeTheCommitKeepsEverything() throws {
        let (directory, file) = try replacingOldTarget()
        write("FIRST ", to: file)
        file.beginWriteback()
        write("SECOND", to: file)
        file.beginWriteback()
        #expect(directory.read("out.vcf") == "OLD")
        try file.commit(synchronize: true)
        file.beginWriteback()
        #expect(directory.read("out.vcf") == "FIRST SECOND")
        #expect(directory.temporaryFiles() == [])
    }

    /// A background synchronization while the file is written changes nothing in what is
    /// written; the commit waits for it; after the commit it is not started again.
    @Test func backgroundSynchronizationBeforeTheCommitKeepsEverything() throws {
        let (directory, file) = try replacingOldTarget()
        write("FIRST ", to: file)
        file.synchronizeInBackground()
        write("SECOND", to: file)
        file.synchronizeInBackground()  // dropped or run: either way nothing changes
        #expect(directory.read("out.vcf") == "OLD")
        try file.commit(synchronize: true)
        let count = file.backgroundSynchronizations
        #expect(count >= 1 && count <= 2)
        file.synchronizeInBackground()
        #expect(file.backgroundSynchronizations == count)
        #expect(directory.read("out.vcf") == "FIRST SECOND")
        #expect(directory.temporaryFiles() == [])
    }

    /// A discard waits for a synchronization under way (it uses the descriptor the discard
    /// closes); none starts afterwards.
    @Test func discardAfterABackgroundSynchronizationLeavesTheTargetAlone() throws {
        let (directory, file) = try replacingOldTarget()
        write("HALF", to: file)
        file.synchronizeInBackground()
        file.discard()
        #expect(file.backgroundSynchronizations == 1)
        file.synchronizeInBackground()
        #expect(file.backgroundSynchronizations == 1)
        #expect(directory.read("out.vcf") == "OLD")
        #expect(directory.temporaryFiles() == [])
    }

    @Test func discardLeavesTheTargetAlone() throws {
        let (directory, file) = try replacingOldTarget()
        write("HALF", to: file)
        file.discard()
        file.discard()  // twice is fine
        file.beginWriteback()  // nothing to write back any more
        #expect(directory.read("out.vcf") == "OLD")
        #expect(directory.temporaryFiles() == [])
    }

    @Test func releasingWithoutCommitDiscards() throws {
        let directory = try TemporaryDirectory()
        do {
            let file = try AtomicFile(replacing: directory.path("new.vcf"))
            write("HALF", to: file)
            #expect(directory.temporaryFiles().count == 1)
        }
        #expect(directory.names() == [])
    }

    @Test func veryLongTargetNamesStillGetATemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let name = String(repeating: "é", count: 120) + ".vcf"  // 244 bytes
        let file = try AtomicFile(replacing: directory.path(name))
        write("X", to: file)
        try file.commit(synchronize: false)
        #expect(directory.read(name) == "X")
    }

    @Test func failsWith73ForADirectoryOrMissingParent() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: CommandFailure.self) { try AtomicFile(replacing: directory.url.path) }
        do {
            _ = try AtomicFile(replacing: directory.path("missing/out.vcf"))
            Issue.record("expected a failure")
        } catch {
            #expect(error.exitCode == .cannotCreate)
            #expect(error.message.contains("No such file or directory"))
        }
    }

    @Test func splitsPaths() {
        #expect(AtomicFile.split("out.vcf") == ("", "out.vcf"))
        #expect(AtomicFile.split("/out.vcf") == ("/", "out.vcf"))
        #expect(AtomicFile.split("a/b/out.vcf") == ("a/b", "out.vcf"))
    }
}
