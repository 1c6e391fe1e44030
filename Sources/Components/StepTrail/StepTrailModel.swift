/// What a step's stop shows: a check, the red capsule, its number in full text, or muted.
enum StepTrailStatus: String, Sendable, Hashable {
    case done, current, ahead, unreached
}

/// The trail's pure data: the steps, the selection the app holds, and how far people have been.
///
/// The selection is the app's binding: a tap, a key or a drag's landing writes it, and the app
/// moves on by writing it too (a Continue button). `count` means every step is done. Values
/// outside `0...count` are drawn clamped.
struct StepTrailModel: Sendable, Hashable {
    var steps: [String]
    var selection: Int
    /// The furthest step people have filled in, so they can return forward to it after going
    /// back; nil is the selection, so only earlier steps can be revisited.
    var reached: Int?
    /// The copy, replaceable line by line.
    var messages = StepTrailMessages()

    var count: Int { steps.count }

    /// `value` inside `0...count`.
    func clamped(_ value: Int) -> Int { min(max(value, 0), count) }

    /// The selection as drawn.
    var current: Int { clamped(selection) }

    /// The last step people may go to: the furthest reached, never past the last step.
    var furthest: Int {
        let current = self.current
        return max(min(max(current, reached ?? current), count - 1), 0)
    }

    /// A stop's face when `shown` is the step drawn as current.
    func status(of index: Int, shown: Int) -> StepTrailStatus {
        if index < shown { return .done }
        if index == shown { return .current }
        return index <= furthest ? .ahead : .unreached
    }

    /// "Step 2 of 4", or "Complete" once every step is done.
    func caption(shown: Int) -> String {
        shown >= count ? messages.complete : messages.caption(min(shown, count - 1) + 1, count)
    }

    /// What a voice reads: "Progress, Step 2 of 4, Address", or "Progress, Complete".
    func spoken(shown: Int) -> String {
        guard count > 0 else { return messages.label }
        let shown = max(shown, 0)
        let value = shown >= count ? messages.complete : messages.value(shown + 1, count, steps[shown])
        return "\(messages.label), \(value)"
    }

    /// What a tap on stop `index` does.
    enum TapOutcome: Equatable {
        /// Goes to that step, with a selection tick.
        case go(Int)
        /// The step is not reached yet: the stop shakes with a firm tick and nothing moves.
        case refuse(Int)
        /// The current step, or no step at all: nothing happens.
        case none
    }

    func tap(_ index: Int) -> TapOutcome {
        guard steps.indices.contains(index) else { return .none }
        if index > furthest { return .refuse(index) }
        return index == current ? .none : .go(index)
    }

    /// One step back (−1) or on (+1) within what has been reached, or nil when that goes nowhere.
    /// From Complete, back goes to the last step.
    func step(by delta: Int) -> Int? {
        let current = self.current
        guard count > 0 else { return nil }
        let next = min(current, count - 1) + (current >= count && delta < 0 ? 0 : delta)
        guard next >= 0, next <= furthest, next != current else { return nil }
        return next
    }
}

/// The trail's copy. Each line can be replaced: the label a voice names the trail by, the
/// caption, the spoken value and the finished state.
struct StepTrailMessages: Sendable, Hashable {
    var label = "Progress"
    var complete = "Complete"

    func caption(_ position: Int, _ count: Int) -> String { "Step \(position) of \(count)" }

    func value(_ position: Int, _ count: Int, _ title: String) -> String { "Step \(position) of \(count), \(title)" }
}
