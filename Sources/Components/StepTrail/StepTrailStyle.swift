import Raster

/// The trail's colours and sizes, from the house palette: a red current step on neutral glass,
/// and red nowhere else.
struct StepTrailStyle: Sendable, Hashable {
    /// The current step's capsule, painted inside its glass.
    var accent: Color
    /// The number and title on the accent: dark in both schemes, as red needs dark ink.
    var accentInk: Color
    /// Checks on done steps, numbers of reached steps, and the caption's step title.
    var label: Color
    /// Numbers of steps not reached yet, and the caption.
    var secondaryLabel: Color
    /// The stop diameter and capsule height at the default text size, never below 28.
    var height: Double
    /// The longest a title runs in the capsule before it truncates, at the default text size.
    var maximumTitleWidth: Double

    /// The number and title size at the default text size.
    static let labelSize = 15.0
    /// The caption's size at the default text size; it follows the text scale all the way.
    static let captionSize = 13.0
    /// Past this text scale the stops stop growing and the caption carries the larger text.
    static let maximumScale = 2.2
    /// Fitting shrinks the stops to no less than this.
    static let minimumStop = 22.0
    /// A row is never shorter than a finger's target.
    static let minimumRow = 44.0

    init(theme: Theme, height: Double = 34, maximumTitleWidth: Double = 160) {
        accent = theme.accentRed
        accentInk = theme.ink
        label = theme.text
        secondaryLabel = theme.secondary
        self.height = max(height, 28)
        self.maximumTitleWidth = max(maximumTitleWidth, 40)
    }
}
