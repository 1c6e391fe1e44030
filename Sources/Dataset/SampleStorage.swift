#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The memory under a ``SampleColumn``: a fixed run of samples that columns share, and that the
/// column at its end may extend in place.
///
/// Large runs are mapped straight from the kernel, not taken from the allocator, for two reasons
/// a stream that runs for months makes plain:
/// - room past the written samples costs address space only, never memory, so a run can double
///   ahead of the data for free;
/// - a run let go of is returned to the kernel at once, where the allocator kept tens of megabytes
///   of freed copies in its arenas (the soak measured 45 bytes a row held that way).
///
/// Unsafe: samples are written through a raw pointer. The rules that keep that sound are the
/// column's: a column reads only below its own count, and writes only past ``frontier`` after
/// claiming the slot (see ``SampleColumn/append(_:)``), or anywhere once it holds the run alone.
final class SampleStorage: @unchecked Sendable {
    /// The first sample.
    let base: UnsafeMutablePointer<Sample>
    /// How many samples fit.
    let capacity: Int
    /// How many samples from the start have been written: every column on this run counts at
    /// most this far, so a slot at or past it is nobody's yet.
    let frontier: Atomic<Int>
    /// How the memory was obtained, so it is given back the same way.
    private let release: Release

    private enum Release {
        case free
        case unmap(bytes: Int)
    }

    /// Whether the memory was mapped from the kernel (and goes back to it with `munmap`).
    var isMapped: Bool {
        if case .unmap = release { return true }
        return false
    }

    /// Runs from this size up are mapped from the kernel; smaller ones, which tests and short
    /// files make by the thousand, come from the allocator.
    static let mappedMinimum = 1 << 20

    /// Room for `capacity` samples, none written yet.
    init(capacity: Int) {
        let capacity = max(capacity, 1)
        let (bytes, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Sample>.stride)
        precondition(!overflow, "a sample column of \(capacity) samples does not fit in memory")
        self.capacity = capacity
        frontier = Atomic(0)
        #if os(Linux)
        if bytes >= Self.mappedMinimum {
            // No swap is reserved: only pages written to ever become memory.
            let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            if let mapped, mapped != MAP_FAILED {
                Self.askForHugePages(mapped, bytes: bytes)
                base = mapped.bindMemory(to: Sample.self, capacity: capacity)
                release = .unmap(bytes: bytes)
                return
            }
        }
        #endif
        guard let allocated = malloc(bytes) else { fatalError("out of memory for \(capacity) samples") }
        base = allocated.bindMemory(to: Sample.self, capacity: capacity)
        release = .free
    }

    /// The `count` samples stored in the open file `descriptor` from byte `offset` (a multiple
    /// of the page size), mapped rather than read: a column cache of a hundred million rows opens
    /// in the time it takes to map it, and its pages are read only as they are drawn. The mapping
    /// is private, so a column that changes a sample changes its own copy of that page, never the
    /// file. Nil when the kernel refuses the mapping.
    init?(mapping descriptor: Int32, offset: Int, count: Int) {
        #if os(Linux)
        guard count > 0 else { return nil }
        let bytes = count * MemoryLayout<Sample>.stride
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, off_t(offset))
        guard let mapped, mapped != MAP_FAILED else { return nil }
        base = mapped.bindMemory(to: Sample.self, capacity: count)
        capacity = count
        frontier = Atomic(count)
        release = .unmap(bytes: bytes)
        #else
        return nil
        #endif
    }

    deinit {
        // Samples are plain numbers: nothing to deinitialize, only the memory to give back.
        switch release {
        case .free: free(base)
        case .unmap(let bytes): munmap(base, bytes)
        }
    }

    /// Asks the kernel to back a large run with 2 MiB pages where it allows them (Linux's
    /// transparent huge pages in `madvise` mode): a hundred million samples are 1.6 GB, which in
    /// 4 KiB pages is 400,000 faults, each zeroing its page, before a byte is parsed. Only whole
    /// huge pages inside the run are advised; elsewhere, or when refused, nothing changes.
    private static func askForHugePages(_ base: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
        let huge = 1 << 21
        guard bytes >= 4 * huge else { return }
        let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
        let end = (Int(bitPattern: base) + bytes) & ~(huge - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
