extension InputEvent {
    /// The same event happening `delay` later: a recorded trace played again from another start
    /// (a kiosk's attract loop), each event keeping its place relative to the others.
    public func delayed(by delay: Duration) -> InputEvent {
        switch self {
        case .pointer(var event):
            event.time += delay
            return .pointer(event)
        case .hover(var event):
            event.time += delay
            return .hover(event)
        case .wheel(var event):
            event.time += delay
            return .wheel(event)
        case .key(var event):
            event.time += delay
            return .key(event)
        case .resize(var event):
            event.time += delay
            return .resize(event)
        }
    }

    /// Whether a person made the event (a touch, a click, a key, the mouse moving), as opposed
    /// to the window changing size: what keeps a kiosk awake.
    public var isActivity: Bool {
        if case .resize = self { return false }
        return true
    }
}
