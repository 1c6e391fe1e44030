import Geometry
import Raster

/// The masks and shadow a group last drew, kept by the piece that draws it.
///
/// A lens dragged along its track is the same glass every frame, only somewhere else. A group
/// drawn with a cache (``GlassGroup/draw(into:cache:)``) works out its outline, rim and shadow on
/// its own grid, a whole number of pixels from where it shows, and keeps them: when the same glass
/// comes back at the same place within a pixel, it is copied there instead of walked again. What
/// is drawn never depends on what the cache held: the kept images are the ones the group would
/// work out anew.
public final class GlassCache {
    /// What decides a group's images on its own grid.
    struct Key: Hashable {
        var shapes: [GlassShape]
        var appearance: GlassAppearance
        var lift: Bool
        var merge: Double
        var scale: Double
    }

    /// One group's images on its own grid: the masks (the frost blurs through the body), and the
    /// layers laid over the frost, each already blended from its coverage and colour: the shadow
    /// with the veil over it, and the rim.
    struct Entry {
        var key: Key
        var masks: GlassMasks
        var under: (image: PixelImage, area: PixelBounds)
        var rim: PixelImage
        /// Liquid glass's lens, in pixels (its masks carry the field's levels for it).
        var lens: RimLens?
    }

    /// The most recent first. A drag at a steady speed comes back to a few places within a pixel
    /// (the grid is a quarter pixel), so a handful of entries keeps every step a hit.
    private(set) var entries: [Entry] = []
    static let capacity = 6

    public init() {}

    /// Shadows kept by the outline they were cast from, on a grid of whole pixels: a shadow is
    /// too soft to show a fraction of a pixel, so a grab's swell reuses one shadow for several
    /// frames while the outline over it grows.
    private(set) var shadows: [(key: Key, coverage: SoftShadow.Coverage?)] = []

    /// The kept shadow for `key`, or the one `make` casts, kept.
    func shadow(for key: Key, make: () -> SoftShadow.Coverage?) -> SoftShadow.Coverage? {
        if let index = shadows.firstIndex(where: { $0.key == key }) {
            let kept = shadows.remove(at: index)
            shadows.insert(kept, at: 0)
            return kept.coverage
        }
        let coverage = make()
        shadows.insert((key, coverage), at: 0)
        if shadows.count > Self.capacity { shadows.removeLast(shadows.count - Self.capacity) }
        return coverage
    }

    /// The entry for `key`, moved to the front; nil when none is kept.
    func entry(for key: Key) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: index)
        entries.insert(entry, at: 0)
        return entry
    }

    func keep(_ entry: Entry) {
        entries.insert(entry, at: 0)
        if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
    }
}
