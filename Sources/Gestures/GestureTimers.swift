/// Deadlines recognizers wait for: the double-tap timeout, the long-press duration.
///
/// Timers never fire on their own. ``GestureRouter/advance(to:)`` fires those that are due, in
/// deadline order, so a test or a trace replay moves time exactly as Flutter's fake-async tests
/// do.
final class GestureTimers {
    /// Names a scheduled timer so its owner can cancel it.
    struct ID: Hashable {
        fileprivate let value: Int
    }

    private struct Entry {
        let id: Int
        let deadline: Duration
        let action: () -> Void
    }

    private var entries: [Entry] = []
    private var lastID = 0

    /// The earliest pending deadline: when the frame loop must wake up even with no input.
    var nextDeadline: Duration? { entries.map(\.deadline).min() }

    func schedule(at deadline: Duration, _ action: @escaping () -> Void) -> ID {
        lastID += 1
        entries.append(Entry(id: lastID, deadline: deadline, action: action))
        return ID(value: lastID)
    }

    func cancel(_ id: ID) {
        entries.removeAll { $0.id == id.value }
    }

    /// Removes and returns the earliest timer due by `time`; ties go to the one scheduled first.
    func popDue(by time: Duration) -> (deadline: Duration, action: () -> Void)? {
        var best: Int?
        for index in entries.indices where entries[index].deadline <= time {
            if let current = best {
                let candidate = entries[index]
                let chosen = entries[current]
                if candidate.deadline < chosen.deadline
                    || (candidate.deadline == chosen.deadline && candidate.id < chosen.id)
                {
                    best = index
                }
            } else {
                best = index
            }
        }
        guard let best else { return nil }
        let entry = entries.remove(at: best)
        return (entry.deadline, entry.action)
    }
}
