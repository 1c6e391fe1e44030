import Components
import Geometry
import Gestures
import JSONText
import Motion
import Raster
import Typeset

/// A page of pieces: what the window shows and what `vitrine render` draws.
///
/// A screen lays its pieces out, hands the gesture router the recognizers under each touch-down,
/// passes keys to the pieces, draws them at a frame time and dumps their state. A single-piece
/// screen gives its piece the whole window (inside a margin). The gallery stacks every piece at its
/// preferred height. Either scrolls when its content is taller than the window: the page's own
/// vertical pan is offered after the pieces' recognizers, so a vertical drag scrolls the page
/// while horizontal drags stay with the pieces (their pans are horizontal and refuse a vertical
/// start).
///
/// Pieces are laid out in window points at the current scroll offset, so hit tests, drawing and
/// the state dump all speak the window's coordinates, as traces do.
public final class Screen {
    /// How the pieces share the window.
    enum Arrangement: Sendable {
        /// One piece fills the window.
        case single
        /// Every piece, stacked, scrolling.
        case gallery
    }

    let name: String
    let pieces: [any Piece]
    let arrangement: Arrangement

    private(set) var size = Size(width: 0, height: 0)
    private(set) var theme = Theme()
    var scroll = GalleryScroll()
    private let scrollPan = PanRecognizer(axis: .vertical)
    /// Piece frames in content coordinates (before scrolling).
    private var contentFrames: [Rect] = []
    /// The scroll offset the pieces were last laid out at.
    private var laidOutOffset = -1.0
    /// Set when everything must be drawn again (a layout, a scroll, a focus change), cleared by a
    /// whole frame.
    private var needsWholeFrame = true
    /// The canvas size the last whole frame was drawn at.
    private var drawnCanvasSize = (width: 0, height: 0)

    /// Space around and between pieces, in points.
    static let margin = 24.0
    /// The widest a gallery column grows, so lines stay readable on a wide display.
    static let galleryMaximumWidth = 1200.0

    init(name: String, pieces: [any Piece], arrangement: Arrangement) {
        self.name = name
        self.pieces = pieces
        self.arrangement = arrangement
        scrollPan.onBegan = { [unowned self] value in
            scroll.beginPan(at: value.time.inSeconds)
            scroll.pan(by: value.translation.y)
        }
        scrollPan.onChanged = { [unowned self] value in scroll.pan(by: value.translation.y) }
        scrollPan.onEnded = { [unowned self] value in
            scroll.endPan(velocity: value.velocity.y, reduceMotion: theme.reduceMotion, at: value.time.inSeconds)
        }
    }

    /// The content's height in points (the gallery's whole column).
    private(set) var contentHeight = 0.0

    /// The scroll offset at `time`, in points from the top.
    func scrollOffset(at time: Double) -> Double { scroll.value(at: time) }

    /// Lays the pieces out for a window of `size` points under `theme`.
    func layout(size: Size, theme: Theme, text: TextEngine, at time: Double) {
        self.size = size
        self.theme = theme
        let text = text.typesetter(theme.textSettings)
        let margin = Self.margin
        switch arrangement {
        case .single:
            // The piece fills the window, or takes its preferred height when that is taller (a
            // small kiosk panel), and the page then scrolls like the gallery.
            let width = max(1, size.width - 2 * margin)
            contentFrames = pieces.map { piece in
                let height = max(size.height - 2 * margin, piece.preferredHeight(forWidth: width, text: text))
                return Rect(margin, margin, width, max(1, height))
            }
            contentHeight = (contentFrames.map(\.maxY).max() ?? 0) + margin
        case .gallery:
            let width = max(1, min(size.width - 2 * margin, Self.galleryMaximumWidth))
            let x = (size.width - width) / 2
            var y = margin
            contentFrames = pieces.map { piece in
                let height = piece.preferredHeight(forWidth: width, text: text)
                defer { y += height + margin }
                return Rect(x, y, width, height)
            }
            contentHeight = y
        }
        scroll.setLimit(contentHeight - size.height, at: time)
        place(at: time, text: text, force: true)
    }

    /// Moves the pieces to the scroll offset at `time`, when it changed since the last layout.
    func place(at time: Double, text: Typesetter, force: Bool = false) {
        let offset = scroll.value(at: time)
        guard force || offset != laidOutOffset else { return }
        laidOutOffset = offset
        needsWholeFrame = true
        for (piece, frame) in zip(pieces, contentFrames) {
            piece.layout(in: frame.offsetBy(dx: 0, dy: -offset), theme: theme, text: text)
        }
    }

    /// The recognizers under a touch-down at `location`, frontmost first; the gallery's scroll
    /// pan comes last.
    func recognizers(at location: Point) -> [GestureRecognizer] {
        let point = location
        var found: [GestureRecognizer] = []
        for piece in pieces where piece.frame.contains(point) {
            found += piece.recognizers(at: location)
        }
        if scroll.limit > 0 { found.append(scrollPan) }
        return found
    }

    /// The piece keys go to first. Tab moves it along the page (Shift-Tab back) and shows a
    /// ring around it, as a desktop does; until then keys go to each piece in turn.
    private(set) var focusedIndex: Int?

    /// No piece has focus any more (the ring goes); keys go to each piece in turn again.
    func clearFocus() {
        guard focusedIndex != nil else { return }
        focusedIndex = nil
        needsWholeFrame = true
    }

    /// Offers a key to the focused piece, then to each piece in turn; Tab moves the focus, and
    /// the page scrolls on Up and Down if no piece used them. Returns whether anything used it.
    @discardableResult
    func handleKey(_ event: KeyEvent) -> Bool {
        if event.key == .tab, !pieces.isEmpty {
            let step = event.modifiers.contains(.shift) ? -1 : 1
            let count = pieces.count
            focusedIndex = ((focusedIndex ?? (step > 0 ? -1 : count)) + step + count) % count
            needsWholeFrame = true
            return true
        }
        if let focusedIndex, pieces[focusedIndex].handleKey(event) { return true }
        for (index, piece) in pieces.enumerated() where index != focusedIndex && piece.handleKey(event) { return true }
        switch event.key {
        case .up: scroll.wheel(1, precise: false, at: event.time.inSeconds)
        case .down: scroll.wheel(-1, precise: false, at: event.time.inSeconds)
        default: return false
        }
        return scroll.limit > 0
    }

    /// A hovering mouse goes to every piece: each answers for its own frame, and one the
    /// pointer has left lets go of what hovering started.
    func handleHover(_ event: HoverEvent) {
        for piece in pieces { piece.handleHover(event) }
    }

    /// A wheel goes first to the piece under the pointer (the Range Lens zooms with it); one no
    /// piece uses scrolls the page (when it is taller than the window).
    func handleWheel(_ event: WheelEvent) {
        for piece in pieces where piece.frame.contains(event.location) {
            if piece.handleWheel(event) { return }
        }
        guard event.delta.y != 0 else { return }
        scroll.wheel(event.delta.y, precise: event.isPrecise, at: event.time.inSeconds)
    }

    /// Draws the whole window at `time`.
    func draw(into canvas: inout Canvas, at time: Double, text: TextEngine) {
        let text = text.typesetter(theme.textSettings)
        place(at: time, text: text)
        needsWholeFrame = false
        drawnCanvasSize = (canvas.width, canvas.height)
        canvas.clear(theme.ground)
        let window = Rect(0, 0, size.width, size.height)
        for piece in pieces where !piece.frame.intersection(window.insetBy(dx: -40, dy: -40)).isEmpty {
            piece.draw(into: &canvas, at: time, text: text)
        }
        if let focusedIndex, pieces.indices.contains(focusedIndex) {
            // The focus ring: 2 points of accent just outside the piece's card.
            let frame = pieces[focusedIndex].frame.insetBy(dx: -4, dy: -4)
            canvas.stroke(Path(continuousRoundedRect: frame, radius: 38), style: StrokeStyle(width: 2), with: .solid(theme.text.opacity(0.55)))
        }
    }

    /// Makes the next ``drawChanges(into:at:text:)`` draw the whole frame: something drawn over
    /// the screen (an overlay) went away, or the window's pixels were lost.
    public func setNeedsWholeFrame() { needsWholeFrame = true }

    /// Brings a canvas that holds this screen's last frame up to `time`, redrawing only the parts
    /// the pieces report changed, each clipped to its rectangle over a fresh ground. Anything the
    /// pieces cannot account for (a layout, a scroll, a focus move, a piece that cannot tell, a
    /// canvas of another size) draws the whole frame.
    func drawChanges(into canvas: inout Canvas, at time: Double, text: TextEngine) {
        let typesetter = text.typesetter(theme.textSettings)
        place(at: time, text: typesetter)
        let window = Rect(0, 0, size.width, size.height)
        let visible = pieces.filter { !$0.frame.intersection(window.insetBy(dx: -40, dy: -40)).isEmpty }
        var regions: [Rect] = []
        var whole = needsWholeFrame || drawnCanvasSize != (canvas.width, canvas.height)
        if !whole {
            for piece in visible {
                guard let damage = piece.damage(at: time) else {
                    whole = true
                    break
                }
                regions += damage.map { $0.intersection(window) }.filter { !$0.isEmpty }
            }
        }
        if whole {
            draw(into: &canvas, at: time, text: text)
            return
        }
        // A redraw smaller than a band (half the frame) stays on this thread: its fills are too
        // small for a handoff to pay.
        let worker = canvas.bandWorker
        let scale = canvas.scale
        let redrawn = regions.reduce(0.0) { $0 + $1.width * $1.height * scale * scale }
        if redrawn < Double(canvas.width * canvas.height) / 2 { canvas.bandWorker = nil }
        defer { canvas.bandWorker = worker }
        for region in regions {
            canvas.save()
            canvas.clip(to: region)
            canvas.fillRect(region, with: .solid(theme.ground))
            for piece in visible where !piece.frame.intersection(region).isEmpty {
                piece.draw(into: &canvas, at: time, text: typesetter)
            }
            canvas.restore()
        }
    }

    /// Carries out what falls due by `time` in every piece, drawn or not.
    func advance(to time: Double) {
        for piece in pieces { piece.advance(to: time) }
    }

    /// The soonest scheduled change after `time` of any piece (a demo's next switch).
    func nextChange(after time: Double) -> Double? {
        pieces.compactMap { $0.nextChange(after: time) }.min()
    }

    /// Whether anything on the screen still moves at `time`.
    /// Whether the page's scroll is still moving (a fling or a spring back).
    func isScrolling(at time: Double) -> Bool {
        scroll.offset.isAnimating(at: time)
    }

    func isAnimating(at time: Double) -> Bool {
        if scroll.offset.isAnimating(at: time) { return true }
        return pieces.contains { $0.isAnimating(at: time) }
    }

    /// The `pieces` object of the state dump: one entry per kind, a list when a kind repeats.
    func piecesState(at time: Double) -> JSONValue {
        var order: [String] = []
        var byKind: [String: [JSONValue]] = [:]
        for piece in pieces {
            if byKind[piece.kind] == nil { order.append(piece.kind) }
            byKind[piece.kind, default: []].append(piece.state(at: time))
        }
        return .object(order.map { kind in
            let entries = byKind[kind]!
            return JSONValue.Field(kind, entries.count == 1 ? entries[0] : .array(entries))
        })
    }
}
