/// A clock that runs at a chosen fraction of real time: slow motion as a scale on the time a
/// screen is given, never a change to the motions themselves.
///
/// Local time is continuous where the speed changes, so a motion in flight slows (or speeds up)
/// from the frame the speed changed on, with no jump.
///
///     var clock = PlaybackClock()
///     clock.setSpeed(0.25, at: 2)      // from real 2 s on, a quarter speed
///     clock.local(at: 6)               // 3: four real seconds were one local second
public struct PlaybackClock: Sendable, Hashable {
    /// The speeds a designer steps through: real time, half, a quarter and a tenth.
    public static let speeds: [Double] = [1, 0.5, 0.25, 0.1]

    /// Local seconds per real second.
    public private(set) var speed = 1.0
    private var anchorReal = 0.0
    private var anchorLocal = 0.0

    public init() {}

    /// The local time at real time `real`.
    public func local(at real: Double) -> Double {
        anchorLocal + (real - anchorReal) * speed
    }

    /// A rate in local units: something moving `perRealSecond` in real time moves this much per
    /// local second, so a flick let go in slow motion leaves at the speed it was thrown.
    public func localRate(_ perRealSecond: Double) -> Double {
        perRealSecond / speed
    }

    /// Runs at `speed` (clamped to 0.01...1) from real time `real` on.
    public mutating func setSpeed(_ speed: Double, at real: Double) {
        anchorLocal = local(at: real)
        anchorReal = real
        self.speed = min(max(speed, 0.01), 1)
    }
}
