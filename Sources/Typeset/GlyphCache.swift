import Raster

/// A rendered glyph: its coverage and where its top-left pixel sits relative to the pen
/// position on the baseline (`left` to the right, `top` upwards, as FreeType reports them).
struct GlyphImage {
    var mask: AlphaMask
    var left: Int
    var top: Int

    /// What the cache charges for an entry: its pixels plus a fixed bookkeeping estimate.
    var cost: Int { mask.bytes.count + 64 }
}

/// Which rendering of a glyph: face, glyph, pixel size and horizontal subpixel phase.
///
/// Packed into one 64-bit integer because the lookup runs once per glyph per frame and an
/// integer hashes fastest: glyph id (32 bits), pixel size in 1/64 pixel (22 bits, up to 65 535 px),
/// face (8 bits) and quarter-pixel phase (2 bits).
struct GlyphKey: Hashable {
    let packed: UInt64

    init(face: Int, glyph: UInt32, pixelSize: Int, phase: Int) {
        packed = UInt64(glyph)
            | UInt64(min(pixelSize, 0x3F_FFFF)) << 32
            | UInt64(face & 0xFF) << 54
            | UInt64(phase & 3) << 62
    }
}

/// Rendered glyphs, kept until their memory passes a bound.
///
/// A scrubbed numeral redraws the same few glyphs every frame, so after the first frame every
/// glyph is a hash lookup. Entries remember when they were last used; when the pixels held pass
/// `byteLimit`, the least recently used half is dropped in one pass (cheaper than keeping a linked
/// list ordered on every hit, and a scrub never comes near the limit).
struct GlyphCache {
    /// The most bytes of coverage (plus bookkeeping) held at once.
    let byteLimit: Int
    private(set) var byteCount = 0
    private var slots: [Slot] = []
    private var index: [GlyphKey: Int] = [:]
    private var clock: UInt64 = 0

    private struct Slot {
        var key: GlyphKey
        var image: GlyphImage?
        var lastUse: UInt64
    }

    init(byteLimit: Int) {
        self.byteLimit = max(4096, byteLimit)
        // Room for a screen's glyphs without rehashing during the first frame.
        index.reserveCapacity(512)
        slots.reserveCapacity(512)
    }

    var count: Int { slots.count }

    /// The cached rendering, or the one `render` makes (nil renders, such as a space, are cached
    /// too so they are not retried).
    mutating func image(for key: GlyphKey, render: () -> GlyphImage?) -> GlyphImage? {
        clock += 1
        if let position = index[key] {
            slots[position].lastUse = clock
            return slots[position].image
        }
        let image = render()
        let cost = image?.cost ?? 64
        // A glyph bigger than half the bound (a huge size) is drawn but never kept.
        guard cost <= byteLimit / 2 else { return image }
        if byteCount + cost > byteLimit { evictLeastRecentlyUsed() }
        index[key] = slots.count
        slots.append(Slot(key: key, image: image, lastUse: clock))
        byteCount += cost
        return image
    }

    /// Empties the cache (for example after the text scale changes a lot).
    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        byteCount = 0
    }

    /// Keeps the most recently used entries that fit in half the limit.
    private mutating func evictLeastRecentlyUsed() {
        let order = slots.indices.sorted { slots[$0].lastUse > slots[$1].lastUse }
        var kept: [Slot] = []
        var bytes = 0
        for position in order {
            let cost = slots[position].image?.cost ?? 64
            if bytes + cost > byteLimit / 2 { break }
            kept.append(slots[position])
            bytes += cost
        }
        slots = kept
        byteCount = bytes
        index.removeAll(keepingCapacity: true)
        for (position, slot) in slots.enumerated() { index[slot.key] = position }
    }
}
