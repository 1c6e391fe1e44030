import Typeset

extension Typesetter {
    /// The alignment that starts a line at its anchor, in either layout direction: for text whose
    /// place is already worked out on the page (a rectangle mirrored for right to left, or a mark
    /// on a chart's time axis, which does not mirror).
    var leftAligned: TextAlignment { layoutDirection == .rightToLeft ? .trailing : .leading }

    /// The alignment that ends a line at its anchor, in either layout direction.
    var rightAligned: TextAlignment { layoutDirection == .rightToLeft ? .leading : .trailing }

    /// `spans` set in left-to-right order whatever the layout direction.
    ///
    /// A line with no letters in it ("+$4.60", "−2.5%") takes the Unicode default direction,
    /// left to right, on iOS even in a right-to-left interface, so a sign stays before its
    /// number. Our engine starts such a line from the layout direction instead, which would put
    /// the sign last; a left-to-right mark in front keeps the figures' own order. Left to right
    /// nothing is added, so nothing changes.
    func inFigureOrder(_ spans: [TextSpan]) -> [TextSpan] {
        guard layoutDirection == .rightToLeft, var first = spans.first else { return spans }
        first.text = "\u{200E}" + first.text
        return [first] + spans.dropFirst()
    }
}
