extension Canvas {
    /// A canvas of `area`'s pixels of this one, drawn into in this canvas's points: what a piece
    /// draws on its own (a trail, a ruler's ticks) before copying or compositing it back, so its
    /// clips, layers and blurs cost its size. `kept`, the canvas the last frame used, is taken
    /// when it has the same size and scale, so a frame of a drag allocates nothing; its pixels
    /// are whatever they were, for the caller to fill or clear.
    public func area(_ area: PixelBounds, reusing kept: inout Canvas?) -> Canvas {
        var canvas = kept.flatMap { $0.width == area.width && $0.height == area.height && $0.scale == scale ? $0 : nil }
            ?? Canvas(width: area.width, height: area.height, scale: scale)
        kept = nil
        canvas.transform = AffineTransform.translation(x: -Double(area.minX), y: -Double(area.minY)).concatenating(transform)
        return canvas
    }
}
