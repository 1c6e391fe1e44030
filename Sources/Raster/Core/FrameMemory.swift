import CRasterSupport

/// How the process's allocator treats the large blocks a frame takes and gives back.
///
/// Every frame allocates patches, masks and scratch images of tens to hundreds of kilobytes. By
/// default glibc serves blocks above 128 KB straight from the kernel and returns them on free, so
/// the next frame faults the same memory back in page by page: measured on the liquid glass
/// control, a third of its time. Keeping freed blocks in the heap makes each frame reuse the last
/// one's pages. The heap then holds at most the largest frame's working set, which is bounded.
public enum FrameMemory {
    /// Call once at start, before any drawing.
    public static func keepFreedPages() {
        vitrine_keep_freed_pages(64 << 20, 256 << 20)
    }
}
