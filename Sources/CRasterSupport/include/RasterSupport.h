#ifndef VITRINE_RASTER_SUPPORT_H
#define VITRINE_RASTER_SUPPORT_H

// Asks the cache to start loading `address` now, for a write soon. Swift has no way to say this
// itself; the rasterizer uses it to fetch the next row of a shape while it blends the current one.
static inline void vitrine_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
