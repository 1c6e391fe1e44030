import Geometry
import Gestures
import Motion
import Raster
import Typeset

// Pointer, hover and key input: what each turns into on the model and the motion.

extension ScrubChart {
    public func recognizers(at location: Point) -> [GestureRecognizer] {
        let point = location
        if let picker, picker.frame.insetBy(dx: 0, dy: -4).contains(point) { return [pickerDrag] }
        // Only the plot scrubs: the readout above it is left to the page, so it can still scroll.
        guard let plot = layout?.plot, plot.contains(point), !model.isEmpty else { return [] }
        return [drag]
    }

    public func handleHover(_ event: HoverEvent) {
        let time = event.time.inSeconds
        let point = event.location
        guard let plot = layout?.plot, !model.isEmpty, model.selection.phase != .range else { return }
        // A hovering mouse reads the point under it without ticking, as hovering over the bars does:
        // nothing is touched.
        if plot.contains(point), let index = index(atX: point.x) {
            followsHover = true
            setSelection(.scrubbing(index), at: time, haptic: false)
        } else if followsHover {
            followsHover = false
            setSelection(.idle, at: time, haptic: false)
        }
    }

    public func handleKey(_ event: KeyEvent) -> Bool {
        let time = event.time.inSeconds
        let count = model.points.count
        switch event.key {
        case .left, .right:
            guard count > 0 else { return false }
            followsHover = false
            let step = event.key == .right ? 1 : -1
            if event.modifiers.contains(.shift) {
                extendRange(by: step, at: time)
                return true
            }
            // At rest the point sits one past the latest, so stepping past the end lets go, as a lift does.
            let current = model.activeIndex ?? count
            let next = min(max(current + step, 0), count)
            setSelection(next == count ? .idle : .scrubbing(next), at: time)
            return true
        case .escape:
            guard model.selection != .idle else { return false }
            followsHover = false
            setSelection(.idle, at: time)
            return true
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...9).contains(digit) {
                guard model.series.indices.contains(digit - 1) else { return false }
                pickRange(digit - 1, at: time)
                return true
            }
            if character == "b" || character == "B" {
                setMode(model.mode == .line ? .bars : .line, at: time)
                return true
            }
            return false
        default:
            return false
        }
    }

    /// Shift with an arrow: a range grows from the point shown (the latest at rest) one step at
    /// a time, its anchor staying where it started.
    func extendRange(by step: Int, at time: Double) {
        let count = model.points.count
        switch model.selection {
        case .range(let anchor, let end):
            setSelection(.range(anchor: anchor, end: min(max(model.clamped(end) + step, 0), count - 1)), at: time)
        case .scrubbing, .idle:
            let anchor = model.activeIndex ?? count - 1
            // At an end there is nothing to stretch toward: no empty range.
            guard (0..<count).contains(anchor + step) else { return }
            setSelection(.range(anchor: anchor, end: anchor + step), at: time, pinned: true)
        }
    }

    /// Switches between the line and bars: the selection stays, the plot is redrawn at once.
    func setMode(_ mode: ScrubChartMode, at time: Double) {
        guard mode != model.mode else { return }
        model.mode = mode
        relayout()
        refitLine(animated: false, at: time)
    }

    func pressPicker(at point: Point, time: Double) {
        lastTime = max(lastTime, time)
        guard var row = picker else { return }
        if pickerPressStarted {
            if let pressed = row.pressed { row.press.move(to: point, in: row.rects(at: time)[pressed]) }
        } else if let index = row.index(at: point, time: time) {
            pickerPressStarted = true
            row.beginPress(index, at: point, time: time)
        }
        picker = row
    }

    func releasePicker(at point: Point, time: Double) {
        lastTime = max(lastTime, time)
        guard pickerPressStarted, var row = picker else { return }
        pickerPressStarted = false
        row.endPress(at: time)
        let pressed = row.pressed
        picker = row
        if let pressed, row.index(at: point, time: time) == pressed { pickRange(pressed, at: time) }
    }
}
