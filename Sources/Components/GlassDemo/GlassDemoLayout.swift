import Geometry
import Glass

/// Where each part of the glass demo sits, in points, for one frame: a column up to 440 points
/// wide, centred, with the picker, the flag and its bubble, the buttons and the capsules' track
/// from top to bottom.
///
/// Drawing, hit tests and the state dump all read one layout, so they always agree.
struct GlassDemoLayout: Sendable, Hashable {
    /// The demo's height when it has the room, in points; a taller frame centres the column.
    static let preferredHeight = 400.0
    /// The change bubble's size.
    static let bubbleSize = Size(width: 64, height: 24)

    var frame: Rect
    /// The range picker's row.
    var picker: Rect
    var flag: Rect
    /// The minus and plus buttons, left to right.
    var buttons: [Rect]
    /// Where the capsules slide.
    var track: Rect

    init(frame: Rect) {
        self.frame = frame
        let width = min(max(frame.width - 64, 200), 440)
        let left = frame.midX - width / 2
        let top = frame.minY + max((frame.height - Self.preferredHeight) / 2, 0) + 56
        picker = Rect(left, top, width, SegmentRow.height)
        let flagWidth = 96.0
        let pairWidth = flagWidth + Liquid.joined + Self.bubbleSize.width
        flag = Rect(frame.midX - pairWidth / 2, top + 96, flagWidth, 24)
        let diameter = 44.0
        let buttonsLeft = frame.midX - diameter - Liquid.joined / 2
        buttons = [Rect(buttonsLeft, top + 168, diameter, diameter),
                   Rect(buttonsLeft + diameter + Liquid.joined, top + 168, diameter, diameter)]
        track = Rect(left, top + 256, width, CapsulePair.size.height)
    }

    /// Where a click counts as on the flag: a little beyond it, since it is small.
    var flagTarget: Rect { flag.insetBy(dx: -6, dy: -10) }

    /// Where a press that lifts still counts as on button `index`.
    func buttonTarget(_ index: Int) -> Rect { buttons[index].insetBy(dx: -12, dy: -12) }

    /// The bubble out, joined to the flag's trailing end.
    var bubble: Rect { Rect(flag.maxX + Liquid.joined, flag.minY, Self.bubbleSize.width, Self.bubbleSize.height) }

    /// Where the bubble buds from and melts back to, from its place out: inside the flag, shrunk.
    static let bubbleHome = Point(-(Liquid.joined + bubbleSize.width * (1 + Liquid.homeScale) / 2), 0)
}
