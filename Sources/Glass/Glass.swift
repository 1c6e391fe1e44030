// The Glass layer: the liquid glass language the pieces' chrome is made of (see DESIGN.md for
// where it sits: above Raster and Motion, below Components).
//
// Shapes are described twice: as Raster shapes, for the crisp per-shape tints and content, and as
// distance fields, for the merged outline. A `GlassGroup` evaluates one field for all its shapes,
// in which each pair closer than the merge distance melts through a neck (`Neck`), and draws from
// it the frosted backdrop, the veil, the rim, the shadows and, in the liquid material, the
// specular edge and the refraction. Motion is kept apart: `Bud`, `GlassPress` and
// `GlassKeyframes` hold animators and answer "what does it look like at time t", never reading a
// clock.
