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
    func go(to target: RangeLensSpan, with animation: Animation, tick: HapticTick.Kind?, at time: Double) {
        lastTime = max(lastTime, time)
        let before = readout
        motion.move(to: target, with: animation, at: time)
        if let tick { addTick(tick, at: time) }
        write(target, at: time)
        fadeReadout(from: before, at: time)
    }

    /// A change the finger is not making fades the numeral and the dates to their new values on
    /// the value role; under the finger they change in place, so they stay legible.
    func fadeReadout(from before: (caption: String, numeral: String, dates: String), at time: Double) {
        let after = readout
        guard before.numeral != after.numeral || before.dates != after.dates else { return }
        readoutFade = (before.numeral, before.dates, BlurReplace(animation: motion.language.value, crossFades: true, at: time))
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
        let carry = wheelCarry.flatMap { $0.landed == span ? $0 : nil }
        let zoomed = RangeLensSteps.zoomed(carry?.exact ?? span, by: factor, about: anchor, count: model.count, minimum: model.minimumSpan)
        // Round the width, then place it about the zoomed centre: rounding both edges of a narrow
        // window outward could undo the notch (10 samples / 1.1 rounded back to 10, 7 × 1.1 to 7).
        let width = max(zoomed.width.rounded(), 1)
        let target = RangeLensSpan.clamped(start: (zoomed.start + (zoomed.width - width) / 2).rounded(), width: width,
                                           count: model.count)
        defer { wheelCarry = (target, zoomed, carry?.pan ?? 0) }
        guard target != span else {
            // Still short of a whole sample: nothing moves yet. At a limit, a soft bump.
            let limit = Double(min(model.minimumSpan, model.count))
            if zoomed.width <= limit || zoomed.width >= Double(model.count) { addLimitTick(at: time) }
            return
        }
        go(to: target, with: motion.language.snap, tick: nil, at: time)
    }

    /// Pans by a fraction of samples from the wheel: whole samples move the window, the rest waits
    /// for the next scroll.
    func pan(bySamples samples: Double, at time: Double) {
        guard isInteractive else { return }
        var carry = wheelCarry.flatMap { $0.landed == span ? $0 : nil } ?? (landed: span, exact: span, pan: 0)
        carry.pan += samples
        // A sum of fractions that should be whole (24 scrolls of 7/24) lands a hair short of it.
        let nearest = carry.pan.rounded()
        let whole = abs(carry.pan - nearest) < 1e-6 ? Int(nearest) : Int(carry.pan.rounded(.towardZero))
        carry.pan -= Double(whole)
        if whole != 0 { move(by: whole, at: time) }
        wheelCarry = (span, span, carry.pan)
    }

    /// Sets the window from outside (dates in seconds): the lens glides there on the morph role.
    /// Ignored while the lens is held. A window wider than the series shows all of it.
    func setWindow(_ range: ClosedRange<Double>, at time: Double) {
        guard grab == nil, !model.isEmpty else { return }
        let target = model.span(for: range)
        guard target != span else { return }
        go(to: target, with: motion.language.morph, tick: nil, at: time)
    }

    func addTick(_ kind: HapticTick.Kind, at time: Double) {
        // Two ticks of one kind in one frame are one tick.
        if let last = ticks.last, last.kind == kind, abs(last.time - time) < 0.001 { return }
        ticks.append(HapticTick(time: time, kind: kind))
        if ticks.count > 512 { ticks.removeFirst(ticks.count - 512) }
    }

    /// A soft bump when a step meets an end of the series or the minimum span.
    func addLimitTick(at time: Double) { addTick(.soft, at: time) }
}
