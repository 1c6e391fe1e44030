import Foundation

/// How the readout writes numbers: the seed's two formats, written here rather than through a
/// locale so that the same data gives the same strings (and pixels) on every machine.
///
/// Figures use "," to group thousands and "." before decimals, as the seed's example renders in
/// English. Signs are left to the caller, which writes U+2212 for minus (see ``minus``).
public enum ChartNumberFormat: Sendable, Hashable {
    /// A plain number with 0 to 2 fraction digits: "187", "182.1", "1,234.57".
    case number
    /// A currency amount with 2 fraction digits: "$187.00" for "USD".
    case currency(code: String)

    /// The typographic minus the readout writes before a fall, never a hyphen.
    static let minus = "\u{2212}"

    /// `value` written in this format. Negative values keep a leading minus sign.
    public func format(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let sign = value < 0 ? Self.minus : ""
        switch self {
        case .number:
            return sign + Self.digits(abs(value), fractionDigits: 2, keepsTrailingZeros: false)
        case .currency(let code):
            return sign + Self.symbol(for: code) + Self.digits(abs(value), fractionDigits: 2, keepsTrailingZeros: true)
        }
    }

    /// A signed amount: "+" for a rise or no change, "−" for a fall.
    public func signed(_ value: Double) -> String {
        (value < 0 ? Self.minus : "+") + format(abs(value))
    }

    /// A fraction as a percent with one decimal: 0.0354 is "3.5%". The sign is left out; the
    /// chip's arrow and tint carry the direction.
    public static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "—" }
        return digits(abs(fraction) * 100, fractionDigits: 1, keepsTrailingZeros: true) + "%"
    }

    /// A number standing for the shape of `format(value)`: two values with the same shape format
    /// to strings that differ only in their digits, which tabular figures draw equally wide. It
    /// is the sign, the count of whole digits and the count of fraction digits shown, worked out
    /// with the same rounding as ``format(_:)`` but without building the string. Nil for values
    /// too large for that arithmetic (and for non-finite ones); format those instead.
    public func shape(of value: Double) -> Int? {
        Self.shape(of: value, trimsZeros: trimsZeros)
    }

    /// Whether trailing zeros of the fraction are dropped: plain numbers drop them, amounts of
    /// money keep their cents.
    var trimsZeros: Bool {
        if case .number = self { return true }
        return false
    }

    /// The largest shape ``shape(of:)`` gives, plus one: a table of that many slots holds one
    /// entry per shape.
    static let shapeCount = 1 << 8

    /// ``shape(of:)`` with the format's one question answered beforehand, for loops over a
    /// whole series.
    @inline(__always)
    static func shape(of value: Double, trimsZeros: Bool) -> Int? {
        guard value.isFinite, abs(value) < 1e15 else { return nil }
        let units = (abs(value) * 100 * 1e6).rounded() / 1e6
        let hundredths = Int(units.rounded(.toNearestOrEven))
        // Whole digits: below 1e17 hundredths, at most 15 comparisons, no division.
        var digits = 1
        var limit = 1000
        while hundredths >= limit {
            digits += 1
            limit &*= 10
        }
        var places = 2
        if trimsZeros {
            let fraction = hundredths % 100
            places = fraction == 0 ? 0 : fraction % 10 == 0 ? 1 : 2
        }
        return (value < 0 ? 1 : 0) | places << 1 | digits << 3
    }

    /// Splits a formatted number before its decimal point, so the fraction can be dimmed:
    /// "$187.45" is ("$187", ".45"). A point not followed by a digit is not a decimal point.
    public static func splitDecimals(_ text: String) -> (whole: String, fraction: String) {
        guard let point = text.lastIndex(of: "."), let next = text[text.index(after: point)...].first, next.isNumber else {
            return (text, "")
        }
        return (String(text[..<point]), String(text[point...]))
    }

    /// `value` as a voice reads it: "187", "minus 3.5"; an amount of money in words for its
    /// currency, the cents after it when there are any: "187 dollars", "10 dollars 70",
    /// "1 dollar 5". The figures are those ``format(_:)`` writes, so the voice and the readout
    /// round alike.
    public func spoken(_ value: Double) -> String {
        guard value.isFinite else { return "no value" }
        let sign = value < 0 ? "minus " : ""
        switch self {
        case .number:
            return sign + Self.digits(abs(value), fractionDigits: 2, keepsTrailingZeros: false)
        case .currency(let code):
            let figures = Self.digits(abs(value), fractionDigits: 2, keepsTrailingZeros: true)
            let parts = Self.splitDecimals(figures)
            let cents = Int(parts.fraction.dropFirst()) ?? 0
            let names = Self.currencyNames(for: code)
            let amount = parts.whole + " " + (parts.whole == "1" ? names.one : names.many)
            return sign + amount + (cents == 0 ? "" : " \(cents)")
        }
    }

    /// A fraction as a voice reads the chip's percent: 0.0614 is "6.1 percent".
    public static func spokenPercent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "no change" }
        return digits(abs(fraction) * 100, fractionDigits: 1, keepsTrailingZeros: true) + " percent"
    }

    /// A currency's name for one unit and for several; a code without one is read as the code.
    private static func currencyNames(for code: String) -> (one: String, many: String) {
        switch code.uppercased() {
        case "USD": ("dollar", "dollars")
        case "EUR": ("euro", "euros")
        case "GBP": ("pound", "pounds")
        case "JPY": ("yen", "yen")
        default: (code.uppercased(), code.uppercased())
        }
    }

    private static func symbol(for code: String) -> String {
        switch code.uppercased() {
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": "¥"
        default: code.uppercased() + "\u{00A0}"
        }
    }

    /// Values from here up are written with an exponent.
    static let scientificFrom = 1e15

    /// A non-negative value rounded half to even at `fractionDigits`, grouped by thousands.
    private static func digits(_ value: Double, fractionDigits: Int, keepsTrailingZeros: Bool) -> String {
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        // From a quadrillion up, grouped digits would be wider than any readout (1e308 has 309),
        // and the scaling below could overflow: such a value is written as 1.23e15.
        guard value < Self.scientificFrom else {
            return String(format: "%.2e", value).replacingOccurrences(of: "e+", with: "e")
        }
        // Rounding the scaled value first keeps 2.675 (stored as 2.67499…) from flipping digits.
        let scaled = (value * scale * 1e6).rounded() / 1e6
        let units = scaled.rounded(.toNearestOrEven)
        let whole = (units / scale).rounded(.towardZero)
        var fraction = Int((units - whole * scale).rounded())
        var wholeText = String(format: "%.0f", whole)
        var grouped = ""
        while wholeText.count > 3 {
            grouped = "," + wholeText.suffix(3) + grouped
            wholeText = String(wholeText.dropLast(3))
        }
        grouped = wholeText + grouped
        guard fractionDigits > 0 else { return grouped }
        var places = fractionDigits
        if !keepsTrailingZeros {
            while places > 0, fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            if places == 0 { return grouped }
        }
        var fractionText = String(fraction)
        while fractionText.count < places { fractionText = "0" + fractionText }
        return grouped + "." + fractionText
    }
}
