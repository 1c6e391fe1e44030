import Geometry
import Gestures
import Motion

// Touch and mouse on the strip: what each gesture does to the span, as the seed's one handler
// does it, with the ticks it plays.

extension RangeLens {
    func configureRecognizers() {
        pan.onBegan = { [unowned self] value in
            // The pan begins after a few points of travel: take hold where the finger came down,
            // then catch up to it at once.
            begin(at: value.startLocation, time: value.time.inSeconds)
            moveGrab(to: value.location, time: value.time.inSeconds)
        }
        pan.onChanged = { [unowned self] value in moveGrab(to: value.location, time: value.time.inSeconds) }
        pan.onEnded = { [unowned self] value in release(velocity: value.velocity.x, time: value.time.inSeconds) }
        pan.onCancelled = { [unowned self] in release(velocity: 0, time: lastTime) }
        press.onBegan = { [unowned self] value in begin(at: value.location, time: value.time.inSeconds) }
        press.onChanged = { [unowned self] value in moveGrab(to: value.location, time: value.time.inSeconds) }
        press.onEnded = { [unowned self] value in release(velocity: value.velocity.x, time: value.time.inSeconds) }
        press.onCancelled = { [unowned self] in release(velocity: 0, time: lastTime) }
        tap.onTap = { [unowned self] details in tapped(at: details.location, time: details.time.inSeconds) }
        doubleTap.onDoubleTap = { [unowned self] details in toggleAll(at: details.time.inSeconds) }
        pinch.onBegan = { [unowned self] value in beginPinch(value) }
        pinch.onChanged = { [unowned self] value in changePinch(value) }
        pinch.onEnded = { [unowned self] value in endPinch(at: value.time.inSeconds) }
        pinch.onCancelled = { [unowned self] in endPinch(at: lastTime) }
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        guard isInteractive, let layout else { return [] }
        // The strip's row with its marks: the lens's own zone reaches a little past the track.
        let strip = layout.strip.insetBy(dx: 0, dy: -6)
        if strip.contains(location) { return [pinch, press, pan, doubleTap, tap] }
        if layout.detail.contains(location) { return [pinch] }
        return []
    }

    /// A point on screen as a position along the strip's time axis.
    func stripTime(_ point: Point) -> Double { layout?.stripTime(point.x) ?? point.x }

    /// Takes hold at `point`: a handle or the slab under it, or, off the lens, the lens comes to
    /// the finger, centred there on the snap role, and the drag carries on from there.
    func begin(at point: Point, time: Double) {
        guard isInteractive, let geometry else { return }
        lastTime = max(lastTime, time)
        let x = stripTime(point)
        var origin = span
        var part = geometry.part(at: x, of: origin)
        if part == nil {
            origin = RangeLensSpan.clamped(start: (geometry.sample(at: x) - origin.width / 2).rounded(), width: origin.width,
                                           count: model.count)
            motion.move(to: origin, with: motion.language.snap, at: time)
            blendUntil = time + Self.blendDuration
            part = .body
            addTick(.selection, at: time)
        }
        let held = part ?? .body
        grab = RangeLensGrab(part: held, origin: origin, x: x)
        motion.hold(held, at: time)
        lastBucket = model.bucket(edge(of: origin, part: held))
        atLimit = false
        if held != .body { addTick(.light, at: time) }
    }

    /// The finger moved: the lens follows it directly, or on the press role while it catches up
    /// after coming to the finger.
    func moveGrab(to point: Point, time: Double) {
        guard let grab, let geometry else { return }
        lastTime = max(lastTime, time)
        let next = grab.tracked(to: stripTime(point), geometry: geometry, minimum: model.minimumSpan)
        if time < blendUntil {
            motion.move(to: next.span, with: motion.language.press, at: time)
        } else {
            motion.place(next.span)
        }
        if next.limited != atLimit {
            atLimit = next.limited
            if next.limited { addTick(.soft, at: time) }
        }
        let bucket = model.bucket(edge(of: next.span, part: grab.part))
        if bucket != lastBucket {
            lastBucket = bucket
            addTick(.selection, at: time)
        }
        write(next.span, at: time)
    }

    /// Let go at `velocity` (points per second on screen): the lens coasts a little with the flick
    /// and lands on whole samples inside the series, on a settle that leaves at the finger's speed.
    func release(velocity: Double, time: Double) {
        guard let held = grab?.part, let geometry else { return }
        lastTime = max(lastTime, time)
        let along = theme.rightToLeft ? -velocity : velocity
        let current = motion.span(at: time)
        let landing = RangeLensGrab.landing(of: held, from: current, velocity: along, geometry: geometry, minimum: model.minimumSpan)
        let settle = motion.language.settle(velocity: along, from: landing.from, to: landing.to)
        grab = nil
        blendUntil = -Double.infinity
        motion.release(at: time)
        motion.move(to: landing.target, with: settle, at: time)
        rescale(at: time)
        atLimit = false
        if model.bucket(edge(of: landing.target, part: held)) != lastBucket { addTick(.selection, at: time) }
        lastBucket = nil
        write(landing.target, at: time)
    }

    /// A tap beside the lens centres it there, on the snap role.
    func tapped(at point: Point, time: Double) {
        guard isInteractive, let geometry else { return }
        lastTime = max(lastTime, time)
        let x = stripTime(point)
        guard geometry.part(at: x, of: span) == nil else { return }
        let target = RangeLensSteps.centred(span, at: geometry.sample(at: x), count: model.count)
        guard target != span else { return }
        go(to: target, with: motion.language.snap, tick: .selection, at: time)
    }

    /// The sample edge `anchor` is where the wheel or a pinch zooms about: the pointer's place on
    /// the strip, or its place in the detail's window.
    func sampleEdge(at point: Point) -> Double? {
        guard let layout, let geometry else { return nil }
        if layout.strip.insetBy(dx: 0, dy: -30).contains(point) { return geometry.sample(at: stripTime(point)) }
        guard layout.plot.width > 0 else { return nil }
        let along = theme.rightToLeft ? layout.plot.maxX - point.x : point.x - layout.plot.minX
        let shown = motion.span(at: lastTime)
        return shown.start + min(max(along / layout.plot.width, 0), 1) * shown.width
    }

    func beginPinch(_ value: PinchValue) {
        guard isInteractive, grab == nil, let anchor = sampleEdge(at: value.startFocalPoint) else { return }
        lastTime = max(lastTime, value.time.inSeconds)
        pinchStart = (span, anchor)
        changePinch(value)
    }

    /// Fingers spreading narrow the window about the point between them, as a map zooms in.
    func changePinch(_ value: PinchValue) {
        guard let start = pinchStart, value.scale > 0 else { return }
        let time = value.time.inSeconds
        lastTime = max(lastTime, time)
        let zoomed = RangeLensSteps.zoomed(start.span, by: value.scale, about: start.anchor, count: model.count,
                                           minimum: model.minimumSpan)
        motion.place(zoomed)
        write(zoomed, at: time)
    }

    func endPinch(at time: Double) {
        guard pinchStart != nil else { return }
        pinchStart = nil
        let landed = span.rounded
        let target = RangeLensSpan.clamped(start: landed.start, width: max(landed.width, Double(min(model.minimumSpan, model.count))),
                                           count: model.count)
        go(to: target, with: motion.language.snap, tick: nil, at: time)
    }

    /// The sample index at the edge a grab moves: the end for the upper handle, else the start.
    func edge(of span: RangeLensSpan, part: RangeLensPart) -> Int {
        let n = model.count
        let index = part == .upper ? Int(span.end.rounded()) - 1 : Int(span.start.rounded())
        return min(max(index, 0), max(n - 1, 0))
    }
}
