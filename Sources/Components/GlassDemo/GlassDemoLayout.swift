import Geometry
import Glass

/// Where each part of the glass demo sits, in points, for one frame: a column up to 440 points
/// wide, centred, with the picker, the flag and its bubble, the buttons and the capsules' track
/// from top to bottom.
///
/// The flag and the change bubble are as wide as their content, measured by the typesetter at the
/// text scale in use (see ``GlassDemo/flagWidth(text:)``), so the layout takes those widths.
/// Drawing, hit tests and the state dump all read one layout, so they always agree.
struct GlassDemoLayout: Sendable, Hashable {
    /// The demo's height at text scale 1 when it has the room, in points; a taller frame centres
    /// the column.
    static let preferredHeight = 400.0
    /// The flag's and the change bubble's height at text scale 1.
    static let flagHeight = 24.0

    var frame: Rect
    /// The range picker's row.
    var picker: Rect
    var flag: Rect
    /// The change bubble out, joined to the flag's trailing end.
    var bubble: Rect
    /// The minus and plus buttons, left to right.
    var buttons: [Rect]
    /// Where the capsules slide.
    var track: Rect

    /// How much taller than at text scale 1 each caption line sets at `textScale` (a 12-point
    /// line), and so how much further apart the rows stand: larger text never runs a caption
    /// into the control above it.
    static func captionGrowth(textScale: Double) -> Double { 15 * max(textScale - 1, 0) }

    /// How much taller the flag and the bubble are at `textScale`, so their 11- and 12-point
    /// labels stay inside the glass.
    static func flagGrowth(textScale: Double) -> Double { 13 * max(textScale - 1, 0) }

    /// The demo's height at `textScale`: four caption rows and the flag's row grow with the text.
    static func preferredHeight(textScale: Double) -> Double {
        preferredHeight + 4 * captionGrowth(textScale: textScale) + flagGrowth(textScale: textScale)
    }

    /// The layout in `frame` for a flag `flagWidth` and a bubble `bubbleWidth` points wide, with
    /// text at `textScale`.
    init(frame: Rect, flagWidth: Double, bubbleWidth: Double, textScale: Double = 1) {
        self.frame = frame
        let caption = Self.captionGrowth(textScale: textScale)
        let flagHeight = Self.flagHeight + Self.flagGrowth(textScale: textScale)
        let width = min(max(frame.width - 64, 200), 440)
        let left = frame.midX - width / 2
        let top = frame.minY + max((frame.height - Self.preferredHeight(textScale: textScale)) / 2, 0) + 56 + caption
        picker = Rect(left, top, width, SegmentRow.height)
        let pairWidth = flagWidth + Liquid.joined + bubbleWidth
        flag = Rect(frame.midX - pairWidth / 2, picker.maxY + 52 + caption, flagWidth, flagHeight)
        bubble = Rect(flag.maxX + Liquid.joined, flag.minY, bubbleWidth, flagHeight)
        let diameter = 44.0
        let buttonsLeft = frame.midX - diameter - Liquid.joined / 2
        let buttonsTop = flag.maxY + 48 + caption
        buttons = [Rect(buttonsLeft, buttonsTop, diameter, diameter),
                   Rect(buttonsLeft + diameter + Liquid.joined, buttonsTop, diameter, diameter)]
        track = Rect(left, buttonsTop + diameter + 44 + caption, width, CapsulePair.size.height)
    }

    /// Where a click counts as on the flag: a little beyond it, since it is small.
    var flagTarget: Rect { flag.insetBy(dx: -6, dy: -10) }

    /// Where a press that lifts still counts as on button `index`.
    func buttonTarget(_ index: Int) -> Rect { buttons[index].insetBy(dx: -12, dy: -12) }

    /// Where the bubble buds from and melts back to, from its place out: inside the flag, shrunk.
    var bubbleHome: Point { Point(-(Liquid.joined + bubble.width * (1 + Liquid.homeScale) / 2), 0) }
}
