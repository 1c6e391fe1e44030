import Geometry
import Glass

/// What the glass demo shows, with no pixels and no animation: the range picked, what the
/// buttons have counted, whether the change bubble is out, and where the capsules are.
///
/// It is a value: the piece's input writes it, the drawing and the state dump read it, and the
/// motion (``GlassDemoMotion``) follows each change on its own clock.
///
///     var model = GlassDemoModel()
///     model.pick(3)                  // "1Y"
///     model.tap(.minus)              // false: the count stays at 0, minus shakes
///     model.toggleBubble(at: 1)      // out from 1.024 s
struct GlassDemoModel: Sendable, Hashable {
    /// The range picker's segments, as the Scrub Chart's.
    static let rangeLabels = ["1W", "1M", "3M", "1Y", "All"]

    /// How long after a tap the bubble leaves the flag: one frame (``Buds/birthPause``), so it is
    /// seen at home first. Until then it is not out yet, and another tap sends it again rather
    /// than calling it home.
    static let bubbleDeparture = Buds.birthPause

    /// The picked segment, an index into ``rangeLabels``; the second one to start.
    private(set) var selection = 1
    /// What the buttons have counted; never below zero.
    private(set) var count = 0
    /// When the bubble was last sent out, in seconds; nil while it is home.
    private(set) var bubbleSentAt: Double?
    /// The two capsules a pointer drags.
    var capsules: CapsulePair

    /// The demo before any input, its capsules on `track`.
    init(track: Rect = Rect(0, 0, 0, 0)) {
        capsules = CapsulePair(track: track)
    }

    /// The picked segment's label.
    var range: String { Self.rangeLabels[selection] }

    /// Picks segment `index`; false when there is no such segment or it is already picked.
    @discardableResult
    mutating func pick(_ index: Int) -> Bool {
        guard Self.rangeLabels.indices.contains(index), index != selection else { return false }
        selection = index
        return true
    }

    /// The two joined buttons, in the order they sit.
    enum Button: Int, Sendable, Hashable, CaseIterable {
        case minus
        case plus
    }

    /// Counts one up or down; false when minus would go below zero, which the button answers
    /// with a shake and a flash of red instead.
    @discardableResult
    mutating func tap(_ button: Button) -> Bool {
        if button == .minus && count == 0 { return false }
        count += button == .minus ? -1 : 1
        return true
    }

    /// Whether the bubble is out of the flag at `time` (seconds).
    func isBubbleOut(at time: Double) -> Bool {
        guard let bubbleSentAt else { return false }
        return bubbleSentAt + Self.bubbleDeparture <= time
    }

    /// A click on the flag at `time`: the bubble goes out, or home if it is out. Returns whether
    /// it goes out.
    @discardableResult
    mutating func toggleBubble(at time: Double) -> Bool {
        if isBubbleOut(at: time) {
            bubbleSentAt = nil
            return false
        }
        bubbleSentAt = time
        return true
    }

    /// The gap between the capsules, in points.
    var gap: Double { capsules.gap }

    /// Whether the capsules are close enough to melt through a neck (under ``Liquid/merge``).
    var isNecked: Bool { capsules.gap < Liquid.merge }
}
