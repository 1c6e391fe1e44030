import CSDL2
import Geometry
import Gestures
import Viewer

/// `--replay TRACE.jsonl`: plays a trace into the running window through SDL's own event queue,
/// as the hardware would send it, so the window's whole way in is exercised where no touch
/// panel exists (Xvfb): SDL's events, the HiDPI scale, the rotation, mouse against touch.
///
/// The trace is in the picture's points. Each event is turned onto the panel (``DisplayRotation``)
/// and pushed as the device would report it: the mouse in window points, a finger in coordinates
/// normalized to the window, from a touch device of its own. A cancel has no SDL event, so it
/// arrives as a lift; a resize sets the window's size.
@MainActor
final class LiveReplay {
    private let events: [InputEvent]
    private var next = 0
    private var start: Double?
    /// The mouse buttons the trace holds, in SDL numbering.
    private var heldButtons: [UInt8] = []

    /// The made-up touch device a replayed finger belongs to (not SDL's mouse-copy id, -1).
    static let touchDevice: SDL_TouchID = 7001
    /// Seconds after the first frame before the first event, so the window is mapped and shown.
    static let lead = 0.5

    init(events: [InputEvent]) {
        self.events = events
    }

    /// The first frame is on screen at `now`: the trace's time 0 falls `lead` later.
    func begin(at now: Double) {
        if start == nil { start = now + Self.lead }
    }

    /// When the next event falls due, nil once all are played.
    var nextDue: Double? {
        guard let start, next < events.count else { return nil }
        return start + events[next].time.inSeconds
    }

    /// Whether every event has been pushed.
    var isFinished: Bool { next >= events.count }

    /// Pushes every event due by `now`, turned onto `panel` (window points).
    func pushDue(at now: Double, window: OpaquePointer, panel: Size, rotation: DisplayRotation) {
        while let due = nextDue, due <= now {
            push(events[next], window: window, panel: panel, rotation: rotation)
            next += 1
        }
    }

    private func push(_ event: InputEvent, window: OpaquePointer, panel: Size, rotation: DisplayRotation) {
        let windowID = SDL_GetWindowID(window)
        func onPanel(_ point: Point) -> Point { rotation.panelPoint(point, onPanel: panel) }
        var sdl = SDL_Event()
        switch event {
        case .pointer(let pointer):
            let point = onPanel(pointer.location)
            switch pointer.pointer.device {
            case .mouse:
                pushMouse(pointer, at: point, windowID: windowID)
                return
            case .touch:
                let type: SDL_EventType = switch pointer.phase {
                case .down: SDL_FINGERDOWN
                case .move: SDL_FINGERMOTION
                case .up, .cancel: SDL_FINGERUP
                }
                sdl.tfinger.type = type.rawValue
                sdl.tfinger.touchId = Self.touchDevice
                sdl.tfinger.fingerId = SDL_FingerID(pointer.pointer.number)
                sdl.tfinger.x = Float(point.x / panel.width)
                sdl.tfinger.y = Float(point.y / panel.height)
                sdl.tfinger.pressure = pointer.phase == .up ? 0 : 1
                sdl.tfinger.windowID = windowID
            }
        case .hover(let hover):
            let point = onPanel(hover.location)
            guard hover.location.x >= 0, hover.location.y >= 0 else { return }
            motion(&sdl, to: point, windowID: windowID)
        case .wheel(let wheel):
            // The wheel happens where the mouse is: move it there first.
            var move = SDL_Event()
            motion(&move, to: onPanel(wheel.location), windowID: windowID)
            SDL_PushEvent(&move)
            // Notches are the wheel's own, not turned: the window reads them unturned too.
            sdl.wheel.type = SDL_MOUSEWHEEL.rawValue
            sdl.wheel.windowID = windowID
            sdl.wheel.preciseX = Float(wheel.delta.x)
            sdl.wheel.preciseY = Float(wheel.delta.y)
            sdl.wheel.x = Int32(wheel.delta.x.rounded())
            sdl.wheel.y = Int32(wheel.delta.y.rounded())
            sdl.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        case .key(let key):
            guard let symbol = WindowApp.symbol(for: key.key) else { return }
            sdl.key.type = SDL_KEYDOWN.rawValue
            sdl.key.windowID = windowID
            sdl.key.state = UInt8(SDL_PRESSED)
            sdl.key.repeat = key.isRepeat ? 1 : 0
            sdl.key.keysym.sym = symbol
            sdl.key.keysym.mod = WindowApp.modifierBits(key.modifiers)
        case .resize(let resize):
            let size = rotation.pictureSize(onPanel: Size(width: resize.width, height: resize.height))
            SDL_SetWindowSize(window, Int32(size.width), Int32(size.height))
            return
        }
        SDL_PushEvent(&sdl)
    }

    private func motion(_ sdl: inout SDL_Event, to point: Point, windowID: UInt32) {
        sdl.motion.type = SDL_MOUSEMOTION.rawValue
        sdl.motion.windowID = windowID
        sdl.motion.which = 0
        sdl.motion.x = Int32(point.x.rounded())
        sdl.motion.y = Int32(point.y.rounded())
    }

    /// A mouse pointer event as SDL reports one: a button, or motion with buttons held.
    private func pushMouse(_ pointer: PointerEvent, at point: Point, windowID: UInt32) {
        var sdl = SDL_Event()
        switch pointer.phase {
        case .down:
            let number: UInt8 = pointer.buttons.contains(.secondary) && !pointer.buttons.contains(.primary) ? 3 : 1
            heldButtons.append(number)
            button(&sdl, number, down: true, at: point, windowID: windowID)
        case .move:
            motion(&sdl, to: point, windowID: windowID)
        case .up, .cancel:
            for held in heldButtons {
                var release = SDL_Event()
                button(&release, held, down: false, at: point, windowID: windowID)
                SDL_PushEvent(&release)
            }
            heldButtons.removeAll()
            return
        }
        SDL_PushEvent(&sdl)
    }

    private func button(_ sdl: inout SDL_Event, _ button: UInt8, down: Bool, at point: Point, windowID: UInt32) {
        sdl.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        sdl.button.windowID = windowID
        sdl.button.which = 0
        sdl.button.button = button
        sdl.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        sdl.button.clicks = 1
        sdl.button.x = Int32(point.x.rounded())
        sdl.button.y = Int32(point.y.rounded())
    }
}
