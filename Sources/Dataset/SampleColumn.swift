/// The samples of a series: an array of ``Sample`` that many readers, on many threads, may hold
/// while one of them goes on appending.
///
/// It behaves as an `Array` does (a value, copied on write), with one difference that a live
/// stream needs: appending to a column whose last sample is the last one written to its memory
/// writes in place even while other columns share that memory, because they never read past
/// their own count. So the window's follow worker grows the series the frame loop is drawing
/// without copying it, and ten million rows streamed cost their 16 bytes each once, not twice.
/// Any other change (an insertion, a sort, a replaced sample) copies first unless the column
/// holds its memory alone, as an array would.
///
/// A column can also be a window on another column's memory (``shared(_:)``), which is how a
/// chart's ranges ("1W", "1M", …) show the tail of a series without copying it.
public struct SampleColumn: @unchecked Sendable {
    private var storage: SampleStorage? {
        didSet { origin = storage.map { $0.base + start } }
    }
    /// Where this column starts in `storage`.
    private var start: Int {
        didSet { origin = storage.map { $0.base + start } }
    }
    /// `storage.base + start`, kept beside them so that reading a sample is one load, not a
    /// load of the storage object first: loops over millions of samples read through it.
    /// (Unchecked Sendable for this pointer alone; it is the storage's, which is Sendable.)
    private var origin: UnsafeMutablePointer<Sample>?
    /// How many samples this column holds.
    public private(set) var count: Int
    /// The extremes of this column's samples by blocks (see ``summarize()``), and where the
    /// column's first sample sits in it: a window on a summarized column keeps its summary. Any
    /// change but an append drops it; an append leaves it summarizing the samples before.
    private(set) var pyramid: SamplePyramid?
    private(set) var pyramidOffset = 0

    /// An empty column.
    public init() {
        storage = nil
        start = 0
        count = 0
        origin = nil
    }

    /// A column of `count` samples that `initialize` writes from the start of `buffer`, returning
    /// how many it wrote (at most `capacity`); the memory is mapped from the kernel when large.
    public init(
        unsafeUninitializedCapacity capacity: Int,
        initializingWith initialize: (UnsafeMutableBufferPointer<Sample>) throws -> Int
    ) rethrows {
        let storage = SampleStorage(capacity: capacity)
        let written = try initialize(UnsafeMutableBufferPointer(start: storage.base, count: storage.capacity))
        precondition((0...storage.capacity).contains(written), "wrote \(written) samples into room for \(storage.capacity)")
        storage.frontier.store(written, ordering: .relaxed)
        self.storage = storage
        start = 0
        count = written
        origin = storage.base
    }

    /// A column of the samples that `initialize` writes into `buffer`, returning where they lie
    /// in it (within `0...capacity`): a column need not start at its memory's first slot.
    init(
        unsafeUninitializedCapacity capacity: Int,
        initializingRange initialize: (UnsafeMutableBufferPointer<Sample>) throws -> Range<Int>
    ) rethrows {
        let storage = SampleStorage(capacity: capacity)
        let written = try initialize(UnsafeMutableBufferPointer(start: storage.base, count: storage.capacity))
        precondition(written.lowerBound >= 0 && written.upperBound <= storage.capacity,
                     "wrote samples \(written) into room for \(storage.capacity)")
        storage.frontier.store(written.upperBound, ordering: .relaxed)
        self.storage = storage
        start = written.lowerBound
        count = written.count
        origin = storage.base + written.lowerBound
    }

    /// The `count` samples of a file, mapped (see ``SampleStorage/init(mapping:offset:count:)``).
    init?(mapping descriptor: Int32, offset: Int, count: Int) {
        if count == 0 {
            self.init()
            return
        }
        guard let storage = SampleStorage(mapping: descriptor, offset: offset, count: count) else { return nil }
        self.init()
        self.storage = storage
        self.count = count
        origin = storage.base
    }

    /// Before an append: a summary that runs past this column's end (a window's, taken from a
    /// longer column) describes samples other than the ones about to follow, so it goes; one
    /// that ends with the column or before it stays, summarizing samples before the appended
    /// ones (a stream appends its rows one by one, and `summarize()` then reads only the new).
    private mutating func keepSummaryOfPrefixOnly() {
        if let pyramid, pyramid.count > pyramidOffset + count { self.pyramid = nil }
    }

    /// Takes `summary` (of exactly these samples: a new one, or the column cache's) as this
    /// column's.
    mutating func attach(_ summary: SamplePyramid) {
        precondition(summary.count == count, "a summary of \(summary.count) samples for \(count)")
        pyramid = summary
        pyramidOffset = 0
    }

    /// The memory under the samples, for tests that follow its lifetime.
    var memory: SampleStorage? { storage }

    /// The samples of `range`, sharing this column's memory: no sample is copied.
    public func shared(_ range: Range<Int>) -> SampleColumn {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) is outside 0..<\(count)")
        var window = self
        window.start = start + range.lowerBound
        window.count = range.count
        window.pyramidOffset = pyramidOffset + range.lowerBound
        return window
    }

    /// Calls `body` with the samples as one contiguous buffer, for loops that read every sample.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Sample>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: origin.map { UnsafePointer($0) }, count: count))
    }

    /// Room for `minimumCapacity` samples without moving: kept when this column can already grow
    /// that far in place, otherwise the samples move to new memory of at least twice the room.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        if let storage, start + minimumCapacity <= storage.capacity, isAtFrontier(storage) { return }
        guard minimumCapacity > count else { return }
        move(toCapacity: minimumCapacity)
    }

    /// Adds `sample` at the end: in place when this column ends where its memory's samples end,
    /// even if other columns share it.
    public mutating func append(_ sample: Sample) {
        keepSummaryOfPrefixOnly()
        if let storage, start + count < storage.capacity, claim(storage, slot: start + count) {
            (storage.base + start + count).initialize(to: sample)
            count += 1
            return
        }
        move(toCapacity: Swift.max(count + 1, 2 * count, 16))
        let storage = self.storage!
        (storage.base + start + count).initialize(to: sample)
        count += 1
        storage.frontier.store(start + count, ordering: .relaxed)
    }

    /// Takes the slot after the last written sample, so no other column writes there. Columns
    /// holding the memory alone take it whatever was written past them (by a copy since dropped).
    private mutating func claim(_ storage: SampleStorage, slot: Int) -> Bool {
        if storage.frontier.compareExchange(expected: slot, desired: slot + 1, ordering: .relaxed).exchanged { return true }
        guard isKnownUniquelyReferenced(&self.storage) else { return false }
        storage.frontier.store(slot + 1, ordering: .relaxed)
        return true
    }

    private func isAtFrontier(_ storage: SampleStorage) -> Bool {
        storage.frontier.load(ordering: .relaxed) == start + count
    }

    /// Makes this column the only holder of its memory, copying when it is shared.
    private mutating func makeUnique() {
        guard storage != nil else { return }
        if isKnownUniquelyReferenced(&storage) {
            storage!.frontier.store(start + count, ordering: .relaxed)
        } else {
            move(toCapacity: count)
        }
    }

    /// Copies the samples into new memory of room for `capacity` (at least `count`).
    private mutating func move(toCapacity capacity: Int) {
        let moved = SampleStorage(capacity: Swift.max(capacity, count))
        if let storage { moved.base.initialize(from: storage.base + start, count: count) }
        moved.frontier.store(count, ordering: .relaxed)
        storage = moved
        start = 0
    }
}

extension SampleColumn: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public var indices: Range<Int> { 0..<count }
    public var isEmpty: Bool { count == 0 }

    @inline(__always)
    public func index(after i: Int) -> Int { i + 1 }
    @inline(__always)
    public func index(before i: Int) -> Int { i - 1 }

    public subscript(position: Int) -> Sample {
        @inline(__always)
        get {
            precondition(position >= 0 && position < count, "sample index \(position) is outside 0..<\(count)")
            return origin.unsafelyUnwrapped[position]
        }
        set {
            precondition(position >= 0 && position < count, "sample index \(position) is outside 0..<\(count)")
            makeUnique()
            pyramid = nil
            origin.unsafelyUnwrapped[position] = newValue
        }
    }

}

extension SampleColumn {
    /// Walks the samples by pointer: loops over millions of samples run as fast as over an array.
    public struct Iterator: IteratorProtocol {
        /// Keeps the memory alive while the walk lasts.
        fileprivate let storage: SampleStorage?
        fileprivate var position: UnsafePointer<Sample>?
        fileprivate let end: UnsafePointer<Sample>?

        @inline(__always)
        public mutating func next() -> Sample? {
            guard let current = position, current != end else { return nil }
            position = current + 1
            return current.pointee
        }
    }

    public func makeIterator() -> Iterator {
        guard let storage else { return Iterator(storage: nil, position: nil, end: nil) }
        let first = UnsafePointer(storage.base + start)
        return Iterator(storage: storage, position: first, end: first + count)
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Sample>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }
}

extension SampleColumn: RangeReplaceableCollection {
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Sample {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "range \(subrange) is outside 0..<\(count)")
        if subrange.isEmpty && subrange.lowerBound == count {
            // Appending: in place where the memory allows, as `append` does.
            keepSummaryOfPrefixOnly()
            let added = newElements.count
            if added > 0, let storage, start + count + added <= storage.capacity, isAtFrontier(storage),
               storage.frontier.compareExchange(expected: start + count, desired: start + count + added, ordering: .relaxed).exchanged {
                var slot = storage.base + start + count
                for sample in newElements {
                    slot.initialize(to: sample)
                    slot += 1
                }
                count += added
                return
            }
            reserveCapacity(Swift.max(count + added, 2 * count))
            for sample in newElements { append(sample) }
            return
        }
        // Any other change: in place once this column holds its memory alone with room enough,
        // as an array does, so an out-of-order row streamed in moves the samples after it only.
        let added = newElements.count
        let newCount = count - subrange.count + added
        pyramid = nil
        if storage == nil || !isKnownUniquelyReferenced(&storage) || start + newCount > storage!.capacity {
            // As much room as before at least: a stream's room (see FollowWorker) survives a row
            // that arrived out of order.
            move(toCapacity: Swift.max(newCount, newCount > count ? 2 * count : count, storage?.capacity ?? 0))
        }
        let base = storage!.base + start
        let tail = count - subrange.upperBound
        if tail > 0 && subrange.lowerBound + added != subrange.upperBound {
            // Samples are plain numbers, so moving them is moving their bytes (overlap allowed).
            UnsafeMutableRawPointer(base + subrange.lowerBound + added)
                .copyMemory(from: base + subrange.upperBound, byteCount: tail * MemoryLayout<Sample>.stride)
        }
        var slot = base + subrange.lowerBound
        for sample in newElements {
            slot.initialize(to: sample)
            slot += 1
        }
        count = newCount
        storage!.frontier.store(start + count, ordering: .relaxed)
    }
}

extension SampleColumn {
    /// A column holding a copy of `samples`.
    public init(_ samples: [Sample]) {
        self.init(unsafeUninitializedCapacity: samples.count) { buffer in
            samples.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { buffer.baseAddress!.initialize(from: from, count: source.count) }
            }
            return samples.count
        }
    }

    /// Adds every sample of `newElements` at the end, in place where the memory allows.
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Sample {
        if let collection = newElements as? [Sample] {
            replaceSubrange(count..<count, with: collection)
        } else {
            replaceSubrange(count..<count, with: Array(newElements))
        }
    }
}

extension SampleColumn: ExpressibleByArrayLiteral {
    public init(arrayLiteral samples: Sample...) {
        self.init(samples)
    }
}

extension SampleColumn: Equatable {
    public static func == (lhs: SampleColumn, rhs: SampleColumn) -> Bool {
        lhs.count == rhs.count && lhs.withUnsafeBufferPointer { l in rhs.withUnsafeBufferPointer { r in l.elementsEqual(r) } }
    }
}

extension SampleColumn: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBufferPointer { for sample in $0 { hasher.combine(sample) } }
    }
}

extension SampleColumn: CustomStringConvertible {
    /// As an array prints, so test failures read the same.
    public var description: String { Array(self).description }
}

extension SampleColumn: SampleSink {}
