import Geometry

extension Canvas {
    /// A rectangle, with exact area coverage at fractional edges.
    public mutating func fillRect(_ rect: Rect, with paint: Paint) {
        fillRoundedRect(rect, radii: CornerRadii(0), with: paint)
    }

    /// A rounded rectangle; `radius` is clamped to half the shorter side.
    public mutating func fillRoundedRect(
        _ rect: Rect, radius: Double, style: CornerStyle = .circular, with paint: Paint
    ) {
        switch style {
        case .circular: fillRoundedRect(rect, radii: CornerRadii(radius), with: paint)
        case .continuous: fillContinuousRoundedRect(rect, radius: radius, with: paint)
        }
    }

    /// A rounded rectangle with continuous corners (see ``fillContinuousRoundedRect(_:radius:outline:with:)``).
    mutating func fillContinuousRoundedRect(_ rect: Rect, radius: Double, with paint: Paint) {
        fillContinuousRoundedRect(rect, radius: radius, outline: nil, with: paint)
    }

    /// A rectangle with a different circular radius at each corner (a bar rounded only on top).
    mutating func fillRoundedRect(_ rect: Rect, radii: CornerRadii, with paint: Paint) {
        fill(.roundedRect(rect, radii: radii), with: paint)
    }

    /// A rectangle whose shorter sides are half circles.
    public mutating func fillCapsule(_ rect: Rect, with paint: Paint) {
        fillRoundedRect(rect, radii: CornerRadii(min(rect.width, rect.height) / 2), with: paint)
    }

    /// A circle, on the analytic scanner.
    public mutating func fillCircle(center: Point, radius: Double, with paint: Paint) {
        let rect = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        fillRoundedRect(rect, radii: CornerRadii(radius), with: paint)
    }

    /// An ellipse inscribed in `rect`; a round one takes the analytic scanner.
    mutating func fillEllipse(in rect: Rect, with paint: Paint) {
        if abs(rect.width - rect.height) < 1e-9 {
            fillRoundedRect(rect, radii: CornerRadii(rect.width / 2), with: paint)
        } else {
            fill(Path(ellipseIn: rect), with: paint)
        }
    }

    /// Any outline, with the chosen fill rule. Non-finite coordinates draw nothing.
    mutating func fill(_ path: Path, rule: FillRule = .nonZero, with paint: Paint) {
        fill(path.flattened(transform: state.transform), rule: rule, with: paint)
    }

    /// Outlines already in pixel space. Each row comes out as it does when the fill is drawn
    /// whole, so a path across the band split draws on both cores.
    mutating func fill(_ contours: Contours, rule: FillRule, with paint: Paint) {
        let frame = state.clip.bounds
        draw(paint, rows: PixelBounds(covering: contours.bounds)) { sink in PathScanner.fill(contours, rule: rule, within: frame, into: &sink) }
    }
}
