import Geometry
import Glass
import Gestures
import JSONText
import Motion
import Raster
import Typeset

/// The Motion Tiers demo: the five springs every piece moves on, seen side by side, and the roles
/// that pick them.
///
/// One lane per tier. A puck springs from one end of its track to the other on the tier's spring;
/// beside it a live plot draws the puck's position over the last 1.5 s with the target line and
/// the overshoot peak marked, and the label reads the tier's duration and bounce with the
/// overshoot and settle time measured from the spring itself (``TierMeasurement``).
///
/// Clicking a lane or pressing Space fires every lane at once, so the tiers can be compared on
/// the same start. Dragging a puck and letting go settles it with the release velocity, so a
/// flick shows each tier's give. Below the lanes, one tile per role plays a small example on tap;
/// error shakes and success pops on their keyframes. `R`, or the switch in the corner, turns on
/// Reduce Motion, after which every lane and role plays its substitute.
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
    var roleTaps: [TapRecognizer] = []
    /// The press tile is held, not tapped: it claims the pointer on touch-down, as a button
    /// does, so the press starts on the touch's own frame.
    let pressHold = DragRecognizer(minimumDistance: 0)
    let switchTap = TapRecognizer()
    /// The speed picker's segments press in while held and pick when let go over them.
    let speedHold = DragRecognizer(minimumDistance: 0)
    /// The speed segment under the holding pointer.
    var speedPressed: Int?
    var speedPointerTime = 0.0
    /// Glass as the theme draws it, for the speed picker, and the picker's masks and shadow kept
    /// from frame to frame: every frame of the lab in motion draws the still picker from them.
    var glass = GlassAppearance()
    let speedGlass = GlassCache()

    public convenience init(context: PieceContext) {
        self.init(theme: context.theme)
    }

    /// Creates the demo at rest, every puck at the leading end.
    init(theme: Theme = Theme()) {
        model = MotionTiersModel(reduceMotion: theme.reduceMotion)
        openingReduceMotion = theme.reduceMotion
        motion = TiersMotion(reduceMotion: theme.reduceMotion)
        palette = TiersPalette(theme)
        makeRecognizers()
    }

    // MARK: Actions

    /// Fires every lane at `time`: each puck springs to its other end on its tier.
    func fire(at time: Double) {
        model.fire()
        motion.fire(model, at: time)
        lastAction = .fired
    }

    /// Plays one role's example at `time`.
    func playRole(_ role: Role, at time: Double) {
        guard let index = MotionTiersModel.roles.firstIndex(of: role) else { return }
        model.play(role)
        motion.playRole(index, reduceMotion: model.reduceMotion, at: time)
        lastAction = .played(role)
    }

    /// The press tile is touched at `time`: it sinks on that frame, and stays down while held.
    func pressRole(at time: Double) {
        let index = MotionTiersModel.pressRoleIndex
        model.play(.press)
        motion.pressRole(index, reduceMotion: model.reduceMotion, at: time)
        lastAction = .played(.press)
    }

    /// The finger on the press tile lifts or is cancelled at `time`: it springs back through rest.
    func releaseRole(at time: Double) {
        motion.releaseRole(MotionTiersModel.pressRoleIndex, at: time)
    }

    /// Plays the whole screen at `speed` of real time from real time `time` on.
    func setSpeed(_ speed: Double, atReal time: Double) {
        clock.setSpeed(speed, at: time)
        if let index = PlaybackClock.speeds.firstIndex(of: clock.speed) {
            motion.speedPicker.pick(index, at: time, motion: MotionLanguage(reduceMotion: model.reduceMotion))
        }
    }

    /// Turns Reduce Motion on or off at `time`.
    func setReduceMotion(_ on: Bool, at time: Double) {
        guard model.setReduceMotion(on) else { return }
        motion.flipSwitch(on, at: time)
    }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        TiersLayout.height(forWidth: width, roleCount: MotionTiersModel.roles.count, textScale: text.textScale)
    }

    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        self.frame = frame
        palette = TiersPalette(theme)
        rightToLeft = theme.rightToLeft
        layout = TiersLayout(frame: frame, laneCount: MotionTiersModel.tiers.count, roleCount: MotionTiersModel.roles.count,
                             rightToLeft: theme.rightToLeft, textScale: theme.textScale)
        glass = theme.glassAppearance
        motion.speedPicker.frame = layout.speedRow
        motion.speedPicker.rightToLeft = theme.rightToLeft
    }
}
