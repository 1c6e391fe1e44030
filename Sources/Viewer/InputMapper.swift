import Geometry
import Gestures
import Raster

/// One pointer event as the window system reported it, in plain values: what the `vitrine`
/// executable reads out of an `SDL_Event` before anything is decided about it.
///
/// Keeping SDL's types out lets the decisions below (which events are SDL's synthesized copies,
/// how buttons become one pointer, how normalized finger positions become points) be tested
/// headless.
public enum WindowInput: Sendable, Hashable {
    /// The mouse moved to (x, y) points. `isFromTouch` marks SDL's mouse copy of a touch.
    case mouseMotion(x: Double, y: Double, isFromTouch: Bool)
    /// A mouse button (SDL numbering: 1 left, 2 middle, 3 right) went down or up at (x, y).
    case mouseButton(button: Int, isDown: Bool, x: Double, y: Double, isFromTouch: Bool)
    /// A wheel scroll in notches (fractional for smooth wheels), y positive away from the user.
    case mouseWheel(dx: Double, dy: Double, modifiers: KeyModifiers = [], isFromTouch: Bool)
    /// A finger at a normalized position (0...1 of the window). `isFromMouse` marks SDL's touch
    /// copy of the mouse.
    case finger(PointerEvent.Phase, id: Int64, x: Double, y: Double, isFromMouse: Bool)
    /// The mouse left the window.
    case mouseLeft
    /// The window lost focus: everything held must be let go.
    case focusLost
}

/// Turns window-system pointer input into the gesture core's events.
///
/// SDL reports a touch twice, as a finger and as a mouse event (and, with a hint set, the mouse
/// as a finger too). The copies are dropped here, so the core sees each contact once and can tell
/// mouse from touch. Mouse buttons fold into one pointer: the first button down starts it, the
/// last one up ends it, and the rest are moves with a changed button set. Finger positions arrive
/// normalized and are rounded, not truncated, to points (0.7 × 1280 is 895.99 in SDL's floats).
///
/// On a panel mounted sideways (`--rotate`) every position is turned back into the picture's
/// points last, so a touch lands on what is drawn under the finger and the events match a trace.
public struct InputMapper: Sendable {
    /// The window in points, as the panel is mounted, for normalized finger positions.
    public var windowSize: Size
    /// How the picture is turned on the panel.
    public var rotation: DisplayRotation
    /// Mouse buttons held (SDL numbering).
    private(set) var heldButtons: Set<Int> = []
    /// Where the mouse was last seen, in points; wheel events happen there.
    private(set) var mouseLocation = Point.zero
    /// Fingers down, so a focus loss can cancel them.
    private var fingersDown: [Int64: Point] = [:]
    /// Whether the mouse cursor should show. A kiosk never shows it; elsewhere a touch hides it
    /// and the mouse moving shows it again, as touch-first laptops do: a cursor parked where a
    /// finger last was hides the very thing being touched.
    public private(set) var showsCursor: Bool
    private let isKiosk: Bool

    public init(windowSize: Size, rotation: DisplayRotation = .none, kiosk: Bool = false) {
        self.windowSize = windowSize
        self.rotation = rotation
        self.isKiosk = kiosk
        showsCursor = !kiosk
    }

    /// Notes which device the user reached for, for ``showsCursor``.
    private mutating func noteDevice(of input: WindowInput) {
        guard !isKiosk else { return }
        switch input {
        case .mouseMotion(_, _, let isFromTouch), .mouseButton(_, _, _, _, let isFromTouch), .mouseWheel(_, _, _, let isFromTouch):
            if !isFromTouch { showsCursor = true }
        case .finger(let phase, _, _, _, let isFromMouse):
            if !isFromMouse && phase == .down { showsCursor = false }
        case .mouseLeft, .focusLost:
            break
        }
    }

    /// A window position (points) in the picture.
    private func picture(x: Double, y: Double) -> Point {
        rotation.picturePoint(Point(x: x, y: y), onPanel: windowSize)
    }

    /// The gesture events for one input at `time` (none for a dropped copy).
    public mutating func map(_ input: WindowInput, at time: Duration) -> [InputEvent] {
        noteDevice(of: input)
        switch input {
        case .mouseMotion(let x, let y, let isFromTouch):
            guard !isFromTouch else { return [] }
            mouseLocation = picture(x: x, y: y)
            if heldButtons.isEmpty { return [.hover(HoverEvent(at: mouseLocation, time: time))] }
            return [.pointer(PointerEvent(.move, pointer: .mouse, location: mouseLocation, time: time, buttons: buttons))]
        case .mouseButton(let button, let isDown, let x, let y, let isFromTouch):
            guard !isFromTouch else { return [] }
            mouseLocation = picture(x: x, y: y)
            let wasHeld = !heldButtons.isEmpty
            if isDown {
                guard !heldButtons.contains(button) else { return [] }
                heldButtons.insert(button)
                let phase: PointerEvent.Phase = wasHeld ? .move : .down
                return [.pointer(PointerEvent(phase, pointer: .mouse, location: mouseLocation, time: time, buttons: buttons))]
            }
            guard heldButtons.remove(button) != nil else { return [] }
            let phase: PointerEvent.Phase = heldButtons.isEmpty ? .up : .move
            return [.pointer(PointerEvent(phase, pointer: .mouse, location: mouseLocation, time: time, buttons: buttons))]
        case .mouseWheel(let dx, let dy, let modifiers, let isFromTouch):
            guard !isFromTouch, dx != 0 || dy != 0 else { return [] }
            // SDL reports notches, fractional for smooth wheels and touchpads, never points.
            return [.wheel(WheelEvent(at: mouseLocation, delta: Point(x: dx, y: dy), modifiers: modifiers, time: time))]
        case .finger(let phase, let id, let x, let y, let isFromMouse):
            guard !isFromMouse else { return [] }
            let location = picture(x: (x * windowSize.width).rounded(), y: (y * windowSize.height).rounded())
            switch phase {
            case .down: fingersDown[id] = location
            case .move:
                guard fingersDown[id] != nil else { return [] }
                fingersDown[id] = location
            case .up, .cancel:
                guard fingersDown.removeValue(forKey: id) != nil else { return [] }
            }
            let pointer = PointerID.touch(Int(truncatingIfNeeded: id))
            return [.pointer(PointerEvent(phase, pointer: pointer, location: location, time: time))]
        case .mouseLeft:
            // Traces have no leave event: a hover outside the window says the same thing.
            guard heldButtons.isEmpty else { return [] }
            return [.hover(HoverEvent(at: Self.outside, time: time))]
        case .focusLost:
            var events: [InputEvent] = fingersDown.sorted { $0.key < $1.key }.map { id, location in
                .pointer(.cancel(.touch(Int(truncatingIfNeeded: id)), at: location, time: time))
            }
            if !heldButtons.isEmpty {
                events.append(.pointer(.cancel(.mouse, at: mouseLocation, time: time)))
            }
            fingersDown.removeAll()
            heldButtons.removeAll()
            return events
        }
    }

    /// Where a mouse that left the window hovers: outside every piece.
    static let outside = Point(x: -1, y: -1)

    /// The held buttons as the gesture core names them.
    private var buttons: PointerButtons {
        var set: PointerButtons = []
        if heldButtons.contains(1) { set.insert(.primary) }
        if heldButtons.contains(3) { set.insert(.secondary) }
        if heldButtons.contains(2) { set.insert(.middle) }
        return set
    }
}
