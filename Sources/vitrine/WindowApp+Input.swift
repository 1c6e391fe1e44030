import CSDL2
import Foundation
import Geometry
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
        let time = Duration(seconds: clock.now)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            isRunning = false
        case SDL_MOUSEMOTION:
            let motion = event.motion
            deliver(mapper.map(.mouseMotion(
                x: Double(motion.x), y: Double(motion.y), isFromTouch: motion.which == Self.touchMouseID), at: time))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            deliver(mapper.map(.mouseButton(
                button: Int(button.button), isDown: event.type == SDL_MOUSEBUTTONDOWN.rawValue,
                x: Double(button.x), y: Double(button.y), isFromTouch: button.which == Self.touchMouseID), at: time))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let sign: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            deliver(mapper.map(.mouseWheel(
                dx: Double(wheel.preciseX * sign), dy: Double(wheel.preciseY * sign),
                modifiers: Self.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)),
                isFromTouch: wheel.which == Self.touchMouseID), at: time))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            let phase: PointerEvent.Phase
            switch SDL_EventType(rawValue: event.type) {
            case SDL_FINGERDOWN: phase = .down
            case SDL_FINGERUP: phase = .up
            default: phase = .move
            }
            deliver(mapper.map(.finger(
                phase, id: finger.fingerId, x: Double(finger.x), y: Double(finger.y),
                isFromMouse: finger.touchId == Self.mouseTouchID), at: time))
        case SDL_KEYDOWN:
            handleKey(event.key, time: time)
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, time: time)
        default:
            if let stream = inputStream, event.type == stream.eventType {
                receiveStream(stream.takeMessages())
            } else if event.type == signals.reloadEventType {
                reloadData()
            } else if let follower, event.type == follower.eventType {
                for message in follower.takeMessages() {
                    switch message {
                    case .series(let series): session.reload(series, at: clock.now)
                    case .failed(let problem): FileHandle.standardError.write(Data("vitrine: \(problem)\n".utf8))
                    }
                }
            }
        }
    }

    /// Rows from standard input join the session's series; a stream error is reported once and
    /// the window stays open with what arrived.
    private func receiveStream(_ messages: [StandardInputStream.Message]) {
        for message in messages {
            switch message {
            case .rows(let rows, let summary):
                session.receive(rows, summary: summary, at: clock.now)
            case .finished(let problem):
                if let problem { FileHandle.standardError.write(Data("vitrine: \(problem)\n".utf8)) }
            }
        }
    }

    /// `SIGHUP`: reads the data file again and shows it in place, a scrub or lens keeping its
    /// place. A file that no longer loads is reported once and the window keeps what it had.
    private func reloadData() {
        guard let path = options.dataPath, path != "-" else { return }
        do {
            session.reload(try DataSource.load(path, options: options.data), at: clock.now)
        } catch {
            FileHandle.standardError.write(Data("vitrine: reload: \(error.message)\n".utf8))
        }
    }

    /// Hands events to the session and the recorder, and shows or hides the cursor as the
    /// device in use asks.
    func deliver(_ events: [InputEvent]) {
        let shows = mapper.showsCursor
        if shows != (SDL_ShowCursor(SDL_QUERY) == SDL_ENABLE) {
            SDL_ShowCursor(shows ? SDL_ENABLE : SDL_DISABLE)
        }
        for event in events {
            recorder?.record(event)
            session.handle(event)
        }
    }

    private func handleKey(_ key: SDL_KeyboardEvent, time: Duration) {
        let symbol = key.keysym.sym
        let modifiers = Self.modifiers(key.keysym.mod)
        let isRepeat = key.repeat != 0
        if symbol == Int32(SDLK_F2.rawValue), !isRepeat {
            showsStatistics.toggle()
            session.needsRedraw = true
            session.screen.setNeedsWholeFrame()
            return
        }
        // Escape first lets go of what a piece holds (a scrub, a range); only an unused one quits.
        if symbol == Int32(SDLK_ESCAPE.rawValue), !options.kiosk {
            deliver([.key(KeyEvent(.escape, modifiers: modifiers, isRepeat: isRepeat, time: time))])
            if !session.lastKeyWasUsed && !isRepeat { isRunning = false }
            return
        }
        if isQuitChord(symbol: symbol, modifiers: modifiers) {
            isRunning = false
            return
        }
        guard let mapped = Self.key(for: symbol) else { return }
        deliver([.key(KeyEvent(mapped, modifiers: modifiers, isRepeat: isRepeat, time: time))])
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
                let picture = pictureSize
                deliver([.resize(ResizeEvent(width: picture.width, height: picture.height, time: time))])
            }
        case SDL_WINDOWEVENT_EXPOSED:
            session.needsRedraw = true
            session.screen.setNeedsWholeFrame()
        case SDL_WINDOWEVENT_LEAVE:
            // A mouse that left the window hovers nowhere: a hover scrub lets go.
            deliver(mapper.map(.mouseLeft, at: time))
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // Nothing may stay pressed once the window loses the pointer; the cancels are
            // recorded so a replay sees them too.
            deliver(mapper.map(.focusLost, at: time))
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
        case Int32(SDLK_HOME.rawValue): return .home
        case Int32(SDLK_END.rawValue): return .end
        case Int32(SDLK_PAGEUP.rawValue): return .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int32(SDLK_BACKSPACE.rawValue): return .backspace
        case Int32(SDLK_F1.rawValue)...Int32(SDLK_F12.rawValue): return .function(Int(symbol - Int32(SDLK_F1.rawValue)) + 1)
        case 97...122, 48...57: return .character(Character(UnicodeScalar(UInt8(symbol))))
        default: return nil
        }
    }

    /// The SDL key code for a trace's key: the inverse of ``key(for:)``, for `--replay`.
    static func symbol(for key: Key) -> Int32? {
        switch key {
        case .left: Int32(SDLK_LEFT.rawValue)
        case .right: Int32(SDLK_RIGHT.rawValue)
        case .up: Int32(SDLK_UP.rawValue)
        case .down: Int32(SDLK_DOWN.rawValue)
        case .space: Int32(SDLK_SPACE.rawValue)
        case .tab: Int32(SDLK_TAB.rawValue)
        case .return: Int32(SDLK_RETURN.rawValue)
        case .escape: Int32(SDLK_ESCAPE.rawValue)
        case .home: Int32(SDLK_HOME.rawValue)
        case .end: Int32(SDLK_END.rawValue)
        case .pageUp: Int32(SDLK_PAGEUP.rawValue)
        case .pageDown: Int32(SDLK_PAGEDOWN.rawValue)
        case .backspace: Int32(SDLK_BACKSPACE.rawValue)
        case .function(let number): (1...12).contains(number) ? Int32(SDLK_F1.rawValue) + Int32(number - 1) : nil
        case .character(let character):
            character.asciiValue.flatMap { $0.isASCIILetterOrDigit ? Int32(Character(UnicodeScalar($0)).lowercased().first!.asciiValue!) : nil }
        }
    }

    /// SDL's modifier bits for a trace's modifiers: the inverse of ``modifiers(_:)``.
    static func modifierBits(_ modifiers: KeyModifiers) -> UInt16 {
        var bits: UInt16 = 0
        if modifiers.contains(.shift) { bits |= 0x0001 }
        if modifiers.contains(.control) { bits |= 0x0040 }
        if modifiers.contains(.alt) { bits |= 0x0100 }
        if modifiers.contains(.meta) { bits |= 0x0400 }
        return bits
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

private extension UInt8 {
    var isASCIILetterOrDigit: Bool { (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
}
