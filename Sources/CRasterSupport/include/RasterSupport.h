#ifndef VITRINE_RASTER_SUPPORT_H
#define VITRINE_RASTER_SUPPORT_H

#include <malloc.h>
#include <xmmintrin.h>

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

// A float rounded toward zero as a whole number: the one conversion instruction. Swift's `Int(Float)`
// checks for NaN and range first, three branches the per-row edge arithmetic of the shape scanners
// pays on every row. Any input is defined: NaN or a value beyond the 64-bit range gives INT64_MIN,
// so callers still clamp the result before they use it as a pixel position.
static inline long long vitrine_truncate(float x) {
    return _mm_cvttss_si64(_mm_set_ss(x));
}

// Keeps blocks the process frees in its heap instead of giving them back to the kernel (see
// Raster's FrameMemory). Swift's Glibc module does not carry malloc.h's tunables.
static inline void vitrine_keep_freed_pages(int mmap_threshold, int trim_threshold) {
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
}

// Gives the heap's free pages back to the kernel when more than `limit` bytes lie free in it, and
// returns 1 if it did. Blocks freed between frames stay in the heap (above), but a run of frames at
// ever new sizes (a window resized again and again) leaves free holes the next sizes do not fit.
static inline int vitrine_release_free_pages(size_t limit) {
    struct mallinfo2 info = mallinfo2();
    if (info.fordblks <= limit) return 0;
    return malloc_trim(0);
}

#endif
