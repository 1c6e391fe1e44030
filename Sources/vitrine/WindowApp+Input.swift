import CSDL2
import Foundation
import Gestures
import Viewer

extension WindowApp {
    /// SDL's id for the mouse copies it makes of touches (`SDL_TOUCH_MOUSEID`).
    static let touchMouseID = CSDL_TouchMouseID()
    /// SDL's touch id for the finger copies it makes of mouse input (`SDL_MOUSE_TOUCHID`).
    static let mouseTouchID: Int64 = -1

    /// Maps one SDL event into the session, dropping SDL's synthesized duplicates (mouse events
    /// made from touches, touches made from the mouse).
    func handle(_ event: SDL_Event) {
        let time = ViewerTime.duration(clock.now)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            isRunning = false
        case SDL_MOUSEMOTION:
            guard event.motion.which != Self.touchMouseID else { return }
            mouseLocation = (Double(event.motion.x), Double(event.motion.y))
            let location = GesturePoint(x: mouseLocation.x, y: mouseLocation.y)
            if heldButtons.isEmpty {
                deliver(.hover(HoverEvent(at: location, time: time)))
            } else {
                deliver(.pointer(PointerEvent(.move, pointer: .mouse, location: location, time: time, buttons: buttons)))
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.which != Self.touchMouseID else { return }
            mouseLocation = (Double(event.button.x), Double(event.button.y))
            let location = GesturePoint(x: mouseLocation.x, y: mouseLocation.y)
            let wasHeld = !heldButtons.isEmpty
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                heldButtons.insert(event.button.button)
                let phase: PointerEvent.Phase = wasHeld ? .move : .down
                deliver(.pointer(PointerEvent(phase, pointer: .mouse, location: location, time: time, buttons: buttons)))
            } else {
                heldButtons.remove(event.button.button)
                let phase: PointerEvent.Phase = heldButtons.isEmpty ? .up : .move
                guard wasHeld else { return }
                deliver(.pointer(PointerEvent(phase, pointer: .mouse, location: location, time: time, buttons: buttons)))
            }
        case SDL_MOUSEWHEEL:
            guard event.wheel.which != Self.touchMouseID else { return }
            var dx = Double(event.wheel.preciseX)
            var dy = Double(event.wheel.preciseY)
            if event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
                dx = -dx
                dy = -dy
            }
            let location = GesturePoint(x: mouseLocation.x, y: mouseLocation.y)
            deliver(.wheel(WheelEvent(at: location, delta: GesturePoint(x: dx, y: dy), time: time)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            guard event.tfinger.touchId != Self.mouseTouchID else { return }
            // Normalized coordinates, rounded (not truncated) to points: 0.7 × 1280 is 895.99.
            let location = GesturePoint(
                x: (Double(event.tfinger.x) * windowSize.width).rounded(),
                y: (Double(event.tfinger.y) * windowSize.height).rounded())
            let pointer = PointerID.touch(Int(truncatingIfNeeded: event.tfinger.fingerId))
            let phase: PointerEvent.Phase
            switch SDL_EventType(rawValue: event.type) {
            case SDL_FINGERDOWN: phase = .down
            case SDL_FINGERUP: phase = .up
            default: phase = .move
            }
            deliver(.pointer(PointerEvent(phase, pointer: pointer, location: location, time: time)))
        case SDL_KEYDOWN:
            handleKey(event.key, time: time)
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, time: time)
        default:
            if let stream = inputStream, event.type == stream.eventType {
                receiveStream(stream.takeMessages())
            }
        }
    }

    /// Rows from standard input join the session's series; a stream error is reported once and
    /// the window stays open with what arrived.
    private func receiveStream(_ messages: [StandardInputStream.Message]) {
        for message in messages {
            switch message {
            case .rows(let rows, let summary):
                session.receive(rows, summary: summary)
            case .finished(let problem):
                if let problem { FileHandle.standardError.write(Data("vitrine: \(problem)\n".utf8)) }
            }
        }
    }

    /// The mouse buttons held now, as the gesture core names them.
    private var buttons: PointerButtons {
        var set: PointerButtons = []
        if heldButtons.contains(UInt8(SDL_BUTTON_LEFT)) { set.insert(.primary) }
        if heldButtons.contains(UInt8(SDL_BUTTON_RIGHT)) { set.insert(.secondary) }
        if heldButtons.contains(UInt8(SDL_BUTTON_MIDDLE)) { set.insert(.middle) }
        return set
    }

    /// Hands an event to the session and the recorder.
    func deliver(_ event: InputEvent) {
        recorder?.record(event)
        session.handle(event)
    }

    private func handleKey(_ key: SDL_KeyboardEvent, time: Duration) {
        let symbol = key.keysym.sym
        let modifiers = Self.modifiers(key.keysym.mod)
        let isRepeat = key.repeat != 0
        if symbol == Int32(SDLK_F2.rawValue), !isRepeat {
            showsStatistics.toggle()
            session.needsRedraw = true
            return
        }
        if isQuitChord(symbol: symbol, modifiers: modifiers) {
            isRunning = false
            return
        }
        guard let mapped = Self.key(for: symbol) else { return }
        deliver(.key(KeyEvent(mapped, modifiers: modifiers, isRepeat: isRepeat, time: time)))
    }

    /// Escape and Ctrl+Q quit; a kiosk ignores both and quits only on its `--kiosk-exit` chord.
    private func isQuitChord(symbol: Int32, modifiers: KeyModifiers) -> Bool {
        if options.kiosk {
            guard let chord = options.kioskExit else { return false }
            guard chord.control == modifiers.contains(.control), chord.alt == modifiers.contains(.alt),
                chord.shift == modifiers.contains(.shift)
            else { return false }
            return Self.name(of: symbol) == chord.key
        }
        if symbol == Int32(SDLK_ESCAPE.rawValue) { return true }
        return symbol == Int32(SDLK_q.rawValue) && modifiers.contains(.control)
    }

    private func handleWindowEvent(_ window: SDL_WindowEvent, time: Duration) {
        switch SDL_WindowEventID(rawValue: UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            let before = windowSize
            updateDisplayMetrics()
            if windowSize != before {
                deliver(.resize(ResizeEvent(width: windowSize.width, height: windowSize.height, time: time)))
            }
        case SDL_WINDOWEVENT_EXPOSED:
            session.needsRedraw = true
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // Nothing may stay pressed once the window loses the pointer; record the cancels so
            // a replay sees them too.
            for sequence in session.router.activeSequences {
                deliver(.pointer(.cancel(sequence.pointer, time: time)))
            }
            heldButtons.removeAll()
        default:
            break
        }
    }

    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var set: KeyModifiers = []
        if mod & 0x0003 != 0 { set.insert(.shift) }
        if mod & 0x00C0 != 0 { set.insert(.control) }
        if mod & 0x0300 != 0 { set.insert(.alt) }
        if mod & 0x0C00 != 0 { set.insert(.meta) }
        return set
    }

    /// The gesture core's key for an SDL key code, or nil for keys the viewer ignores.
    static func key(for symbol: Int32) -> Key? {
        switch symbol {
        case Int32(SDLK_LEFT.rawValue): return .left
        case Int32(SDLK_RIGHT.rawValue): return .right
        case Int32(SDLK_UP.rawValue): return .up
        case Int32(SDLK_DOWN.rawValue): return .down
        case Int32(SDLK_SPACE.rawValue): return .space
        case Int32(SDLK_TAB.rawValue): return .tab
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): return .return
        case Int32(SDLK_ESCAPE.rawValue): return .escape
        case 97...122, 48...57: return .character(Character(UnicodeScalar(UInt8(symbol))))
        default: return nil
        }
    }

    /// A key's name as `--kiosk-exit` spells it.
    static func name(of symbol: Int32) -> String? {
        switch symbol {
        case 97...122, 48...57: return String(Character(UnicodeScalar(UInt8(symbol))))
        case Int32(SDLK_ESCAPE.rawValue): return "escape"
        case Int32(SDLK_F1.rawValue)...Int32(SDLK_F12.rawValue):
            return "f\(symbol - Int32(SDLK_F1.rawValue) + 1)"
        default: return nil
        }
    }
}
