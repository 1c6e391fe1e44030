import Foundation
import Motion

/// `vitrine-bench motion`: measures each tier's spring from rest, 0 to 1, with the same
/// ``SpringMeasurement`` the tiers screen labels its lanes with, and prints what a person would
/// notice: how far it overshoots, when it is 90% of the way, when it is within 1% for good, and
/// SwiftUI's settling duration (to a thousandth of the travel, so always later).
///
/// Options: `--step MS` changes the sampling interval (default 1); `--spring D,B` adds a line for
/// a spring of your own, as the screen's custom lane shows it.
func runMotionBench(_ arguments: [String]) -> Int32 {
    var step = SpringMeasurement.step
    var springs = Tier.allCases.map { ("tier \($0.name)", $0.spring) }
    var remaining = arguments[...]
    func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("vitrine-bench motion: \(message)\n".utf8))
        return 2
    }
    while let argument = remaining.popFirst() {
        switch argument {
        case "--step":
            guard let text = remaining.popFirst(), let milliseconds = Double(text), milliseconds > 0, milliseconds.isFinite else {
                return fail("--step needs a positive number of ms")
            }
            step = milliseconds / 1000
        case "--spring":
            let parts = remaining.popFirst()?.split(separator: ",").compactMap { Double($0) } ?? []
            guard parts.count == 2, parts[0] > 0, parts[0] <= 10, parts[1] > -1, parts[1] < 1 else {
                return fail("--spring needs DURATION,BOUNCE (like 0.42,0.38)")
            }
            springs.append(("spring custom", Spring(duration: parts[0], bounce: parts[1])))
        default:
            return fail("unknown option \(argument)")
        }
    }

    for (name, spring) in springs {
        let measured = SpringMeasurement(spring, step: step)
        let line = "\(name) duration \(format(spring.duration)) bounce \(format(spring.bounce))"
            + " overshoot \(String(format: "%.1f", measured.overshoot * 100))%"
            + " t90 \(String(format: "%.3f", measured.t90)) s"
            + " settle \(String(format: "%.3f", measured.settle)) s"
            + " settling \(String(format: "%.2f", spring.settlingDuration)) s"
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
