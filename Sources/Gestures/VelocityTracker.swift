import Geometry

/// Estimates a pointer's velocity from its last three positions, the way UIKit and SwiftUI do.
///
/// Both blend the two newest intervals, each Δposition/Δtime, weighting the newest less so one
/// jittery event does not swing the result:
/// - UIKit's pan (``Weighting/uiKitPan``): v = 0.2·v_newest + 0.8·v_previous, with samples closer
///   than 1 ms merged into the newest;
/// - SwiftUI's drag (``Weighting/swiftUIDrag``): v = 0.25·v_newest + 0.75·v_previous.
/// With only two samples the single interval is the answer; with one, the velocity is zero.
///
/// Neither platform sends moves while a finger rests, so a finger that stopped before lifting
/// would still report its old speed and fling. The tracker therefore reports zero once the
/// newest sample is older than ``restingInterval`` (80 ms, the Range Lens's own rule for a press
/// that turned into a drag).
///
///     var tracker = VelocityTracker(weighting: .uiKitPan)
///     tracker.addSample([0, 0], at: .zero)
///     tracker.addSample([8, 0], at: .milliseconds(16))
///     tracker.velocity(at: .milliseconds(16))  // (500, 0) pt/s
public struct VelocityTracker: Sendable, Hashable {
    /// How the newest interval is weighed against the one before it.
    struct Weighting: Sendable, Hashable {
        /// The share of the newest interval's velocity, in 0...1; the previous one gets the rest.
        var newestWeight: Double
        /// Samples closer than this to the newest one replace it rather than adding an interval.
        var minimumInterval: Duration

        init(newestWeight: Double, minimumInterval: Duration) {
            self.newestWeight = newestWeight
            self.minimumInterval = minimumInterval
        }

        /// UIKit's `UIPanGestureRecognizer.velocity(in:)`: 0.2 newest, intervals of at least 1 ms.
        static let uiKitPan = Weighting(newestWeight: 0.2, minimumInterval: .milliseconds(1))
        /// SwiftUI's `VelocitySampler`, behind `DragGesture.Value.velocity`: 0.25 newest.
        static let swiftUIDrag = Weighting(newestWeight: 0.25, minimumInterval: .zero)
    }

    private struct Sample: Sendable, Hashable {
        var position: Point
        var time: Duration
    }

    /// The blend in use.
    var weighting: Weighting
    /// How long without a new sample before the pointer counts as resting (velocity zero).
    var restingInterval: Duration
    private var samples: [Sample] = []  // oldest first, at most three
    private var lastIntervalStart: Duration?

    init(weighting: Weighting, restingInterval: Duration = .milliseconds(80)) {
        self.weighting = weighting
        self.restingInterval = restingInterval
    }

    /// True before the first sample.
    var isEmpty: Bool { samples.isEmpty }

    /// Records the pointer at `position` at `time`. Samples earlier than the last one are
    /// ignored, so a stray out-of-order event cannot produce a negative interval.
    mutating func addSample(_ position: Point, at time: Duration) {
        let sample = Sample(position: position, time: time)
        guard let lastIntervalStart else {
            samples = [sample]
            self.lastIntervalStart = time
            return
        }
        guard time >= lastIntervalStart else { return }
        if time - lastIntervalStart < weighting.minimumInterval || time == lastIntervalStart {
            samples[samples.count - 1] = sample
        } else {
            samples.append(sample)
            if samples.count > 3 { samples.removeFirst(samples.count - 3) }
            self.lastIntervalStart = time
        }
    }

    /// Forgets every sample, for a new gesture.
    mutating func reset() {
        samples = []
        lastIntervalStart = nil
    }

    /// The velocity in points per second as of `time`: zero if the pointer has rested longer
    /// than ``restingInterval`` since the newest sample.
    func velocity(at time: Duration) -> Point {
        guard let newest = samples.last, time - newest.time <= restingInterval else { return .zero }
        return velocity
    }

    /// The velocity in points per second from the samples alone, ignoring rest.
    var velocity: Point {
        guard samples.count >= 2 else { return .zero }
        let count = samples.count
        let newest = Self.rate(from: samples[count - 2], to: samples[count - 1])
        guard count == 3 else { return newest }
        let previous = Self.rate(from: samples[0], to: samples[1])
        let weight = weighting.newestWeight
        return newest * weight + previous * (1 - weight)
    }

    /// Where a flick would carry `location`: SwiftUI's predicted end, a flat quarter second of
    /// travel at `velocity`.
    static func predictedEnd(of location: Point, velocity: Point) -> Point {
        location + velocity * predictionInterval
    }

    /// SwiftUI's projection time: its drag velocity is 4 × (predicted end − location).
    public static let predictionInterval = 0.25

    private static func rate(from start: Sample, to end: Sample) -> Point {
        let seconds = (end.time - start.time).inSeconds
        guard seconds > 0 else { return .zero }
        return (end.position - start.position) / seconds
    }
}
