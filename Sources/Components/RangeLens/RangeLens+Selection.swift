import Motion

// The selection the lens writes, the moves that change it from keys and outside, and the ticks.

extension RangeLens {
    /// Writes the window `span` rests on once it changes, so the selection stays true while a
    /// finger moves, and moves the detail's ceiling with it.
    func write(_ span: RangeLensSpan, at time: Double) {
        guard let window = model.window(of: span) else { return }
        if window != selection { selection = window }
        rescale(at: time)
    }

    /// The ceiling follows the peak of the window the lens is heading for.
    func rescale(at time: Double) {
        let peak = window.map { model.peak($0) } ?? 0
        motion.rescale(to: ChartScale(peak: peak).top, at: time)
    }

    /// Moves the lens to `target` on `animation`, with a tick, and writes the selection.
    func go(to target: RangeLensSpan, with animation: Animation, tick: RangeLensTick.Kind?, at time: Double) {
        lastTime = max(lastTime, time)
        motion.move(to: target, with: animation, at: time)
        if let tick { addTick(tick, at: time) }
        write(target, at: time)
    }

    /// Shows the whole series, and from there goes back to the window before it, on the morph role.
    func toggleAll(at time: Double) {
        guard isInteractive else { return }
        let target: RangeLensSpan
        if showsAll {
            guard let previous else { return }
            target = previous
            self.previous = nil
        } else {
            previous = span.rounded
            target = .all(model.count)
        }
        go(to: target, with: motion.language.morph, tick: .light, at: time)
    }

    /// Moves the window `step` samples later (negative: earlier), on the snap role.
    func move(by step: Int, at time: Double) {
        guard isInteractive else { return }
        let target = RangeLensSteps.moved(span, by: step, count: model.count)
        guard target != span else {
            addLimitTick(at: time)
            return
        }
        go(to: target, with: motion.language.snap, tick: .selection, at: time)
    }

    /// Widens (positive) or narrows the window by `step` samples, keeping its end, on the morph role.
    func resize(by step: Int, at time: Double) {
        guard isInteractive else { return }
        let target = RangeLensSteps.resized(span, by: step, count: model.count, minimum: model.minimumSpan)
        guard target != span else {
            addLimitTick(at: time)
            return
        }
        go(to: target, with: motion.language.morph, tick: .selection, at: time)
    }

    /// Zooms by `factor` (above 1 narrows) about the sample edge `anchor`; the span lands on whole
    /// samples at once, and the lens glides there on the snap role.
    func zoom(by factor: Double, about anchor: Double, at time: Double) {
        guard isInteractive else { return }
        let zoomed = RangeLensSteps.zoomed(span, by: factor, about: anchor, count: model.count, minimum: model.minimumSpan)
        var target = zoomed.rounded
        if target.width < 1 { target = RangeLensSpan.clamped(start: target.start, width: 1, count: model.count) }
        guard target != span else {
            addLimitTick(at: time)
            return
        }
        go(to: target, with: motion.language.snap, tick: nil, at: time)
    }

    /// Sets the window from outside (dates in seconds): the lens glides there on the morph role.
    /// Ignored while the lens is held. A window wider than the series shows all of it.
    func setWindow(_ range: ClosedRange<Double>, at time: Double) {
        guard grab == nil, !model.isEmpty else { return }
        let target = model.span(for: range)
        guard target != span else { return }
        go(to: target, with: motion.language.morph, tick: nil, at: time)
    }

    func addTick(_ kind: RangeLensTick.Kind, at time: Double) {
        // Two ticks of one kind in one frame are one tick.
        if let last = ticks.last, last.kind == kind, abs(last.time - time) < 0.001 { return }
        ticks.append(RangeLensTick(time: time, kind: kind))
        if ticks.count > 512 { ticks.removeFirst(ticks.count - 512) }
    }

    /// A soft bump when a step meets an end of the series or the minimum span.
    func addLimitTick(at time: Double) { addTick(.soft, at: time) }
}
