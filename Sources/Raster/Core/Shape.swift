import Geometry

/// A closed outline the pieces draw, named so that fills, shadows and clips share one description.
public enum Shape: Sendable, Hashable {
    case rect(Rect)
    case roundedRect(Rect, radii: CornerRadii)
    case continuousRoundedRect(Rect, radius: Double)
    case capsule(Rect)
    case circle(center: Point, radius: Double)
    case ellipse(Rect)
    case path(Path, rule: FillRule)

    /// The outline as a path, for the general scanner.
    public var path: Path {
        switch self {
        case .rect(let r): return Path(rect: r)
        case .roundedRect(let r, let radii): return Path(roundedRect: r, radii: radii)
        case .continuousRoundedRect(let r, let radius): return Path(continuousRoundedRect: r, radius: radius)
        case .capsule(let r): return Path(roundedRect: r, radii: CornerRadii(min(r.width, r.height) / 2))
        case .circle(let c, let radius):
            return Path(ellipseIn: Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
        case .ellipse(let r): return Path(ellipseIn: r)
        case .path(let p, _): return p
        }
    }

    /// The rectangle with circular corners this shape is, when it is one.
    var circularRoundedRect: (Rect, CornerRadii)? {
        switch self {
        case .rect(let r): return (r, CornerRadii(0))
        case .roundedRect(let r, let radii): return (r, radii)
        case .capsule(let r): return (r, CornerRadii(min(r.width, r.height) / 2))
        case .circle(let c, let radius):
            return (Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius), CornerRadii(radius))
        case .ellipse(let r) where abs(r.width - r.height) < 1e-9: return (r, CornerRadii(r.width / 2))
        default: return nil
        }
    }

    /// The analytic scanner for this shape under `transform`, when it applies: a circular rounded
    /// rectangle under a uniform scale and translation, with no corner smaller than 1.5 px (the
    /// distance ramp misjudges a tighter corner by up to a tenth of a pixel; the exact scanner
    /// does not).
    func analyticScanner(under transform: AffineTransform) -> RoundedRectScanner? {
        guard transform.isAxisAligned, abs(transform.a - transform.d) <= 1e-12 * abs(transform.a),
            let (rect, radii) = circularRoundedRect
        else { return nil }
        let scaled = radii.scaled(by: transform.a)
        let scanner = RoundedRectScanner(rect: transform.apply(rect), radii: scaled)
        func tight(_ r: Float) -> Bool { r > 0 && r < 1.5 }
        if tight(scanner.topLeft) || tight(scanner.topRight) || tight(scanner.bottomRight) || tight(scanner.bottomLeft) {
            return nil
        }
        return scanner
    }

    var fillRule: FillRule {
        if case .path(_, let rule) = self { return rule }
        return .nonZero
    }
}

extension Canvas {
    /// Fills any shape, taking the analytic scanner where the shape allows it.
    public mutating func fill(_ shape: Shape, with paint: Paint) {
        // A continuous rounded rectangle's straight middle fills as a rectangle; only its corner
        // rows need the path scanner, whose cells span the rows it is given.
        if case .continuousRoundedRect(let rect, let radius) = shape {
            fillContinuousRoundedRect(rect, radius: radius, with: paint)
            return
        }
        if let scanner = shape.analyticScanner(under: state.transform) {
            draw(paint, rows: scanner.coveredPixels) { sink in scanner.fill(into: &sink) }
        } else {
            fill(shape.path, rule: shape.fillRule, with: paint)
        }
    }

    /// Rasterizes a shape's coverage into a mask laid over `area` (pixel space), taking the larger
    /// value where the mask already holds coverage.
    func rasterize(_ shape: Shape, transform: AffineTransform, into mask: UnsafeMutablePointer<UInt8>, area: PixelBounds) {
        var sink = MaskSink(mask: mask, origin: (area.minX, area.minY), stride: area.width, bounds: area)
        if let scanner = shape.analyticScanner(under: transform) {
            scanner.fill(into: &sink)
        } else {
            PathScanner.fill(shape.path.flattened(transform: transform), rule: shape.fillRule, into: &sink)
        }
    }
}
