import Geometry

/// An outline made of straight and curved segments, in points.
///
/// Paths are how anything that is not a plain rounded rectangle gets drawn: icons, the continuous
/// (squircle) corners, the Step Trail's stop with a capsule cut out of it (even-odd), clip shapes.
public struct Path: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    private(set) var elements: [Element] = []

    public init() {}

    var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: Point) {
        elements.append(.move(point))
    }

    /// A line from the current point; starts a new subpath when there is none.
    public mutating func line(to point: Point) {
        elements.append(elements.isEmpty ? .move(point) : .line(point))
    }

    mutating func quadCurve(to point: Point, control: Point) {
        if elements.isEmpty { elements.append(.move(control)) }
        elements.append(.quadCurve(to: point, control: control))
    }

    mutating func curve(to point: Point, control1: Point, control2: Point) {
        if elements.isEmpty { elements.append(.move(control1)) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    mutating func close() {
        elements.append(.close)
    }

    /// Adds every subpath of `other`.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// The same outline mapped through `transform`.
    func applying(_ transform: AffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(transform.apply(p))
            case .line(let p): return .line(transform.apply(p))
            case .quadCurve(let p, let c): return .quadCurve(to: transform.apply(p), control: transform.apply(c))
            case .curve(let p, let c1, let c2):
                return .curve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .close: return .close
            }
        }
        return result
    }
}

/// Which parts of a self-overlapping outline count as inside.
public enum FillRule: Sendable, Hashable {
    /// Inside wherever the outline winds around the point at all.
    case nonZero
    /// Inside where the outline crosses an odd number of times: an inner subpath cuts a hole.
    case evenOdd
}
