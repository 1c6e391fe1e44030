/// A single-channel coverage image: glyphs from the text layer, shadow shapes, chart lines.
public struct AlphaMask: Sendable, Hashable {
    public let width: Int
    let height: Int
    /// One byte a pixel, row-major; 0 is empty and 255 fully covered.
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height, "mask size mismatch")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public init(width: Int, height: Int) {
        self.init(width: max(0, width), height: max(0, height), bytes: [UInt8](repeating: 0, count: max(0, width) * max(0, height)))
    }
}
