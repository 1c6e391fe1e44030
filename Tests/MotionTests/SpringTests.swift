import Foundation
import Geometry
import Testing
import Motion

/// Physics from motion.md's table: (duration, bounce) → stiffness, damping.
private let physicsTable: [(duration: Double, bounce: Double, stiffness: Double, damping: Double)] = [
    (0.14, 0, 2014.2, 89.76),
    (0.32, 0.25, 385.5, 29.45),
    (0.42, 0.38, 223.8, 18.55),
    (0.48, 0.48, 171.4, 13.61),
    (0.5, 0.2, 157.9, 20.11),
    (0.35, 0, 322.3, 35.90),
    (0.4, 0.2, 246.7, 25.13),
    (0.3, 0.08, 438.6, 38.54),
]

@Test("Duration and bounce map to SwiftUI's stiffness and damping")
func durationAndBounceMapToSwiftUIPhysics() {
    let apple = Spring(duration: 0.5, bounce: 0.3)
    #expect(isClose(apple.stiffness, 157.9, within: 0.05))
    #expect(isClose(apple.damping, 17.6, within: 0.05))
    #expect(apple.mass == 1)
    for row in physicsTable {
        let spring = Spring(duration: row.duration, bounce: row.bounce)
        #expect(isClose(spring.stiffness, row.stiffness, within: 0.06), "k for \(spring)")
        #expect(isClose(spring.damping, row.damping, within: 0.006), "c for \(spring)")
    }
}

@Test("Negative bounce is overdamped with ζ = 1/(1 + bounce)")
func negativeBounceIsOverdamped() {
    let spring = Spring(duration: 0.4, bounce: -0.5)
    #expect(isClose(spring.dampingRatio, 2, within: 1e-12))
    #expect(isClose(spring.damping, 4 * Double.pi / (0.4 * 0.5), within: 1e-9))
}

@Test("Physics map back to the same duration and bounce", arguments: [0.6, 0.25, 0, -0.3])
func physicsMapBackToDurationAndBounce(bounce: Double) {
    let spring = Spring(duration: 0.37, bounce: bounce)
    let roundTrip = Spring(stiffness: spring.stiffness, damping: spring.damping)
    #expect(isClose(roundTrip.duration, 0.37, within: 1e-12))
    #expect(isClose(roundTrip.bounce, bounce, within: 1e-12))
}

@Test("An underdamped spring follows the closed form at sample times")
func underdampedSpringFollowsClosedForm() {
    let spring = Spring(duration: 0.42, bounce: 0.38)
    let omega = 2 * Double.pi / 0.42
    let zeta = 1 - 0.38
    let lambda = zeta * omega
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let start = 30.0, target = -70.0, initialVelocity = 250.0
    let distance = target - start
    let b = (lambda * distance - initialVelocity) / damped
    for time in stride(from: 0.0, through: 1.2, by: 0.05) {
        let envelope = exp(-lambda * time)
        let expected = target - envelope * (distance * cos(damped * time) + b * sin(damped * time))
        let expectedVelocity = envelope * (initialVelocity * cos(damped * time)
            + (lambda * b + damped * distance) * sin(damped * time))
        let value = spring.value(from: start, to: target, initialVelocity: initialVelocity, time: time)
        let velocity = spring.velocity(from: start, to: target, initialVelocity: initialVelocity, time: time)
        #expect(isClose(value, expected, within: 1e-9), "x at \(time)")
        #expect(isClose(velocity, expectedVelocity, within: 1e-7), "v at \(time)")
    }
}

@Test("A critically damped spring follows the closed form at sample times")
func criticallyDampedSpringFollowsClosedForm() {
    let spring = Spring(duration: 0.35, bounce: 0)
    let omega = 2 * Double.pi / 0.35
    let distance = 1.0, initialVelocity = -3.0
    for time in stride(from: 0.0, through: 1.0, by: 0.04) {
        let envelope = exp(-omega * time)
        let expected = distance - envelope * (distance + (omega * distance - initialVelocity) * time)
        let expectedVelocity = envelope * (initialVelocity + omega * (omega * distance - initialVelocity) * time)
        #expect(isClose(spring.value(target: distance, initialVelocity: initialVelocity, time: time), expected, within: 1e-12))
        #expect(isClose(spring.velocity(target: distance, initialVelocity: initialVelocity, time: time), expectedVelocity, within: 1e-9))
    }
}

@Test("An overdamped spring solves the spring equation from its start state")
func overdampedSpringSolvesTheSpringEquation() {
    let spring = Spring(duration: 0.5, bounce: -0.4)
    let start = 10.0, target = 0.0, initialVelocity = -40.0
    let position = { (time: Double) in spring.value(from: start, to: target, initialVelocity: initialVelocity, time: time) }
    let speed = { (time: Double) in spring.velocity(from: start, to: target, initialVelocity: initialVelocity, time: time) }
    #expect(isClose(position(0), start, within: 1e-12))
    #expect(isClose(speed(0), initialVelocity, within: 1e-9))
    for time in stride(from: 0.05, through: 1.5, by: 0.05) {
        #expect(isClose(speed(time), derivative(at: time, position), within: 1e-4), "v at \(time)")
        // x″ = −k(x − target) − c·x′
        let acceleration = derivative(at: time, speed)
        let force = -spring.stiffness * (position(time) - target) - spring.damping * speed(time)
        #expect(isClose(acceleration, force, within: 1e-2), "a at \(time)")
    }
}

@Test("Velocity is the derivative of value in every damping regime", arguments: [0.7, 0.2, 0, -0.6])
func velocityIsTheDerivativeOfValue(bounce: Double) {
    let spring = Spring(duration: 0.3, bounce: bounce)
    for time in stride(from: 0.01, through: 0.8, by: 0.03) {
        let analytic = spring.velocity(from: 5.0, to: 2.0, initialVelocity: 12, time: time)
        let numeric = derivative(at: time) { spring.value(from: 5.0, to: 2.0, initialVelocity: 12, time: $0) }
        #expect(isClose(analytic, numeric, within: 1e-4), "t \(time)")
    }
}

@Test("A critically damped spring never overshoots from rest")
func criticallyDampedSpringNeverOvershoots() {
    for duration in [0.14, 0.25, 0.35, 0.5] {
        let spring = Spring(duration: duration, bounce: 0)
        var previous = 0.0
        for sample in 0...3000 {
            let value = spring.value(target: 1.0, time: Double(sample) * 0.001)
            #expect(value <= 1)
            #expect(value >= previous, "monotone at \(sample) ms")
            previous = value
        }
    }
}

@Test("Settling durations match SwiftUI's", arguments: zip(
    [(0.14, 0.0), (0.32, 0.25), (0.42, 0.38), (0.48, 0.48), (0.5, 0.2), (0.35, 0), (0.4, 0.2), (0.3, 0.08)],
    [0.30, 0.66, 1.00, 1.32, 0.93, 0.60, 0.76, 0.52]))
func settlingDurationsMatchSwiftUI(look: (Double, Double), expected: Double) {
    let spring = Spring(duration: look.0, bounce: look.1)
    #expect(isClose(spring.settlingDuration, expected, within: 0.006), "\(spring)")
}

@Test("A spring moves any animatable value as it moves each component")
func springMovesVectorsComponentwise() {
    let spring = Spring.elastic
    let start = Point(x: 3, y: -8)
    let target = Point(x: -20, y: 40)
    let velocity = Point(x: 100, y: 0)
    for time in [0.0, 0.07, 0.3, 0.9] {
        let point = spring.value(from: start, to: target, initialVelocity: velocity, time: time)
        #expect(isClose(point.x, spring.value(from: 3.0, to: -20.0, initialVelocity: 100, time: time), within: 1e-12))
        #expect(isClose(point.y, spring.value(from: -8.0, to: 40.0, initialVelocity: 0, time: time), within: 1e-12))
    }
}
