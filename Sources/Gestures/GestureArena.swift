/// Something that competes for a pointer sequence and hears only whether it won.
///
/// Recognizers are the usual members; the arena never looks inside them.
protocol GestureArenaMember: AnyObject {
    /// This member now owns the sequence: every other member has been rejected.
    func acceptGesture(for sequence: PointerSequence)
    /// This member has lost the sequence and must drop everything it held for it.
    func rejectGesture(for sequence: PointerSequence)
}

/// Whether a member claims a sequence or gives it up.
enum GestureDisposition: Sendable, Hashable {
    /// The member claims the sequence: it wins now, or when the arena closes.
    case accepted
    /// The member gives the sequence up and leaves the arena.
    case rejected
}

/// Settles which recognizer owns each pointer sequence.
///
/// The first member to accept wins and every other member is rejected. If nobody accepts, the
/// last member left wins once the arena is closed, and on lift the first member still in wins
/// (the sweep), unless a member holds the arena open. Holding is how a single tap waits for a
/// double tap: the double tap holds the first tap's arena until it succeeds or gives up.
///
/// Rules, in the order an arena lives:
/// - ``add(_:to:)`` while the touch-down is dispatched; the arena is open.
/// - ``close(_:)`` once the down has been dispatched: an eager acceptance made while open now
///   wins, and a lone member wins by default.
/// - ``resolve(_:for:as:)`` at any time: acceptance wins at once (or when closed), rejection
///   removes the member and lets the arena try again.
/// - ``sweep(_:)`` on lift: the first member left wins, unless held; ``hold(_:)`` and
///   ``release(_:)`` defer the sweep.
/// - ``dismiss(_:)`` on cancel: everyone still in is rejected.
///
/// Members hear only accept or reject. The arena is gone by the time they hear it, so a member
/// may resolve other arenas from inside the callback.
final class GestureArena {
    private struct State {
        var members: [any GestureArenaMember] = []
        var isOpen = true
        var isHeld = false
        var hasPendingSweep = false
        var eagerWinner: (any GestureArenaMember)?
    }

    private var arenas: [PointerSequence: State] = [:]

    /// Creates an empty arena; the router owns one for all pointers.
    init() {}

    /// True while `sequence` is still undecided.
    func isUndecided(_ sequence: PointerSequence) -> Bool { arenas[sequence] != nil }

    /// The members still competing for `sequence`, in the order they joined.
    func members(of sequence: PointerSequence) -> [any GestureArenaMember] {
        arenas[sequence]?.members ?? []
    }

    /// Adds `member` to the arena for `sequence`, creating it on the first member.
    ///
    /// Joining only makes sense while the touch-down is dispatched; after the arena closed the
    /// member is still added but competes only until the next resolution.
    func add(_ member: any GestureArenaMember, to sequence: PointerSequence) {
        var state = arenas[sequence] ?? State()
        guard !state.members.contains(where: { $0 === member }) else { return }
        state.members.append(member)
        arenas[sequence] = state
    }

    /// Stops new members joining; an eager winner or a lone member wins now.
    func close(_ sequence: PointerSequence) {
        guard arenas[sequence] != nil else {
            return  // nobody joined, or the arena was already decided
        }
        arenas[sequence]!.isOpen = false
        tryToResolve(sequence)
    }

    /// Decides the arena on lift: the first member still in wins, unless the arena is held.
    func sweep(_ sequence: PointerSequence) {
        guard let state = arenas[sequence] else {
            return  // already decided
        }
        if state.isHeld {
            arenas[sequence]!.hasPendingSweep = true
            return  // a member still waits for something (a second tap); release sweeps
        }
        arenas[sequence] = nil
        guard let first = state.members.first else { return }
        first.acceptGesture(for: sequence)
        for member in state.members.dropFirst() {
            member.rejectGesture(for: sequence)
        }
    }

    /// Keeps the arena undecided past the lift, until ``release(_:)``.
    func hold(_ sequence: PointerSequence) {
        guard arenas[sequence] != nil else {
            return  // already decided: nothing left to hold
        }
        arenas[sequence]!.isHeld = true
    }

    /// Ends a hold; if the pointer has already lifted, sweeps now.
    func release(_ sequence: PointerSequence) {
        guard let state = arenas[sequence] else {
            return  // decided while held
        }
        arenas[sequence]!.isHeld = false
        if state.hasPendingSweep { sweep(sequence) }
    }

    /// A member claims (`.accepted`) or gives up (`.rejected`) the sequence.
    func resolve(_ member: any GestureArenaMember, for sequence: PointerSequence, as disposition: GestureDisposition) {
        guard let state = arenas[sequence],
            state.members.contains(where: { $0 === member })
        else {
            return  // decided already, or the member was never in or already left
        }
        switch disposition {
        case .accepted:
            if state.isOpen {
                if state.eagerWinner == nil { arenas[sequence]!.eagerWinner = member }
            } else {
                resolve(sequence, inFavorOf: member)
            }
        case .rejected:
            arenas[sequence]!.members.removeAll { $0 === member }
            if state.eagerWinner === member { arenas[sequence]!.eagerWinner = nil }
            member.rejectGesture(for: sequence)
            if let after = arenas[sequence], !after.isOpen {
                tryToResolve(sequence)
            }
        }
    }

    /// Rejects everyone still competing: the pointer was cancelled, so nobody may own it.
    func dismiss(_ sequence: PointerSequence) {
        guard let state = arenas.removeValue(forKey: sequence) else {
            return  // already decided: the winner handles the cancel itself
        }
        for member in state.members {
            member.rejectGesture(for: sequence)
        }
    }

    private func tryToResolve(_ sequence: PointerSequence) {
        guard let state = arenas[sequence] else { return }
        if state.members.isEmpty {
            arenas[sequence] = nil
        } else if state.members.count == 1 {
            arenas[sequence] = nil
            state.members[0].acceptGesture(for: sequence)
        } else if let winner = state.eagerWinner {
            resolve(sequence, inFavorOf: winner)
        }
    }

    private func resolve(_ sequence: PointerSequence, inFavorOf winner: any GestureArenaMember) {
        guard let state = arenas.removeValue(forKey: sequence) else { return }
        for member in state.members where member !== winner {
            member.rejectGesture(for: sequence)
        }
        winner.acceptGesture(for: sequence)
    }
}
