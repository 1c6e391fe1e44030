import Motion

/// One tile of the motion lab in motion: a tiny scene that plays its role, preset or part of the
/// language when tapped (or, for the press and the grab lift, while held). Drawn in
/// `LabExample+Roles` and `LabExample+Parts`.
///
/// Every example is a progress value animated between 0 and 1 on the tile's animation (or its
/// Reduce Motion substitute), plus what the tile needs beyond it: a keyframe track (error shakes,
/// success pops, the presets, the group's pop), one value per item (follow's ranks, cascade's
/// items), a label changing letter by letter, a symbol swapped, a loop. What the progress moves
/// is chosen so the meaning reads: a press shrinks, a release springs a pressed surface back
/// through rest, a snap lands on a detent, a value bar grows, a rebound comes back from past its
/// bound, a morph turns a square into a circle.
struct LabExample: Sendable {
    let tile: LabTile
    var progress = Animator(0.0)
    /// The shake offset (error, shake) or pop scale (success, pop, group pop), resting at 0 or 1.
    var keyframes: KeyframeAnimator<Double>
    /// Follow's ranks and cascade's items, each 0 (home or hidden) to 1.
    var items: [Animator<Double>]
    /// Morph text's change under way, and which of its two labels shows.
    var morph: MorphText?
    var label = 0
    /// The blur swap under way, and which of its two symbols shows.
    var swap: BlurReplace?
    var symbol = 0
    /// Ambient's loop.
    private(set) var ambient = AmbientLoop()

    /// Whether a held tile (press, grab lift) is held down now, and since when.
    var isHeld = false
    var heldSince = 0.0
    /// Whether the example plays Reduce Motion's substitutes: the press then shades, not sinks.
    var reducedMotion = false

    /// Follow shows a rank per dot, 0 to 6, the last rank that still changes the spring.
    static let followRanks = 7
    /// Cascade shows eight items, so the last two both wait the capped 7 × 30 ms.
    static let cascadeItems = 8
    /// Morph text's two labels: a price changing, its shared letters holding still.
    static let labels = ["$18.40", "$21.45"]
    /// The grab lift's scale while held.
    static let liftScale = 1.06

    init(tile: LabTile) {
        self.tile = tile
        let restsAtOne = tile == .role(.success) || tile == .preset(.pop) || tile == .part(.groupPop)
        keyframes = KeyframeAnimator(restsAtOne ? 1.0 : 0.0)
        let count = switch tile {
        case .part(.follow): Self.followRanks
        case .part(.cascade): Self.cascadeItems
        default: 0
        }
        items = Array(repeating: Animator(0.0), count: count)
    }

    init(role: Role) { self.init(tile: .role(role)) }

    /// The role a role tile plays; nil for a preset or a part.
    var role: Role? {
        if case .role(let role) = tile { return role }
        return nil
    }

    // MARK: Held tiles

    /// A held tile's finger lands at `time`: the press sinks at once on the press tier, the grab
    /// lifts on it (under Reduce Motion the press shades and the lift stays still).
    mutating func pressDown(at time: Double, reduceMotion: Bool) {
        isHeld = true
        heldSince = time
        reducedMotion = reduceMotion
        progress.animate(to: 1, with: Role.press.animation(reduceMotion: reduceMotion), at: time)
    }

    /// The finger lifts (or the hold is cancelled): the surface springs back through rest on the
    /// release tier.
    mutating func pressUp(at time: Double) {
        guard isHeld else { return }
        isHeld = false
        progress.animate(to: 0, with: Role.release.animation(reduceMotion: reducedMotion), at: time)
    }

    /// The grab lift's scale at `time`: 1.06 held, 1 at rest, through the press and release
    /// springs; always 1 under Reduce Motion, where the lift stays still.
    func liftScale(at time: Double) -> Double {
        reducedMotion ? 1 : 1 + (Self.liftScale - 1) * progress.value(at: time)
    }

    // MARK: Playing

    /// Plays the example at `time`.
    mutating func play(at time: Double, reduceMotion: Bool) {
        reducedMotion = reduceMotion
        switch tile {
        case .role(let role): playRole(role, at: time, reduceMotion: reduceMotion)
        case .preset(let preset): keyframes.play(preset.track(reduceMotion: reduceMotion), at: time)
        case .part(let part): playPart(part, at: time, reduceMotion: reduceMotion)
        }
    }

    private mutating func playRole(_ role: Role, at time: Double, reduceMotion: Bool) {
        let animation = role.animation(reduceMotion: reduceMotion)
        switch role {
        case .press:
            // From the keyboard or a spoken command, a press and its release, as a quick tap would.
            pressDown(at: time, reduceMotion: reduceMotion)
            pressUp(at: time + 0.18)
        case .release:
            // A surface let go while pressed: from the press's depth back up, through rest.
            progress.set(1)
            progress.animate(to: 0, with: animation, at: time)
        case .rebound:
            // Pushed past the bound, then sprung back inside it.
            progress.set(progress.target < 0.5 ? 1.25 : -0.25)
            progress.animate(to: progress.target > 0.5 ? 1 : 0, with: animation, at: time)
        case .error:
            keyframes.play(.shake(distance: 8, reduceMotion: reduceMotion), at: time)
            progress.set(1)
            progress.animate(to: 0, with: animation.delay(0.4), at: time)
        case .success:
            // The seeds' pop: 0.08 of swell by default.
            keyframes.play(.pop(reduceMotion: reduceMotion), at: time)
            progress.animate(to: progress.target < 0.5 ? 1 : 0, with: animation, at: time)
        case .ambient:
            playAmbient(at: time, reduceMotion: reduceMotion)
        default:
            progress.animate(to: progress.target < 0.5 ? 1 : 0, with: animation, at: time)
        }
    }

    /// A tap starts the slow loop and the next one stops it. Loops stop under Reduce Motion, so
    /// there a tap makes one ambient change on the substitute's 0.3 s ease, and nothing repeats.
    private mutating func playAmbient(at time: Double, reduceMotion: Bool) {
        if ambient.isLooping {
            ambient.stop(reduceMotion: reduceMotion, at: time)
        } else if MotionLanguage(reduceMotion: reduceMotion).allowsAmbient {
            ambient.begin(at: time)
        } else {
            ambient.change(at: time)
        }
    }

    /// Reduce Motion turned on at `time` stops a running loop.
    mutating func reduceMotionChanged(_ on: Bool, at time: Double) {
        reducedMotion = on
        if on, ambient.isLooping { ambient.stop(reduceMotion: true, at: time) }
    }

    /// An idle reset: a running loop eases back to rest, so a kiosk left alone comes to rest.
    mutating func stopLoop(at time: Double) {
        if ambient.isLooping { ambient.stop(reduceMotion: reducedMotion, at: time) }
    }

    /// From this time on the example holds still (infinity while a loop runs).
    func restTime() -> Double {
        var rest = max(progress.restTime, keyframes.restTime, ambient.restTime)
        for item in items { rest = max(rest, item.restTime) }
        if let morph { rest = max(rest, morph.restTime) }
        if let swap { rest = max(rest, swap.restTime) }
        return rest
    }
}
