extension Canvas {
    /// Every split falls on a row that is a multiple of this, so tiled scanners (the glass
    /// field's 4-row tiles) see the same tiles on either side.
    static let bandRowAlignment = 8

    /// Draws into the canvas's pixels with `work`, which is handed the pixels' base and the
    /// bounds it may write pixels in (`region`, or a part of its rows).
    ///
    /// With a band worker, the canvas divides at a split row: the worker draws the rows above
    /// it and this thread the rows below, each thread in the order the calls came. Work wholly
    /// on one side runs there; work across the split runs in two parts when it is
    /// `splittable` (it gives each row the same pixels whichever rows it is handed), and
    /// otherwise waits for the worker and runs here whole. Nothing waits for the worker's part:
    /// ``pixels`` and ``finishFrame()`` do.
    mutating func drawRows(
        _ region: PixelBounds, splittable: Bool,
        _ work: @escaping (UnsafeMutablePointer<UInt32>, PixelBounds) -> Void
    ) {
        guard let worker = bandWorker, worker.canQueue else {
            finishBands()
            storage.withUnsafeMutableBufferPointer { work($0.baseAddress!, region) }
            return
        }
        // A copy of this canvas shares its pixels until one of them writes; they must be whole
        // before the write copies them apart.
        if !isKnownUniquelyReferenced(&storageOwner) {
            worker.finishQueued()
            storageOwner = StorageOwner(worker: worker)
        }
        // Unsafe: the base outlives this call in the queued work. The pixels are this canvas's
        // alone (above), and nothing replaces or reallocates them until the queue is finished:
        // every other access goes through `pixels`, which finishes it first.
        let base = storage.withUnsafeMutableBufferPointer { $0.baseAddress! }
        let split = worker.splitRow(height: height, alignment: Self.bandRowAlignment)
        if region.minY >= split {
            work(base, region)
        } else if region.maxY <= split {
            worker.queue { work(base, region) }
        } else if splittable {
            let upper = PixelBounds(minX: region.minX, minY: region.minY, maxX: region.maxX, maxY: split)
            let lower = PixelBounds(minX: region.minX, minY: split, maxX: region.maxX, maxY: region.maxY)
            worker.queue { work(base, upper) }
            work(base, lower)
        } else {
            worker.finishQueued()
            work(base, region)
        }
    }
}
