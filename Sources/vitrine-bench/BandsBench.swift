import Foundation
import Typeset

/// Both cores (issue 21): the gallery at scale 2, drawn frame after frame with the canvas's band
/// worker and without, at 1920x1080 and 3840x2160. The lines, for scripts:
///
///     frame gallery 3840x2160 scale 2 threads 2 p50 4.10 ms p99 5.02 ms
///     frame bands 3840x2160 speedup 1.78 (goal 1.7)
///
/// The goals: two threads at least 1.7× as fast as one at 1920x1080 (medians), and p99 within
/// 8.3 ms (120 Hz) at 3840x2160.
func runBandsBench(frames: Int, threads: [Int], sizes: [(Int, Int)], text: TextEngine) -> Bool {
    for (width, height) in sizes {
        var medians: [Int: Double] = [:]
        for count in threads {
            guard let times = measureFrames(
                screen: "gallery", width: width, height: height, scale: 2, threads: count, frames: frames, text: text)
            else { return false }
            let sorted = times.sorted()
            let p50 = sorted[sorted.count / 2] * 1000
            let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))] * 1000
            medians[count] = p50
            print("frame gallery \(width)x\(height) scale 2 threads \(count) p50 \(String(format: "%.2f", p50)) ms p99 \(String(format: "%.2f", p99)) ms")
        }
        if let one = medians[1], let two = medians[2] {
            print("frame bands \(width)x\(height) speedup \(String(format: "%.2f", one / two)) (goal 1.7)")
        }
    }
    return true
}
