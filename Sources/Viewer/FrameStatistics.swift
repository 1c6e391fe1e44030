import Geometry
import Raster
import Typeset

/// The numbers the F2 overlay shows: frames per second, frame time p50 and p99, how much of the
/// window each frame redrew, and CPU use.
///
/// The frame loop feeds it measurements it took itself (it is the only place that reads a clock);
/// this type only keeps the last couple of seconds and summarises them.
public struct FrameStatistics: Sendable {
    private var frameTimes: [Double] = []
    private var presentTimes: [Double] = []
    private var coverages: [Double] = []
    /// CPU time over wall time since the last report, as a fraction of one core.
    public var cpuFraction = 0.0
    /// How many frames to keep.
    let window = 240

    public init() {}

    /// Records one drawn frame: how long drawing and uploading took (seconds), when it was
    /// presented (seconds on the loop's clock), and the fraction of pixels uploaded.
    public mutating func record(frameTime: Double, presentedAt: Double, coverage: Double) {
        frameTimes.append(frameTime)
        presentTimes.append(presentedAt)
        coverages.append(coverage)
        if frameTimes.count > window {
            frameTimes.removeFirst(frameTimes.count - window)
            presentTimes.removeFirst(presentTimes.count - window)
            coverages.removeFirst(coverages.count - window)
        }
    }

    /// Frames presented per second over the last second of presents.
    var framesPerSecond: Double {
        guard let last = presentTimes.last else { return 0 }
        let recent = presentTimes.filter { $0 > last - 1 }
        guard recent.count > 1, let first = recent.first, last > first else { return 0 }
        return Double(recent.count - 1) / (last - first)
    }

    /// A percentile (0...1) of recent frame times, in seconds.
    func frameTime(percentile: Double) -> Double {
        guard !frameTimes.isEmpty else { return 0 }
        let sorted = frameTimes.sorted()
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * percentile).rounded()))
        return sorted[index]
    }

    /// The mean fraction of the window uploaded per frame.
    var meanCoverage: Double {
        coverages.isEmpty ? 0 : coverages.reduce(0, +) / Double(coverages.count)
    }

    /// The overlay's lines.
    var lines: [String] {
        [
            "\(fixed(framesPerSecond, 1)) fps",
            "frame p50 \(fixed(frameTime(percentile: 0.5) * 1000, 2)) ms",
            "frame p99 \(fixed(frameTime(percentile: 0.99) * 1000, 2)) ms",
            "drawn \(fixed(meanCoverage * 100, 1))%",
            "cpu \(fixed(cpuFraction * 100, 1))%",
        ]
    }

    /// Draws the overlay in the window's top-right corner.
    public func draw(into canvas: inout Canvas, windowWidth: Double, text: TextEngine, extraLines: [String] = []) {
        let lines = self.lines + extraLines
        let style = TextStyle(size: 12, color: .white)
        let lineHeight = 16.0
        let panel = Rect(windowWidth - 178, 10, 168, 14 + lineHeight * Double(lines.count))
        canvas.fillRoundedRect(panel, radius: 10, with: .solid(Color.black.opacity(0.72)))
        for (index, line) in lines.enumerated() {
            let laid = text.layout(line, style: style)
            text.draw(laid, into: &canvas, at: Point(panel.minX + 12, panel.minY + 19 + lineHeight * Double(index)))
        }
    }

    private func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}
