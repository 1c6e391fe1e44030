import Geometry
import Raster
import Typeset

/// The chart's sizes and colours under a theme, as the seed gives them.
///
/// The seed tints with indigo, which the house palette does not have. Butter is the palette's
/// warm accent and reads on both grounds, so each bar is butter at its top shading to a deeper,
/// browner butter at its foot: the same light-to-deep direction as SwiftUI's `Color.gradient`.
struct BarChartStyle: Sendable, Hashable {
    /// Between columns, when they have room for it.
    static let spacing = 10.0
    /// The narrowest a bar gets before the spacing gives way.
    static let minimumBarWidth = 2.0
    /// From a value label's foot to its bar's top.
    static let labelGap = 4.0
    /// The room kept above the tallest bar for its value label, at text scale 1 (it grows with
    /// the label's text size).
    static let headroom = 22.0
    /// From the plot's baseline to the captions.
    static let captionGap = 8.0
    static let cornerRadius = 8.0
    /// Labels shrink this far before they truncate.
    static let minimumScale = 0.6
    /// Between the heading and the week's title, and from the title to the chart.
    static let headerSpacing = 8.0
    static let chartTopPadding = 24.0

    /// The deeper butter the tint shades to at a bar's foot.
    static let deepButter = Color(hex: 0xF2B640)

    var text: Color
    var secondary: Color
    var ground: Color
    var tintTop: Color
    var tintBottom: Color

    init(theme: Theme) {
        text = theme.text
        secondary = theme.secondary
        ground = theme.ground
        tintTop = theme.butter
        tintBottom = Self.deepButter
    }

    /// The large title (34 pt).
    var heading: TextStyle { TextStyle(size: 34, color: text) }
    /// The week's title (title 3, 20 pt), quiet.
    var title: TextStyle { TextStyle(size: 20, color: secondary) }
    /// A bar's value (caption 2, 11 pt).
    var value: TextStyle { TextStyle(size: 11, color: text) }
    /// A bar's caption (caption, 12 pt), quiet.
    var caption: TextStyle { TextStyle(size: 12, color: secondary) }
    /// The readout over the chart.
    var readout: TextStyle { TextStyle(size: 12, color: ground) }
    var readoutFill: Color { text }

    /// The fill of a bar standing in `rect`: the tint from its top to its foot.
    func barGradient(_ rect: Rect) -> LinearGradient {
        LinearGradient(start: Point(rect.minX, rect.minY), end: Point(rect.minX, rect.maxY), stops: [(0, tintTop), (1, tintBottom)])
    }
}
