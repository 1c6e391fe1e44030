import Geometry
import Gestures
import Motion

// A finger or a mouse on the strip, the wheel, and keys.

extension WheelPicker {
    func configureRecognizers() {
        drag.onChanged = { [unowned self] value in dragged(by: value.translation.x, time: value.time.inSeconds) }
        drag.onEnded = { [unowned self] value in
            released(translation: value.translation.x, predicted: value.predictedEndTranslation.x, time: value.time.inSeconds)
        }
        drag.onCancelled = { [unowned self] in released(translation: nil, predicted: nil, time: lastTime) }
        tap.onTap = { [unowned self] details in clicked(at: details.location, time: details.time.inSeconds) }
    }

    func recognizers(at location: Point) -> [GestureRecognizer] {
        guard model.count > 1, strip.contains(location) else { return [] }
        return [drag, tap]
    }

    /// Screen points along the strip as points along the ruler: right to left, the values run
    /// from the right, so a drag to the left moves them on.
    var along: Double { rtl ? -1 : 1 }

    /// The strip follows the finger, with rubber-band resistance past either end; the value
    /// under the centre becomes the selection as it passes, with a light tick.
    func dragged(by translation: Double, time: Double) {
        lastTime = max(lastTime, time)
        if dragStart == nil {
            dragStart = offset.value(at: time)
            scrollPause = nil
        }
        guard let start = dragStart else { return }
        let raw = start + along * translation
        let banded = rubberBand(raw, in: model.offsetRange, limit: model.itemWidth)
        offset.set(banded)
        select(liveIndex(at: banded), at: time, tick: true)
        version += 1
    }

    /// Let go: the release projects the gesture's predicted end so a flick coasts, then lands on
    /// the nearest value, clamped to the ends, on the glide role. A cancelled drag lands where
    /// it is.
    func released(translation: Double?, predicted: Double?, time: Double) {
        guard let start = dragStart else { return }
        lastTime = max(lastTime, time)
        dragStart = nil
        let raw = start + along * (translation ?? 0)
        let coast = along * ((predicted ?? translation ?? 0) - (translation ?? 0))
        let target = translation == nil ? liveIndex(at: offset.value(at: time)) : model.landing(from: raw, predicted: coast)
        land(on: target, with: glide, at: time, tick: true)
    }

    /// A click on a tick glides there.
    func clicked(at location: Point, time: Double) {
        lastTime = max(lastTime, time)
        let shown = offset.value(at: time)
        let fromCentre = along * (location.x - strip.midX)
        let index = liveIndex(at: shown - fromCentre)
        guard index != settledIndex || index != selectedIndex else { return }
        land(on: index, with: glide, at: time, tick: true)
    }

    /// The value the picker is on now: where a paused precise scroll left it, or where it rests.
    func currentIndex(at time: Double) -> Int {
        scrollPause == nil ? settledIndex : liveIndex(at: offset.value(at: time))
    }

    /// Left and Right move one value (mirrored right to left), Home and End go to the ends, on
    /// the snap role and without a tick.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard model.count > 1, dragStart == nil else { return false }
        let time = event.time.inSeconds
        lastTime = max(lastTime, time)
        let base = currentIndex(at: time)
        let target: Int
        switch event.key {
        case .left: target = base + (rtl ? 1 : -1)
        case .right: target = base + (rtl ? -1 : 1)
        case .home: target = 0
        case .end: target = model.count - 1
        default: return false
        }
        let clamped = model.clamped(target)
        guard clamped != settledIndex || scrollPause != nil else { return true }
        land(on: clamped, with: language.snap, at: time, tick: false)
        return true
    }

    /// A wheel notch moves exactly one value; a precise touchpad scroll moves the strip by its
    /// delta, and it snaps to a value once the scrolling pauses. A vertical wheel moves on to
    /// later values as it turns toward the user, in either direction of layout; a sideways one
    /// moves the ruler the way it scrolls, so right to left it runs the other way.
    func handleWheel(_ event: WheelEvent) -> Bool {
        guard model.count > 1, strip.contains(event.location), dragStart == nil, !event.modifiers.contains(.control) else { return false }
        let time = event.time.inSeconds
        lastTime = max(lastTime, time)
        let sideways = event.delta.x != 0
        // In values: positive moves on to later ones.
        let amount = sideways ? along * event.delta.x : -event.delta.y
        guard amount != 0, amount.isFinite else { return false }
        if event.isPrecise {
            // The band is undone, the scroll added, and the band put back, so a long scroll past
            // an end approaches the limit as a drag does instead of stalling.
            let range = model.offsetRange
            let shown = offset.value(at: time)
            let raw = shown < range.lowerBound ? range.lowerBound - unbandedOvershoot(range.lowerBound - shown, limit: model.itemWidth)
                : shown > range.upperBound ? range.upperBound + unbandedOvershoot(shown - range.upperBound, limit: model.itemWidth) : shown
            let moved = rubberBand(raw - amount, in: range, limit: model.itemWidth)
            offset.set(moved)
            select(liveIndex(at: moved), at: time, tick: true)
            scrollPause = time
            version += 1
        } else {
            let notches = Int(amount.rounded(.awayFromZero))
            land(on: currentIndex(at: time) + notches, with: language.snap, at: time, tick: true)
        }
        return true
    }
}
