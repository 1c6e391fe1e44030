import Geometry
import Motion
import Raster

/// One role's tile in the tiers demo: a tiny scene that plays the role's animation when tapped.
///
/// Every example is a progress value animated between 0 and 1 with the role's animation (or its
/// Reduce Motion substitute), plus a keyframe track where the role has one: error shakes and
/// success pops, on the shared presets. What the progress moves differs by role, chosen so the
/// role's meaning reads: a press shrinks, a snap lands on a detent, a value bar grows, a rebound
/// comes back from past its bound, a morph turns a square into a circle.
struct RoleExample {
    let role: Role
    private(set) var progress = Animator(0.0)
    /// The shake offset (error) or pop scale (success), resting at 0 or 1.
    private(set) var keyframes: KeyframeAnimator<Double>
    /// How many times it has played, for the state dump.
    private(set) var plays = 0

    init(role: Role) {
        self.role = role
        keyframes = KeyframeAnimator(role == .success ? 1.0 : 0.0)
    }

    /// The roles the demo shows, in the order the issue names them.
    static let shownRoles: [Role] = [
        .press, .release, .settle, .snap, .value, .rebound, .morph, .reveal, .dismiss, .success, .error,
    ]

    /// Plays the example at `time`.
    mutating func play(at time: Double, reduceMotion: Bool) {
        plays += 1
        let animation = role.animation(reduceMotion: reduceMotion)
        switch role {
        case .press:
            // Down on the press tier, then back up on release, as a finger would.
            progress.animate(to: 1, with: animation, at: time)
            progress.animate(to: 0, with: Role.release.animation(reduceMotion: reduceMotion), at: time + 0.18)
        case .rebound:
            // Pushed past the bound, then sprung back inside it.
            progress.set(progress.target < 0.5 ? 1.25 : -0.25)
            progress.animate(to: progress.target > 0.5 ? 1 : 0, with: animation, at: time)
        case .error:
            keyframes.play(.shake(distance: 8, reduceMotion: reduceMotion), at: time)
            progress.set(1)
            progress.animate(to: 0, with: animation.delay(0.4), at: time)
        case .success:
            keyframes.play(.pop(amount: 0.3, reduceMotion: reduceMotion), at: time)
            progress.animate(to: progress.target < 0.5 ? 1 : 0, with: animation, at: time)
        default:
            progress.animate(to: progress.target < 0.5 ? 1 : 0, with: animation, at: time)
        }
    }

    func restTime() -> Double { max(progress.restTime, keyframes.restTime) }

    /// Draws the scene inside `stage` (points) at `time`.
    func draw(into canvas: inout Canvas, in stage: Rect, at time: Double, palette: TiersPalette) {
        let p = progress.value(at: time)
        let center = stage.center
        let dot = min(stage.height, 28.0) / 2
        let ink = Paint.solid(palette.puck)
        let track = Paint.solid(palette.rail)
        let travel = stage.width / 2 - dot - 4
        switch role {
        case .press:
            let scale = 1 - 0.12 * p
            canvas.fillCircle(center: center, radius: dot * scale, with: ink)
        case .release, .settle:
            canvas.fillCapsule(Rect(stage.minX + 4, center.y - 2, stage.width - 8, 4), with: track)
            canvas.fillCircle(center: Point(center.x - travel + 2 * travel * p, center.y), radius: dot * 0.7, with: ink)
        case .snap:
            for index in 0..<3 {
                let x = center.x - travel + travel * Double(index)
                canvas.fillCircle(center: Point(x, center.y), radius: 3, with: track)
            }
            canvas.fillCircle(center: Point(center.x - travel + 2 * travel * p, center.y), radius: dot * 0.6, with: ink)
        case .value:
            let full = stage.width - 8
            canvas.fillCapsule(Rect(stage.minX + 4, center.y - 5, full, 10), with: track)
            canvas.fillCapsule(Rect(stage.minX + 4, center.y - 5, max(10, full * (0.25 + 0.75 * p)), 10), with: ink)
        case .rebound:
            let bound = Rect(stage.minX + 4, center.y - dot, stage.width - 8, dot * 2)
            canvas.fillRoundedRect(bound, radius: dot, with: track)
            let x = bound.minX + dot + (bound.width - 2 * dot) * p
            canvas.fillCircle(center: Point(x, center.y), radius: dot * 0.7, with: ink)
        case .morph:
            let side = dot * 2 * (1 + 0.4 * p)
            let rect = Rect(center.x - side / 2, center.y - dot, side, dot * 2)
            canvas.fillRoundedRect(rect, radius: 4 + (dot - 4) * p, with: ink)
        case .reveal, .dismiss:
            let shown = role == .reveal ? p : 1 - p
            // An outline marks where the hidden surface appears.
            let outline = Rect(center.x - dot * 2, center.y - dot / 2, dot * 4, dot)
            canvas.stroke(Path(roundedRect: outline, radii: CornerRadii(dot / 3)), style: StrokeStyle(width: 1, dash: [3, 3]), with: .solid(palette.secondary.opacity(0.5)))
            guard shown > 0.001 else { return }
            // One shape, so fading its colour is the same as fading a layer, without the layer.
            let size = dot * 2 * (0.6 + 0.4 * shown)
            let faded = Paint.solid(palette.puck.opacity(min(1, max(0, shown))))
            canvas.fillRoundedRect(Rect(center.x - size, center.y - size / 2, size * 2, size), radius: size / 3, with: faded)
        case .success:
            let scale = keyframes.value(at: time)
            let radius = dot * 0.8 * scale
            canvas.fillCircle(center: center, radius: radius, with: .solid(palette.success.mixed(with: palette.puck, amount: 1 - p)))
        case .error:
            let shake = keyframes.value(at: time)
            let rect = Rect(center.x - 26 + shake, center.y - 11, 52, 22)
            canvas.fillRoundedRect(rect, radius: 11, with: .solid(palette.puck.mixed(with: palette.error, amount: p)))
        case .ambient:
            canvas.fillCircle(center: center, radius: dot * (0.8 + 0.2 * p), with: ink)
        }
    }
}
