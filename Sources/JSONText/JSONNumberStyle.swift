/// How ``JSONWriter`` prints a number. Both styles print integers below 10¹⁵ without a fraction
/// (`412`, not `412.0`; `-0` as `0`) and NaN and the infinities as `null`.
public enum JSONNumberStyle: Sendable, Hashable {
    /// The shortest text that reads back as the same `Double`: `16.5`, `0.1234567`, `1e+20`. For
    /// what is measured and must replay exactly: input traces, the inspect report.
    case exact
    /// Rounded to `decimals` places first (at most 22), then as ``exact``: `0.1234567` is
    /// `0.123457` at six. For what is computed and compared as text, so that last-bit differences
    /// between machines never show: the state dump.
    case rounded(decimals: Int)

    /// The JSON text of `number`.
    public func text(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        var value = number
        if case .rounded(let decimals) = self {
            let scale = Self.powersOfTen[max(0, min(decimals, 22))]
            let scaled = value * scale
            // A number too large to scale has no fraction to round.
            if scaled.isFinite { value = scaled.rounded() / scale }
        }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
