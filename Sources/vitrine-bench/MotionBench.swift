import Foundation
import Motion

/// `vitrine-bench motion`: samples each tier's spring from rest, 0 to 1, every millisecond through
/// the same `Animator` the pieces use, and prints what a person would notice: how far it overshoots,
/// when it is 90% of the way, and SwiftUI's settling duration.
///
/// Options: `--step MS` changes the sampling interval (default 1).
func runMotionBench(_ arguments: [String]) -> Int32 {
    var step = 0.001
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--step":
            guard let text = remaining.popFirst(), let milliseconds = Double(text), milliseconds > 0 else {
                FileHandle.standardError.write(Data("vitrine-bench motion: --step needs a positive number of ms\n".utf8))
                return 2
            }
            step = milliseconds / 1000
        default:
            FileHandle.standardError.write(Data("vitrine-bench motion: unknown option \(argument)\n".utf8))
            return 2
        }
    }

    for tier in Tier.allCases {
        let spring = tier.spring
        var animator = Animator(0.0)
        animator.animate(to: 1, with: .spring(spring), at: 0)
        var peak = 0.0
        var ninety: Double?
        var sample = 0
        while true {
            let time = Double(sample) * step
            let value = animator.value(at: time)
            peak = max(peak, value)
            if ninety == nil, value >= 0.9 { ninety = time }
            if !animator.isAnimating(at: time) { break }
            sample += 1
        }
        let overshoot = max(peak - 1, 0) * 100
        let line = "tier \(tier.name) duration \(format(spring.duration)) bounce \(format(spring.bounce))"
            + " overshoot \(String(format: "%.1f", overshoot))%"
            + " t90 \(String(format: "%.3f", ninety ?? .nan)) s"
            + " settle \(String(format: "%.2f", spring.settlingDuration)) s"
        print(line)
    }
    return 0
}

/// A tier constant as the seeds write it: 0.32, 0.5, 0.
private func format(_ number: Double) -> String {
    var text = String(format: "%.2f", number)
    while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
