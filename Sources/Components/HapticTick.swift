import JSONText

/// A haptic moment, recorded for the state dump and played by the viewer as an audible tick. The
/// seeds give each piece its own: a selection tick as a value passes or a step lands, a light one
/// on taking hold, a firm one when input is refused or pushed against its last step, a soft one
/// at a limit. Never one per frame.
public struct HapticTick: Sendable, Hashable {
    /// How the moment feels, and so how its click sounds.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case selection, light, firm, soft
    }

    /// Seconds on the session clock.
    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// `{"t": ms, "kind": …}`, as DESIGN.md's `ticks` lists it.
    var stateJSON: JSONValue {
        .object([.init("t", .number((time * 1000).rounded())), .init("kind", .string(kind.rawValue))])
    }

    /// Several pieces' ticks as one list in time order; ticks at the same time keep the order of
    /// the lists they came from.
    static func merged(_ lists: [[HapticTick]]) -> [HapticTick] {
        lists.joined().enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
    }
}
