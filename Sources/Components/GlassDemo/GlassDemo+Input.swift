import Geometry
import Gestures

// Pointer input: what a press, a drag and a lift do to the model and the motion.

extension GlassDemo {
    /// The part a pointer went down on.
    enum Target: Sendable, Hashable {
        case segment(Int)
        case flag
        case button(Int)
        /// A capsule, held `offset` points right of its left edge.
        case capsule(Int, offset: Double)
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        frame.contains(location) ? [drag] : []
    }

    func makeRecognizer() {
        drag.onChanged = { [unowned self] value in
            let point = value.location
            lastPointerTime = value.time.inSeconds
            if pressing {
                move(to: point, time: lastPointerTime)
            } else {
                pressing = true
                press(at: point, time: lastPointerTime)
            }
        }
        drag.onEnded = { [unowned self] value in
            lastPointerTime = value.time.inSeconds
            pressing = false
            release(at: value.location, time: lastPointerTime)
        }
        drag.onCancelled = { [unowned self] in
            pressing = false
            cancel(at: lastPointerTime)
        }
    }

    /// A pointer goes down at `point`: the part under it takes the press.
    func press(at point: Point, time: Double) {
        motion.advance(to: time)
        if let index = model.capsules.index(at: point) {
            target = .capsule(index, offset: point.x - model.capsules.lefts[index])
        } else if let index = motion.picker.index(at: point, time: time) {
            target = .segment(index)
            motion.picker.beginPress(index, at: point, time: time)
        } else if let index = layout.buttons.firstIndex(where: { $0.contains(point) }) {
            target = .button(index)
            motion.buttonPresses[index].press(at: point, in: layout.buttons[index], time: time)
            addTick(.light, at: time)
        } else if layout.flagTarget.contains(point) {
            target = .flag
        } else {
            target = nil
        }
    }

    /// The pointer moves while down: a held capsule follows it, a press leans toward it.
    func move(to point: Point, time: Double) {
        motion.advance(to: time)
        switch target {
        case .capsule(let index, let offset): model.capsules.move(index, toLeft: point.x - offset)
        case .button(let index): motion.buttonPresses[index].move(to: point, in: layout.buttons[index])
        case .segment(let index): motion.picker.press.move(to: point, in: motion.picker.rects(at: time)[index])
        case .flag, nil: break
        }
    }

    /// The pointer lifts at `point`: a press that lifts over its part acts.
    func release(at point: Point, time: Double) {
        motion.advance(to: time)
        switch target {
        case .capsule: break
        case .segment(let index):
            motion.picker.endPress(at: time)
            if motion.picker.index(at: point, time: time) == index { pick(index, at: time) }
        case .button(let index):
            motion.buttonPresses[index].release(at: time)
            if layout.buttonTarget(index).contains(point) { tapButton(index, at: time) }
        case .flag:
            if layout.flagTarget.contains(point) { toggleBubble(at: time) }
        case nil: break
        }
        target = nil
    }

    /// The system takes the pointer away: presses release and nothing acts.
    func cancel(at time: Double) {
        switch target {
        case .segment: motion.picker.endPress(at: time)
        case .button(let index): motion.buttonPresses[index].release(at: time)
        case .capsule, .flag, nil: break
        }
        target = nil
    }

    /// Picks a range segment, as a click on it does.
    public func pick(_ index: Int, at time: Double) {
        motion.advance(to: time)
        guard model.pick(index) else { return }
        motion.pick(index, at: time)
    }

    /// Sends the change bubble out of the flag, or calls it home, as a click on the flag does.
    public func toggleBubble(at time: Double) {
        motion.advance(to: time)
        motion.sendBubble(out: model.toggleBubble(at: time), at: time)
    }

    /// Minus (0) or plus (1): counts, pops the button and rolls the count, or refuses at zero.
    func tapButton(_ index: Int, at time: Double) {
        guard let button = GlassDemoModel.Button(rawValue: index) else { return }
        let before = model.count
        if model.tap(button) {
            motion.pop(index, at: time)
            motion.count(from: before, to: model.count, at: time)
            addTick(.soft, at: time)
        } else {
            motion.refuse(index, at: time)
            addTick(.firm, at: time)
        }
    }

    func addTick(_ kind: HapticTick.Kind, at time: Double) {
        ticks.append(HapticTick(time: time, kind: kind))
        if ticks.count > 256 { ticks.removeFirst(ticks.count - 256) }
    }
}
