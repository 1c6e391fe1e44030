import Geometry

/// A velocity read straight off the last few positions: first to last, over their time span.
///
/// UIKit's long press reports no velocity, so the Range Lens measures a press that turned into a
/// drag itself: the last six positions since the press began (the began position first), and
/// nothing if the finger rested 80 ms or more before lifting or the positions span 1 ms or less.
/// ``LongPressRecognizer`` uses this rule so a released press coasts exactly as the seed's does.
struct PathVelocity: Sendable, Hashable {
    private struct Sample: Sendable, Hashable {
        var position: Point
        var time: Duration
    }

    /// How many recent positions count. The Range Lens keeps six.
    static let capacity = 6
    /// Rest at least this long and the velocity is zero.
    static let restingInterval: Duration = .milliseconds(80)
    /// Positions spanning this or less give no usable velocity.
    static let minimumSpan: Duration = .milliseconds(1)

    private var samples: [Sample] = []

    mutating func reset() { samples = [] }

    mutating func addSample(_ position: Point, at time: Duration) {
        samples.append(Sample(position: position, time: time))
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// Points per second from the oldest kept position to the newest, as of `time`.
    func velocity(at time: Duration) -> Point {
        guard let first = samples.first, let last = samples.last,
            time - last.time < Self.restingInterval, last.time - first.time > Self.minimumSpan
        else { return .zero }
        return (last.position - first.position) / (last.time - first.time).inSeconds
    }
}
