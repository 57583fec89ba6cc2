import Testing

@testable import ContactSync

/// Issue 34 item 5: the decisions of a two-way sync, case by case (UID "u"; fingerprints
/// "a" at the last sync, "b" and "c" after changes).
struct SyncPlanTests {
    typealias Row = (previous: String?, local: String?, server: String?, policy: ConflictPolicy,
                     outcome: SyncPlan.Outcome, upload: Bool, delete: Bool, conflict: SyncPlan.Conflict.Kind?)

    static let rows: [Row] = [
        // Nothing changed, or the same change on both sides.
        ("a", "a", "a", .ask, .local, false, false, nil),
        ("a", "b", "b", .ask, .local, false, false, nil),
        // One side changed: it goes to the other.
        ("a", "b", "a", .ask, .local, true, false, nil),
        ("a", "a", "b", .ask, .server, false, false, nil),
        // New on one side.
        (nil, "b", nil, .ask, .local, true, false, nil),
        (nil, nil, "b", .ask, .server, false, false, nil),
        // Deleted on one side, unchanged on the other: deleted on both.
        ("a", nil, "a", .ask, .none, false, true, nil),
        ("a", "a", nil, .ask, .none, false, false, nil),
        ("a", nil, nil, .ask, .none, false, false, nil),
        // Changed on both sides.
        ("a", "b", "c", .local, .local, true, false, .changedOnBothSides),
        ("a", "b", "c", .server, .server, false, false, .changedOnBothSides),
        ("a", "b", "c", .ask, .both, false, false, .changedOnBothSides),
        // Changed here, deleted there.
        ("a", "b", nil, .local, .local, true, false, .deletedOnServer),
        ("a", "b", nil, .server, .none, false, false, .deletedOnServer),
        ("a", "b", nil, .ask, .local, false, false, .deletedOnServer),
        // Deleted here, changed there.
        ("a", nil, "c", .local, .none, false, true, .deletedLocally),
        ("a", nil, "c", .server, .server, false, false, .deletedLocally),
        ("a", nil, "c", .ask, .server, false, false, .deletedLocally),
        // A first sync: different contents on both sides is a conflict.
        (nil, "b", "c", .ask, .both, false, false, .changedOnBothSides),
        (nil, "b", "b", .ask, .local, false, false, nil),
    ]

    @Test(arguments: rows.indices)
    func eachCaseIsDecidedAsDocumented(row index: Int) {
        let row = Self.rows[index]
        func map(_ value: String?) -> [String: String] { value.map { ["u": $0] } ?? [:] }
        let plan = SyncPlan(previous: map(row.previous), local: map(row.local), server: map(row.server), policy: row.policy)
        #expect(plan.decisions == [SyncPlan.Decision(uid: "u", outcome: row.outcome, upload: row.upload, delete: row.delete)])
        #expect(plan.conflicts == (row.conflict.map { [SyncPlan.Conflict(uid: "u", kind: $0, policy: row.policy)] } ?? []))
    }
}
