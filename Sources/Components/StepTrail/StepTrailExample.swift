import Geometry
import Gestures
import JSONText
import Raster
import Typeset

/// The `trail` screen and its card in the gallery: the seed's example. A checkout people went
/// back in (on Address, with Payment still reachable), a six-step verification too narrow for
/// titles (240 points, on its fourth step, so the caption reads "ID photo Step 4 of 6"), the app's
/// Back and Continue buttons for the checkout (Continue completes it at the end), and a trail
/// for a flow that is final, disabled.
///
/// Each trail is its own entry in the state dump's `trail` list, in that order.
public final class StepTrailExample: Piece {
    public static let kind = "trail"
    public private(set) var frame = Rect(0, 0, 0, 0)
    var theme: Theme
    let checkout: StepTrail
    let verification: StepTrail
    let finished: StepTrail
    let back = StepTrailButton(title: "Back", isAccented: false)
    let next = StepTrailButton(title: "Continue", isAccented: true)
    /// The trail keys go to: the one last touched, the checkout at first.
    var active: StepTrail
    /// Whether the last frame drew everything, so the next can draw only what changed.
    var drawnFrame: (frame: Rect, theme: Theme)?

    /// Between the parts, as the seed stacks them.
    static let spacing = 36.0
    /// The verification's width, the seed's narrow example.
    static let narrowWidth = 240.0

    public convenience init(context: PieceContext) {
        self.init(theme: context.theme)
    }

    init(theme: Theme = Theme()) {
        self.theme = theme
        checkout = StepTrail(steps: ["Cart", "Address", "Payment", "Review"], selection: 1, reached: 2, theme: theme)
        verification = StepTrail(steps: ["Email", "Phone", "Address", "ID photo", "Selfie", "Review"], selection: 3, theme: theme)
        verification.maximumWidth = Self.narrowWidth
        finished = StepTrail(steps: ["Details", "Plan", "Confirm"], selection: 3, theme: theme)
        finished.isEnabled = false
        active = checkout
        // The app keeps the furthest step reached, so people can return forward to it.
        checkout.onSelectionChange = { [unowned checkout] step in
            checkout.setReached(max(checkout.model.reached ?? 0, step))
        }
        next.onTap = { [unowned self] time in
            let step = min(checkout.selection + 1, checkout.count)
            checkout.setSelection(step, at: time)
            checkout.setReached(max(checkout.model.reached ?? 0, min(step, checkout.count)))
            active = checkout
        }
        back.onTap = { [unowned self] time in
            checkout.setSelection(max(checkout.selection - 1, 0), at: time)
            active = checkout
        }
    }

    var trails: [StepTrail] { [checkout, verification, finished] }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        let heights = trails.map { $0.preferredHeight(forWidth: width, text: text) }
        return heights.reduce(0, +) + StepTrailButton.height(text: text) + 3 * Self.spacing
    }

    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        self.frame = frame
        self.theme = theme
        var y = frame.minY
        for (index, trail) in trails.enumerated() {
            trail.layout(in: Rect(frame.minX, y, frame.width, trail.preferredHeight(forWidth: frame.width, text: text)), theme: theme,
                         text: text)
            y = trail.frame.maxY + Self.spacing
            if index == 1 {
                layoutButtons(top: y, text: text)
                y += StepTrailButton.height(text: text) + Self.spacing
            }
        }
    }

    /// Back, then Continue, from the leading edge, apart so they rest as their own bubbles. When
    /// the row is narrower than both, they share it.
    private func layoutButtons(top: Double, text: Typesetter) {
        let gap = 26.0
        var widths = [back, next].map { $0.width(text: text) }
        if widths[0] + gap + widths[1] > frame.width {
            let share = max((frame.width - gap) / 2, 44)
            widths = [share, share]
        }
        var x = theme.rightToLeft ? frame.maxX : frame.minX
        for (button, width) in zip([back, next], widths) {
            if theme.rightToLeft { x -= width }
            button.frame = Rect(x, top, width, StepTrailButton.height(text: text))
            x = theme.rightToLeft ? x - gap : x + width + gap
        }
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        for trail in trails {
            let found = trail.recognizers(at: location)
            if !found.isEmpty {
                active = trail
                return found
            }
        }
        return back.recognizers(at: location) + next.recognizers(at: location)
    }

    public func handleKey(_ event: KeyEvent) -> Bool {
        active.handleKey(event)
    }

    public func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        drawnFrame = (frame, theme)
        // A redraw of one part's damage leaves the others alone: glass outside the clip would
        // still work out its whole outline.
        let clip = canvas.clipBounds
        func reaches(_ area: Rect) -> Bool { !PixelBounds(covering: canvas.transform.apply(area)).intersection(clip).isEmpty }
        for trail in trails {
            if reaches(trail.drawnArea) { trail.draw(into: &canvas, at: time, text: text) } else { trail.skipDrawing(at: time) }
        }
        for button in [back, next] where reaches(button.drawnArea) { button.draw(into: &canvas, at: time, theme: theme, text: text) }
    }

    public func isAnimating(at time: Double) -> Bool {
        trails.contains { $0.isAnimating(at: time) } || back.isAnimating(at: time) || next.isAnimating(at: time)
    }

    /// Only the trails and buttons that moved or changed; nothing while all is still.
    public func damage(at time: Double) -> [Rect]? {
        guard let drawnFrame, drawnFrame.frame == frame, drawnFrame.theme == theme else { return nil }
        var rects = trails.flatMap { $0.damage(at: time) }
        for button in [back, next] where button.needsDrawing || button.isAnimating(at: time) {
            rects.append(button.drawnArea)
        }
        return rects
    }

    /// Every trail's ticks in one list, in time order (each trail's entry lists its own).
    public var ticks: [HapticTick] { HapticTick.merged(trails.map(\.ticks)) }

    /// What a voice reads for the trail keys go to: "Progress, Step 2 of 4, Address" as the
    /// screen opens. Each trail's entry gives its own sentence.
    public var spokenSentence: String { active.spoken }

    /// A step trail is not a chart: it has no audio graph.
    public var audioGraphValues: [Double]? { nil }

    /// One entry per trail, in screen order; the checkout's names the buttons that drive it.
    public func state(at time: Double) -> JSONValue {
        .array(trails.enumerated().map { index, trail in
            guard index == 0, case .object(var fields) = trail.state(at: time) else { return trail.state(at: time) }
            fields.append(.init("controls", .object([
                .init("back", back.frame.stateJSON), .init("continue", next.frame.stateJSON),
            ])))
            return .object(fields)
        })
    }
}
