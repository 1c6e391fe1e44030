extension KeyframeTrack where Value == Double {
    /// A short, decaying side-to-side shake for refused input, as a horizontal offset in points
    /// starting from 0: out to −d, then 0.75d, −0.5d and 0.25d on cubic swings of 60, 70, 70 and
    /// 60 ms, and a 0.12 s step on a 0.18 s no-bounce spring home (0.38 s in all).
    ///
    /// Under Reduce Motion the distance is 0 and the view stays still; pair the shake with a colour
    /// or message change so the refusal still reads.
    public static func shake(distance: Double = 8, reduceMotion: Bool = false) -> Self {
        let d = reduceMotion ? 0 : distance
        return Self([
            .cubic(-d, duration: 0.06),
            .cubic(d * 0.75, duration: 0.07),
            .cubic(-d * 0.5, duration: 0.07),
            .cubic(d * 0.25, duration: 0.06),
            .spring(0, duration: 0.12, spring: Spring(duration: 0.18, bounce: 0)),
        ])
    }

    /// The largest swell a pop may have.
    public static let popLimit = 0.25

    /// Anticipation, overshoot, settle, as a scale starting from 1: a dip to 1 − 0.4a over 80 ms,
    /// a swell to 1 + a on a 0.18 s no-bounce spring for 0.14 s, and the expressive spring back to
    /// 1 for 0.42 s. Trigger it on a counter, never a flag that can flip back before it fires.
    ///
    /// Under Reduce Motion the amount is 0 and the view stays still. The amount is at most
    /// ``popLimit``, as the seeds cap it.
    public static func pop(amount: Double = 0.08, reduceMotion: Bool = false) -> Self {
        let a = reduceMotion ? 0 : min(max(amount, 0), popLimit)
        return Self([
            .cubic(1 - a * 0.4, duration: 0.08),
            .spring(1 + a, duration: 0.14, spring: Spring(duration: 0.18, bounce: 0)),
            .spring(1, duration: 0.42, spring: .expressive),
        ])
    }
}
