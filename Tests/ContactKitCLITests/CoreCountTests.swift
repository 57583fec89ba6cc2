import ContactKit
import ContactPipeline
import ContactSupport
import Testing

/// The engine, the tool and the dedupe stage's chunks count the cores in one place
/// (`systemCoreCount` in ContactSupport).
@Suite struct CoreCountTests {
    @Test func everyThreadCountStartsFromTheSameCores() {
        #expect(systemCoreCount() >= 1)
        #expect(ContactConverter.availableThreadCount == systemCoreCount())
        #expect(ParallelChunks.chunkCount == min(8, systemCoreCount()))
    }
}
