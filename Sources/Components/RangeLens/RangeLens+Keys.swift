import Foundation
import Geometry
import Gestures

// Keys, the wheel and a hovering mouse.

extension RangeLens {
    public func handleKey(_ event: KeyEvent) -> Bool {
        guard isInteractive else { return false }
        let time = event.time.inSeconds
        lastTime = max(lastTime, time)
        let step = model.cadence.step
        // Right to left, time runs from the right, so the arrows swap.
        let later = theme.rightToLeft ? -1 : 1
        switch event.key {
        case .left: move(by: -later * step, at: time)
        case .right: move(by: later * step, at: time)
        case .up: resize(by: step, at: time)
        case .down: resize(by: -step, at: time)
        case .space:
            // Held, Space toggles once: a repeat would flicker between all and back.
            guard !event.isRepeat else { return true }
            toggleAll(at: time)
        case .home: go(to: RangeLensSpan.clamped(start: 0, width: span.width.rounded(), count: model.count),
                       with: motion.language.snap, tick: .selection, at: time)
        case .end: go(to: RangeLensSpan.clamped(start: Double(model.count), width: span.width.rounded(), count: model.count),
                      with: motion.language.snap, tick: .selection, at: time)
        default: return false
        }
        return true
    }

    /// Over the strip or the detail the wheel zooms about the pointer, 1.1× a notch (a precise
    /// scroll by its delta, 48 points a notch); a sideways wheel or Shift pans a step a notch.
    /// Ctrl with the wheel is the desktop's zoom and is never taken.
    public func handleWheel(_ event: WheelEvent) -> Bool {
        guard isInteractive, let layout, !event.modifiers.contains(.control) else { return false }
        let point = event.location
        guard layout.strip.insetBy(dx: 0, dy: -30).contains(point) || layout.detail.contains(point),
              let anchor = sampleEdge(at: point) else { return false }
        let time = event.time.inSeconds
        lastTime = max(lastTime, time)
        let notches = { (delta: Double) in event.isPrecise ? delta / Self.pointsPerNotch : delta }
        let sideways = event.modifiers.contains(.shift) ? notches(event.delta.y) + notches(event.delta.x) : notches(event.delta.x)
        let notchesIn = event.modifiers.contains(.shift) ? 0 : notches(event.delta.y)
        if sideways != 0 {
            // A wheel turned away (or right) goes later in time.
            let direction = theme.rightToLeft ? -1.0 : 1.0
            let samples = Int((sideways * direction * Double(model.cadence.step)).rounded())
            if samples != 0 { move(by: samples, at: time) }
        }
        if notchesIn != 0 { zoom(by: pow(Self.wheelZoom, notchesIn), about: anchor, at: time) }
        return true
    }

    /// Hovering the detail reads the bar under the pointer in the readout, without moving the lens.
    public func handleHover(_ event: HoverEvent) {
        guard let layout, !model.isEmpty, !redacted else { return }
        lastTime = max(lastTime, event.time.inSeconds)
        let point = event.location
        var index: Int?
        if layout.plot.contains(point), grab == nil {
            let shown = motion.span(at: event.time.inSeconds)
            let along = theme.rightToLeft ? layout.plot.maxX - point.x : point.x - layout.plot.minX
            let sample = Int((shown.start + along / layout.plot.width * shown.width).rounded(.down))
            if (0..<model.count).contains(sample) { index = sample }
        }
        hovered = index
    }
}
