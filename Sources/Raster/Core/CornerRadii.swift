/// Four corner radii, clockwise from the top-left, in the units of the rectangle they round.
public struct CornerRadii: Sendable, Hashable {
    var topLeft: Double
    var topRight: Double
    var bottomRight: Double
    var bottomLeft: Double

    init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Rounded on top only, the way a bar stands on its baseline.
    public static func top(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
    }

    func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
