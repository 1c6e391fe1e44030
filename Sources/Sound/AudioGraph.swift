import Foundation

/// A chart played as tones, the way an audio graph reads one to a listener who cannot see it:
/// time runs left to right through the sound and each value is a pitch, from 150 Hz for the
/// lowest to 2,600 Hz for the highest, on a linear scale.
///
/// The whole chart takes 3 s (2 s for a short series). Each point gets an equal segment of at
/// least 35 ms, shorter than which a pitch is not heard as a pitch; a long series is averaged in
/// pairs until its segments are that long. A missing value is a silent segment.
public struct AudioGraph: Sendable, Hashable {
    /// The values each segment plays, after averaging; NaN is silence.
    public private(set) var segments: [Double]
    /// Seconds each segment lasts.
    public private(set) var segmentLength: Double
    private let low: Double
    private let high: Double

    public static let lowestPitch = 150.0
    public static let highestPitch = 2_600.0
    /// The length of a whole chart, and of a short one.
    public static let length = 3.0
    public static let shortLength = 2.0
    /// Series of at most this many points are short.
    public static let shortCount = 24
    /// The shortest segment that is still heard as a pitch.
    public static let minimumSegment = 0.035
    /// Level of the tone, of full scale, at volume 1.
    static let level = 0.28
    /// Fade at either end, so the tone neither starts nor stops with a click.
    static let fade = 0.010

    /// The graph of `values` in order; nil when there is nothing to play.
    public init?(values: [Double]) {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return nil }
        self.low = low
        self.high = high
        let total = values.count <= Self.shortCount ? Self.shortLength : Self.length
        var points = values
        while points.count > 1, total / Double(points.count) < Self.minimumSegment {
            points = stride(from: 0, to: points.count, by: 2).map { index in
                let pair = points[index..<min(index + 2, points.count)].filter(\.isFinite)
                return pair.isEmpty ? .nan : pair.reduce(0, +) / Double(pair.count)
            }
        }
        segments = points
        segmentLength = total / Double(points.count)
    }

    /// How long the graph plays, in seconds.
    public var duration: Double { segmentLength * Double(segments.count) }

    /// The pitch a value plays at; a flat series sits in the middle.
    public func pitch(of value: Double) -> Double {
        let span = Self.highestPitch - Self.lowestPitch
        guard high > low else { return Self.lowestPitch + span / 2 }
        return Self.lowestPitch + span * (value - low) / (high - low)
    }

    /// The tone's samples at `rate` and `volume`. The phase runs on across segments, so pitch
    /// steps change frequency without a click.
    public func samples(rate: Double, volume: Double) -> [Float] {
        let count = Int((duration * rate).rounded())
        let perSegment = segmentLength * rate
        var phase = 0.0
        var result = [Float](repeating: 0, count: count)
        for index in 0..<count {
            let segment = min(segments.count - 1, Int(Double(index) / perSegment))
            let value = segments[segment]
            guard value.isFinite else { continue }
            phase += 2 * Double.pi * pitch(of: value) / rate
            if phase > 2 * Double.pi { phase -= 2 * Double.pi }
            let t = Double(index) / rate
            let edge = min(1, t / Self.fade, (duration - t) / Self.fade)
            result[index] = Float(Self.level * volume * max(0, edge) * sin(phase))
        }
        return result
    }
}
