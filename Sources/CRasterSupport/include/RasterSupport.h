#ifndef VITRINE_RASTER_SUPPORT_H
#define VITRINE_RASTER_SUPPORT_H

// Asks the cache to start loading `address` now, for a write soon. Swift has no way to say this
// itself; the rasterizer uses it to fetch the next row of a shape while it blends the current one.
static inline void vitrine_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

// The square root as a plain instruction. Swift's `squareRoot()` calls libm's `sqrtf`, which may
// set errno, and that side effect stops the compiler from running a loop eight pixels at a time.
static inline float vitrine_sqrt(float x) {
    return __builtin_elementwise_sqrt(x);
}

#endif
