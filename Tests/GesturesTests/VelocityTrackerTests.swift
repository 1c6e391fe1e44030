import Geometry
import Testing
@testable import Gestures

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test("Velocity is within 2% on a constant-speed stream, for both weightings and uneven timing")
    func velocityWithinTwoPercentOnConstantSpeed() {
        let speed = Point(x: 640, y: -360)  // pt/s
        for weighting in [VelocityTracker.Weighting.uiKitPan, .swiftUIDrag] {
            for seed in UInt64(0)..<50 {
                var random = SeededGenerator(seed: seed)
                var tracker = VelocityTracker(weighting: weighting)
                var milliseconds = 0.0
                let start = Point(x: 400, y: 300)
                for _ in 0..<40 {
                    // Events arrive every 4 to 20 ms, as a busy display loop delivers them.
                    milliseconds += Double.random(in: 4...20, using: &random)
                    let time = Duration.nanoseconds(Int64(milliseconds * 1_000_000))
                    tracker.addSample(start + speed * time.inSeconds, at: time)
                }
                let time = Duration.nanoseconds(Int64(milliseconds * 1_000_000))
                let measured = tracker.velocity(at: time)
                #expect((measured - speed).length / speed.length < 0.02, "seed \(seed), \(weighting)")
            }
        }
    }

    @Test("UIKit's blend is 0.2 of the newest interval and 0.8 of the one before")
    func uiKitWeighting() {
        var tracker = VelocityTracker(weighting: .uiKitPan)
        tracker.addSample([0, 0], at: .zero)
        tracker.addSample([10, 0], at: .milliseconds(10))  // 1000 pt/s
        #expect(tracker.velocity == [1000, 0])
        tracker.addSample([40, 0], at: .milliseconds(20))  // 3000 pt/s
        #expect(abs(tracker.velocity.x - (0.2 * 3000 + 0.8 * 1000)) < 1e-9)
        tracker.addSample([40, 0], at: .milliseconds(30))  // 0 pt/s; the oldest interval drops out
        #expect(abs(tracker.velocity.x - (0.2 * 0 + 0.8 * 3000)) < 1e-9)
    }

    @Test("SwiftUI's blend is 0.25 of the newest interval and 0.75 of the one before")
    func swiftUIWeighting() {
        var tracker = VelocityTracker(weighting: .swiftUIDrag)
        tracker.addSample([0, 0], at: .zero)
        tracker.addSample([0, 10], at: .milliseconds(10))
        tracker.addSample([0, 40], at: .milliseconds(20))
        #expect(abs(tracker.velocity.y - (0.25 * 3000 + 0.75 * 1000)) < 1e-9)
    }

    @Test("UIKit merges samples less than 1 ms apart into the newest")
    func closeSamplesMerge() {
        var tracker = VelocityTracker(weighting: .uiKitPan)
        tracker.addSample([0, 0], at: .zero)
        tracker.addSample([10, 0], at: .milliseconds(10))
        tracker.addSample([11, 0], at: .microseconds(10_500))  // replaces the sample at 10 ms
        #expect(abs(tracker.velocity.x - 11 / 0.0105) < 1e-9)
    }

    @Test("A pointer that rested longer than 80 ms has no velocity")
    func restingPointerHasNoVelocity() {
        var tracker = VelocityTracker(weighting: .uiKitPan)
        tracker.addSample([0, 0], at: .zero)
        tracker.addSample([10, 0], at: .milliseconds(10))
        #expect(tracker.velocity(at: .milliseconds(90)) == [1000, 0])
        #expect(tracker.velocity(at: .milliseconds(91)) == .zero)
    }

    @Test("One sample, or samples going back in time, give no velocity")
    func degenerateSamples() {
        var tracker = VelocityTracker(weighting: .swiftUIDrag)
        #expect(tracker.velocity == .zero)
        tracker.addSample([5, 5], at: .milliseconds(100))
        #expect(tracker.velocity == .zero)
        tracker.addSample([50, 5], at: .milliseconds(50))
        #expect(tracker.velocity == .zero)
    }

    @Test("The predicted end is the location plus a quarter second of velocity")
    func predictedEnd() {
        #expect(VelocityTracker.predictedEnd(of: [100, 50], velocity: [400, -800]) == [200, -150])
    }
}
