import Motion

/// A figure changing from one string to another the way SwiftUI's numeric text does: the strings
/// are compared right-aligned, places whose character stays put do not move, and each changed
/// place rolls its old character out and the new one in, up for an increase and down for a
/// decrease. Under Reduce Motion the two strings cross-fade instead.
///
/// The roll only runs when a change of phase or of range animates the readout; a scrub step
/// changes the figure in place, so it never trails the finger.
struct RollingFigures: Sendable {
    var from: String
    var to: String
    /// True when the new value is larger: characters roll upward.
    var rises: Bool
    var crossFades: Bool
    private var progress: Animator<Double>

    /// How far a rolling character travels, as a fraction of the line height.
    static let travel = 0.4
    /// How much a rolling character shrinks at the far end of its travel.
    static let shrink = 0.2

    init(from: String, to: String, rises: Bool, animation: Animation, crossFades: Bool, at time: Double) {
        self.from = from
        self.to = to
        self.rises = rises
        self.crossFades = crossFades
        progress = Animator(0)
        progress.animate(to: 1, with: animation, at: time)
    }

    /// 0 when the roll starts, 1 once it has landed.
    func progress(at time: Double) -> Double { min(max(progress.value(at: time), 0), 1) }

    func isAnimating(at time: Double) -> Bool { time < progress.restTime }

    /// From this time on the roll has landed.
    var restTime: Double { progress.restTime }

    /// The places of the two strings paired from the right: each pair is the old and the new
    /// character at that place (nil where a string is shorter), leftmost place first.
    var places: [(old: Character?, new: Character?)] {
        let old = Array(from), new = Array(to)
        let count = max(old.count, new.count)
        return (0..<count).map { place in
            let oldIndex = old.count - count + place, newIndex = new.count - count + place
            return (oldIndex >= 0 ? old[oldIndex] : nil, newIndex >= 0 ? new[newIndex] : nil)
        }
    }
}
