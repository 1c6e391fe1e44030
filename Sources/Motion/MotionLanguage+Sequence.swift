extension MotionLanguage {
    /// Follow-through for things that move as a group: rank 0 leads, and each later rank arrives a
    /// beat later on a slightly looser spring (+0.04 s and +0.02 bounce per rank, ranks past 6
    /// count as 6, bounce at most 0.55). Unlike a delay it is safe to reverse mid-flight. Under
    /// Reduce Motion every rank gets `still`.
    public func follow(_ spring: Spring = .elastic, rank: Int) -> Animation {
        guard !reduceMotion else { return Self.still }
        let step = Double(min(max(rank, 0), 6))
        return .spring(duration: spring.duration + 0.04 * step, bounce: min(spring.bounce + 0.02 * step, 0.55))
    }

    /// Staggers a one-shot entrance: item `index` waits `step` seconds (30 ms) per place, capped
    /// at the seventh place so long lists do not drag. Exits go together, so use it only for
    /// entrances. Under Reduce Motion nothing waits.
    public func cascade(_ animation: Animation, index: Int, step: Double = 0.03) -> Animation {
        guard !reduceMotion, index > 0 else { return animation }
        return animation.delay(step * Double(min(index, 7)))
    }
}
