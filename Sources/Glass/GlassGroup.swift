import Geometry
import Raster

/// Glass shapes that melt into one liquid surface wherever they come within the merge distance.
///
/// One group draws, in order: the backdrop frosted under the merged outline; the shadows (each
/// shape's own soft shadow and, in light mode, the group's lift) outside it; the veil; each
/// surface's tint inside its own outline; the press shades; the rim around the merged outline; and,
/// in the liquid material, the bent backdrop and the specular edge. The tint is painted inside
/// clear glass rather than tinting the glass, so colour never smears through a neck into a
/// neighbour: the necks stay clear and a tint change animates like any colour.
///
/// Under Reduce Transparency nothing melts: each surface is drawn on its own as a solid fill with
/// its rim and shadow, as the seeds' fallback does.
///
///     var group = GlassGroup([GlassSurface(.capsule(Rect(20, 20, 80, 34))),
///                             GlassSurface(.capsule(Rect(104, 20, 80, 34)), tint: butter)],
///                            appearance: GlassAppearance(isDark: false))
///     group.draw(into: &canvas)   // then draw each label through surface.contentTransform
///
/// The canvas transform must only scale and translate.
public struct GlassGroup: Sendable, Hashable {
    var surfaces: [GlassSurface]
    var appearance: GlassAppearance
    /// Adds the soft lift shadow in light mode.
    var lift: Bool
    /// Shapes closer than this (points) melt.
    /// The merge distance asked for; frosted glass ignores it (see ``meltDistance``).
    var merge: Double

    /// How close shapes must come to melt: the asked distance for liquid glass; none for frosted,
    /// the seeds' pre-iOS 26 fallback, whose shapes sit side by side and never share a neck.
    var meltDistance: Double { appearance.material == .liquid ? merge : 0 }

    public init(_ surfaces: [GlassSurface], appearance: GlassAppearance, lift: Bool = true, merge: Double = Liquid.merge) {
        self.surfaces = surfaces
        self.appearance = appearance
        self.lift = lift
        self.merge = merge
    }

    /// The shadows drawn under this group.
    var shadows: [GlassShadow] {
        var all = [appearance.shadow]
        if lift, let lift = appearance.lift { all.append(lift) }
        return all
    }

    /// Draws the group's glass (not its content) into the canvas, in points.
    public func draw(into canvas: inout Canvas) {
        let visible = surfaces.filter(\.isVisible)
        guard !visible.isEmpty, canvas.transform.isAxisAligned else { return }
        if appearance.reduceTransparency {
            drawSolid(visible, into: &canvas)
            return
        }
        let scale = canvas.transform.meanScale
        let liquid = appearance.material == .liquid
        let highlightWidth = liquid ? GlassAppearance.highlightWidth * scale : nil
        // One lens for the group, sized by its smallest shape, so necks bend as one surface.
        let shortest = visible.map { min($0.placedShape.bounds.width, $0.placedShape.bounds.height) }.min() ?? 0
        let lens = RimLens(band: RimLens.band(forShortSide: shortest) * scale)
        let reach = GlassMasks.fieldReach + (liquid ? lens.band : 0)
        let melts = visible.allSatisfy(\.melts) ? nil : visible.map(\.melts)
        let field = GlassField(
            visible.map(\.placedShape), transform: canvas.transform, merge: meltDistance, reach: reach, melts: melts)
        let area = PixelBounds(covering: field.bounds.insetBy(dx: -2, dy: -2)).intersection(canvas.pixelBounds)
        guard !area.isEmpty else { return }
        let masks = GlassMasks(
            field: field, area: area, rimWidth: GlassAppearance.rimWidth * scale, highlightWidth: highlightWidth,
            lens: liquid ? lens : nil)

        Frost.apply(inside: masks, radius: appearance.blurRadius, on: &canvas)
        if liquid {
            // Bent and cleared in one pass, before the shadows, which lie outside the outline.
            Clarity.apply(Frost.refracted(inside: masks, lens: lens, from: canvas), inside: masks, appearance: appearance, on: &canvas)
        }
        // A small group's shadow samples the field whole, whatever its reach (see `FieldLanes`).
        let shadowField = visible.count <= FieldLanes.wholeGroup ? field : GlassField(
            visible.map(\.placedShape), transform: canvas.transform, merge: meltDistance,
            reach: SoftShadow.reach(of: shadows, scale: scale), melts: melts)
        SoftShadow.draw(shadows, field: shadowField, masks: masks, on: &canvas)
        if !liquid {
            MaskPainter.fill(masks.body, area: masks.area, with: .solid(appearance.veil), on: &canvas)
        }
        drawTintsAndShades(visible, into: &canvas)
        PressGlow.draw(visible, masks: masks, appearance: appearance, on: &canvas)
        MaskPainter.fill(masks.rim, area: masks.area, with: .solid(appearance.rim), on: &canvas)
        if let highlight = masks.highlight {
            MaskPainter.fill(highlight, area: masks.area, with: .solid(.white), opacity: appearance.highlightOpacity, on: &canvas)
        }
    }

    /// Each surface's tint and press shade, inside its own outline.
    private func drawTintsAndShades(_ visible: [GlassSurface], into canvas: inout Canvas) {
        for surface in visible {
            let outline = surface.placedShape.shape
            if let tint = surface.tint, tint.alpha > 0 {
                canvas.fill(outline, with: .solid(appearance.paintedTint(tint)))
            }
            if surface.shade > 0 {
                canvas.fill(outline, with: .solid(appearance.pressShade.opacity(min(surface.shade, 1))))
            }
        }
    }

    /// Reduce Transparency: solid surfaces, each on its own, with rim and shadow.
    private func drawSolid(_ visible: [GlassSurface], into canvas: inout Canvas) {
        let scale = canvas.transform.meanScale
        for surface in visible {
            let placed = surface.placedShape
            let field = GlassField([placed], transform: canvas.transform, merge: 0, reach: GlassMasks.fieldReach)
            let area = PixelBounds(covering: field.bounds.insetBy(dx: -2, dy: -2)).intersection(canvas.pixelBounds)
            guard !area.isEmpty else { continue }
            let masks = GlassMasks(field: field, area: area, rimWidth: GlassAppearance.rimWidth * scale, highlightWidth: nil)
            SoftShadow.draw(shadows, field: field, masks: masks, on: &canvas)
            canvas.fill(placed.shape, with: .solid(appearance.solidFill))
            if let tint = surface.tint, tint.alpha > 0 {
                canvas.fill(placed.shape, with: .solid(appearance.paintedTint(tint)))
            }
            if surface.shade > 0 {
                canvas.fill(placed.shape, with: .solid(appearance.pressShade.opacity(min(surface.shade, 1))))
            }
            MaskPainter.fill(masks.rim, area: masks.area, with: .solid(appearance.rim), on: &canvas)
        }
    }
}
