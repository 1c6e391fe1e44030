import Geometry
import Raster

extension GlassGroup {
    /// The pixel grid glass drawn with a cache is placed on: a quarter pixel, far below what the
    /// eye sees move, and few enough places within a pixel for a drag to keep coming back to.
    static let cachedGrid = 0.25

    /// Draws the group, keeping its masks and shadow in `cache` for the next frame that draws the
    /// same glass within a pixel of where it is now.
    ///
    /// The glass's outline is placed on a quarter-pixel grid, and its images are worked out on a
    /// grid of their own a whole number of pixels away, so a frame draws the same pixels whether
    /// or not the cache held them. Liquid glass (which bends what it reads at each pixel) and
    /// Reduce Transparency draw as ``draw(into:)`` does.
    public func draw(into canvas: inout Canvas, cache: GlassCache) {
        let visible = surfaces.filter(\.isVisible)
        guard !visible.isEmpty, canvas.transform.isAxisAligned, !appearance.reduceTransparency,
              appearance.material == .frosted else {
            draw(into: &canvas)
            return
        }
        let scale = canvas.transform.meanScale
        // The outline in pixels, on the grid, and the whole pixels its own grid lies from the canvas's.
        let placed = visible.map { $0.placedShape.applying(canvas.transform).quantized(to: Self.cachedGrid) }
        var corner = placed[0].bounds
        for shape in placed.dropFirst() { corner = corner.union(shape.bounds) }
        guard corner.minX.isFinite, corner.minY.isFinite, abs(corner.minX) < 1e7, abs(corner.minY) < 1e7 else { return }
        let offset = (x: Int(corner.minX.rounded(.down)), y: Int(corner.minY.rounded(.down)))
        let own = placed.map { $0.offsetBy(dx: -Double(offset.x), dy: -Double(offset.y)) }
        let key = GlassCache.Key(shapes: own, appearance: appearance, lift: lift, merge: merge, scale: scale)
        let bounds = canvas.pixelBounds.offsetBy(x: -offset.x, y: -offset.y)

        var entry = cache.entry(for: key)
        if entry == nil {
            let made = images(of: own, scale: scale, within: bounds)
            // Glass cut by the canvas's edge depends on where the edge is, so it is not kept.
            if made.unclipped { cache.keep(made.entry) }
            entry = made.entry
        }
        guard let entry else { return }
        let masks = entry.masks.moved(x: offset.x, y: offset.y)
        guard !masks.area.isEmpty else { return }
        Frost.apply(inside: masks, radius: appearance.blurRadius, on: &canvas)
        entry.shadow?.moved(x: offset.x, y: offset.y).draw(on: &canvas)
        MaskPainter.fill(masks.body, area: masks.area, with: .solid(appearance.veil), on: &canvas)
        // Tints and shades inside each surface's outline as it was placed on the grid.
        canvas.save()
        canvas.transform = .identity
        for (surface, shape) in zip(visible, placed) {
            if let tint = surface.tint, tint.alpha > 0 { canvas.fill(shape.shape, with: .solid(appearance.paintedTint(tint))) }
            if surface.shade > 0 { canvas.fill(shape.shape, with: .solid(appearance.pressShade.opacity(min(surface.shade, 1)))) }
        }
        canvas.restore()
        MaskPainter.fill(masks.rim, area: masks.area, with: .solid(appearance.rim), on: &canvas)
    }

    /// The masks and shadow of `shapes` (pixels, on the group's own grid) within `bounds`, and
    /// whether `bounds` cut nothing off.
    private func images(of shapes: [GlassShape], scale: Double, within bounds: PixelBounds)
        -> (entry: GlassCache.Entry, unclipped: Bool) {
        let field = GlassField(shapes, transform: .identity, merge: merge * scale, reach: GlassMasks.fieldReach)
        let wanted = PixelBounds(covering: field.bounds.insetBy(dx: -2, dy: -2))
        let masks = GlassMasks(field: field, area: wanted.intersection(bounds), rimWidth: GlassAppearance.rimWidth * scale,
                               highlightWidth: nil)
        let shadowField = shapes.count <= FieldLanes.wholeGroup ? field : GlassField(
            shapes, transform: .identity, merge: merge * scale, reach: SoftShadow.reach(of: shadows, scale: scale))
        let shadow = SoftShadow.coverage(shadows, field: shadowField, masks: masks, scale: scale, within: bounds)
        let margin = SoftShadow.reach(of: shadows, scale: scale) + 2
        let reach = PixelBounds(covering: field.bounds.insetBy(dx: -margin, dy: -margin))
        let key = GlassCache.Key(shapes: shapes, appearance: appearance, lift: lift, merge: merge, scale: scale)
        return (GlassCache.Entry(key: key, masks: masks, shadow: shadow), bounds.contains(reach))
    }
}
