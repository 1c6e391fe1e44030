import Geometry
import Glass
import Gestures
import Raster
import Typeset

/// A glass button on the trail's screen (Continue, Back): it sinks under a press and acts on a
/// tap. The app's own controls, which move the trail silently.
final class StepTrailButton {
    let title: String
    /// Continue wears the accent, as the seed tints it.
    let isAccented: Bool
    var frame = Rect(0, 0, 0, 0)
    var press = GlassPress()
    var onTap: ((Double) -> Void)?
    /// Bumped when its look changes, for the screen's damage.
    private(set) var version = 0
    var drawnVersion: Int?

    let touchDown = TouchDownObserver()
    let tap = TapRecognizer()

    /// At least a finger's target, and taller as the text grows.
    static func height(text: Typesetter) -> Double {
        max(44, (text.metrics(for: TextStyle(size: textSize)).lineHeight + 18).rounded())
    }
    static let padding = 22.0
    static let textSize = 17.0

    init(title: String, isAccented: Bool) {
        self.title = title
        self.isAccented = isAccented
        touchDown.onPress = { [unowned self] location, time in
            press.press(at: location, in: frame, time: time.inSeconds)
            version += 1
        }
        touchDown.onRelease = { [unowned self] time in
            press.release(at: time.inSeconds)
            version += 1
        }
        tap.onTap = { [unowned self] details in onTap?(details.time.inSeconds) }
    }

    /// Springs back from a press the pointer will not finish (a kiosk's idle reset), acting on nothing.
    func letGo(at time: Double) {
        guard press.isPressed else { return }
        press.release(at: time)
        version += 1
    }

    func width(text: Typesetter) -> Double {
        (text.measure(title, style: TextStyle(size: Self.textSize)) + 2 * Self.padding).rounded(.up)
    }

    func recognizers(at location: Point) -> [GestureRecognizer] {
        frame.contains(location) ? [touchDown, tap] : []
    }

    func draw(into canvas: inout Canvas, at time: Double, theme: Theme, text: Typesetter) {
        drawnVersion = version
        let surface = press.surface(GlassSurface(.capsule(frame)), at: time)
        GlassGroup([surface], appearance: theme.glassAppearance).draw(into: &canvas)
        canvas.save()
        canvas.concatenate(surface.contentTransform)
        let line = text.layout(title, style: TextStyle(size: Self.textSize, color: isAccented ? theme.accentRed : theme.text),
                               maximumWidth: frame.width - 12, minimumScaleFactor: 0.7)
        text.draw(line, into: &canvas, at: Point(frame.midX, line.baselineCenteringCapitals(in: frame)), alignment: .center)
        canvas.restore()
    }

    func isAnimating(at time: Double) -> Bool { press.isAnimating(at: time) }

    /// The button's pixels: its frame and the glass's shadow around it.
    var drawnArea: Rect { Rect(frame.minX - 31, frame.minY - 17, frame.width + 62, frame.height + 17 + 34) }

    var needsDrawing: Bool { drawnVersion != version }
}
