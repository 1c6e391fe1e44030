import Dataset

/// What a piece is built from when a screen opens: the theme and, when one was given, the data.
public struct PieceContext: Sendable {
    var theme: Theme
    /// The file or stream the viewer opened, or nil to show the piece's own example.
    var series: TimeSeries?
    /// A currency code for the data's figures, or nil for plain numbers.
    var currency: String?
    /// True when the data arrives later (a stream on standard input): the pieces start empty and
    /// wait for it rather than showing their example.
    var awaitsData: Bool
    /// The examples read from `Assets/`, shown when there is no data; empty ones leave a piece
    /// without data empty.
    public var examples: PieceExamples
    /// `--window FROM..TO`: the Range Lens's opening window, as times in seconds; nil opens on
    /// the last six weeks (or the same span in the data's cadence).
    var window: ClosedRange<Double>?
    /// `--spring DURATION,BOUNCE`: the spring the motion lab's custom lane opens on; nil opens
    /// on the elastic tier's.
    public var spring: CustomSpring?
    /// True for a card in the gallery rather than a screen of its own: a live demo (the bar
    /// chart's switching weeks) plays its opening once there, so the page can come to rest.
    public var inGallery = false

    public init(
        theme: Theme = Theme(), series: TimeSeries? = nil, currency: String? = nil, awaitsData: Bool = false,
        examples: PieceExamples = PieceExamples(), window: ClosedRange<Double>? = nil
    ) {
        self.window = window
        self.theme = theme
        self.series = series
        self.currency = currency
        self.awaitsData = awaitsData
        self.examples = examples
    }
}
