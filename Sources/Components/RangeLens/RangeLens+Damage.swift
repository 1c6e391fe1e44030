import Geometry

// What a frame changed since the last one drawn, so the window redraws only that.

extension RangeLens {
    /// What the last frame drew from.
    struct DrawnFrame: Equatable {
        var key: FrameKey
        var readout: [String]
    }

    /// Everything a still frame depends on besides the readout's strings.
    struct FrameKey: Equatable {
        var frame: Rect
        var theme: Theme
        var dataVersion: Int
        var span: RangeLensSpan
        var top: Double
        var held: RangeLensPart?
    }

    var frameKey: FrameKey {
        FrameKey(frame: frame, theme: theme, dataVersion: dataVersion, span: motion.span(at: lastTime), top: motion.top(at: lastTime),
                 held: grab?.part)
    }

    var readoutStrings: [String] {
        let strings = readout
        return [strings.caption, strings.numeral, strings.dates]
    }

    /// A hover that changes only the readout redraws the readout; anything that moves the lens,
    /// the bars or the ceiling redraws the lens's content (everything it draws lies there, the
    /// glass's shadow included), never the page around it; a still piece redraws nothing.
    public func damage(at time: Double) -> [Rect]? {
        guard let layout, let drawn else { return nil }
        let content = layout.content.insetBy(dx: -48, dy: -RangeLensStyle.padding).intersection(frame)
        if isAnimating(at: time) || isAnimating(at: lastTime) { return [content] }
        var key = frameKey
        key.span = motion.span(at: time)
        key.top = motion.top(at: time)
        guard key == drawn.key else { return [content] }
        return drawn.readout == readoutStrings ? [] : [layout.readout.insetBy(dx: -2, dy: -2)]
    }
}
