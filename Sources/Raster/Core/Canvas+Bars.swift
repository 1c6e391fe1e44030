import Geometry

extension Canvas {
    /// Rounded rectangles of one corner radius and style: a bar chart's bars.
    ///
    /// With continuous corners, the outline is flattened once for every rectangle of the same
    /// width and moved onto each, rather than built and flattened bar by bar; the pixels are those
    /// each rectangle would draw on its own.
    public mutating func fillRoundedRects(_ rects: [Rect], radius: Double, style: CornerStyle, with paint: Paint) {
        guard style == .continuous, state.transform.isAxisAligned else {
            for rect in rects { fillRoundedRect(rect, radius: radius, style: style, with: paint) }
            return
        }
        var outline: ContinuousOutline?
        for rect in rects {
            if outline?.width != rect.width { outline = ContinuousOutline(width: rect.width, radius: radius, transform: state.transform) }
            fillContinuousRoundedRect(rect, radius: radius, outline: outline, with: paint)
        }
    }

    /// A rounded rectangle with continuous corners. Between the corners' reach its rows are a
    /// rectangle's, so a tall one (a bar) sends only its corner rows to the path scanner and the
    /// rows between to the analytic one, which gives straight edges the same exact area coverage.
    /// `outline`, when it fits the rectangle, is moved onto its corners instead of flattening a
    /// new outline.
    mutating func fillContinuousRoundedRect(_ rect: Rect, radius: Double, outline: ContinuousOutline?, with paint: Paint) {
        let transform = state.transform
        let reach = Path.continuousCornerReach(of: rect, radius: radius) * transform.d
        let pixels = transform.apply(rect)
        // The bands meet on whole pixel rows, so no row is drawn twice.
        let middleTop = (pixels.minY + reach).rounded(.up), middleBottom = (pixels.maxY - reach).rounded(.down)
        guard transform.isAxisAligned, reach > 0, middleBottom - middleTop >= 4, middleTop.magnitude < 16_777_216,
              middleBottom.magnitude < 16_777_216 else {
            fill(Path(continuousRoundedRect: rect, radius: radius), with: paint)
            return
        }
        // The top rows from the outline placed on the rectangle's top, the bottom rows from it
        // placed on its bottom: either way the rows drawn lie in the outline's corners or its
        // straight sides, as they do in the rectangle's own.
        let top: Contours, bottom: Contours
        if let outline, outline.fits(rect, radius: radius) {
            top = outline.contours.translated(x: pixels.minX, y: pixels.minY)
            bottom = outline.contours.translated(x: pixels.minX, y: pixels.maxY - outline.pixelHeight)
        } else {
            top = Path(continuousRoundedRect: rect, radius: radius).flattened(transform: transform)
            bottom = top
        }
        let clip = state.clip
        let middle = (Int(middleTop), Int(middleBottom))
        for (minY, maxY) in [(clip.bounds.minY, middle.0), (middle.0, middle.1), (middle.1, clip.bounds.maxY)] {
            state.clip.bounds = clip.bounds.intersection(PixelBounds(minX: clip.bounds.minX, minY: minY, maxX: clip.bounds.maxX, maxY: maxY))
            guard !state.clip.bounds.isEmpty else { continue }
            if minY == middle.0 {
                fill(.roundedRect(rect, radii: CornerRadii(0)), with: paint)
            } else {
                let contours = minY == middle.1 ? bottom : top
                fill(contours, rule: .nonZero, with: paint)
            }
        }
        state.clip = clip
    }
}

/// A continuous rounded rectangle's outline of one width, flattened at the origin under a
/// transform's scale, tall enough that its corners never meet: placed on a taller rectangle of the
/// same width, its top or bottom rows are that rectangle's.
struct ContinuousOutline {
    let width: Double
    let radius: Double
    /// The outline's height, in points and in pixels.
    let height: Double
    let pixelHeight: Double
    let contours: Contours

    init(width: Double, radius: Double, transform: AffineTransform) {
        self.width = width
        self.radius = radius
        // As tall as it is wide (so its radius is the clamp a bar's is) plus eight pixels of side.
        height = max(width, 2 * Path.continuousCornerReach(of: Rect(0, 0, width, width), radius: radius))
            + 8 / max(transform.d, 1e-9)
        pixelHeight = height * transform.d
        let scale = AffineTransform(a: transform.a, b: 0, c: 0, d: transform.d, tx: 0, ty: 0)
        contours = Path(continuousRoundedRect: Rect(0, 0, width, height), radius: radius).flattened(transform: scale)
    }

    /// Whether `rect` has this outline's width and corners and is at least as tall.
    func fits(_ rect: Rect, radius: Double) -> Bool {
        rect.width == width && radius == self.radius && rect.height >= height
    }
}
