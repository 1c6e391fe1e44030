import Motion

/// A spring's whole step response, from rest at 0 to 1, drawn statically on the lane from 0 to
/// its settle time: the curve the playhead runs along, with its target, peak and t90.
///
/// The figures are the Motion module's ``SpringMeasurement``, so the marks, the label and
/// `vitrine-bench motion` agree; the samples are for drawing only.
struct SpringCurve: Sendable {
    let spring: Spring
    let measurement: SpringMeasurement
    /// The value at `sampleCount + 1` even times from 0 to ``span``.
    let samples: [Double]
    /// The lowest and highest value the curve reaches (an overdamped spring never passes 0 or 1;
    /// a bouncy one swings past 1).
    let lowest: Double
    let highest: Double
    private let response: Animator<Double>

    /// How finely the curve is drawn: enough that a 1 s spring at bounce 0.9, which swings about
    /// ten times before it settles, still draws as a smooth line.
    static let sampleCount = 240

    init(_ spring: Spring, measurement: SpringMeasurement? = nil) {
        self.spring = spring
        let measurement = measurement ?? SpringMeasurement(spring)
        self.measurement = measurement
        var response = Animator(0.0)
        response.animate(to: 1, with: .spring(spring), at: 0)
        self.response = response
        let span = Self.span(of: measurement)
        let samples = (0...Self.sampleCount).map { response.value(at: span * Double($0) / Double(Self.sampleCount)) }
        self.samples = samples
        lowest = min(samples.min() ?? 0, 0)
        highest = max(samples.max() ?? 1, 1)
    }

    /// The time axis, 0 to the settle time: the curve is drawn whole and ends where it is still.
    var span: Double { Self.span(of: measurement) }

    private static func span(of measurement: SpringMeasurement) -> Double {
        max(measurement.settle, 0.05)
    }

    /// The value at `time` seconds into the move (1 from the settle time on, where it rests).
    func value(at time: Double) -> Double { response.value(at: max(time, 0)) }
}
