import Geometry

extension MotionLanguage {
    /// How far a pressed surface sinks: about `depth` points per edge rather than a fixed
    /// percentage, so an icon sinks to 0.92, a pill to about 0.95 and a card only to 0.985.
    ///
    /// The side used is the geometric mean of width and height (each at least 1 point).
    public static func pressScale(for size: Size, depth: Double = 2.5) -> Double {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - depth * 2 / side, 0.92), 0.985)
    }

    /// The anchor a press scales about, as a unit point (0...1 on each axis): `lean` of the way
    /// from the centre toward the touch, so the press leans into the finger without tipping.
    /// `touch` is in the surface's own coordinates; with none, or an empty surface, the centre.
    public static func pressAnchor(
        touch: Point?, in size: Size, lean: Double = 0.6
    ) -> Point {
        guard let touch, size.width > 0, size.height > 0 else { return Point(x: 0.5, y: 0.5) }
        let x = min(max(touch.x / size.width, 0), 1)
        let y = min(max(touch.y / size.height, 0), 1)
        return Point(x: 0.5 + (x - 0.5) * lean, y: 0.5 + (y - 0.5) * lean)
    }
}
