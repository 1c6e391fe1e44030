/// Times of frames or steps (seconds), summed up as a piece bench prints them: the median, the
/// 99th percentile, and the median of the whole frames drawn in the same run for reference.
struct FrameTimes {
    var p50: Double
    var p99: Double
    var whole: Double
    var count: Int

    init(_ times: [Double], whole: [Double]) {
        let sorted = times.sorted(), wholeSorted = whole.sorted()
        p50 = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        self.whole = wholeSorted.isEmpty ? 0 : wholeSorted[wholeSorted.count / 2]
        count = times.count
    }
}
