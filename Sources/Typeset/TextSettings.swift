/// How one screen sets its text: the reader's text size and reading direction, SwiftUI's Dynamic
/// Type and layout direction. They come with the layout (a piece reads them from its theme), never
/// from state kept on the shared engine, so two screens can set text differently at once.
public struct TextSettings: Sendable, Hashable {
    /// Multiplies every style's size, up to its ``TextStyle/maximumTextScale``. Not finite or not
    /// positive reads as 1.
    let scale: Double
    /// The interface's reading direction; see ``LayoutDirection``.
    let direction: LayoutDirection

    public init(scale: Double = 1, direction: LayoutDirection = .leftToRight) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.direction = direction
    }

    /// Text scale 1, left to right.
    public static let standard = TextSettings()
}
