/// A sideways drag carrying the capsule, as pure state: which stop it is over, and whether it is
/// pushing against the last step it may reach.
///
/// Positions are in steps: where the finger holds the capsule's number, less its grab offset
/// (1.5 is halfway from the second stop to the third).
struct StepTrailScrub: Sendable, Hashable {
    /// The stop the capsule is over now.
    var stop: Int
    /// True once the firm tick for pushing past an end has fired, until the finger comes back.
    var pushing = false

    /// What one move of the finger did.
    struct Move: Equatable {
        /// The stop the capsule moved to, when it moved.
        var landed: Int?
        /// True when this move pushed past the last reachable step (or the first): one firm tick.
        var pushed: Bool
        /// How far past its stop the finger holds the capsule, in points, before the rubber band.
        var reach: Double
    }

    /// The capsule moves to a stop once the held position is closer than 0.35 of a pitch to it,
    /// strictly, so it never flickers between two. Past the last step it may reach (or before the
    /// first) it only gives: one firm tick once the position passes it by 0.45, rearmed once the
    /// position comes back within 0.3.
    mutating func move(to position: Double, furthest: Int, pitch: Double) -> Move {
        var next = stop
        let nearest = Int(max(min(position.rounded(), 1e6), -1e6))
        if nearest != stop, abs(position - Double(nearest)) < 0.35 { next = nearest }
        next = min(max(next, 0), furthest)
        let landed = next != stop ? next : nil
        stop = next
        let against = (next == furthest && position > Double(next) + 0.45) || (next == 0 && position < -0.45)
        var pushed = false
        if against, !pushing {
            pushing = true
            pushed = true
        } else if !against, abs(position - Double(next)) < 0.3 {
            pushing = false
        }
        return Move(landed: landed, pushed: pushed, reach: (position - Double(next)) * pitch)
    }
}
