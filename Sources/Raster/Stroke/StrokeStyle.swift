/// How a stroke ends at the open ends of a line.
public enum LineCap: Sendable, Hashable {
    /// Flat, exactly at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Flat, half the width beyond the end point.
    case square
}

/// How a stroke turns a corner.
public enum LineJoin: Sendable, Hashable {
    case miter
    case round
    case bevel
}

/// Everything about a stroke except its paint.
public struct StrokeStyle: Sendable, Hashable {
    /// Width in the canvas's current units (points, usually).
    var width: Double
    var cap: LineCap
    var join: LineJoin
    /// A miter longer than `miterLimit` × width falls back to a bevel, so sharp turns do not spike.
    var miterLimit: Double
    /// Alternating on and off lengths; empty for a solid line. The seeds draw `[2, 5]` and `[3, 4]`.
    var dash: [Double]
    /// How far into the dash pattern the line starts.
    var dashPhase: Double
    /// Axis-aligned lines land on whole pixels with a whole-pixel width, so a 1 px rule is one crisp
    /// row of pixels instead of two half-lit ones.
    var snapsToPixels: Bool

    public init(
        width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0, snapsToPixels: Bool = false
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
        self.snapsToPixels = snapsToPixels
    }
}
