import Raster

/// The colours of the tiers demo, picked once per theme from the house palette.
struct TiersPalette {
    var card: Color
    var text: Color
    var secondary: Color
    /// Tracks, plot backgrounds and switch-off: the seeds' band colour.
    var track: Color
    var puck: Color
    /// Rails the pucks and examples run on: quiet against both the card and the band.
    var rail: Color
    /// The live plot's line: the house accent.
    var line: Color
    /// The overshoot peak marker.
    var peak: Color
    var success: Color
    var error: Color
    /// Laid over a pressed example under Reduce Motion, which shades instead of sinking: toward
    /// the card, so the dark (or, in dark mode, light) dot visibly dims.
    var pressShade: Color
    /// The speed picker's pick (butter) and the ink on it, as the house's range pickers.
    var accent: Color
    var ink: Color
    /// Each lane's curve, in lane order (the tiers, then custom in the house red): distinct on
    /// one compare plot, and each lane's own curve in the same colour, so the legend reads back
    /// to the lanes.
    var series: [Color]

    /// The colours the glass controls are drawn in, and the card they sit on.
    var controls: [Color] { [card, secondary, accent, ink] }

    /// Lane `index`'s colour.
    func series(_ index: Int) -> Color { series[min(max(index, 0), series.count - 1)] }

    init(_ theme: Theme) {
        card = theme.card
        text = theme.text
        secondary = theme.secondary
        track = theme.band
        puck = theme.text
        rail = theme.secondary.opacity(0.22)
        line = theme.accentRed
        peak = theme.isDark ? theme.butter : Color(hex: 0xC79A1E)
        success = theme.sage
        error = theme.accentRed
        pressShade = theme.card.opacity(0.35)
        accent = theme.butter
        ink = theme.ink
        series = theme.isDark
            ? [theme.text, Color(hex: 0x6FA8FF), Color(hex: 0x4CD38A), theme.butter, Color(hex: 0xC3A2FF), theme.glassRed]
            : [theme.text, Color(hex: 0x2F6FD8), Color(hex: 0x1E8E4E), Color(hex: 0xC98500), Color(hex: 0x8A4FD0), theme.accentRed]
    }
}

/// Numbers as the labels print them, without Foundation's formatter: `digits` decimals, and no
/// minus sign on a value that rounds to zero.
func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let negative = value < 0 && scaled != 0
    let whole = scaled / Int64(scale)
    var text = String(whole)
    if digits > 0 {
        let fraction = String(scaled % Int64(scale))
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return negative ? "-" + text : text
}
