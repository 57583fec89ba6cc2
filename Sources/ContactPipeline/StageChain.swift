import ContactModel

/// Stages run one after another: each contact goes through the first stage, what comes out
/// goes through the second, and so on. `finish()` drains the stages in order, passing what
/// an earlier stage emits at the end through the later ones.
public struct StageChain: BatchingContactStage {
    /// The stages, in the order contacts go through them.
    public private(set) var stages: [any ContactStage]
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a chain of `stages`.
    public init(_ stages: [any ContactStage]) {
        self.stages = stages
    }

    /// Whether the chain has no stage (contacts go through unchanged).
    public var isEmpty: Bool { stages.isEmpty }

    /// Passes one contact through every stage; ``diagnostics`` collects what each said.
    public mutating func process(_ contact: Contact) -> [Contact] {
        diagnostics.removeAll(keepingCapacity: true)
        return run([contact], from: 0)
    }

    /// Runs `contact` through the stages from `firstStage` on: the stages before it already
    /// ran elsewhere (the normalizer, on the thread that read the contact).
    public mutating func process(_ contact: consuming Contact, from firstStage: Int) -> [Contact] {
        diagnostics.removeAll(keepingCapacity: true)
        return run([contact], from: firstStage)
    }

    /// Finishes each stage in order; what a stage emits runs through the stages after it
    /// and then goes to `emit`, in the batches the stages emit.
    public mutating func finish(emittingBatches emit: (consuming [Contact]) throws -> Void) rethrows {
        diagnostics.removeAll(keepingCapacity: true)
        for index in stages.indices {
            // Taken out of the array while it finishes, so the stage owns what it holds
            // (a barrier stage releases its contacts in place) and the stages after it can
            // run meanwhile.
            var stage = stages[index]
            stages[index] = StageChain([])
            try stage.finish(emittingBatches: { contacts in
                guard index + 1 < stages.count else { return try emit(contacts) }
                var output: [Contact] = []
                for contact in contacts { output += run([contact], from: index + 1) }
                try emit(output)
            })
            diagnostics += stage.diagnostics
            stages[index] = stage
        }
    }

    private mutating func run(_ contacts: consuming [Contact], from start: Int) -> [Contact] {
        var current = contacts
        for index in stages.indices where index >= start {
            var next: [Contact] = []
            // Taken out in order, not copied: each contact goes on to the stage.
            current.reverse()
            while let contact = current.popLast() {
                next += stages[index].process(contact)
                diagnostics += stages[index].diagnostics
            }
            current = next
        }
        return current
    }
}
