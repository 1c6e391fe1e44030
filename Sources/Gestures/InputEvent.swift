/// Any input the viewer receives, in the order it happened: what an input trace holds, one per
/// line.
///
/// Only ``pointer(_:)`` events go through the ``GestureRouter``; the viewer hands the rest to the
/// focused or hovered piece directly.
public enum InputEvent: Sendable, Hashable {
    /// A pointer pressing, moving, lifting or cancelled: gesture input.
    case pointer(PointerEvent)
    /// The mouse moving with no button held.
    case hover(HoverEvent)
    /// A scroll wheel or touchpad scroll.
    case wheel(WheelEvent)
    /// A key press or repeat.
    case key(KeyEvent)
    /// The window changing size.
    case resize(ResizeEvent)

    /// When the event happened.
    public var time: Duration {
        switch self {
        case .pointer(let event): event.time
        case .hover(let event): event.time
        case .wheel(let event): event.time
        case .key(let event): event.time
        case .resize(let event): event.time
        }
    }
}
