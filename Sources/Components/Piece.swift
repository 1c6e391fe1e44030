import Geometry
import Gestures
import JSONText
import Raster
import Typeset

/// One thing a screen shows: a chart, a picker, a demo. The contract every component keeps so that
/// the viewer can lay it out, route input to it, draw it and dump its state without knowing what
/// it is.
///
/// A piece is a reference type because its recognizers are: the gesture router names the same
/// recognizer objects across the events of one pointer, and their callbacks change the piece's
/// interaction state. Like the recognizers, pieces are not `Sendable`; the viewer keeps them in
/// one isolation domain (the main actor in the app, the test or command that renders). Their
/// types are `SendableMetatype`, so the screen registry, which is shared, can hold them.
///
/// Time is always a parameter. Input callbacks carry their event's time, and `draw(into:at:text:)`
/// is told the frame time, so a replayed trace gives the same pixels as the live session.
public protocol Piece: AnyObject, SendableMetatype {
    /// The piece's one name: its screen's name and its state-dump key (DESIGN.md), "tiers",
    /// "scrub", "lens", …
    static var kind: String { get }

    /// The piece as a screen opens it, on the context's data or on its own example.
    init(context: PieceContext)

    /// The rectangle the piece occupies, in points, as last laid out.
    var frame: Rect { get }

    /// The height the piece wants at `width` points, so the gallery can stack pieces.
    func preferredHeight(forWidth width: Double, text: Typesetter) -> Double

    /// Places the piece in `frame` (points) under `theme`. Called whenever either changes.
    func layout(in frame: Rect, theme: Theme, text: Typesetter)

    /// The recognizers under a touch-down at `location`, frontmost first: what the router offers
    /// the arena for that pointer.
    func recognizers(at location: Point) -> [GestureRecognizer]

    /// A key press while the piece has focus; returns whether it used the key.
    func handleKey(_ event: KeyEvent) -> Bool

    /// A wheel or touchpad scroll over the piece; returns whether it used it. One the piece does
    /// not use scrolls the page.
    func handleWheel(_ event: WheelEvent) -> Bool

    /// The mouse moved with no button held. Hover never enters the gesture arena: a piece that
    /// answers it (a chart scrubbing under the pointer) reads it directly. A pointer that left
    /// the window hovers outside every piece.
    func handleHover(_ event: HoverEvent)

    /// Draws the piece at frame time `time` (seconds on the session clock).
    func draw(into canvas: inout Canvas, at time: Double, text: Typesetter)

    /// Whether anything it draws still changes at or after `time`; false lets the frame loop sleep.
    func isAnimating(at time: Double) -> Bool

    /// When, after `time`, something scheduled will change what the piece draws (a demo's next
    /// switch), so a frame loop sleeping while nothing animates wakes for it; nil when nothing is
    /// scheduled.
    func nextChange(after time: Double) -> Double?

    /// Whether it plays a loop by design, one that runs until a tap or an idle reset stops it
    /// (the tiers' ambient tile, the bars demo switching weeks): its motion never comes to rest
    /// on its own, and a check for motion left running must not count it.
    var isLooping: Bool { get }

    /// Carries out what falls due by `time` (a morph landing, a bubble removed once home), whether
    /// or not the piece is drawn: a piece scrolled out of sight must still come to rest.
    func advance(to time: Double)

    /// The parts of the piece (window points) whose pixels differ at `time` from the last frame it
    /// drew, so a frame can redraw only those; nil when it cannot tell, which redraws it whole.
    /// Every pixel outside the rectangles must be what a whole redraw would give.
    func damage(at time: Double) -> [Rect]?

    /// The piece's state-dump entry at `time`, including `frame` and the parts a pointer aims at.
    /// Its `ticks` are ``ticks`` and its `spoken` is ``spokenSentence``.
    func state(at time: Double) -> JSONValue

    /// The haptic moments so far, in time order: what the state dump lists as `ticks` and what
    /// the viewer plays as audible clicks.
    var ticks: [HapticTick] { get }

    /// The sentence a voice would read for the piece now, as its seed's accessibility label and
    /// value put it: what the state dump writes as `spoken`, and what a speech engine reads.
    var spokenSentence: String { get }

    /// The values an audio graph plays, in order (the Scrub Chart's current range, the Range
    /// Lens's window, the bars from first to last); nil for a piece that is not a chart.
    var audioGraphValues: [Double]? { get }

    /// Goes back to the state the piece opened in, with the motion its own change would play
    /// (a kiosk's idle reset, when the visitor has walked away). Records no ticks: nobody touched it.
    func returnToOpening(at time: Double)
}

extension Piece {
    /// The state-dump key of this piece: its type's ``kind``.
    public var kind: String { Self.kind }

    /// Most pieces take no keys.
    public func handleKey(_ event: KeyEvent) -> Bool { false }

    /// Most pieces leave the wheel to the page.
    public func handleWheel(_ event: WheelEvent) -> Bool { false }

    /// Most pieces ignore a hovering mouse.
    public func handleHover(_ event: HoverEvent) {}

    /// Most pieces have nothing falling due between frames.
    public func advance(to time: Double) {}

    /// Most pieces change only while they animate or when input arrives.
    public func nextChange(after time: Double) -> Double? { nil }

    /// Most pieces play no loop.
    public var isLooping: Bool { false }

    /// Most pieces are redrawn whole whenever the screen is.
    public func damage(at time: Double) -> [Rect]? { nil }
}

extension Rect {
    /// `[x, y, w, h]`, the state dump's way of writing a rectangle.
    var stateJSON: JSONValue {
        .array([.number(x), .number(y), .number(width), .number(height)])
    }
}
