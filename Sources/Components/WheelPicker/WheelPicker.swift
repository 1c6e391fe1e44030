import Geometry
import Gestures
import Motion
import Raster
import Typeset

/// A horizontal ruler picker for weight, age, duration or tempo: values snap to the centre line
/// and tick as they pass.
///
/// It owns its offset instead of scrolling a list, because the seed found that a scroll view
/// snapping to a centre line opens parked two ticks away from the value its label shows. Driving
/// the offset directly opens exactly on the selected value, every time.
///
/// - A drag moves the strip under the finger (after 1 point); the value nearest the centre is
///   highlighted and becomes the selection at once, with a light tick as each value passes. On
///   release the strip projects the gesture's predicted end, so a flick coasts, and lands on the
///   nearest value on the glide role, with one tick. Past either end it gives with rubber-band
///   resistance, as a system picker does (beyond the seed).
/// - Beyond the seed, for the desktop: a wheel notch moves exactly one value; a precise touchpad
///   scroll moves by its delta and then snaps; a click on a tick glides to it; Left and Right
///   (mirrored right to left) move one value and Home and End go to the ends, without a tick.
///
/// This is one picker; ``WheelPickerExample`` puts the seed's two on a screen.
final class WheelPicker {
    var model: WheelPickerModel
    var theme: Theme
    var style: WheelPickerStyle
    /// The title and the tick captions for each value, such as "72 kg".
    let values: [Int]
    /// The value the picker rests on, or is landing on.
    private(set) var settledIndex: Int
    /// The selection: the value under the centre line, written live while a drag passes values.
    private(set) var selectedIndex: Int
    /// The value the picker was made on, which an idle reset spins back to.
    let openingIndex: Int
    /// Where the strip is drawn, in points: set under the finger, animated otherwise.
    var offset: Animator<Double>
    /// How highlighted each value is becoming or ceasing to be (1 is the selected look).
    var highlights: [Int: Animator<Double>] = [:]
    /// The title's digits rolling from the last value to this one.
    var titleRoll: RollingFigures?
    var ticks: [HapticTick] = []
    /// The drag in progress: the offset it started from.
    var dragStart: Double?
    /// The offset a precise scroll has moved the strip to, and when it last moved it; the strip
    /// snaps once scrolling pauses.
    var scrollPause: Double?
    var lastTime = 0.0
    var version = 0
    var drawn: (version: Int, time: Double)?
    var onSelectionChange: ((Int) -> Void)?
    /// The ticks' layer, kept for the next frame of the same size.
    var scratch: Canvas?
    /// Tick captions laid out, by value and look.
    var captions: [CaptionKey: TextLine] = [:]

    struct CaptionKey: Hashable {
        var index: Int
        var style: TextStyle
        var textScale: Double
    }

    private(set) var frame = Rect(0, 0, 0, 0)
    /// The strip's viewport, in window points.
    private(set) var strip = Rect(0, 0, 0, 0)

    let drag = DragRecognizer(minimumDistance: 1)
    let tap = TapRecognizer()

    /// How long a precise scroll waits, still, before the strip snaps to a value.
    static let scrollSettle = 0.12

    convenience init(values: [Int], selection: Int, unit: String? = nil, theme: Theme = Theme()) {
        let titles = values.map { value in unit.map { "\(value) \($0)" } ?? "\(value)" }
        self.init(values: values, titles: titles, selection: selection, theme: theme)
    }

    /// A picker whose values read as `titles` (one each, in order), such as "0.42 s" for 42.
    init(values: [Int], titles: [String], selection: Int, theme: Theme = Theme()) {
        self.values = values
        model = WheelPickerModel(titles: titles, itemWidth: WheelPickerStyle.itemWidth)
        self.theme = theme
        style = WheelPickerStyle(theme: theme)
        let index = values.firstIndex(of: selection) ?? 0
        settledIndex = index
        selectedIndex = index
        openingIndex = index
        offset = Animator(model.offset(for: index))
        configureRecognizers()
    }

    var rtl: Bool { theme.rightToLeft }
    var language: MotionLanguage { MotionLanguage(reduceMotion: theme.reduceMotion) }

    /// The landing after a drag, a flick or a click: the calm tier, unhurried with a trace of
    /// give (the seed's `glide`; its token file was not shipped). Reduce Motion: the still spring.
    var glide: Animation { theme.reduceMotion ? .spring(MotionLanguage.stillSpring) : .spring(.calm) }

    /// The selected value's title, "72 kg".
    var title: String { model.titles.indices.contains(selectedIndex) ? model.titles[selectedIndex] : "" }

    // MARK: Layout

    func preferredHeight(text: Typesetter) -> Double {
        text.metrics(for: TextStyle(size: WheelPickerStyle.titleSize)).lineHeight + WheelPickerStyle.titleSpacing
            + WheelPickerStyle.viewportHeight
    }

    func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        self.theme = theme
        style = WheelPickerStyle(theme: theme)
        self.frame = frame
        strip = Rect(frame.minX, frame.maxY - WheelPickerStyle.viewportHeight, frame.width, WheelPickerStyle.viewportHeight)
        version += 1
    }

    // MARK: Moving

    /// The value under the centre line at offset `value`.
    func liveIndex(at value: Double) -> Int { model.liveIndex(at: value) }

    /// The selection follows the value under the centre line: its tick and title change on the
    /// snap role, and the app is told.
    func select(_ index: Int, at time: Double, tick: Bool) {
        guard index != selectedIndex, model.count > 0 else { return }
        let snap = language.snap
        for (changing, target) in [(selectedIndex, 0.0), (index, 1.0)] {
            var animator = highlights[changing] ?? Animator(target == 0 ? 1.0 : 0.0)
            animator.animate(to: target, with: snap, at: time)
            highlights[changing] = animator
        }
        titleRoll = RollingFigures(from: title, to: model.titles[index], rises: index > selectedIndex, animation: snap,
                                   crossFades: theme.reduceMotion, at: time)
        selectedIndex = index
        if tick { addTick(.light, at: time) }
        onSelectionChange?(values[index])
        version += 1
    }

    /// Lands the strip on `index` with `animation`.
    func land(on index: Int, with animation: Animation, at time: Double, tick: Bool) {
        let target = model.clamped(index)
        settledIndex = target
        scrollPause = nil
        offset.animate(to: model.offset(for: target), with: animation, at: time)
        select(target, at: time, tick: tick)
        version += 1
    }

    /// A selection set from outside glides the wheel there on the snap role, silently.
    func setSelection(_ value: Int, at time: Double) {
        guard let index = values.firstIndex(of: value), dragStart == nil else { return }
        land(on: index, with: language.snap, at: time, tick: false)
    }

    func addTick(_ kind: HapticTick.Kind, at time: Double) {
        ticks.append(HapticTick(time: time, kind: kind))
        if ticks.count > 256 { ticks.removeFirst(ticks.count - 256) }
    }

    /// Carries out what falls due: a paused precise scroll snaps, and landed highlights are let go.
    func advance(to time: Double) {
        if let pause = scrollPause, time >= pause + Self.scrollSettle, dragStart == nil {
            land(on: liveIndex(at: offset.value(at: time)), with: language.snap, at: pause + Self.scrollSettle, tick: false)
        }
        highlights = highlights.filter { time < $0.value.restTime }
    }

    var restTime: Double {
        var latest = offset.restTime
        for animator in highlights.values { latest = max(latest, animator.restTime) }
        if let titleRoll { latest = max(latest, titleRoll.restTime) }
        if let scrollPause { latest = max(latest, scrollPause + Self.scrollSettle) }
        return latest
    }

    func isAnimating(at time: Double) -> Bool { time < restTime }

    /// The picker's pixels: the title above the strip, with the room a rolling digit rises
    /// into (0.4 of the title's line), and the strip.
    var drawnArea: Rect { Rect(frame.minX - 2, frame.minY - 18, frame.width + 4, frame.height + 22) }

    func damage(at time: Double) -> [Rect] {
        guard let drawn else { return [drawnArea] }
        if drawn.version != version || isAnimating(at: drawn.time) || isAnimating(at: time) { return [drawnArea] }
        return []
    }
}
