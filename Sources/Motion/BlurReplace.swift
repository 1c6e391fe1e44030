/// The seeds' swap for content replaced inside a container that stays put (a glyph, a short
/// label): SwiftUI's `.blurReplace` transition. The old content blurs, shrinks a little and fades
/// out while the new one sharpens in from the same hidden state; both are drawn at once. Under
/// Reduce Motion it is a plain cross-fade, as the seeds' `swap` falls back to `.opacity`.
///
/// The hidden state is opacity 0, blur 7 points, scale 0.9 (reference/motion.md §5, checked
/// against SwiftUI 6.5.4). Removal runs the insertion backwards, so the old content shrinks
/// toward 0.9 (the default `.downUp` style). Progress follows the animation it is given, so a
/// swap inside a value transaction lands without overshoot.
///
///     var swap = BlurReplace(animation: motion.value, crossFades: reduceMotion, at: now)
///     let old = swap.outgoing(at: t), new = swap.incoming(at: t)   // draw both
public struct BlurReplace: Sendable {
    /// How one side of the swap looks at a moment.
    public struct Look: Sendable, Hashable {
        public var opacity: Double
        /// Blur radius in points, as SwiftUI's `blur(radius:)` takes it.
        public var blur: Double
        /// Scale about the content's centre.
        public var scale: Double

        public init(opacity: Double, blur: Double, scale: Double) {
            self.opacity = opacity
            self.blur = blur
            self.scale = scale
        }
    }

    /// The hidden state's blur radius (points) and scale.
    static let hiddenBlur = 7.0
    static let hiddenScale = 0.9

    /// True under Reduce Motion: opacity only, no blur and no scale.
    let crossFades: Bool
    private var progress: Animator<Double>

    /// Starts a swap at `time`, moving on `animation`.
    public init(animation: Animation, crossFades: Bool, at time: Double) {
        self.crossFades = crossFades
        progress = Animator(0)
        progress.animate(to: 1, with: animation, at: time)
    }

    /// 0 when the swap starts, 1 once the new content is fully in.
    func progress(at time: Double) -> Double { min(max(progress.value(at: time), 0), 1) }

    public func isAnimating(at time: Double) -> Bool { time < progress.restTime }

    /// From this time on the swap has landed.
    public var restTime: Double { progress.restTime }

    /// The new content at `time`.
    public func incoming(at time: Double) -> Look {
        let p = progress(at: time)
        return crossFades ? Look(opacity: p, blur: 0, scale: 1) : Self.insertion(p)
    }

    /// The old content at `time`.
    public func outgoing(at time: Double) -> Look {
        let p = progress(at: time)
        return crossFades ? Look(opacity: 1 - p, blur: 0, scale: 1) : Self.removal(p)
    }

    /// Content coming in, `p` of the way: opacity p, blur 7(1 − p), scale 0.9 + 0.1p.
    public static func insertion(_ p: Double) -> Look {
        Look(opacity: p, blur: hiddenBlur * (1 - p), scale: hiddenScale + (1 - hiddenScale) * p)
    }

    /// Content going out, `p` of the way: the insertion run backwards.
    public static func removal(_ p: Double) -> Look {
        insertion(1 - p)
    }
}
