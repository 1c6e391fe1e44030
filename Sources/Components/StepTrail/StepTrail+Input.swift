import Geometry
import Gestures
import Motion

// Touch, mouse and keys on the trail. Taps and presses hit the stop under the finger in the
// layout the trail is heading to; a drag holds the capsule where it was taken and reports where
// that point is, in steps, at an even pitch.

extension StepTrail {
    func configureRecognizers() {
        touchDown.onPress = { [unowned self] location, time in pressDown(at: location, time: time.inSeconds) }
        touchDown.onRelease = { [unowned self] time in pressUp(at: time.inSeconds) }
        tap.onTap = { [unowned self] details in tapped(at: details.location, time: details.time.inSeconds) }
        pan.onBegan = { [unowned self] value in
            beginScrub(at: value.location, time: value.time.inSeconds)
        }
        pan.onChanged = { [unowned self] value in moveScrub(to: value.location, time: value.time.inSeconds) }
        pan.onEnded = { [unowned self] value in endScrub(velocity: value.velocity.x, time: value.time.inSeconds) }
        pan.onCancelled = { [unowned self] in endScrub(velocity: 0, time: lastTime, cancelled: true) }
    }

    /// The recognizers under a touch-down: the row is at least 44 points tall, and a drag is
    /// offered only when there is more than one step to carry the capsule between.
    func recognizers(at location: Point) -> [GestureRecognizer] {
        guard isEnabled, count > 0, track.contains(location) else { return [] }
        return model.furthest > 0 ? [touchDown, pan, tap] : [touchDown, tap]
    }

    /// A window x as points from the trail's leading edge.
    func leading(_ x: Double) -> Double {
        rtl ? track.maxX - x : x - track.minX
    }

    /// The layout taps are tested against: the stops as they will rest.
    var targetGeometry: StepTrailGeometry { .target(metrics: metrics, open: shown) }

    /// A finger lands: a reachable stop sinks at once, before anyone knows whether this is a
    /// tap, a drag or a scroll.
    func pressDown(at location: Point, time: Double) {
        guard isEnabled else { return }
        lastTime = max(lastTime, time)
        let index = targetGeometry.stop(at: leading(location.x))
        releasePress(at: time)
        guard index <= model.furthest else { return }
        pressed = index
        if index == shown, !isComplete, usesPuck {
            motion.puckPress.press(at: nil, in: puckRect(at: time), time: time)
        } else if motion.presses.indices.contains(index) {
            motion.presses[index].press(at: nil, in: stopRect(index, at: time), time: time)
        }
        version += 1
    }

    func pressUp(at time: Double) {
        lastTime = max(lastTime, time)
        releasePress(at: time)
    }

    func releasePress(at time: Double) {
        guard pressed != nil else { return }
        pressed = nil
        motion.puckPress.release(at: time)
        for index in motion.presses.indices { motion.presses[index].release(at: time) }
        version += 1
    }

    /// A reachable step goes there with a tick; one not reached yet shakes, with a firm tick,
    /// and nothing moves.
    func tapped(at location: Point, time: Double) {
        guard isEnabled else { return }
        lastTime = max(lastTime, time)
        releasePress(at: time)
        switch model.tap(targetGeometry.stop(at: leading(location.x))) {
        case .go(let index):
            write(index, at: time)
            addTick(.selection, at: time)
        case .refuse(let index):
            motion.shakes[index].trigger(at: time)
            addTick(.firm, at: time)
            version += 1
        case .none:
            break
        }
    }

    /// The drag takes hold of the capsule at the stop under the finger (within the reached steps)
    /// and lifts it; taking hold of another stop moves there with a tick.
    func beginScrub(at location: Point, time: Double) {
        guard isEnabled, model.furthest > 0 else { return }
        lastTime = max(lastTime, time)
        releasePress(at: time)
        let point = leading(location.x)
        let start = min(max(targetGeometry.stop(at: point), 0), model.furthest)
        grabOffset = point - (Double(start) * metrics.pitch + metrics.d / 2)
        scrub = StepTrailScrub(stop: start)
        motion.lift.animate(to: motion.reduceMotion ? 1 : 1.06, with: motion.language.press, at: time)
        if start != shown {
            move(to: start, at: time)
            addTick(.selection, at: time)
        }
        version += 1
    }

    /// The finger moves: the capsule moves to each stop it comes close to, with a tick, and its
    /// facing edge reaches toward the finger with rubber-band resistance.
    func moveScrub(to location: Point, time: Double) {
        guard var scrub else { return }
        lastTime = max(lastTime, time)
        let position = (leading(location.x) - grabOffset - metrics.d / 2) / metrics.pitch
        guard position.isFinite else { return }
        let step = scrub.move(to: position, furthest: model.furthest, pitch: metrics.pitch)
        self.scrub = scrub
        if let landed = step.landed {
            move(to: landed, at: time)
            addTick(.selection, at: time)
        }
        motion.pull.set(motion.reduceMotion ? 0 : rubberBand(step.reach, limit: pullLimit))
        if step.pushed { addTick(.firm, at: time) }
        version += 1
    }

    /// How far the pull may reach: 0.35 of a stop.
    var pullLimit: Double { metrics.d * 0.35 }

    /// The finger lifts: the capsule lands where it is and the selection changes once. The pull
    /// springs back at the speed the finger left it. A cancelled drag writes nothing and goes
    /// back to the selection.
    func endScrub(velocity: Double, time: Double, cancelled: Bool = false) {
        guard let landing = scrub?.stop else { return }
        lastTime = max(lastTime, time)
        scrub = nil
        motion.lift.animate(to: 1, with: motion.language.release, at: time)
        let raw = motion.pull.value(at: time)
        let along = rtl ? -velocity : velocity
        let frame = 1.0 / 120
        let speed = (rubberBand(raw + along * frame, limit: pullLimit) - raw) / frame
        motion.pull.animate(to: 0, with: motion.language.settle(velocity: cancelled ? 0 : speed, from: raw, to: 0), at: time)
        if !cancelled, landing != model.current {
            write(landing, at: time)
        } else {
            move(to: model.current, at: time)
        }
        version += 1
    }

    /// Left and Right move within the reached steps, mirrored right to left, with a tick.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, scrub == nil else { return false }
        let delta: Int
        switch event.key {
        case .left: delta = rtl ? 1 : -1
        case .right: delta = rtl ? -1 : 1
        default: return false
        }
        let time = event.time.inSeconds
        lastTime = max(lastTime, time)
        guard let next = model.step(by: delta) else { return false }
        write(next, at: time)
        addTick(.selection, at: time)
        return true
    }
}
