/// How a rounded rectangle's corners turn.
public enum CornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Apple's continuous corners, which ease into the straight edges.
    case continuous
}
