import Motion

/// A value's motion kept as a list of animator states, so its past can be drawn as the
/// playhead's path.
///
/// An `Animator` answers for the present and future only: once a new change arrives, earlier
/// times show the state as of that change. The playhead needs the move since it began as it
/// really was, so the trace keeps a copy of the animator after each change, stamped with the
/// change's time. The value at any past time is the newest copy made at or before it. Everything
/// stays a pure function of time, so a replay draws the same path.
struct MotionTrace: Sendable {
    private var entries: [(start: Double, animator: Animator<Double>)]
    /// How much past to keep, in seconds: longer than the slowest move a playhead follows (the
    /// custom lane's 1 s spring at bounce 0.9 moves for about 8 s).
    let memory: Double

    init(_ animator: Animator<Double>, memory: Double = 12) {
        entries = [(-Double.infinity, animator)]
        self.memory = memory
    }

    /// The animator as of the newest change.
    var current: Animator<Double> { entries[entries.count - 1].animator }

    /// Records the animator after a change made at `time`.
    mutating func record(_ animator: Animator<Double>, at time: Double) {
        while let last = entries.last, last.start >= time, entries.count > 1 {
            entries.removeLast()
        }
        entries.append((time, animator))
        // Forget copies that no time within `memory` of now can reach.
        let horizon = time - memory
        if let firstNeeded = entries.lastIndex(where: { $0.start <= horizon }), firstNeeded > 0 {
            entries.removeFirst(firstNeeded)
        }
    }

    /// The value shown at `time`, as it was then.
    func value(at time: Double) -> Double {
        let entry = entries.last { $0.start <= time } ?? entries[0]
        return entry.animator.value(at: time)
    }

    /// When the newest change was made.
    var lastChange: Double { entries[entries.count - 1].start }
}
