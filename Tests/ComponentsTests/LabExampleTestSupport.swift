import Geometry
import Glass
import Raster
import Typeset
@testable import Components

extension LabExample {
    /// Draws the tile's scene on its own, as the lab would in the light theme.
    func draw(into canvas: inout Canvas, in stage: Rect, at time: Double, palette: TiersPalette) {
        // The tests that draw scenes without text have a typesetter all the same; the fonts are
        // bundled, so making one cannot fail here.
        guard let text = try? TextEngine().typesetter(.standard) else { return }
        let ink = LabInk(palette: palette, text: text, glass: GlassAppearance(), groupGlass: GlassCache())
        draw(into: &canvas, in: stage, at: time, ink: ink)
    }
}
