import CRasterSupport

/// Integer arithmetic on premultiplied ARGB8888 pixels.
///
/// Two channels travel together in one 32-bit word (`00RR00BB` and `00AA00GG`), so a pixel costs two
/// multiplies. Division by 255 rounds exactly: `(t + (t >> 8)) >> 8` with `t = x * a + 128` equals
/// `round(x * a / 255)` for all bytes `x` and `a`.
///
/// The arithmetic is unchecked (`&*`, `&+`): each product of two bytes and each sum fits its
/// channel's 16 bits, so nothing can wrap, and these run per pixel inside every blend loop.
@usableFromInline
enum PixelMath {
    /// Every channel of `pixel` times `alpha / 255`, rounded to nearest.
    @inlinable @inline(__always)
    static func scale(_ pixel: UInt32, by alpha: UInt32) -> UInt32 {
        var redBlue = (pixel & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var alphaGreen = ((pixel >> 8) & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    /// Source over destination, both premultiplied.
    @inlinable @inline(__always)
    static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// Rounds `value * 255` for a coverage in 0...1 (values outside are clamped, NaN gives 0).
    ///
    /// Unchecked: it converts with `vitrine_truncate` (one instruction; NaN gives 0 in the low
    /// byte) instead of a range-checked `UInt32(_:)`; the clamped value lies in 0.5...255.5. This
    /// runs once per edge pixel of every shape and per pixel of every chart line, in scalar loops
    /// (the eight-lane loops use ``truncatedByte(_:)``), measured by vitrine-bench raster.
    @inlinable @inline(__always)
    static func byte(_ coverage: Float) -> UInt32 {
        let clamped = coverage < 0 ? 0 : (coverage > 1 ? 1 : coverage)
        return UInt32(truncatingIfNeeded: vitrine_truncate(clamped * 255 + 0.5))
    }

    /// `value`, which must lie in 0...255, rounded down, as a whole number in the low byte.
    ///
    /// Unchecked: it converts through the bit pattern of `value + 2²³` (whose low mantissa bits
    /// are then the integer) instead of `UInt32(value)`, whose range check stops a loop from
    /// running eight pixels per instruction. Outside 0...255 it gives a wrong byte, never a trap
    /// or a wild write: callers clamp first, and the result is a value, not an index.
    @inlinable @inline(__always)
    static func truncatedByte(_ value: Float) -> UInt32 {
        (value.rounded(.down) + 8_388_608).bitPattern & 0xFF
    }

    /// `value` rounded down and clamped into `lower...upper`, in the float domain first, so that
    /// huge, infinite or NaN inputs never reach an integer conversion.
    ///
    /// Unchecked: the clamped value is a whole number between two pixel bounds (at most 2²⁴ from
    /// zero, so exact in a `Float`), so it converts with `vitrine_truncate` instead of `Int(_:)`,
    /// whose range checks cost three branches per call; it runs per row of every circle and per
    /// segment of every chart line, measured by vitrine-bench raster (c), (b100k), (b1m).
    @inlinable @inline(__always)
    static func floorClamped(_ value: Float, _ lower: Int, _ upper: Int) -> Int {
        guard value == value else { return lower }
        return Int(vitrine_truncate(min(max(value.rounded(.down), Float(lower)), Float(upper))))
    }

    /// `value` rounded up and clamped into `lower...upper`, like ``floorClamped(_:_:_:)``.
    @inlinable @inline(__always)
    static func ceilClamped(_ value: Float, _ lower: Int, _ upper: Int) -> Int {
        guard value == value else { return lower }
        return Int(vitrine_truncate(min(max(value.rounded(.up), Float(lower)), Float(upper))))
    }

    /// Product of two bytes as a byte, rounded.
    @inlinable @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }
}
