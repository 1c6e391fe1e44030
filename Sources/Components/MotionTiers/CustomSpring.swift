import Motion

/// The motion lab's spring of your own: a duration and a bounce on the wheels' grid, in
/// hundredths, so every value the command line or a wheel gives is one the wheels can show.
///
///     let spring = try CustomSpring(parsing: "0.42,0.38")
///     spring.swiftUI    // ".spring(duration: 0.42, bounce: 0.38)"
public struct CustomSpring: Sendable, Hashable {
    /// The duration in hundredths of a second, 10 (0.10 s) to 100 (1.00 s).
    public private(set) var durationHundredths: Int
    /// The bounce in hundredths, −50 (−0.50, overdamped) to 90 (0.90).
    public private(set) var bounceHundredths: Int

    /// The duration wheel's values, in hundredths of a second.
    public static let durations = 10...100
    /// The bounce wheel's values, in hundredths.
    public static let bounces = -50...90

    /// What the lab opens on: the elastic tier's spring, the one most pieces settle on.
    public static let opening = CustomSpring(unchecked: 42, 38)

    /// The spring with `duration` (hundredths of a second) and `bounce` (hundredths), each kept
    /// on its wheel.
    init(durationHundredths duration: Int, bounceHundredths bounce: Int) {
        durationHundredths = min(max(duration, Self.durations.lowerBound), Self.durations.upperBound)
        bounceHundredths = min(max(bounce, Self.bounces.lowerBound), Self.bounces.upperBound)
    }

    private init(unchecked duration: Int, _ bounce: Int) {
        durationHundredths = duration
        bounceHundredths = bounce
    }

    /// Reads `DURATION,BOUNCE` as `--spring` takes it ("0.42,0.38"), rounded to hundredths.
    ///
    /// - Throws: a one-line message when either is missing, not a number, or outside its wheel.
    public init(parsing text: String) throws(CustomSpringError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let duration = Double(parts[0].trimmed), let bounce = Double(parts[1].trimmed) else {
            throw CustomSpringError("\"\(text)\" is not DURATION,BOUNCE (like 0.42,0.38)")
        }
        let durationSteps = (duration * 100).rounded(), bounceSteps = (bounce * 100).rounded()
        guard durationSteps.isFinite, Self.durations.contains(Int(exactly: durationSteps) ?? .min) else {
            throw CustomSpringError("duration \(parts[0].trimmed) is outside 0.10 to 1.00 s")
        }
        guard bounceSteps.isFinite, Self.bounces.contains(Int(exactly: bounceSteps) ?? .min) else {
            throw CustomSpringError("bounce \(parts[1].trimmed) is outside −0.50 to 0.90")
        }
        self.init(unchecked: Int(durationSteps), Int(bounceSteps))
    }

    public var duration: Double { Double(durationHundredths) / 100 }
    public var bounce: Double { Double(bounceHundredths) / 100 }
    public var spring: Spring { Spring(duration: duration, bounce: bounce) }

    /// The SwiftUI line that makes this spring, for a designer to paste.
    public var swiftUI: String {
        ".spring(duration: \(Self.hundredths(durationHundredths)), bounce: \(Self.hundredths(bounceHundredths)))"
    }

    /// A value in hundredths as a decimal with two places: 42 → "0.42", −5 → "-0.05".
    static func hundredths(_ value: Int) -> String {
        let magnitude = abs(value)
        let fraction = magnitude % 100
        return "\(value < 0 ? "-" : "")\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// Why `--spring` was refused.
public struct CustomSpringError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

private extension Substring {
    var trimmed: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
