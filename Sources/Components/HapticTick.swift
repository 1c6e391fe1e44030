import JSONText

/// A haptic moment, recorded for the state dump now and played as an audible tick later. The
/// seeds give each piece its own: a selection tick as a value passes or a step lands, a light one
/// on taking hold, a firm one when input is refused or pushed against its last step, a soft one
/// at a limit. Never one per frame.
struct HapticTick: Sendable, Hashable {
    enum Kind: String, Sendable {
        case selection, light, firm, soft
    }

    /// Seconds on the session clock.
    var time: Double
    var kind: Kind

    /// `{"t": ms, "kind": …}`, as DESIGN.md's `ticks` lists it.
    var stateJSON: JSONValue {
        .object([.init("t", .number((time * 1000).rounded())), .init("kind", .string(kind.rawValue))])
    }
}
