import Geometry
import Glass
import Gestures
import Motion
import Raster

/// The content of the `glass` screen: every part of the liquid glass language, live.
///
/// - A row of joined pill segments like the Scrub Chart's range picker: click or tap one to pick
///   it; it swells ×1.28 and takes the butter accent, which flows to it through the necks.
/// - A flag capsule with a change bubble that buds out of it on a click and melts back on the next.
/// - A pair of joined glass buttons that sink under a press (an icon to 0.92), count, pop on a
///   change and shake when the count would go below zero.
/// - Two capsules to drag apart and together, to see the neck form, thin and snap at 20 pt.
///
/// It is a value: a screen holds one, lays it out, feeds it pointer events and frame times, and
/// draws it. Time is always a parameter:
///
///     var demo = GlassDemo(theme: theme)
///     demo.layout(in: Rect(0, 0, 1280, 800))
///     demo.handle(event)                       // or press / drag / release
///     demo.advance(to: time)
///     demo.draw(into: &canvas, at: time, text: engine)
///     if !demo.isAnimating(at: time) { /* sleep until the next input */ }
public struct GlassDemo: Sendable {
    public private(set) var theme: Theme
    /// The rectangle the demo fills, in points, as last laid out.
    public private(set) var frame = Rect(0, 0, 0, 0)
    /// Which material the glass is drawn in; Reduce Transparency (from the theme) overrides both.
    public var material: GlassMaterial = .frosted

    var segments: SegmentRow
    var flag = Rect(0, 0, 0, 0)
    var buds: Buds
    /// The change bubble's size and the side of the flag it rests on.
    static let bubbleSize = Size(width: 64, height: 24)
    var buttons: [Rect] = []
    var buttonPresses: [GlassPress]
    var buttonPops: [GlassKeyframes]
    var buttonShake: GlassKeyframes
    /// What the buttons count.
    public private(set) var count = 0
    var pair = DragPair()
    /// The part under the pointer that went down, until it lifts.
    var target: Target?
    /// The pointer being followed: the demo answers one pointer at a time and ignores others
    /// until it lifts.
    var activePointer: PointerID?
    var lastTime = 0.0

    enum Target: Sendable, Hashable {
        case segment(Int)
        case flag
        case button(Int)
        case capsule(Int)
    }

    public static let rangeLabels = ["1W", "1M", "3M", "1Y", "All"]

    public init(theme: Theme = Theme()) {
        self.theme = theme
        segments = SegmentRow(labels: Self.rangeLabels, selection: 1, reduceMotion: theme.reduceMotion)
        buds = Buds(reduceMotion: theme.reduceMotion)
        buttonPresses = [GlassPress(reduceMotion: theme.reduceMotion), GlassPress(reduceMotion: theme.reduceMotion)]
        buttonPops = [GlassKeyframes.pop(amount: 0.06, reduceMotion: theme.reduceMotion),
                      GlassKeyframes.pop(amount: 0.06, reduceMotion: theme.reduceMotion)]
        buttonShake = GlassKeyframes.shake(distance: 6, reduceMotion: theme.reduceMotion)
    }

    var motion: MotionLanguage { MotionLanguage(reduceMotion: theme.reduceMotion) }

    var appearance: GlassAppearance {
        GlassAppearance(isDark: theme.isDark, reduceTransparency: theme.reduceTransparency, material: material)
    }

    /// The height the demo wants, in points.
    public static let preferredHeight = 400.0

    /// Places the parts inside `frame` (points): a column up to 440 pt wide, centred.
    public mutating func layout(in frame: Rect) {
        self.frame = frame
        let width = min(max(frame.width - 64, 200), 440)
        let left = frame.midX - width / 2
        let top = frame.minY + max((frame.height - Self.preferredHeight) / 2, 0) + 56
        segments.frame = Rect(left, top, width, SegmentRow.height)
        let flagWidth = 96.0
        let pairWidth = flagWidth + Liquid.joined + Self.bubbleSize.width
        flag = Rect(frame.midX - pairWidth / 2, top + 96, flagWidth, 24)
        let diameter = 44.0
        let buttonsLeft = frame.midX - diameter - Liquid.joined / 2
        buttons = [Rect(buttonsLeft, top + 168, diameter, diameter),
                   Rect(buttonsLeft + diameter + Liquid.joined, top + 168, diameter, diameter)]
        pair.layout(in: Rect(left, top + 256, width, DragPair.size.height))
    }

    /// Changes the theme (scheme, Reduce Motion, Reduce Transparency); motion in flight keeps going.
    public mutating func setTheme(_ theme: Theme) {
        self.theme = theme
        segments.press.reduceMotion = theme.reduceMotion
        buds.reduceMotion = theme.reduceMotion
        for i in buttonPresses.indices { buttonPresses[i].reduceMotion = theme.reduceMotion }
        // Pops and shakes take the setting from their next trigger.
        buttonPops = buttonPops.map { _ in GlassKeyframes.pop(amount: 0.06, reduceMotion: theme.reduceMotion) }
        buttonShake = GlassKeyframes.shake(distance: 6, reduceMotion: theme.reduceMotion)
    }

    // MARK: Input

    /// Routes one pointer event (positions in points, time on the session clock).
    public mutating func handle(_ event: PointerEvent) {
        let point = event.location
        let time = event.time.inSeconds
        if event.phase == .down {
            guard activePointer == nil else { return }
            activePointer = event.pointer
        } else if event.pointer != activePointer {
            return
        }
        switch event.phase {
        case .down: press(at: point, time: time)
        case .move: drag(to: point, time: time)
        case .up:
            release(at: point, time: time)
            activePointer = nil
        case .cancel:
            cancel(at: time)
            activePointer = nil
        }
    }

    /// A pointer goes down at `point`.
    public mutating func press(at point: Point, time: Double) {
        advance(to: time)
        if let index = pair.index(at: point) {
            target = .capsule(index)
            pair.begin(index, at: point)
        } else if let index = segments.index(at: point, time: time) {
            target = .segment(index)
            segments.beginPress(index, at: point, time: time)
        } else if let index = buttons.firstIndex(where: { $0.contains(point) }) {
            target = .button(index)
            buttonPresses[index].press(at: point, in: buttons[index], time: time)
        } else if flag.insetBy(dx: -6, dy: -10).contains(point) {
            target = .flag
        } else {
            target = nil
        }
    }

    /// The pointer moves while down.
    public mutating func drag(to point: Point, time: Double) {
        advance(to: time)
        switch target {
        case .capsule: pair.move(to: point)
        case .button(let index): buttonPresses[index].move(to: point, in: buttons[index])
        case .segment(let index): segments.press.move(to: point, in: segments.rects(at: time)[index])
        default: break
        }
    }

    /// The pointer lifts at `point`: a press that lifts over its part acts.
    public mutating func release(at point: Point, time: Double) {
        advance(to: time)
        switch target {
        case .capsule: pair.end()
        case .segment(let index):
            segments.endPress(at: time)
            if segments.index(at: point, time: time) == index { segments.pick(index, at: time, motion: motion) }
        case .button(let index):
            buttonPresses[index].release(at: time)
            if buttons[index].insetBy(dx: -12, dy: -12).contains(point) { tapButton(index, at: time) }
        case .flag:
            if flag.insetBy(dx: -6, dy: -10).contains(point) { toggleBubble(at: time) }
        case nil: break
        }
        target = nil
    }

    /// The system takes the pointer away: presses release and nothing acts.
    public mutating func cancel(at time: Double) {
        switch target {
        case .capsule: pair.end()
        case .segment: segments.endPress(at: time)
        case .button(let index): buttonPresses[index].release(at: time)
        default: break
        }
        target = nil
    }

    /// Picks a range segment, as a click on it does.
    public mutating func pick(_ index: Int, at time: Double) {
        advance(to: time)
        segments.pick(index, at: time, motion: motion)
    }

    /// Sends the change bubble out of the flag, or calls it home.
    public mutating func toggleBubble(at time: Double) {
        advance(to: time)
        if buds.isOut("change") {
            buds.gather(["change"], at: time)
        } else {
            buds.bloom(["change"], at: time)
        }
    }

    /// Minus (0) or plus (1): counts, pops the button, or shakes the pair at zero.
    mutating func tapButton(_ index: Int, at time: Double) {
        if index == 0 && count == 0 {
            buttonShake.trigger(at: time)
            return
        }
        count += index == 0 ? -1 : 1
        buttonPops[index].trigger(at: time)
    }

    // MARK: Time

    /// Carries out what falls due by `time` (a bubble leaving a frame after it is born, a bubble
    /// removed once melted in). Drawing calls it too; call it when time passes with no input.
    public mutating func advance(to time: Double) {
        lastTime = max(lastTime, time)
        buds.advance(to: time)
    }

    /// Whether anything still moves at or after `time`.
    public func isAnimating(at time: Double) -> Bool {
        segments.isAnimating(at: time) || buds.isAnimating(at: time)
            || buttonPresses.contains { $0.isAnimating(at: time) } || buttonPops.contains { $0.isAnimating(at: time) }
            || buttonShake.isAnimating(at: time)
    }

    /// The currently picked range segment.
    public var selection: Int { segments.selection }
    /// Whether the change bubble is out of the flag (or on its way out).
    public var isBubbleOut: Bool { buds.isOut("change") }
    /// The gap between the two draggable capsules, in points.
    public var dragGap: Double { pair.gap }
}
