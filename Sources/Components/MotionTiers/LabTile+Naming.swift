import Motion

// What each tile says it moves on: "tight", "0.35 s", and under Reduce Motion its substitute,
// "ease out 0.2 s", "still 0.25 s". The names are read off the very animations and tracks the
// examples play (the roles' `animation(reduceMotion:)`, the presets' tracks, the parts' own), so
// a change to the language changes the labels with it.

extension LabTile {
    /// What the tile moves on with full motion: "tight", "0.35 s", "0.4 s, bounce 0.2".
    var tier: String { motionName(reduceMotion: false) }

    /// What it moves on under Reduce Motion: "still 0.25 s", "ease out 0.2 s", "fade 0.25 s",
    /// "no lift", "still".
    var substitute: String { motionName(reduceMotion: true) }

    /// The line under the tile's name: its tier, or under Reduce Motion its substitute.
    func shownTier(reduceMotion: Bool) -> String { reduceMotion ? substitute : tier }

    /// The line under the tier, under Reduce Motion only: what plays instead, "→ ease out 0.2 s",
    /// or "→ tight, kept" where the tile keeps its tier (the press).
    var substituteLine: String { substitute == tier ? "→ \(tier), kept" : "→ \(substitute)" }

    private func motionName(reduceMotion: Bool) -> String {
        switch self {
        case .role(.ambient) where !MotionLanguage(reduceMotion: reduceMotion).allowsAmbient:
            // The loop itself is what Reduce Motion takes away; a change eases once.
            return "\(Self.name(of: Role.ambient.animation(reduceMotion: true))), no loop"
        case .role(let role):
            return Self.name(of: role.animation(reduceMotion: reduceMotion))
        case .preset(let preset):
            return Self.name(of: preset.track(reduceMotion: reduceMotion), rest: preset.rest)
        case .part(.follow):
            return Self.name(of: LabExample.followAnimation(rank: 0, reduceMotion: reduceMotion))
        case .part(.cascade):
            return Self.name(of: LabExample.cascadeAnimation(index: 0, reduceMotion: reduceMotion))
        case .part(.morphText):
            // Under Reduce Motion the letters cross-fade: a fade, whatever curve carries it.
            return Self.name(of: MorphText.animation(forLetter: 0, reduceMotion: reduceMotion), fades: reduceMotion)
        case .part(.blurSwap):
            return Self.name(of: LabExample.swapAnimation(reduceMotion: reduceMotion), fades: reduceMotion)
        case .part(.grabLift):
            // Under Reduce Motion the lift stays still.
            return reduceMotion ? "no lift" : Self.name(of: Role.press.animation(reduceMotion: false))
        case .part(.groupPop):
            return Self.name(of: LabExample.groupPopTrack(reduceMotion: reduceMotion), rest: 1)
        }
    }

    /// An animation by name: a tier's spring by the tier, Reduce Motion's still spring as
    /// "still 0.25 s", any other spring by its look, and an eased curve by its curve, "ease out
    /// 0.2 s". `fades` names an animation that carries a cross-fade, "fade 0.25 s".
    static func name(of animation: Animation, fades: Bool = false) -> String {
        switch animation.kind {
        case .spring(let spring), .interpolatingSpring(let spring, _):
            if fades { return "fade \(seconds(spring.duration))" }
            if let tier = Tier.allCases.first(where: { $0.spring == spring }) { return tier.name }
            if spring == MotionLanguage.stillSpring { return "still \(seconds(spring.duration))" }
            return spring.bounce == 0 ? seconds(spring.duration) : "\(seconds(spring.duration)), bounce \(trimmed(spring.bounce))"
        case .timingCurve(let curve, let duration):
            if fades { return "fade \(seconds(duration))" }
            return "\(curveName(curve)) \(seconds(duration))"
        }
    }

    /// A keyframe track by name: "still" when it never leaves `rest`; otherwise the tier it
    /// lands on, or its length when it lands on a spring of its own.
    static func name(of track: KeyframeTrack<Double>, rest: Double) -> String {
        let values = track.keyframes.map { keyframe -> Double in
            switch keyframe {
            case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _), .move(let value): value
            }
        }
        guard values.contains(where: { $0 != rest }) else { return "still" }
        if case .spring(_, _, let spring, _)? = track.keyframes.last, let tier = Tier.allCases.first(where: { $0.spring == spring }) {
            return tier.name
        }
        return seconds(track.duration)
    }

    /// "ease out", "ease in", "ease in-out", "linear", or "curve" for any other.
    static func curveName(_ curve: TimingCurve) -> String {
        switch curve {
        case .easeOut: "ease out"
        case .easeIn: "ease in"
        case .easeInOut: "ease in-out"
        case .linear: "linear"
        default: "curve"
        }
    }

    /// "0.35 s", "0.2 s": seconds with no trailing zeros.
    static func seconds(_ value: Double) -> String { "\(trimmed(value)) s" }

    /// A figure to three decimals without its trailing zeros: 0.35, 0.4, 0.08.
    static func trimmed(_ value: Double) -> String {
        var text = fixed(value, digits: 3)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
