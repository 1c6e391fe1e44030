import Geometry
import Glass
import Gestures
import JSONText
import Motion
import Raster
import Typeset

/// The Motion Tiers demo, a lab a designer keeps open: the five springs every piece moves on,
/// and one of your own, seen side by side, with the roles that pick them.
///
/// One lane per tier, and a sixth, "custom", tuned on two Wheel Pickers. A puck springs from one
/// end of its track to the other on the lane's spring; beside it the spring's whole step response
/// is drawn from 0 to its settle time, with the target, the overshoot peak and the t90 point
/// marked, and the last move's playhead runs along it. The label reads the spring with the
/// figures measured from it (``SpringMeasurement``, as `vitrine-bench motion` prints them).
///
/// Clicking a lane or pressing Space fires every lane at once, so the springs can be compared on
/// the same start; clicking again mid-flight retargets them. Dragging a puck and letting go
/// settles it with the release velocity, so a flick shows each tier's give. Compare (C, or the
/// toggle) lays every curve on one plot. Keys 1–4, or the speed picker, slow the whole screen.
/// Below the lanes, one tile per role, preset and other part of the language plays a small
/// example on tap (the press and the grab lift while held), naming the tier it moves on. `R`, or the switch in the
/// corner, turns on Reduce Motion, after which every lane and role plays its substitute.
///
/// The model (``MotionTiersModel``) holds what is fired, played and measured and which springs
/// apply; the motion (``TiersMotion``) moves the pucks, scenes and switch on them; this piece
/// turns input into changes of both, each at its event's time.
public final class MotionTiers: Piece {
    public static let kind = "tiers"
    public private(set) var frame = Rect(0, 0, 0, 0)

    /// What is fired, played and measured, and whether Reduce Motion is on.
    private(set) var model: MotionTiersModel
    var motion: TiersMotion
    var layout = TiersLayout.zero
    var palette: TiersPalette
    /// Right-to-left layouts run the pucks from the right edge.
    var rightToLeft = false
    /// Whether Reduce Motion was on when the demo opened (the theme's), which the switch returns
    /// to on an idle reset.
    let openingReduceMotion: Bool

    /// Slow motion: the whole screen's clock runs at this fraction of real time. Every time the
    /// viewer gives the screen is real; the screen turns it into its own at its edges.
    private(set) var clock = PlaybackClock()

    /// What the visitor last did, which the spoken sentence names; nil as the demo opens.
    var lastAction: TiersAction?

    var laneTaps: [TapRecognizer] = []
    var lanePans: [PanRecognizer] = []
    /// One per tile: a tap, or for a held tile (press, grab lift) a drag with no minimum
    /// distance, which claims the pointer on touch-down as a button does, so the press starts on
    /// the touch's own frame.
    var tileRecognizers: [GestureRecognizer] = []
    let switchTap = TapRecognizer()
    /// The speed picker's segments press in while held and pick when let go over them.
    var speedHold: SegmentHold!
    /// The Lanes | Compare toggle, held the same way.
    var compareHold: SegmentHold!
    /// Glass as the theme draws it, for the speed picker and the compare toggle, and their masks
    /// and shadows kept from frame to frame: every frame of the lab in motion draws the still
    /// controls from them.
    var glass = GlassAppearance()
    let speedGlass = GlassCache()
    let compareGlass = GlassCache()
    /// The group pop tile's glass.
    let groupPopGlass = GlassCache()

    /// Each lane's whole curve, for the spring it moves on now (under Reduce Motion, the
    /// substitute's); remade when Reduce Motion or the custom spring changes.
    var curves: [SpringCurve] = []
    /// Each lane's plot and curve as last drawn, and the still controls (speed and compare).
    let curveSnapshots = (0..<MotionTiersModel.laneCount).map { _ in StillSnapshot<CurveKey>() }
    let controlsSnapshot = StillSnapshot<ControlsKey>()
    let compareSnapshot = StillSnapshot<CompareKey>()
    /// Whether every curve is drawn on one plot.
    var comparing = false
    /// The time on the compare plot under a hovering pointer, in seconds into the move.
    var hoverTime: Double?

    /// What the last layout was made for, so compare mode can lay the lanes out again.
    var laidOut: (theme: Theme, text: Typesetter)?

    /// The custom lane's wheels. They turn on real time, like the speed picker, so tuning
    /// answers at once whatever the screen's speed.
    let durationWheel: WheelPicker
    let bounceWheel: WheelPicker
    /// The wheel keys go to: the one last touched, the duration's at first.
    var activeWheel: WheelPicker

    public convenience init(context: PieceContext) {
        self.init(theme: context.theme, custom: context.spring ?? .opening)
    }

    /// Creates the demo at rest, every puck at the leading end, the custom lane on `custom`.
    init(theme: Theme = Theme(), custom: CustomSpring = .opening) {
        model = MotionTiersModel(reduceMotion: theme.reduceMotion, custom: custom)
        openingReduceMotion = theme.reduceMotion
        motion = TiersMotion(reduceMotion: theme.reduceMotion)
        palette = TiersPalette(theme)
        durationWheel = Self.makeDurationWheel(custom, theme: theme)
        bounceWheel = Self.makeBounceWheel(custom, theme: theme)
        activeWheel = durationWheel
        refreshCurves()
        makeRecognizers()
        for wheel in wheels {
            wheel.onSelectionChange = { [unowned self] _ in wheelsChanged() }
        }
    }

    /// Lays the card out again in its frame, as compare mode widens or narrows the plot column.
    func relayout() {
        guard let laidOut else { return }
        layout(in: frame, theme: laidOut.theme, text: laidOut.text)
    }

    /// Remakes every lane's curve for the spring it moves on now.
    func refreshCurves() {
        curves = (0..<MotionTiersModel.laneCount).map { index in
            SpringCurve(model.spring(ofLane: index), measurement: model.shownMeasurement(ofLane: index))
        }
    }

    // MARK: Actions

    /// Fires every lane at `time`: each puck springs to its other end on its tier.
    func fire(at time: Double) {
        model.fire()
        motion.fire(model, at: time)
        lastAction = .fired
    }

    /// Plays one tile's example at `time`.
    func playTile(_ tile: LabTile, at time: Double) {
        guard let index = MotionTiersModel.tiles.firstIndex(of: tile) else { return }
        model.play(tile)
        motion.playTile(index, reduceMotion: model.reduceMotion, at: time)
        lastAction = .played(tile)
    }

    /// Plays one role's tile at `time`.
    func playRole(_ role: Role, at time: Double) { playTile(.role(role), at: time) }

    /// A held tile is touched at `time`: the press sinks (the grab lifts) on that frame, and
    /// stays so while held.
    func holdTile(_ index: Int, at time: Double) {
        model.play(MotionTiersModel.tiles[index])
        motion.holdTile(index, reduceMotion: model.reduceMotion, at: time)
        lastAction = .played(MotionTiersModel.tiles[index])
    }

    /// The finger on a held tile lifts or is cancelled at `time`: it springs back through rest.
    func releaseTile(_ index: Int, at time: Double) {
        motion.releaseTile(index, at: time)
    }

    /// Plays the whole screen at `speed` of real time from real time `time` on.
    func setSpeed(_ speed: Double, atReal time: Double) {
        clock.setSpeed(speed, at: time)
        if let index = PlaybackClock.speeds.firstIndex(of: clock.speed) {
            motion.speedPicker.pick(index, at: time, motion: MotionLanguage(reduceMotion: model.reduceMotion))
        }
    }

    /// The custom lane's spring becomes `spring`: its curve and figures follow at once.
    func setCustomSpring(_ spring: CustomSpring) {
        guard model.setCustom(spring) else { return }
        refreshCurves()
        lastAction = .tuned
    }

    /// Turns Reduce Motion on or off at `time`.
    func setReduceMotion(_ on: Bool, at time: Double) {
        guard model.setReduceMotion(on) else { return }
        motion.flipSwitch(on, at: time)
        refreshCurves()
    }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        TiersLayout.height(forWidth: width, laneCount: MotionTiersModel.laneCount, roleCount: MotionTiersModel.tiles.count,
                           textScale: text.textScale, wheelHeight: wheelHeight(text: text))
    }

    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        self.frame = frame
        laidOut = (theme, text)
        palette = TiersPalette(theme)
        rightToLeft = theme.rightToLeft
        layout = TiersLayout(frame: frame, laneCount: MotionTiersModel.laneCount, roleCount: MotionTiersModel.tiles.count,
                             rightToLeft: theme.rightToLeft, textScale: theme.textScale, wheelHeight: wheelHeight(text: text),
                             comparing: comparing)
        glass = theme.glassAppearance
        motion.speedPicker.frame = layout.speedRow
        motion.speedPicker.rightToLeft = theme.rightToLeft
        motion.comparePicker.frame = layout.compareRow
        motion.comparePicker.rightToLeft = theme.rightToLeft
        for (wheel, rect) in zip(wheels, layout.wheels) {
            wheel.layout(in: rect, theme: theme, text: text)
        }
    }
}
