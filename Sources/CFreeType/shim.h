#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H

// Function-like macros Swift cannot import, wrapped for the Typeset layer.

/// Light hinting: snaps heights to the pixel grid, leaves advances and horizontal shapes alone,
/// so glyphs can be placed at quarter-pixel positions.
static inline FT_Int32 CFT_LoadTargetLight(void) { return FT_LOAD_TARGET_LIGHT; }
static inline int CFT_HasKerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }
static inline int CFT_HasMultipleMasters(FT_Face face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
