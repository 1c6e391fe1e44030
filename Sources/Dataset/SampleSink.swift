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
    private(set) var base: UnsafeMutablePointer<Sample>
    private(set) var capacity: Int
    private(set) var count = 0
    /// Whether some sample's time is earlier than the one before it. Noted as each sample is
    /// written, while it is still in the cache: a pass over ten million loaded samples to find
    /// out cost a fifth of a second's load on one core, after both parsers had finished.
    private(set) var isOutOfOrder = false
    private var lastTime = -Double.infinity

    init(base: UnsafeMutablePointer<Sample>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Whether a sample came with no room left for it (the file grew between the survey that
    /// sized the buffer and the parse): the run is then not the file, and the loader reads it
    /// whole instead.
    private(set) var overflowed = false

    @inline(__always)
    mutating func append(_ sample: Sample) {
        guard count < capacity else {
            overflowed = true
            return
        }
        (base + count).initialize(to: sample)
        count += 1
        if lastTime > sample.time { isOutOfOrder = true }
        lastTime = sample.time
    }

    /// Takes the samples of a later stretch, moving them down to follow this one's unless they
    /// already do.
    mutating func append(movingFrom later: SampleRun) {
        precondition(count + later.count <= capacity, "the joined samples do not fit")
        if later.overflowed { overflowed = true }
        if later.count > 0 {
            if later.isOutOfOrder || lastTime > later.base.pointee.time { isOutOfOrder = true }
            lastTime = later.lastTime
        }
        if base + count != later.base { (base + count).update(from: later.base, count: later.count) }
        count += later.count
    }

    /// This run's samples moved to `newBase`, in the same memory (the stretches may overlap),
    /// continuing there with room for `capacity`.
    func moved(to newBase: UnsafeMutablePointer<Sample>, capacity: Int) -> SampleRun {
        precondition(count <= capacity, "the moved samples do not fit")
        if newBase != base { newBase.update(from: base, count: count) }
        var run = withCapacity(capacity)
        run.base = newBase
        return run
    }

    /// The same run with room for `capacity` samples from its base.
    func withCapacity(_ capacity: Int) -> SampleRun {
        precondition(count <= capacity, "a run's room must hold its samples")
        var run = self
        run.capacity = capacity
        return run
    }

    /// Where the samples lie, counted from `origin`.
    func range(from origin: UnsafeMutablePointer<Sample>) -> Range<Int> {
        (base - origin)..<(base - origin + count)
    }
}
