import CRasterSupport

/// How the process's allocator treats the large blocks a frame takes and gives back.
///
/// Every frame allocates patches, masks and scratch images of tens to hundreds of kilobytes. By
/// default glibc serves blocks above 128 KB straight from the kernel and returns them on free, so
/// the next frame faults the same memory back in page by page: measured on the liquid glass
/// control, a third of its time. Keeping freed blocks in the heap makes each frame reuse the last
/// one's pages. The heap then holds the largest frame's working set, and the holes that frames of
/// other sizes leave, which ``releaseFreedPages(above:)`` gives back at rest.
public enum FrameMemory {
    /// Call once at start, before any drawing.
    public static func keepFreedPages() {
        vitrine_keep_freed_pages(64 << 20, 256 << 20)
    }

    /// Gives freed pages back to the kernel when more than `limit` bytes of the heap lie free.
    /// Call it at rest, where the next frame's few page faults cost nothing anyone waits on: the
    /// heap then holds a frame's working set plus at most `limit`, however many sizes the window
    /// has been through. Returns whether anything was given back.
    @discardableResult
    public static func releaseFreedPages(above limit: Int = defaultFreeLimit) -> Bool {
        vitrine_release_free_pages(limit) != 0
    }

    /// The free heap kept at rest: a few frames' patches and masks at 1080p.
    public static let defaultFreeLimit = 16 << 20
}
