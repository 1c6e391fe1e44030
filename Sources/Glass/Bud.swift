import Geometry
import Motion
import Raster

/// Where a bubble is, how big, and how much of its content shows, at one moment.
public struct BudPlacement: Sendable, Hashable {
    /// 0 at home inside the parent, 1 out at rest (may overshoot on the split spring).
    public var progress: Double
    /// The bubble's scale about its own centre: 0.72 at home, 1 out; under Reduce Motion it closes
    /// to nothing in place instead.
    var scale: Double
    /// Where the bubble is drawn, relative to where it is laid out.
    var offset: Point
    /// The content's opacity and blur radius (points), on the content's own clock.
    public var contentOpacity: Double
    public var contentBlur: Double

    /// `surface` moved and scaled to this placement.
    public func apply(to surface: GlassSurface) -> GlassSurface {
        var placed = surface
        placed.scale *= scale
        placed.offset = placed.offset + offset
        return placed
    }
}

/// Bubbles that bud out of a parent glass shape and melt back in: bloom, gather and place.
///
/// A bubble is born at `home`, inside its parent, shrunk to 0.72, where the two shapes are one. A
/// frame later (24 ms) it springs out to rest on the split spring (0.62 s, bounce 0.22), slow enough
/// for the neck to stretch and snap. Gathered, it goes home on the home spring (0.5 s, no bounce,
/// so it never passes out through the far side of the parent), and only once it has melted in is
/// it removed. Its content fades and unblurs on its own clock: gone at once when it heads home, so
/// it never rides over the parent's content, and arriving just after it leaves.
///
/// Every call claims a turn for its bubbles. A bloom or gather that a newer call has overtaken (a
/// bubble sent home while still waiting to go out, or called out again while melting) leaves that
/// bubble alone. Time is a parameter: calls say when they happen and ``advance(to:)`` carries out
/// what falls due, each at the time it was due, so the frame rate never changes the motion.
public struct Buds: Sendable {
    public var reduceMotion: Bool
    /// Bubbles that exist, in the order they were added.
    private(set) var present: [String] = []
    /// Bubbles that are out (or heading out).
    private(set) var out: Set<String> = []
    private var turns: [String: Int] = [:]
    private var travel: [String: Animator<Double>] = [:]
    private var content: [String: Animator<Double>] = [:]
    private var due: [Due] = []

    /// A change waiting for its time.
    private struct Due: Sendable {
        enum Kind: Sendable {
            /// Send the bubble out, with this much stagger delay on the spring.
            case sendOut(delay: Double)
            /// Remove it, if it is home.
            case remove
        }
        var time: Double
        var id: String
        var turn: Int
        var kind: Kind
    }

    /// The pause between adding a bubble home and sending it out: one frame, so it is seen home first.
    public static let birthPause = 0.024
    /// How long a gathered bubble has to melt in before it is removed (plus each bubble's stagger).
    static let meltTime = 0.52

    public init(reduceMotion: Bool = false) {
        self.reduceMotion = reduceMotion
    }

    public func contains(_ id: String) -> Bool { present.contains(id) }
    public func isOut(_ id: String) -> Bool { out.contains(id) }
    /// The latest call's turn for a bubble (0 before any).
    func turn(of id: String) -> Int { turns[id] ?? 0 }

    /// Puts bubbles straight out at rest with no motion: a first frame, or a restored state.
    mutating func place(_ ids: [String], at time: Double) {
        claim(ids)
        for id in ids {
            if !present.contains(id) { present.append(id) }
            out.insert(id)
            travel[id, default: Animator(0)].set(1)
            content[id, default: Animator(0)].set(1)
        }
    }

    /// Adds bubbles home now, then sends each out `stagger` seconds apart after `delay`.
    public mutating func bloom(_ ids: [String], at time: Double, stagger: Double = 0.05, delay: Double = 0) {
        let mine = claim(ids)
        for (index, id) in ids.enumerated() {
            if !present.contains(id) {
                present.append(id)
                travel[id] = Animator(0)
                content[id] = Animator(0)
            }
            let spread = reduceMotion ? 0 : Double(index) * stagger
            due.append(Due(time: time + Self.birthPause + max(delay, 0), id: id, turn: mine[id]!, kind: .sendOut(delay: spread)))
        }
        advance(to: time)
    }

    /// Calls bubbles home now, last first, and removes them once they have melted in.
    public mutating func gather(_ ids: [String], at time: Double, stagger: Double = 0.04) {
        let mine = claim(ids)
        let home = MotionLanguage(reduceMotion: reduceMotion).liquidHome
        for (index, id) in ids.reversed().enumerated() where present.contains(id) {
            out.remove(id)
            let spread = reduceMotion ? 0 : Double(index) * stagger
            travel[id, default: Animator(0)].animate(to: 0, with: home.delay(spread), at: time)
            content[id, default: Animator(0)].animate(to: 0, with: .easeOut(duration: 0.14), at: time)
        }
        let removal = time + Self.meltTime + Double(ids.count) * stagger
        for id in ids { due.append(Due(time: removal, id: id, turn: mine[id]!, kind: .remove)) }
    }

    /// Carries out every change due by `time`, each at its own due time.
    public mutating func advance(to time: Double) {
        while let next = due.indices.filter({ due[$0].time <= time }).min(by: { due[$0].time < due[$1].time }) {
            let change = due.remove(at: next)
            guard turns[change.id] == change.turn else { continue }  // overtaken: leave it alone
            switch change.kind {
            case .sendOut(let spread):
                guard present.contains(change.id) else { continue }
                out.insert(change.id)
                let split = MotionLanguage(reduceMotion: reduceMotion).liquidSplit
                travel[change.id, default: Animator(0)].animate(to: 1, with: split.delay(spread), at: change.time)
                content[change.id, default: Animator(0)].animate(
                    to: 1, with: .easeOut(duration: 0.3).delay(0.1 + spread), at: change.time)
            case .remove:
                if !out.contains(change.id) {
                    present.removeAll { $0 == change.id }
                    travel[change.id] = nil
                    content[change.id] = nil
                }
            }
        }
    }

    /// Where bubble `id` is at `time`, going from `home` (relative to its layout, inside the parent)
    /// to `rest`; nil when it is not present.
    public func placement(of id: String, at time: Double, home: Point, rest: Point = .zero) -> BudPlacement? {
        guard present.contains(id) else { return nil }
        let progress = travel[id]?.value(at: time) ?? 0
        let shown = min(max(content[id]?.value(at: time) ?? 0, 0), 1)
        if reduceMotion {
            // No travel: the glass closes to nothing in place while the content fades.
            return BudPlacement(
                progress: progress, scale: max(min(progress, 1), 0.001), offset: rest,
                contentOpacity: shown, contentBlur: 0)
        }
        let scale = Liquid.homeScale + (1 - Liquid.homeScale) * progress
        let offset = home + (rest - home) * progress
        return BudPlacement(progress: progress, scale: scale, offset: offset, contentOpacity: shown, contentBlur: 6 * (1 - shown))
    }

    /// True while a bubble moves or a change is still waiting.
    public func isAnimating(at time: Double) -> Bool {
        if !due.isEmpty { return true }
        return travel.values.contains { time < $0.restTime } || content.values.contains { time < $0.restTime }
    }

    @discardableResult
    private mutating func claim(_ ids: [String]) -> [String: Int] {
        var mine: [String: Int] = [:]
        for id in ids {
            let next = (turns[id] ?? 0) + 1
            turns[id] = next
            mine[id] = next
        }
        return mine
    }
}
