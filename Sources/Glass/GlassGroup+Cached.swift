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
    /// or not the cache held them. Liquid glass keeps its masks with the field's levels, its
    /// lens and its shadow, and bends and clears what lies behind anew each frame. Reduce
    /// Transparency draws as ``draw(into:)`` does, and so does glass that does not melt.
    public func draw(into canvas: inout Canvas, cache: GlassCache) {
        let visible = surfaces.filter(\.isVisible)
        guard !visible.isEmpty, canvas.transform.isAxisAligned, !appearance.reduceTransparency,
              visible.allSatisfy(\.melts) else {
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
        let key = GlassCache.Key(shapes: own, appearance: appearance, lift: lift, merge: meltDistance, scale: scale)
        // The images are worked out whole, even where the canvas's edge cuts them (drawing clips
        // them), so they never depend on where the edge is; glass far larger than the canvas is
        // drawn without them.
        let margin = SoftShadow.reach(of: shadows, scale: scale) + Liquid.merge * scale + 4
        let whole = own.reduce(own[0].bounds) { $0.union($1.bounds) }.insetBy(dx: -margin, dy: -margin)
        guard whole.width * whole.height <= Double(max(4 * canvas.width * canvas.height, 1 << 20)) else {
            draw(into: &canvas)
            return
        }
        let entry = cache.entry(for: key) ?? images(of: own, key: key, scale: scale, cache: cache)
        if cache.entries.first?.key != key { cache.keep(entry) }
        let masks = entry.masks.moved(x: offset.x, y: offset.y)
        guard !masks.area.isEmpty else { return }
        // Liquid glass reads the backdrop over its whole area; cut by the canvas's edge, it is
        // drawn anew, cut to the canvas.
        if entry.lens != nil, masks.area.intersection(canvas.pixelBounds) != masks.area {
            draw(into: &canvas)
            return
        }
        Frost.apply(inside: masks, radius: appearance.blurRadius, on: &canvas)
        if let lens = entry.lens {
            Clarity.apply(Frost.refracted(inside: masks, lens: lens, from: canvas), inside: masks, appearance: appearance, on: &canvas)
        }
        canvas.composite(entry.under.image, atPixelX: entry.under.area.minX + offset.x, y: entry.under.area.minY + offset.y)
        // Tints and shades inside each surface's outline as it was placed on the grid.
        canvas.save()
        canvas.transform = .identity
        for (surface, shape) in zip(visible, placed) {
            if let tint = surface.tint, tint.alpha > 0 { canvas.fill(shape.shape, with: .solid(appearance.paintedTint(tint))) }
            if surface.shade > 0 { canvas.fill(shape.shape, with: .solid(appearance.pressShade.opacity(min(surface.shade, 1)))) }
        }
        canvas.restore()
        PressGlow.draw(visible, masks: masks, appearance: appearance, on: &canvas)
        canvas.composite(entry.rim, atPixelX: masks.area.minX, y: masks.area.minY)
    }

    /// The masks and shadow of `shapes` (pixels, on the group's own grid), whole. The shadow is
    /// cast from the outline on whole pixels, kept by that outline in `cache`, and cut by the
    /// outline itself.
    private func images(of shapes: [GlassShape], key: GlassCache.Key, scale: Double, cache: GlassCache) -> GlassCache.Entry {
        let everywhere = PixelBounds(minX: -(1 << 24), minY: -(1 << 24), maxX: 1 << 24, maxY: 1 << 24)
        let field = GlassField(shapes, transform: .identity, merge: meltDistance * scale, reach: GlassMasks.fieldReach)
        let liquid = appearance.material == .liquid
        // As ``draw(into:)``: one lens for the group, sized by its smallest shape.
        let shortest = shapes.map { min($0.bounds.width, $0.bounds.height) }.min() ?? 0
        let lens = liquid ? RimLens(band: RimLens.band(forShortSide: shortest)) : nil
        let masks = GlassMasks(field: field, area: PixelBounds(covering: field.bounds.insetBy(dx: -2, dy: -2)),
                               rimWidth: GlassAppearance.rimWidth * scale,
                               highlightWidth: liquid ? GlassAppearance.highlightWidth * scale : nil, lens: lens)
        var casting = key
        casting.shapes = shapes.map { $0.quantized(to: 1) }
        let shadow = cache.shadow(for: casting) {
            let caster = GlassField(casting.shapes, transform: .identity, merge: meltDistance * scale,
                                    reach: max(SoftShadow.reach(of: self.shadows, scale: scale), GlassMasks.fieldReach))
            return SoftShadow.coverage(self.shadows, field: caster, masks: nil, scale: scale, within: everywhere)
        }?.cut(by: masks)
        // The layers over the frost, blended once on clear pixels: laid over the frost they give
        // what blending each coverage in turn gives, to the rounding of one more blend.
        let area = shadow.map { PixelBounds(minX: min($0.area.minX, masks.area.minX), minY: min($0.area.minY, masks.area.minY),
                                            maxX: max($0.area.maxX, masks.area.maxX), maxY: max($0.area.maxY, masks.area.maxY)) }
            ?? masks.area
        var under = Canvas(width: area.width, height: area.height)
        if let shadow { shadow.moved(x: -area.minX, y: -area.minY).draw(on: &under) }
        // Liquid glass's middle is cleared per pixel over what lies behind (``Clarity``), not veiled.
        if !liquid {
            MaskPainter.fill(masks.body, area: masks.area.offsetBy(x: -area.minX, y: -area.minY), with: .solid(appearance.veil), on: &under)
        }
        var rim = Canvas(width: masks.area.width, height: masks.area.height)
        let own = masks.area.offsetBy(x: -masks.area.minX, y: -masks.area.minY)
        MaskPainter.fill(masks.rim, area: own, with: .solid(appearance.rim), on: &rim)
        if let highlight = masks.highlight {
            MaskPainter.fill(highlight, area: own, with: .solid(.white), opacity: appearance.highlightOpacity, on: &rim)
        }
        return GlassCache.Entry(key: key, masks: masks,
                                under: (PixelImage(width: under.width, height: under.height, pixels: under.pixels), area),
                                rim: PixelImage(width: rim.width, height: rim.height, pixels: rim.pixels), lens: lens)
    }
}
