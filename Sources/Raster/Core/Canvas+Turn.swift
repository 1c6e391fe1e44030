extension Canvas {
    /// The pixels turned clockwise by `quarterTurns` quarter turns, as a new canvas: the frame of
    /// a picture on its way to a panel mounted sideways. A plain copy, exact to the pixel.
    public func turned(quarterTurns: Int) -> Canvas {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return self }
        let sideways = turns % 2 == 1
        var result = Canvas(width: sideways ? height : width, height: sideways ? width : height, scale: scale)
        let (sourceWidth, sourceHeight, targetWidth) = (width, height, result.width)
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<sourceHeight {
                    for x in 0..<sourceWidth {
                        let (tx, ty): (Int, Int)
                        switch turns {
                        case 1: (tx, ty) = (sourceHeight - 1 - y, x)
                        case 2: (tx, ty) = (sourceWidth - 1 - x, sourceHeight - 1 - y)
                        default: (tx, ty) = (y, sourceWidth - 1 - x)
                        }
                        target[ty * targetWidth + tx] = source[y * sourceWidth + x]
                    }
                }
            }
        }
        return result
    }
}
