import Foundation
import Raster
import Testing

/// The heap at rest: blocks frames freed stay for the next frame, but holes past the limit go
/// back to the kernel.
@Suite("Frame memory")
struct FrameMemoryTests {
    /// Whether a sanitizer's runtime is loaded (`make asan`, `make tsan`): it brings an allocator
    /// of its own, whose holes glibc's malloc_trim neither counts nor gives back.
    static let allocatorIsReplaced = { () -> Bool in
        let runtimes: [String] = ["__tsan_init", "__asan_init", "__msan_init"]
        return runtimes.contains { name in dlsym(nil, name) != nil }
    }()

    @Test("Coming to rest gives the pages of freed holes back",
          .disabled(if: allocatorIsReplaced, "a sanitizer's allocator is not glibc's"))
    func restingGivesHolesBack() throws {
        FrameMemory.keepFreedPages()
        let blockSize = 1 << 20, count = 48
        // Touched blocks, all freed but the last, which keeps the heap's top from shrinking on
        // its own: the holes below it are what a window resized many times leaves.
        let blocks = (0..<count).map { _ in malloc(blockSize)! }
        for block in blocks { memset(block, 1, blockSize) }
        for block in blocks.dropLast() { free(block) }
        defer { free(blocks[count - 1]) }
        #expect(FrameMemory.releaseFreedPages(above: 8 << 20))
        // The middle page of each freed block is free heap now, and no longer resident.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var released = 0
        for block in blocks.dropLast() {
            let middle = (Int(bitPattern: block) + blockSize / 2) / page * page
            var resident: UInt8 = 0
            guard mincore(UnsafeMutableRawPointer(bitPattern: middle), page, &resident) == 0 else { continue }
            if resident & 1 == 0 { released += 1 }
        }
        // Another test's thread may take a hole back meanwhile: most must be gone, not all.
        #expect(released >= (count - 1) * 3 / 4, "\(released) of \(count - 1) holes given back")
    }

    @Test("A heap with less free than the limit is left alone")
    func smallHolesStay() {
        FrameMemory.keepFreedPages()
        #expect(!FrameMemory.releaseFreedPages(above: Int.max / 2))
    }
}
