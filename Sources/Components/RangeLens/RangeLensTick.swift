import JSONText

/// A haptic moment, recorded for the state dump now and played as an audible tick later: a
/// selection tick when the moving edge crosses into another bucket, a light one on grabbing a
/// handle and on Show all and going back, a soft one at a limit. Never one per frame.
struct RangeLensTick: Sendable, Hashable {
    enum Kind: String, Sendable {
        case selection, light, soft
    }

    /// Milliseconds on the session clock.
    var time: Double
    var kind: Kind

    var stateJSON: JSONValue {
        .object([.init("t", .number((time * 1000).rounded())), .init("kind", .string(kind.rawValue))])
    }
}
