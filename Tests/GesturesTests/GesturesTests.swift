import Geometry
import Testing
@testable import Gestures

/// Drives a router on an exact, made-up timeline and keeps an ordered log of what recognizers
/// report, each entry stamped with the gesture time in milliseconds (`"tap @450"`).
///
/// Time moves only through events and `advance(to:)`, as in Flutter's fake-async gesture tests.
final class GestureHarness {
    let router = GestureRouter()
    private(set) var log: [String] = []

    /// Current gesture time in whole milliseconds.
    var now: Int { Int(router.now.inMilliseconds.rounded()) }

    func record(_ entry: String) { log.append("\(entry) @\(now)") }

    func down(
        _ pointer: PointerID = .touch(1), at location: Point, ms: Int, on candidates: [GestureRecognizer],
        buttons: PointerButtons? = nil
    ) {
        router.handle(
            PointerEvent(.down, pointer: pointer, location: location, time: .milliseconds(ms), buttons: buttons),
            candidates: candidates)
    }

    func move(_ pointer: PointerID = .touch(1), to location: Point, ms: Int) {
        router.handle(.move(pointer, to: location, time: .milliseconds(ms)))
    }

    func up(_ pointer: PointerID = .touch(1), at location: Point, ms: Int) {
        router.handle(.up(pointer, at: location, time: .milliseconds(ms)))
    }

    func cancel(_ pointer: PointerID = .touch(1), ms: Int) {
        router.handle(.cancel(pointer, time: .milliseconds(ms)))
    }

    func advance(to ms: Int) { router.advance(to: .milliseconds(ms)) }

    // MARK: Wiring recognizers into the log

    func logTaps(_ tap: TapRecognizer, as name: String = "tap") {
        tap.onTap = { [unowned self] details in record("\(name) \(format(details.location))") }
    }

    func logDoubleTaps(_ doubleTap: DoubleTapRecognizer, as name: String = "double") {
        doubleTap.onDoubleTap = { [unowned self] details in record("\(name) \(format(details.location))") }
    }

    func logPress(_ press: LongPressRecognizer, as name: String = "press") {
        press.onBegan = { [unowned self] value in record("\(name) began \(format(value.location))") }
        press.onChanged = { [unowned self] value in record("\(name) changed \(format(value.translation))") }
        press.onEnded = { [unowned self] value in record("\(name) ended \(format(value.translation))") }
        press.onCancelled = { [unowned self] in record("\(name) cancelled") }
    }

    func logPan(_ pan: PanRecognizer, as name: String = "pan") {
        pan.onBegan = { [unowned self] value in record("\(name) began \(format(value.translation))") }
        pan.onChanged = { [unowned self] value in record("\(name) changed \(format(value.translation))") }
        pan.onEnded = { [unowned self] value in record("\(name) ended \(format(value.translation))") }
        pan.onCancelled = { [unowned self] in record("\(name) cancelled") }
    }

    func logDrag(_ drag: DragRecognizer, as name: String = "drag") {
        drag.onChanged = { [unowned self] value in record("\(name) changed \(format(value.location))") }
        drag.onEnded = { [unowned self] value in record("\(name) ended \(format(value.location))") }
        drag.onCancelled = { [unowned self] in record("\(name) cancelled") }
    }

    func logObserver(_ observer: TouchDownObserver, as name: String = "observer") {
        observer.onPress = { [unowned self] location, _ in record("\(name) press \(format(location))") }
        observer.onRelease = { [unowned self] _ in record("\(name) release") }
    }

    func logPinch(_ pinch: PinchRecognizer, as name: String = "pinch") {
        pinch.onBegan = { [unowned self] value in record("\(name) began \(format(value.scale)) \(format(value.focalPoint))") }
        pinch.onChanged = { [unowned self] value in record("\(name) changed \(format(value.scale)) \(format(value.focalPoint))") }
        pinch.onEnded = { [unowned self] value in record("\(name) ended \(format(value.scale))") }
        pinch.onCancelled = { [unowned self] in record("\(name) cancelled") }
    }
}

/// Short, exact renderings for log lines: whole numbers without a fraction, others to 3 places.
func format(_ value: Double) -> String {
    if value == value.rounded() { return String(Int(value)) }
    return String((value * 1000).rounded() / 1000)
}

func format(_ point: Point) -> String { "(\(format(point.x)),\(format(point.y)))" }

/// A repeatable generator, so a randomized test that fails can be rerun with its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
