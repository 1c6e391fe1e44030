extension ChartNumberFormat {
    /// An axis value in a few characters: "0", "500", "5K", "12.5K", "1.5M", "2B", as SwiftUI's
    /// compact name notation writes them in English.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let sign = value < 0 ? minus : ""
        let magnitude = abs(value)
        // Past a thousand trillion no suffix is short: "1e18", "2.5e300", as the readout's
        // exponent form, with at most one decimal.
        if (magnitude / 1e12).rounded() >= 1000 {
            let text = String(format: "%.1e", magnitude).replacingOccurrences(of: "e+", with: "e")
            return sign + text.replacingOccurrences(of: ".0e", with: "e")
        }
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        for (size, suffix) in units where magnitude >= size * 0.9995 {
            return sign + trimmed(magnitude / size, places: magnitude / size < 100 ? 1 : 0) + suffix
        }
        return sign + trimmed(magnitude, places: magnitude < 10 ? 2 : magnitude < 100 ? 1 : 0)
    }

    /// Whole numbers from 100 up, and at most one decimal below: 8,412, then 12.3, 5.3 and 5.
    /// The Range Lens's readout and what it says.
    public static func rounded(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        if abs(value) >= 99.95 { return number.format(value.rounded()) }
        return (value < 0 ? minus : "") + trimmed(abs(value), places: 1)
    }

    /// `value` with at most `places` decimals, no trailing zeros, grouped by thousands.
    private static func trimmed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return number.format(rounded)
    }
}
