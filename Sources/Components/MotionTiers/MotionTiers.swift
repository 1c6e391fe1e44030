import Geometry
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
public final class MotionTiers: Piece {
    public static let kind = "tiers"
    public private(set) var frame = Rect(0, 0, 0, 0)

    /// Whether lanes and roles play their Reduce Motion substitutes.
    public private(set) var reduceMotion: Bool
    /// How many times the lanes have been fired together.
    public private(set) var fireCount = 0

    var lanes: [TierLane]
    var roles: [RoleExample]
    var layout = TiersLayout.zero
    var palette: TiersPalette
    /// Right-to-left layouts run the pucks from the right edge.
    var rightToLeft = false
    /// When Reduce Motion last flipped, so the switch's thumb can slide.
    var switchMotion = Animator(0.0)

    private var laneTaps: [TapRecognizer] = []
    private var lanePans: [PanRecognizer] = []
    private var roleTaps: [TapRecognizer] = []
    private let switchTap = TapRecognizer()

    /// How much past the plot shows, in seconds.
    static let plotWindow = 1.5

    /// Creates the demo at rest, every puck at the leading end.
    public convenience init(context: PieceContext) {
        self.init(theme: context.theme)
    }

    public init(theme: Theme = Theme()) {
        reduceMotion = theme.reduceMotion
        palette = TiersPalette(theme)
        lanes = Tier.allCases.map { TierLane(tier: $0) }
        roles = RoleExample.shownRoles.map { RoleExample(role: $0) }
        switchMotion.set(reduceMotion ? 1 : 0)
        for index in lanes.indices {
            lanes[index].setReduceMotion(reduceMotion)
        }
        makeRecognizers()
    }

    // MARK: Actions

    /// Fires every lane at `time`: each puck springs to its other end on its tier.
    public func fire(at time: Double) {
        fireCount += 1
        for index in lanes.indices {
            lanes[index].fire(at: time)
        }
    }

    /// Plays one role's example at `time`.
    public func playRole(_ role: Role, at time: Double) {
        guard let index = roles.firstIndex(where: { $0.role == role }) else { return }
        roles[index].play(at: time, reduceMotion: reduceMotion)
    }

    /// Turns Reduce Motion on or off at `time`.
    public func setReduceMotion(_ on: Bool, at time: Double) {
        guard on != reduceMotion else { return }
        reduceMotion = on
        for index in lanes.indices {
            lanes[index].setReduceMotion(on)
        }
        switchMotion.animate(to: on ? 1 : 0, with: Role.snap.animation(reduceMotion: on), at: time)
    }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: TextEngine) -> Double {
        TiersLayout.height(forWidth: width, roleCount: roles.count, textScale: text.textScale)
    }

    public func layout(in frame: Rect, theme: Theme, text: TextEngine) {
        self.frame = frame
        palette = TiersPalette(theme)
        rightToLeft = theme.rightToLeft
        layout = TiersLayout(frame: frame, laneCount: lanes.count, roleCount: roles.count, rightToLeft: theme.rightToLeft, textScale: theme.textScale)
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        let point = location
        if layout.switchHit.contains(point) { return [switchTap] }
        if let index = layout.lanes.firstIndex(where: { $0.row.contains(point) }) {
            // The pan claims a horizontal drag; anything else that lifts in place is a tap.
            return [lanePans[index], laneTaps[index]]
        }
        if let index = layout.roleTiles.firstIndex(where: { $0.contains(point) }) {
            return [roleTaps[index]]
        }
        return []
    }

    public func handleKey(_ event: KeyEvent) -> Bool {
        let time = event.time.inSeconds
        switch event.key {
        case .space:
            guard !event.isRepeat else { return true }
            fire(at: time)
            return true
        case .character(let character) where character == "r" || character == "R":
            guard !event.isRepeat else { return true }
            setReduceMotion(!reduceMotion, at: time)
            return true
        default:
            return false
        }
    }

    public func isAnimating(at time: Double) -> Bool {
        if lanes.contains(where: { $0.isDragging }) { return false }
        let laneRest = lanes.map { $0.restTime(plotWindow: Self.plotWindow) }.max() ?? -.infinity
        let roleRest = roles.map { $0.restTime() }.max() ?? -.infinity
        return time < max(laneRest, roleRest, switchMotion.restTime)
    }

    public func state(at time: Double) -> JSONValue {
        let tiers: [JSONValue] = lanes.map { lane in
            .object([
                "name": .string(lane.tier.name),
                "duration": .number(lane.tier.spring.duration),
                "bounce": .number(lane.tier.spring.bounce),
                "overshoot": .number(lane.measurement.overshoot),
                "settle": .number(lane.measurement.settle),
                "settlingDuration": .number(lane.tier.spring.settlingDuration),
                "position": .number(lane.position(at: time)),
                "target": .number(lane.target),
                "moving": .bool(lane.trace.current.isAnimating(at: time)),
                "spring": .object([
                    "duration": .number(lane.spring.duration), "bounce": .number(lane.spring.bounce),
                ]),
            ])
        }
        let roleEntries: [JSONValue] = roles.map { role in
            .object([
                "name": .string(role.role.rawValue),
                "plays": .number(Double(role.plays)),
                "animating": .bool(time < role.restTime()),
            ])
        }
        return .object([
            "frame": frame.stateJSON,
            "reduceMotion": .bool(reduceMotion),
            "fired": .number(Double(fireCount)),
            "tiers": .array(tiers),
            "lanes": .array(layout.lanes.map(\.row.stateJSON)),
            "tracks": .array(layout.lanes.map(\.track.stateJSON)),
            "plots": .array(layout.lanes.map(\.plot.stateJSON)),
            "roles": .array(roleEntries),
            "roleTiles": .array(layout.roleTiles.map(\.stateJSON)),
            "switch": layout.switchHit.stateJSON,
        ])
    }

    // MARK: Recognizers

    private func makeRecognizers() {
        for index in lanes.indices {
            let tap = TapRecognizer()
            tap.onTap = { [unowned self] details in fire(at: details.time.inSeconds) }
            laneTaps.append(tap)

            let pan = PanRecognizer(axis: .horizontal)
            pan.onBegan = { [unowned self] value in
                lanes[index].beginDrag(at: value.time.inSeconds)
                lanes[index].drag(by: value.translation.x / trackTravel(index), at: value.time.inSeconds)
            }
            pan.onChanged = { [unowned self] value in
                lanes[index].drag(by: value.translation.x / trackTravel(index), at: value.time.inSeconds)
            }
            pan.onEnded = { [unowned self] value in
                let travel = trackTravel(index)
                lanes[index].endDrag(
                    velocity: value.velocity.x / travel, trackLength: abs(travel),
                    reduceMotion: reduceMotion, at: value.time.inSeconds)
            }
            pan.onCancelled = { [unowned self] in
                // A cancel carries no time of its own here; the last drag move is the latest known.
                lanes[index].cancelDrag(at: lanes[index].trace.lastChange)
            }
            lanePans.append(pan)
        }
        for index in roles.indices {
            let tap = TapRecognizer()
            tap.onTap = { [unowned self] details in
                roles[index].play(at: details.time.inSeconds, reduceMotion: reduceMotion)
            }
            roleTaps.append(tap)
        }
        switchTap.onTap = { [unowned self] details in
            setReduceMotion(!reduceMotion, at: details.time.inSeconds)
        }
    }

    /// The distance the puck's centre travels from one end to the other, in points, signed so
    /// that dividing a horizontal drag by it gives progress in reading order (right to left, a
    /// drag to the left moves the puck forward).
    func trackTravel(_ index: Int) -> Double {
        max(1, layout.lanes[index].travel) * (rightToLeft ? -1 : 1)
    }
}
