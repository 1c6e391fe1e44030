// The Glass layer: the liquid glass language the pieces' chrome is made of (see DESIGN.md for
// where it sits: above Raster and Motion, below Components).
//
// Shapes are described twice: as Raster shapes, for the crisp per-shape tints and content, and as
// distance fields, for the merged outline. A `GlassGroup` evaluates one field for all its shapes,
// in which each pair closer than the merge distance melts through a neck (`Neck`: the smoothing
// grows with the pair's gap, k = s·(M − g)²/M + 2g, and its depth with the pair's size past a
// 34 pt capsule's, so the waist is two thirds of the height at the joined 4 pt and gone from 20 pt
// on), and draws from it the frosted backdrop, the veil, the rim, the
// shadows and, in the liquid material, the specular edge and the refraction. Motion is kept apart:
// `Buds`, `GlassPress` and `GlassKeyframes` hold animators and answer "what does it look like at
// time t", never reading a clock.
//
// Built on Raster's public API only: the frost is Raster's blur written through the body mask
// (`blur(_:radius:mask:atPixelX:y:)`), the refraction a snapshot composited back (`PixelPatch`).
// The masks and the shadow sample the field eight points at a time in `Float` (`FieldLanes`).
