extension Canvas {
    /// The fewest pixels an operation must touch to be split between the cores: below it, the
    /// handoff costs more than the half it saves.
    static let bandedArea = 16_384

    /// Every split falls on a row that is a multiple of this, so tiled scanners (the glass
    /// field's 4-row tiles) see the same tiles on either side.
    static let bandRowAlignment = 8

    /// Runs `work` over `band`, in two halves on both cores when there is a `worker` (the
    /// canvas's ``bandWorker``, taken before its pixels are lent out) and the operation touches at
    /// least ``bandedArea`` pixels (`area`, the band's by default); otherwise once, here. `work`
    /// must give each row the same pixels whichever rows it is handed, and touch only the rows it
    /// is handed.
    static func inBands(_ band: PixelBounds, worker: BandWorker?, area: Int? = nil, _ work: (PixelBounds) -> Void) {
        let row = (band.minY + band.height / 2) / bandRowAlignment * bandRowAlignment
        guard let worker, (area ?? band.width * band.height) >= bandedArea, row > band.minY, row < band.maxY else {
            return work(band)
        }
        worker.split(band, at: row, work)
    }
}
