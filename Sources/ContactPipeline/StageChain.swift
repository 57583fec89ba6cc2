import ContactModel

/// Stages run one after another: each contact goes through the first stage, what comes out
/// goes through the second, and so on. `finish()` drains the stages in order, passing what
/// an earlier stage emits at the end through the later ones.
public struct StageChain: ContactStage {
    public private(set) var stages: [any ContactStage]
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ stages: [any ContactStage]) {
        self.stages = stages
    }

    public var isEmpty: Bool { stages.isEmpty }

    public mutating func process(_ contact: Contact) -> [Contact] {
        diagnostics.removeAll(keepingCapacity: true)
        return run([contact], from: 0)
    }

    /// Runs `contact` through the stages from `firstStage` on: the stages before it already
    /// ran elsewhere (the normalizer, on the thread that read the contact).
    public mutating func process(_ contact: Contact, from firstStage: Int) -> [Contact] {
        diagnostics.removeAll(keepingCapacity: true)
        return run([contact], from: firstStage)
    }

    public mutating func finish() -> [Contact] {
        diagnostics.removeAll(keepingCapacity: true)
        var output: [Contact] = []
        for index in stages.indices {
            let emitted = stages[index].finish()
            diagnostics += stages[index].diagnostics
            output += run(emitted, from: index + 1)
        }
        return output
    }

    private mutating func run(_ contacts: [Contact], from start: Int) -> [Contact] {
        var current = contacts
        for index in stages.indices where index >= start {
            var next: [Contact] = []
            for contact in current {
                next += stages[index].process(contact)
                diagnostics += stages[index].diagnostics
            }
            current = next
        }
        return current
    }
}
