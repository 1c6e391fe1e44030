import Raster
import Typeset

/// The lens's colours and type, from the seed's house palette for one scheme.
struct RangeLensStyle: Sendable, Hashable {
    /// The average rule, its chip and a held handle.
    var accent: Color
    /// Text and the grip on the accent: dark in both schemes.
    var accentInk: Color
    /// The numeral, the detail bars and the strip's bars inside the window.
    var text: Color
    /// The caption, unit, dates and the handles' grips.
    var secondary: Color
    /// The axis labels and marks.
    var tertiary: Color
    /// The strip's bars outside the window: a solid mix into the ground, never transparency.
    /// Increase Contrast gives them the secondary colour.
    var dim: Color
    var grid: Color
    /// The track the lens rides.
    var track: Color
    var ground: Color

    /// The detail chart's plot height, and the numeral's size before the text scale.
    static let chartHeight = 160.0
    static let numeralSize = 32.0
    /// The lens's height, and how far the strip's bars sit inside it.
    static let lensHeight = 52.0
    static let barInset = 8.0
    /// Space between the readout, the detail and the strip.
    static let sectionSpacing = 18.0
    /// Space around the piece.
    static let padding = 20.0

    init(theme: Theme) {
        accent = theme.accentRed
        accentInk = theme.ink
        text = theme.text
        secondary = theme.secondary
        tertiary = theme.pick(light: 0x8B8984, dark: 0x6F6D69)
        dim = theme.increaseContrast ? theme.secondary : theme.pick(light: 0xB7B5B1, dark: 0x4D4C4A)
        grid = theme.pick(light: 0xE3E1DB, dark: 0x2A2A2A)
        track = theme.pick(light: 0xEFEDE8, dark: 0x1C1C1C)
        ground = theme.ground
    }

    // Type: each size follows the text scale up to the seed's cap.

    /// The caption and the dates: 13 points, growing to 24.
    var caption: TextStyle { TextStyle(size: 13, color: secondary, maximumTextScale: 24.0 / 13) }
    /// The numeral: 32 points, growing to ×1.7.
    var numeral: TextStyle { TextStyle(size: Self.numeralSize, color: text, tracking: -0.4, maximumTextScale: 1.7) }
    /// The unit: 15 points, growing to 26.
    var unit: TextStyle { TextStyle(size: 15, color: secondary, maximumTextScale: 26.0 / 15) }
    /// The "No data yet" message: the unit's size and 2 more.
    var empty: TextStyle { TextStyle(size: 17, color: secondary, maximumTextScale: 28.0 / 17) }
    /// The axis values and marks: 11 points, growing to 16.
    var axis: TextStyle { TextStyle(size: 11, color: tertiary, maximumTextScale: 16.0 / 11) }
    /// The chip's "avg", in ink on the accent.
    var chip: TextStyle { TextStyle(size: 11, color: accentInk, maximumTextScale: 16.0 / 11) }
}
