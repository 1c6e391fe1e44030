extension PieceExamples {
    /// The Range Lens's example in `Assets/`: the seed's year of daily steps (`date,steps`), with
    /// fixed dates so a render never depends on the day it runs (written by `scripts/make-steps`).
    static let lensFileName = "steps.csv"
}
