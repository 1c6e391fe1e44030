import Geometry

/// Outlines of the common shapes, for the general scanner, for strokes and for clips.
extension Path {
    /// A rectangle, clockwise from its top-left corner.
    public init(rect: Rect) {
        self.init()
        move(to: Point(rect.minX, rect.minY))
        line(to: Point(rect.maxX, rect.minY))
        line(to: Point(rect.maxX, rect.maxY))
        line(to: Point(rect.minX, rect.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`, as four cubic quarter arcs.
    init(ellipseIn rect: Rect) {
        self.init()
        let k = 0.5522847498307936
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: Point(cx + rx, cy))
        curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
        curve(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
        curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
        curve(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
        close()
    }

    /// A rounded rectangle with circular corners, each radius clamped to half the shorter side.
    public init(roundedRect rect: Rect, radii: CornerRadii) {
        self.init()
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamp(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        let topLeft = clamp(radii.topLeft), topRight = clamp(radii.topRight)
        let bottomRight = clamp(radii.bottomRight), bottomLeft = clamp(radii.bottomLeft)
        let k = 0.5522847498307936
        move(to: Point(rect.minX + topLeft, rect.minY))
        line(to: Point(rect.maxX - topRight, rect.minY))
        if topRight > 0 {
            curve(to: Point(rect.maxX, rect.minY + topRight),
                  control1: Point(rect.maxX - topRight + k * topRight, rect.minY), control2: Point(rect.maxX, rect.minY + topRight - k * topRight))
        }
        line(to: Point(rect.maxX, rect.maxY - bottomRight))
        if bottomRight > 0 {
            curve(to: Point(rect.maxX - bottomRight, rect.maxY),
                  control1: Point(rect.maxX, rect.maxY - bottomRight + k * bottomRight), control2: Point(rect.maxX - bottomRight + k * bottomRight, rect.maxY))
        }
        line(to: Point(rect.minX + bottomLeft, rect.maxY))
        if bottomLeft > 0 {
            curve(to: Point(rect.minX, rect.maxY - bottomLeft),
                  control1: Point(rect.minX + bottomLeft - k * bottomLeft, rect.maxY), control2: Point(rect.minX, rect.maxY - bottomLeft + k * bottomLeft))
        }
        line(to: Point(rect.minX, rect.minY + topLeft))
        if topLeft > 0 {
            curve(to: Point(rect.minX + topLeft, rect.minY),
                  control1: Point(rect.minX, rect.minY + topLeft - k * topLeft), control2: Point(rect.minX + topLeft - k * topLeft, rect.minY))
        }
        close()
    }

    /// A rounded rectangle with Apple's continuous ("squircle") corners.
    ///
    /// The curvature ramps up from the straight edge instead of jumping to 1/r, which is why iOS
    /// cards look soft. Each corner leaves its edge 1.52866483 r before the vertex; `r` is clamped
    /// so two corners never overlap on the shorter side.
    public init(continuousRoundedRect rect: Rect, radius: Double) {
        self.init()
        let reach = Self.continuousReach
        let r = Self.continuousRadius(of: rect, radius: radius)
        guard r > 0 else {
            self = Path(rect: rect)
            return
        }
        let topLeft = Point(rect.minX, rect.minY), topRight = Point(rect.maxX, rect.minY)
        let bottomRight = Point(rect.maxX, rect.maxY), bottomLeft = Point(rect.minX, rect.maxY)
        let right = Point(1, 0), down = Point(0, 1), left = Point(-1, 0), up = Point(0, -1)
        move(to: topLeft + right * (reach * r))
        appendContinuousCorner(vertex: topRight, incoming: right, outgoing: down, radius: r)
        appendContinuousCorner(vertex: bottomRight, incoming: down, outgoing: left, radius: r)
        appendContinuousCorner(vertex: bottomLeft, incoming: left, outgoing: up, radius: r)
        appendContinuousCorner(vertex: topLeft, incoming: up, outgoing: right, radius: r)
        close()
    }

    /// How far along each edge a continuous corner reaches, in radii.
    static let continuousReach = 1.52866483

    /// The radius a continuous rounded rectangle uses: small enough that opposite corners never
    /// overlap.
    static func continuousRadius(of rect: Rect, radius: Double) -> Double {
        radius.isFinite ? min(max(radius, 0), min(rect.width, rect.height) / (2 * continuousReach)) : 0
    }

    /// How far a continuous corner reaches along each edge of `rect`, in the rectangle's units.
    static func continuousCornerReach(of rect: Rect, radius: Double) -> Double {
        continuousReach * continuousRadius(of: rect, radius: radius)
    }

    /// One continuous corner: a line to where the corner begins, then its curves. `incoming` points
    /// along the edge toward the vertex, `outgoing` along the next edge away from it.
    private mutating func appendContinuousCorner(vertex: Point, incoming: Point, outgoing: Point, radius r: Double) {
        func at(_ u: Double, _ v: Double) -> Point { vertex - incoming * (u * r) + outgoing * (v * r) }
        line(to: at(1.52866483, 0))
        curve(to: at(0.66993427, 0.06549600), control1: at(1.08849323, 0), control2: at(0.86840689, 0))
        line(to: at(0.63149399, 0.07491100))
        curve(to: at(0.07491100, 0.63149399), control1: at(0.37282392, 0.16905899), control2: at(0.16905899, 0.37282392))
        line(to: at(0.06549600, 0.66993427))
        curve(to: at(0, 1.52866483), control1: at(0, 0.86840689), control2: at(0, 1.08849323))
    }
}
