/// An easing curve: progress through time in, progress through the change out, both 0...1.
///
/// Springs carry the motion language; these curves exist for Reduce Motion, where a move becomes a
/// short fade-like ease with no overshoot, and for a few fixed-length fades. Each is a cubic Bézier
/// from (0, 0) to (1, 1) with two control points, the same ones SwiftUI and CSS use:
///
///     TimingCurve.easeOut.value(at: 0.5)   // ≈ 0.69: quick start, gentle landing
public struct TimingCurve: Sendable, Hashable {
    /// The first control point, (x, y).
    var firstControl: (x: Double, y: Double) {
        (firstControlX, firstControlY)
    }
    /// The second control point, (x, y).
    var secondControl: (x: Double, y: Double) {
        (secondControlX, secondControlY)
    }

    private var firstControlX: Double
    private var firstControlY: Double
    private var secondControlX: Double
    private var secondControlY: Double

    /// Creates a curve through control points (x1, y1) and (x2, y2). The x coordinates are clamped
    /// to 0...1 so time never runs backwards.
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        firstControlX = min(max(x1, 0), 1)
        firstControlY = y1
        secondControlX = min(max(x2, 0), 1)
        secondControlY = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly and ends at full speed: for things leaving (Reduce Motion's dismiss).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts at full speed and lands gently: for things arriving (Reduce Motion's reveal).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Gentle at both ends: for ambient change that has no direction.
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The progress of the change at `time`, a fraction 0...1 of the duration. Outside 0...1 the
    /// curve holds its end values.
    public func value(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        return bezier(parameter(forTime: time), firstControlY, secondControlY)
    }

    /// d(progress)/d(time) at `time`, both as fractions: multiply by distance/duration for a speed.
    public func slope(at time: Double) -> Double {
        let clamped = min(max(time, 0), 1)
        let s = parameter(forTime: clamped)
        let dx = bezierDerivative(s, firstControlX, secondControlX)
        let dy = bezierDerivative(s, firstControlY, secondControlY)
        if abs(dx) < 1e-12 {
            // A vertical tangent (x control at an end): fall back to a finite difference.
            let h = 1e-6
            return (value(at: clamped + h) - value(at: clamped - h)) / (min(clamped + h, 1) - max(clamped - h, 0))
        }
        return dy / dx
    }

    /// The Bézier parameter whose x is `time`: Newton's method, with bisection when it stalls.
    private func parameter(forTime time: Double) -> Double {
        var s = time
        for _ in 0..<8 {
            let error = bezier(s, firstControlX, secondControlX) - time
            if abs(error) < 1e-9 { return s }
            let derivative = bezierDerivative(s, firstControlX, secondControlX)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = time
        for _ in 0..<60 {
            let x = bezier(s, firstControlX, secondControlX)
            if abs(x - time) < 1e-9 { break }
            if x < time { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the curve with end points 0 and 1 and controls `a`, `b`.
    private func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * a + 3 * inverse * s * s * b + s * s * s
    }

    private func bezierDerivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * a + 6 * inverse * s * (b - a) + 3 * s * s * (1 - b)
    }
}
