import Geometry
import Motion
import Raster

/// Where everything in the tiers demo sits, in points, for one frame rectangle.
///
/// Computed once per layout rather than per frame, and shared by drawing and hit testing so the
/// two can never disagree about where a lane is.
struct TiersLayout {
    struct Lane {
        /// The whole row: a tap anywhere here fires the lanes.
        var row: Rect
        /// Where the name and numbers go.
        var label: Rect
        /// The capsule the puck runs in.
        var track: Rect
        /// The lane's curve: its spring's step response with the playhead on it.
        var plot: Rect
        var puckRadius: Double

        /// Room kept past each end, as a fraction of the travel, so the most expressive tier's
        /// overshoot (about 15%) and a rubber-banded drag stay on the track.
        static let overshootRoom = 0.18

        /// How far the puck's centre moves end to end.
        var travel: Double { (track.width - 2 * puckRadius) / (1 + 2 * Self.overshootRoom) }

        /// The puck's centre at `position` (0 leading end, 1 trailing end).
        func puckCenter(_ position: Double, rightToLeft: Bool) -> Point {
            let fraction = rightToLeft ? 1 - position : position
            return Point(track.minX + puckRadius + travel * (Self.overshootRoom + fraction), track.midY)
        }
    }

    var card: Rect
    /// Text anchors sit on each line's leading edge (its right edge right to left).
    var title: Point
    var subtitle: Point
    var switchHit: Rect
    var switchTrack: Rect
    /// Where the switch's label ends, just before the switch in reading order.
    var switchLabel: Point
    /// The speed picker (slow motion) below the header, at the trailing side, and its caption's
    /// anchor at the leading side.
    var speedRow: Rect
    var speedLabel: Point
    /// The Lanes | Compare toggle, just before the speed picker in reading order.
    var compareRow: Rect
    /// Compare mode's one plot: where every lane's plot is, joined.
    var comparePlot: Rect
    /// The custom lane's two wheels, duration then bounce, under its label and track; empty
    /// when there is no custom lane.
    var wheels: [Rect]
    var rightToLeft = false
    /// The text scale the rows were sized for, within 1...maximumTextScale.
    var textScale = 1.0
    var lanes: [Lane]
    var rolesTitle: Point
    var roleTiles: [Rect]

    static let padding = 24.0
    static let headerHeight = 64.0
    /// The row of the speed picker: a 44 pt glass row and its gap.
    static let controlsHeight = 56.0
    static let speedRowWidth = 300.0
    static let compareRowWidth = 210.0
    static let laneHeight = 64.0
    /// The largest text scale the demo follows: its rows grow with the text up to here, and the
    /// lanes keep room for the track and plot beyond it.
    static let maximumTextScale = 1.3
    static let laneGap = 8.0
    static let rolesTitleHeight = 40.0
    /// A tile: its scene, its name, its tier, and under Reduce Motion the substitute.
    static let tileHeight = 104.0
    static let tileStageHeight = 40.0
    static let tileGap = 8.0
    static let minimumTileWidth = 140.0

    static let zero = TiersLayout(frame: Rect(0, 0, 0, 0), laneCount: 0, roleCount: 0, rightToLeft: false, textScale: 1, wheelHeight: 0)

    /// `textScale` kept within what the layout follows.
    static func clampedScale(_ textScale: Double) -> Double { min(max(textScale, 1), maximumTextScale) }

    static func columns(forWidth width: Double, roleCount: Int) -> Int {
        let inner = width - 2 * padding
        return max(1, min(roleCount, Int((inner + tileGap) / (minimumTileWidth + tileGap))))
    }

    /// The height the demo needs at `width`, with `laneCount` lanes of which the last is the
    /// custom one with its wheels `wheelHeight` tall.
    static func height(forWidth width: Double, laneCount: Int, roleCount: Int, textScale: Double, wheelHeight: Double) -> Double {
        let scale = clampedScale(textScale)
        let columns = columns(forWidth: width, roleCount: roleCount)
        let rows = Double((roleCount + columns - 1) / columns)
        let lanes = Double(laneCount) * (laneHeight * scale + laneGap) + customExtra(wheelHeight: wheelHeight)
        return 2 * padding + headerHeight * scale + controlsHeight + lanes + rolesTitleHeight + rows * (tileHeight + tileGap) - tileGap
    }

    /// How much taller the custom lane is than a tier's: room for its wheels.
    static func customExtra(wheelHeight: Double) -> Double { wheelHeight > 0 ? wheelHeight + laneGap : 0 }

    /// Lays the demo out in `frame`; right to left, every place is mirrored across the card, so
    /// labels lead from the right and the pucks start at the right end. With `wheelHeight` above
    /// 0 the last lane is the custom one, taller by its wheels.
    init(frame: Rect, laneCount: Int, roleCount: Int, rightToLeft: Bool, textScale: Double, wheelHeight: Double,
         comparing: Bool = false) {
        let scale = Self.clampedScale(textScale)
        self.textScale = scale
        card = frame
        let inner = frame.insetBy(dx: Self.padding, dy: Self.padding)
        title = Point(inner.minX, inner.minY + 22 * scale)
        subtitle = Point(inner.minX, inner.minY + 46 * scale)
        switchTrack = Rect(inner.maxX - 48, inner.minY + 4, 48, 28)
        switchHit = Rect(inner.maxX - 190, inner.minY - 4, 190, 44)
        switchLabel = Point(switchTrack.minX - 10, switchTrack.midY + 4.5)

        let labelWidth = min(230 * scale, inner.width * 0.3)
        // Comparing, the one plot takes half the card, and the tracks make room.
        let plotWidth = comparing ? inner.width * 0.5 : min(400, inner.width * 0.32)
        var y = inner.minY + Self.headerHeight * scale
        // The picker's figures grow with the text, unlike the lanes, which stop at 1.3×.
        let speedWidth = min(Self.speedRowWidth * max(textScale, 1), inner.width * 0.5)
        speedRow = Rect(inner.maxX - speedWidth, y, speedWidth, SegmentRow.height)
        let compareWidth = min(Self.compareRowWidth * max(textScale, 1), inner.width * 0.3)
        compareRow = Rect(speedRow.minX - 12 - compareWidth, y, compareWidth, SegmentRow.height)
        speedLabel = Point(inner.minX, y + SegmentRow.height / 2 + 4.5)
        y += Self.controlsHeight
        var wheels: [Rect] = []
        lanes = (0..<laneCount).map { index in
            let isCustom = wheelHeight > 0 && index == laneCount - 1
            let top = Rect(inner.minX, y, inner.width, Self.laneHeight * scale)
            let row = isCustom ? Rect(top.minX, top.minY, top.width, top.height + Self.customExtra(wheelHeight: wheelHeight)) : top
            y += row.height + Self.laneGap
            let label = Rect(top.minX, top.minY, labelWidth, top.height)
            let plot = Rect(row.maxX - plotWidth, row.minY + 4, plotWidth, row.height - 8)
            let trackStart = label.maxX + 16
            let track = Rect(trackStart, top.midY - 14, max(40, plot.minX - 24 - trackStart), 28)
            if isCustom {
                // The wheels share the width under the label and track, duration leading.
                let width = max(40, (plot.minX - 24 - top.minX - 16) / 2)
                let wheelTop = top.maxY + Self.laneGap
                wheels = [Rect(top.minX, wheelTop, width, wheelHeight), Rect(top.minX + width + 16, wheelTop, width, wheelHeight)]
            }
            return Lane(row: row, label: label, track: track, plot: plot, puckRadius: 12)
        }
        self.wheels = wheels
        comparePlot = lanes.isEmpty ? Rect(0, 0, 0, 0) : lanes.dropFirst().reduce(lanes[0].plot) { $0.union($1.plot) }
        rolesTitle = Point(inner.minX, y + 26)
        y += Self.rolesTitleHeight
        let columns = Self.columns(forWidth: frame.width, roleCount: max(1, roleCount))
        let tileWidth = (inner.width - Double(columns - 1) * Self.tileGap) / Double(columns)
        roleTiles = (0..<roleCount).map { index in
            let column = Double(index % columns)
            let row = Double(index / columns)
            return Rect(
                inner.minX + column * (tileWidth + Self.tileGap), y + row * (Self.tileHeight + Self.tileGap),
                tileWidth, Self.tileHeight)
        }
        if rightToLeft { mirror() }
    }

    /// The leading edge of a rectangle in reading order.
    func leadingEdge(of rect: Rect) -> Double { rightToLeft ? rect.maxX : rect.minX }

    private mutating func mirror() {
        rightToLeft = true
        let axis = 2 * card.midX
        func flip(_ rect: Rect) -> Rect { Rect(axis - rect.maxX, rect.y, rect.width, rect.height) }
        func flip(_ point: Point) -> Point { Point(axis - point.x, point.y) }
        title = flip(title)
        subtitle = flip(subtitle)
        rolesTitle = flip(rolesTitle)
        switchHit = flip(switchHit)
        switchTrack = flip(switchTrack)
        switchLabel = flip(switchLabel)
        speedRow = flip(speedRow)
        speedLabel = flip(speedLabel)
        compareRow = flip(compareRow)
        comparePlot = flip(comparePlot)
        // The wheels keep their reading order: duration leads, from the right.
        wheels = wheels.map(flip)
        lanes = lanes.map { lane in
            Lane(row: flip(lane.row), label: flip(lane.label), track: flip(lane.track), plot: flip(lane.plot),
                 puckRadius: lane.puckRadius)
        }
        roleTiles = roleTiles.map(flip)
    }
}
