import ContactModel
import ContactPipeline

/// The declared stages of one conversion, laid out for the engine: which run on the threads
/// that read (the leading stages that treat each contact on their own), and the chain of all
/// of them for the calling thread.
struct StagePlan {
    /// Makers of the stages that may run where contacts are read, in order: the declared
    /// stages up to the first that is not ``ConversionStage/Kind/eachContact(_:)``.
    let workerStages: [@Sendable () -> any ContactStage]
    /// Every stage, for contacts read on the calling thread; a contact a worker read and
    /// ran through ``workerStages`` goes on from ``workerStageCount``.
    var chain: StageChain
    /// What to call, in order, once every stage has finished.
    let finishers: [() throws -> Void]
    /// Whether every stage treats each contact on its own (nothing runs on the calling
    /// thread but writing).
    let isStreaming: Bool
    /// Whether a stage after the workers' sees each contact as it is read (not only at the
    /// end, after a barrier): its diagnostics about a value are placed at the value's line,
    /// so contacts handed back by a worker bring their value positions.
    let needsValuePositions: Bool

    var workerStageCount: Int { workerStages.count }

    init(_ stages: [ConversionStage]) {
        var workerStages: [@Sendable () -> any ContactStage] = []
        var instances: [any ContactStage] = []
        var finishers: [() throws -> Void] = []
        var needsValuePositions = false
        var afterBarrier = false
        for stage in stages {
            switch stage.kind {
            case .eachContact(let make) where workerStages.count == instances.count:
                workerStages.append(make)
            case .eachContact, .inOrder:
                if !afterBarrier { needsValuePositions = true }
            case .barrier:
                afterBarrier = true
            }
            let (instance, finished) = stage.make()
            instances.append(instance)
            if let finished { finishers.append(finished) }
        }
        self.workerStages = workerStages
        self.chain = StageChain(instances)
        self.finishers = finishers
        self.isStreaming = workerStages.count == instances.count
        self.needsValuePositions = needsValuePositions
    }
}

/// The stages a worker runs on each contact of its chunk: one instance of each, made for the
/// chunk. The first is called directly (most often it is the only one: the normalizer), the
/// others through a ``StageChain``.
struct WorkerStages {
    private var first: (any ContactStage)?
    private var rest: StageChain

    init(_ makers: [@Sendable () -> any ContactStage]) {
        first = makers.first?()
        rest = StageChain(makers.dropFirst().map { $0() })
    }

    var isEmpty: Bool { first == nil }

    /// Runs `contact` through every stage; `diagnostics` gets what each said, in order.
    /// Only when not ``isEmpty``.
    mutating func process(_ contact: consuming Contact, diagnostics: inout [Diagnostic]) -> [Contact] {
        guard var stage = first.take() else { return [contact] }
        defer { first = stage }
        let processed = stage.process(contact)
        diagnostics = stage.diagnostics
        guard !rest.isEmpty else { return processed }
        var output: [Contact] = []
        for contact in processed {
            output += rest.process(contact)
            diagnostics += rest.diagnostics
        }
        return output
    }
}
