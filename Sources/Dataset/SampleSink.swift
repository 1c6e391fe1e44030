/// Where a parser puts the samples it reads: a growing array, or one stretch of a buffer shared
/// with another thread's parser (``SampleRun``).
protocol SampleSink {
    mutating func append(_ sample: Sample)
}

extension Array: SampleSink where Element == Sample {}

/// A stretch of preallocated samples that one parser fills from its start. Two parsers of one
/// file each fill their own stretch of the same buffer, so the halves are joined by one move
/// inside it, not copied into a new array: the loaded column is never held twice.
///
/// Unsafe: it writes through a raw pointer into memory its owner allocated; each write is
/// checked against the stretch's capacity, and the owner keeps the stretches apart.
struct SampleRun: SampleSink {
    let base: UnsafeMutablePointer<Sample>
    let capacity: Int
    private(set) var count = 0

    init(base: UnsafeMutablePointer<Sample>, capacity: Int, count: Int = 0) {
        self.base = base
        self.capacity = capacity
        self.count = count
    }

    @inline(__always)
    mutating func append(_ sample: Sample) {
        precondition(count < capacity, "a parser wrote past its stretch of the sample buffer")
        (base + count).initialize(to: sample)
        count += 1
    }

    /// Takes the samples of a later stretch, moving them down to follow this one's.
    mutating func append(movingFrom later: SampleRun) {
        precondition(count + later.count <= capacity, "the joined samples do not fit")
        (base + count).update(from: later.base, count: later.count)
        count += later.count
    }
}
