import Testing

@testable import ContactKitCLI

/// The progress line of `pull` and `push`: cards done of the total.
@Suite struct SyncProgressTests {
    final class State {
        var seconds = 50.0
        var text = ""
    }

    @Test func showsCardsOfTotalAfterASecondAndNeverWhenDisabled() {
        let state = State()
        let progress = ProgressReporter(isEnabled: true, now: { state.seconds }, write: { state.text += $0 })
        progress.update(done: 250, of: 1000)
        #expect(state.text.isEmpty)
        state.seconds += 2
        progress.update(done: 500, of: 1000)
        #expect(state.text == "\r\u{1B}[Kcards 500 of 1,000 (50%), 250 cards/s")
        progress.clear()
        #expect(state.text.hasSuffix("\r\u{1B}[K"))

        let quiet = State()
        let disabled = ProgressReporter(isEnabled: false, now: { quiet.seconds }, write: { quiet.text += $0 })
        quiet.seconds += 5
        disabled.update(done: 1, of: 2)
        #expect(quiet.text.isEmpty)
    }
}
