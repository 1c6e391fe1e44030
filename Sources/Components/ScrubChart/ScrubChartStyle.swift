import Raster

/// The scrub chart's colours and type sizes, taken from the house palette for one scheme.
///
/// The seed's standard style: the line in the house text colour, a butter accent, sage for a
/// rise and red for a fall, ink on tinted glass, muted meta text, and the card as the ground the
/// dots are ringed in.
public struct ScrubChartStyle: Sendable, Hashable {
    /// The line and bars, and the date on the scrub flag.
    var line: Color
    /// The latest dot, the scrub dot, the active bar, and the picked range segment's tint.
    var accent: Color
    /// Glass tint of a rise.
    var up: Color
    /// Glass tint of a fall.
    var down: Color
    /// Text on tinted glass: dark in both schemes.
    var ink: Color
    /// Meta line, axis labels, min and max labels, dimmed decimals.
    var muted: Color
    /// The solid step behind a held range.
    var band: Color
    /// The surface the chart sits on (the card), which rings the dots.
    var ground: Color
    /// The readout numeral's size in points, before the text scale.
    var numeralSize: Double

    public init(theme: Theme, numeralSize: Double = 44) {
        line = theme.text
        accent = theme.butter
        up = theme.sage
        down = theme.glassRed
        ink = theme.ink
        muted = theme.secondary
        band = theme.band
        ground = theme.card
        self.numeralSize = numeralSize
    }
}
