/// The `contactkit` command-line tool's entry point.
///
/// All the work happens in ``ToolRunner`` (so tests can reach it); this only installs the
/// signal handling and the memory tuning, and exits with the status the command returned.
@main
struct ContactKitTool {
    static func main() {
        SignalCleanup.install()
        MemoryTuning.install()
        let status = ToolRunner.run(Array(CommandLine.arguments.dropFirst()))
        exit(status.rawValue)
    }
}
