import Geometry
import Glass
import Gestures
import Raster
import Typeset

/// The glass demo on a screen: the `glass` entry of the registry and a card in the gallery, with
/// every part of the liquid glass language, live.
///
/// - A row of joined pill segments like the Scrub Chart's range picker: click or tap one to pick
///   it; it swells ×1.28 and takes the butter accent, which flows to it through the necks.
/// - A flag capsule with a change bubble that buds out of it on a click and melts back on the next.
/// - A pair of joined glass buttons that sink under a press (an icon to 0.92), count (the figure
///   rolls), pop on a change, and refuse minus at zero: that button shakes alone, stretching its
///   neck, and flashes red, which still shows under Reduce Motion, where the shake holds still.
/// - Two capsules to drag apart and together, to see the neck form, thin and snap at 20 pt.
///
/// The model (``GlassDemoModel``) holds what is picked, counted and out and where the capsules
/// are; the motion (``GlassDemoMotion``) how each change moves; this piece turns input into changes
/// of both, each at its event's time. Its input is one drag recognizer with minimum distance 0,
/// which claims a pointer at touch-down as the presses need: its first change is the press, later
/// ones move it, the end releases it. A recognizer follows one pointer at a time, so a second
/// finger is ignored until the first lifts.
public final class GlassDemo: Piece {
    public static let kind = "glass"

    /// What is picked, counted and out, and where the capsules are.
    var model: GlassDemoModel
    var motion: GlassDemoMotion
    var layout = GlassDemoLayout(frame: Rect(0, 0, 0, 0), flagWidth: 0, bubbleWidth: 0)
    /// Each glass group's masks and shadow, kept from frame to frame: a frame where something
    /// else moves draws the still glass from them.
    let glassCaches = (picker: GlassCache(), flag: GlassCache(), buttons: GlassCache(), capsules: GlassCache())
    private(set) var theme: Theme
    /// Which material the glass is drawn in (`--glass`, from the theme); Reduce Transparency
    /// overrides both.
    var material: GlassMaterial { theme.glass }

    let drag = DragRecognizer(minimumDistance: 0)
    /// The part under the pointer that went down, until it lifts.
    var target: Target?
    /// Whether the drag has reported its press yet.
    var pressing = false
    /// The latest pointer event's time: a cancel carries none of its own.
    var lastPointerTime = 0.0
    /// The buttons' haptics so far: a light tick as a press takes a button, a soft one as a count
    /// pops it, a firm one when minus is refused at zero and shakes.
    public internal(set) var ticks: [HapticTick] = []

    public convenience init(context: PieceContext) {
        self.init(theme: context.theme)
    }

    /// The demo at rest under `theme`, before any input.
    public init(theme: Theme = Theme()) {
        let model = GlassDemoModel()
        self.model = model
        self.theme = theme
        motion = GlassDemoMotion(selection: model.selection, reduceMotion: theme.reduceMotion)
        makeRecognizer()
    }

    public var frame: Rect { layout.frame }

    var appearance: GlassAppearance {
        theme.glassAppearance
    }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        GlassDemoLayout.preferredHeight(textScale: text.textScale)
    }

    /// Places the parts inside `frame` (points) under `theme`, the flag and the bubble as wide as
    /// `text` sets their content. The capsules keep their places when the demo only moves (the
    /// gallery scrolls) and go back to rest apart when it changes size; motion in flight keeps
    /// going.
    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        self.theme = theme
        motion.setReduceMotion(theme.reduceMotion)
        layout = GlassDemoLayout(frame: frame, flagWidth: flagWidth(text: text), bubbleWidth: bubbleWidth(text: text),
                                 textScale: text.textScale)
        motion.picker.frame = layout.picker
        model.capsules = model.capsules.moved(to: layout.track)
    }
}
