import Geometry

/// The kind of hardware behind a pointer.
///
/// Mouse and touch are tracked apart: SDL reports a touch both as a finger and as a synthesized
/// mouse event, and the window layer drops the copy, so the core never sees one touch twice and
/// can always tell the two kinds apart.
public enum PointerDevice: String, Sendable, Hashable, CaseIterable {
    case mouse
    case touch
}

/// One pointer: a mouse, or one finger on a touch screen.
///
/// The number alone is not unique: mouse 0 and finger 0 are different pointers, so identity is
/// the pair. Every pointer is tracked on its own, so a mouse drag and a finger tap can run at once.
public struct PointerID: Sendable, Hashable, CustomStringConvertible {
    /// The hardware the pointer belongs to.
    public var device: PointerDevice
    /// The device's own number for it: 0 for the mouse, the finger id for touches.
    public var number: Int

    /// Creates a pointer identity from its device and the device's number for it.
    init(device: PointerDevice, number: Int) {
        self.device = device
        self.number = number
    }

    /// The mouse pointer (SDL reports a single one).
    public static let mouse = PointerID(device: .mouse, number: 0)

    /// A finger on the touch screen, by its id.
    public static func touch(_ number: Int) -> PointerID { PointerID(device: .touch, number: number) }

    public var description: String { "\(device.rawValue) \(number)" }
}

/// The mouse buttons held during a pointer event.
///
/// Recognizers start only for the buttons they allow (the primary one by default), so a
/// right-click never taps. A touch always counts as the primary button.
public struct PointerButtons: OptionSet, Sendable, Hashable {
    /// The bits: 1 primary, 2 secondary, 4 middle, as traces write them.
    public let rawValue: Int
    /// Creates a button set from trace bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left button, or a finger on the screen.
    public static let primary = PointerButtons(rawValue: 1)
    /// The right button.
    public static let secondary = PointerButtons(rawValue: 2)
    /// The middle button or wheel press.
    public static let middle = PointerButtons(rawValue: 4)
}

/// A pointer going down, moving while down, lifting, or being cancelled by the system.
///
/// `time` is when the event happened, measured from the same origin as every other event and as
/// ``GestureRouter/advance(to:)``. Nothing in Gestures reads the clock itself, so a replayed
/// trace produces the same gestures as the live input it recorded.
public struct PointerEvent: Sendable, Hashable {
    /// Where in its down-move-up life a pointer is.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// The pointer touched or a button was pressed: a new sequence starts.
        case down
        /// The pointer moved while down.
        case move
        /// The pointer lifted: its sequence ends normally.
        case up
        /// The system took the pointer away (focus lost, another owner): the sequence ends and
        /// every gesture on it is abandoned, leaving nothing held.
        case cancel
    }

    /// Where in its life the pointer is.
    public var phase: Phase
    /// Which pointer: mouse or which finger.
    public var pointer: PointerID
    /// Position in points from the window's top-left corner.
    public var location: Point
    /// When the event happened.
    var time: Duration
    /// Buttons held once the event has happened (empty after the last button lifts).
    public var buttons: PointerButtons

    /// Creates an event. `buttons` defaults to what the phase implies: the primary button while
    /// down or moving, none after an up or cancel.
    public init(
        _ phase: Phase, pointer: PointerID, location: Point, time: Duration,
        buttons: PointerButtons? = nil
    ) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
        self.time = time
        self.buttons = buttons ?? Self.defaultButtons(for: phase)
    }

    /// The buttons an event of `phase` holds when nothing else is said: what traces assume.
    static func defaultButtons(for phase: Phase) -> PointerButtons {
        switch phase {
        case .down, .move: .primary
        case .up, .cancel: []
        }
    }

    /// A pointer going down at `location`.
    public static func down(_ pointer: PointerID, at location: Point, time: Duration) -> PointerEvent {
        PointerEvent(.down, pointer: pointer, location: location, time: time)
    }

    /// A held pointer moving to `location`.
    public static func move(_ pointer: PointerID, to location: Point, time: Duration) -> PointerEvent {
        PointerEvent(.move, pointer: pointer, location: location, time: time)
    }

    /// A pointer lifting at `location`.
    public static func up(_ pointer: PointerID, at location: Point, time: Duration) -> PointerEvent {
        PointerEvent(.up, pointer: pointer, location: location, time: time)
    }

    /// The system taking a pointer away; `location` is its last known position.
    public static func cancel(_ pointer: PointerID, at location: Point = .zero, time: Duration) -> PointerEvent {
        PointerEvent(.cancel, pointer: pointer, location: location, time: time)
    }
}
