import ContactModel

/// One step between a reader and a writer: it takes contacts one at a time and hands on
/// what it has made of them.
///
/// Streaming stages (normalizers) give one contact out for each in. Stages that must see
/// everything (deduplication) hold what they need and give it out from ``finish()``.
public protocol ContactStage {
    /// Takes one contact and gives what comes out now: the contact, changed or not, for a streaming stage; nothing, for a stage that holds contacts until ``finish()``.
    mutating func process(_ contact: consuming Contact) -> [Contact]
    /// Called once after the last contact; barrier stages emit here.
    mutating func finish() -> [Contact]
    /// ``ContactStage/finish()`` handing each contact to `emit` as soon as it is ready, so a barrier
    /// stage need not build one more array of everything it holds.
    mutating func finish(emitting emit: (Contact) throws -> Void) rethrows
    /// ``ContactStage/finish(emitting:)`` handing the contacts out in batches, in order, so that what
    /// follows (writing) can take each batch on several threads.
    mutating func finish(emittingBatches emit: (consuming [Contact]) throws -> Void) rethrows
    /// Warnings about the contact last processed.
    ///
    /// Replaced by each call to ``ContactStage/process(_:)``: the plumbing the ContactKit
    /// engine reads after each contact, placing a value's warning at that value's line
    /// (``/ContactModel/ValuePositions/placing(_:contactLine:)``) before it goes to the
    /// engine's reporter. Code that drives a stage itself reads it the same way.
    var diagnostics: [Diagnostic] { get }
}

extension ContactStage {
    public mutating func finish() -> [Contact] { [] }

    public mutating func finish(emitting emit: (Contact) throws -> Void) rethrows {
        for contact in finish() { try emit(contact) }
    }

    public mutating func finish(emittingBatches emit: (consuming [Contact]) throws -> Void) rethrows {
        try finish { try emit([$0]) }
    }
}

/// A stage whose output at the end comes in batches (a barrier stage): it writes
/// ``ContactStage/finish(emittingBatches:)`` and has ``ContactStage/finish()`` and
/// ``ContactStage/finish(emitting:)`` from it.
public protocol BatchingContactStage: ContactStage {}

extension BatchingContactStage {
    public mutating func finish() -> [Contact] {
        var output: [Contact] = []
        finish { output.append($0) }
        return output
    }

    public mutating func finish(emitting emit: (Contact) throws -> Void) rethrows {
        try finish(emittingBatches: { contacts in
            for contact in contacts { try emit(contact) }
        })
    }
}

/// A stage that changes each contact in place and hands it on, one out for each in: the
/// normalizers. It writes ``normalize(_:)`` and has ``ContactStage/process(_:)`` from it;
/// ``ContactStage/diagnostics`` is empty unless the stage declares its own.
public protocol NormalizingContactStage: ContactStage {
    /// Normalizes `contact` in place; ``ContactStage/diagnostics`` then says what was left
    /// as written. ``ContactNormalizer`` runs every normalizer's step on one contact this way,
    /// without copying it.
    mutating func normalize(_ contact: inout Contact)
}

extension NormalizingContactStage {
    /// The contact after ``normalize(_:)``.
    public mutating func process(_ contact: consuming Contact) -> [Contact] {
        var result = contact
        normalize(&result)
        return [result]
    }

    /// None: a normalizer that reports nothing need not declare a property for it.
    public var diagnostics: [Diagnostic] { [] }
}
