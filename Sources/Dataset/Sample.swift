/// One point of a series: when, and what value.
///
/// 16 bytes, so ten million rows cost 160 MB. `time` is seconds since 1970-01-01T00:00Z for
/// date axes; for a numeric x column it is that number, and for files without an x column it is
/// the row's position (0, 1, 2, …). `value` is kept exactly as written, including infinities;
/// check ``isFinite`` before drawing it as a number.
public struct Sample: Sendable, Hashable {
    /// Seconds since 1970-01-01T00:00Z (or the x number, or the row position; see above).
    public var time: Double
    /// The value as written; may be infinite.
    public var value: Double

    /// A sample from its two numbers.
    public init(time: Double, value: Double) {
        self.time = time
        self.value = value
    }

    /// False for infinities (written `inf`, `-Infinity`, or too large to represent). Pieces choose
    /// how to draw these; none draws them as a number.
    var isFinite: Bool { value.isFinite }
}
