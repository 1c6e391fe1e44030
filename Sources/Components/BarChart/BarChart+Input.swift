import Geometry
import Gestures

// Pointer and keys on the chart: each picks the bar the readout names. A hovering mouse reads
// whatever bar it is over; a tap or a sideways drag picks the bar under the finger, with a
// selection tick each time the readout moves; Left and Right step along the bars.

extension BarChart {
    func configureRecognizers() {
        tap.onTap = { [unowned self] details in
            if let index = column(at: details.location, clamped: false) { select(index, at: details.time.inSeconds, byHover: false) }
        }
        pan.onBegan = { [unowned self] value in drag(to: value.location, at: value.time.inSeconds) }
        pan.onChanged = { [unowned self] value in drag(to: value.location, at: value.time.inSeconds) }
    }

    /// Where a pointer aims at the bars: the plot and the captions under it.
    var chartArea: Rect? {
        guard let layout, model.count > 0 else { return nil }
        return Rect(frame.minX, layout.plot.minY, frame.width, frame.maxY - layout.plot.minY)
    }

    /// The bar under `location`; `clamped`, the nearest one to a point beside them all.
    func column(at location: Point, clamped: Bool) -> Int? {
        guard let layout, let area = chartArea else { return nil }
        if !clamped, !area.contains(location) { return nil }
        if let index = layout.column(at: location.x) { return index }
        guard clamped, let first = layout.columns.first, let last = layout.columns.last else { return nil }
        let leftmost = rtl ? model.count - 1 : 0
        return location.x < min(first.minX, last.minX) ? leftmost : model.count - 1 - leftmost
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        guard let area = chartArea, area.contains(location) else { return [] }
        return [pan, tap]
    }

    func drag(to location: Point, at time: Double) {
        if let index = column(at: location, clamped: true) { select(index, at: time, byHover: false) }
    }

    public func handleHover(_ event: HoverEvent) {
        let time = event.time.inSeconds
        if let index = column(at: event.location, clamped: false) {
            select(index, at: time, byHover: true)
        } else if selectedByHover {
            deselect()
        }
    }

    /// Left and Right step the readout (mirrored right to left), starting from the first or last
    /// bar; Home and End go to either end; Escape puts the readout away.
    public func handleKey(_ event: KeyEvent) -> Bool {
        guard model.count > 0 else { return false }
        let time = event.time.inSeconds
        let last = model.count - 1
        switch event.key {
        case .left, .right:
            let forward = (event.key == .right) != rtl
            let next = selected.map { forward ? min($0 + 1, last) : max($0 - 1, 0) } ?? (forward ? 0 : last)
            select(next, at: time, byHover: false)
        case .home: select(0, at: time, byHover: false)
        case .end: select(last, at: time, byHover: false)
        case .escape:
            guard selected != nil else { return false }
            deselect()
        default: return false
        }
        return true
    }

    /// Names bar `index` in the readout: it appears over the bar, or slides there on the snap
    /// role from the bar it named.
    func select(_ index: Int, at time: Double, byHover: Bool) {
        lastTime = max(lastTime, time)
        selectedByHover = byHover
        guard index != selected, let layout, layout.columns.indices.contains(index) else { return }
        let x = layout.columns[index].midX
        if selected == nil {
            readoutX.set(x)
        } else {
            readoutX.animate(to: x, with: language.snap, at: time)
        }
        selected = index
        if !byHover { ticks.append(HapticTick(time: time, kind: .selection)) }
        if ticks.count > 256 { ticks.removeFirst(ticks.count - 256) }
        version += 1
    }

    func deselect() {
        selected = nil
        selectedByHover = false
        version += 1
    }
}
