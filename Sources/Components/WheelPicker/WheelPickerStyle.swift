import Raster

/// The picker's colours and sizes. The seed's design-token file was not shipped, so its tokens
/// take house values: the accent is the house red, its soft fill a pale red (a deep one in dark
/// mode), the separator the text colour at 0.22, tertiary labels the secondary colour mixed 40%
/// toward the ground, and the sunken surface a step darker than the ground.
struct WheelPickerStyle: Sendable, Hashable {
    var accent: Color
    var accentSoft: Color
    var separator: Color
    var label: Color
    var tertiary: Color
    var sunken: Color

    /// Each value's slot, and the viewport's height.
    static let itemWidth = 64.0
    static let viewportHeight = 76.0
    /// A tick, and the one under the centre line.
    static let tickWidth = 2.0
    static let tickHeight = 20.0
    static let selectedTickHeight = 34.0
    /// Between a tick and its caption (the seed's `Space.xs`), and between the title and the
    /// strip (`Space.sm`).
    static let tickSpacing = 4.0
    static let titleSpacing = 8.0
    /// The selection window's corner (`Radius.sm`) and border (`Stroke.thin`).
    static let windowRadius = 10.0
    static let windowBorder = 1.0
    /// The title (`Type_.title`) and the tick captions (`Type_.caption`).
    static let titleSize = 28.0
    static let captionSize = 12.0
    /// The largest text scale tick captions follow.
    static let captionTextScale = 1.5
    /// The strip fades in over its first 16% and out over its last.
    static let fade = 0.16

    init(theme: Theme) {
        accent = theme.accentRed
        accentSoft = theme.isDark ? Color(hex: 0x3A1B19) : Color(hex: 0xFFE4E1)
        separator = theme.text.opacity(0.22)
        label = theme.text
        tertiary = theme.secondary.mixed(with: theme.ground, amount: 0.4)
        sunken = theme.isDark ? Color(hex: 0x0B0B0B) : Color(hex: 0xE9E7E2)
    }
}
