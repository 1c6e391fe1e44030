import Geometry
import Glass
import Motion
import Raster

/// A range picker (the Scrub Chart's, and the glass screen's demo of it): joined glass pill segments, the picked one swollen ×1.28
/// and tinted butter, the tint flowing to a new pick through the necks while the old one drains.
///
/// Widths follow the seeds' picker: with n segments across `width` and the joined gap between
/// them, a unit is `(width − gap·(n − 1)) / (n − 1 + 1.28)`; the picked segment is 1.28 units and
/// the rest one, so the row keeps its width and the necks slide along as the pick moves. Widths and
/// tints move on the snap role (a short still spring under Reduce Motion). Right to left, the
/// row runs from the right, as SwiftUI mirrors the seeds' `HStack`.
struct SegmentRow: Sendable {
    static let swell = 1.28
    static let height = 44.0
    /// Segments press in lightly.
    static let pressDepth = 1.5

    let labels: [String]
    private(set) var selection: Int
    private var swells: [Animator<Double>]
    private var tints: [Animator<Double>]
    var press: GlassPress
    /// The segment under a pressing pointer.
    private(set) var pressed: Int?
    var frame = Rect(0, 0, 0, 0)
    /// Whether the first segment sits at the right.
    var rightToLeft = false

    init(labels: [String], selection: Int, reduceMotion: Bool) {
        self.labels = labels
        self.selection = selection
        swells = labels.indices.map { Animator($0 == selection ? Self.swell : 1) }
        tints = labels.indices.map { Animator($0 == selection ? 1.0 : 0) }
        press = GlassPress(depth: Self.pressDepth, reduceMotion: reduceMotion)
    }

    var unit: Double {
        let count = Double(labels.count)
        return max((frame.width - Liquid.joined * (count - 1)) / (count - 1 + Self.swell), 0)
    }

    /// Where each segment is at `time` (its swell animated), in segment order.
    func rects(at time: Double) -> [Rect] {
        placed(swells.map { $0.value(at: time) })
    }

    /// Where each segment rests once the pick has landed: what a pointer aims at.
    var restingRects: [Rect] {
        placed(labels.indices.map { $0 == selection ? Self.swell : 1 })
    }

    /// Segments of these swells side by side from the row's leading end.
    private func placed(_ swells: [Double]) -> [Rect] {
        var x = frame.minX
        return swells.map { swell in
            let width = unit * swell
            defer { x += width + Liquid.joined }
            let rect = Rect(x, frame.minY, width, Self.height)
            return rightToLeft ? Rect(frame.minX + frame.maxX - rect.maxX, rect.minY, rect.width, rect.height) : rect
        }
    }

    func index(at point: Point, time: Double) -> Int? {
        rects(at: time).firstIndex { $0.insetBy(dx: -Liquid.joined / 2, dy: 0).contains(point) }
    }

    func tint(of index: Int, at time: Double) -> Double {
        min(max(tints[index].value(at: time), 0), 1)
    }

    mutating func beginPress(_ index: Int, at point: Point, time: Double) {
        pressed = index
        press.press(at: point, in: rects(at: time)[index], time: time)
    }

    mutating func endPress(at time: Double) {
        press.release(at: time)
    }

    mutating func pick(_ index: Int, at time: Double, motion: MotionLanguage) {
        guard labels.indices.contains(index), index != selection else { return }
        selection = index
        for i in labels.indices {
            swells[i].animate(to: i == index ? Self.swell : 1, with: motion.snap, at: time)
            tints[i].animate(to: i == index ? 1 : 0, with: motion.snap, at: time)
        }
    }

    func isAnimating(at time: Double) -> Bool {
        press.isAnimating(at: time) || swells.contains { time < $0.restTime } || tints.contains { time < $0.restTime }
    }
}
