import Geometry

/// A rectangle of whole pixels, `minX..<maxX` by `minY..<maxY`.
///
/// Every rasterizer is handed one of these as its clip, so work outside the visible (or clipped)
/// area is never done.
public struct PixelBounds: Sendable, Hashable {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
    }

    public var width: Int { maxX - minX }
    public var height: Int { maxY - minY }
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    public func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// The same pixels moved by (`x`, `y`).
    public func offsetBy(x: Int, y: Int) -> PixelBounds {
        PixelBounds(minX: minX + x, minY: minY + y, maxX: maxX + x, maxY: maxY + y)
    }

    /// Whether every pixel of `other` is one of these.
    public func contains(_ other: PixelBounds) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The pixels any part of `rect` touches (outward rounding); non-finite rectangles touch none.
    public init(covering rect: Rect) {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            !rect.isEmpty
        else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        let limit = Double(1 << 24)
        func clamp(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        self.init(
            minX: clamp(rect.minX.rounded(.down)), minY: clamp(rect.minY.rounded(.down)),
            maxX: clamp(rect.maxX.rounded(.up)), maxY: clamp(rect.maxY.rounded(.up)))
    }
}
