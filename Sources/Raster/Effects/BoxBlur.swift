/// A value the blur can average: one coverage (`Float`) or one premultiplied pixel (`SIMD4<Float>`).
protocol BlurSample {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Float) -> Self
}

extension Float: BlurSample {}
extension SIMD4: BlurSample where Scalar == Float {}

/// A Gaussian blur approximated by three box blurs in each direction, at reduced resolution.
///
/// Three passes of a running-sum box filter are within a few percent of a Gaussian and cost the
/// same at any radius. Large radii first shrink the image 2× or 4× (a blur that wide cannot show
/// the lost detail anyway), which is what makes a frosted-glass backdrop affordable every frame.
enum BoxBlur {
    /// Radii of three box passes whose combined variance matches a Gaussian of `sigma`
    /// (Kovesi, "Fast almost-Gaussian filtering"): two widths two apart, odd so each box is centred,
    /// mixed so the variances add up to σ².
    static func passRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let variance = sigma * sigma
        let ideal = (12 * variance / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let mixed = (12 * variance - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)
        let lowerCount = min(max(Int(mixed.rounded()), 0), 3)
        return (0..<3).map { $0 < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// How much to shrink the image before blurring with `sigma`.
    static func reduction(sigma: Double) -> Int {
        sigma >= 8 ? 4 : (sigma >= 2 ? 2 : 1)
    }

    /// The variance, in full-resolution pixels², that averaging `factor` × `factor` blocks and
    /// interpolating back bilinearly add on their own: a box of `factor` and a tent of twice that.
    static func resamplingVariance(factor: Int) -> Double {
        guard factor > 1 else { return 0 }
        let f = Double(factor)
        return (f * f - 1) / 12 + f * f / 6
    }

    /// Blurs a `width` × `height` grid of samples in place with three box passes each way, sized
    /// for a Gaussian of `sigma` grid cells.
    ///
    /// Unchecked: the passes read and write through pointers, at indices clamped into each row or
    /// column (`min(max(…, 0), count - 1)`); they are the middle of every blur and shadow,
    /// measured by vitrine-bench raster (d) and glass.
    static func blur<Sample: BlurSample>(_ samples: UnsafeMutablePointer<Sample>, width: Int, height: Int, sigma: Double) {
        guard width > 0, height > 0, sigma > 0.2 else { return }
        let radii = passRadii(sigma: sigma)
        // Each pass along the rows reads the grid and writes a second one, four rows side by side
        // so their running sums do not wait on each other; each pass along the columns reads that
        // and writes the grid back, a whole row of columns at a time.
        withUnsafeTemporaryAllocation(of: Sample.self, capacity: width * height + width) { scratch in
            let other = scratch.baseAddress!, sums = other + width * height
            for radius in radii where radius > 0 {
                var y = 0
                while y + 4 <= height {
                    rowPasses(samples + y * width, into: other + y * width, count: width, radius: radius)
                    y += 4
                }
                if y < height {
                    other.advanced(by: y * width).update(from: samples + y * width, count: (height - y) * width)
                }
                while y < height {
                    boxPass(other + y * width, step: 1, count: width, radius: radius, scratch: sums)
                    y += 1
                }
                columnPasses(other, into: samples, width: width, height: height, radius: radius, sums: sums)
            }
        }
    }

    /// ``boxPass(_:step:count:radius:scratch:)`` along four consecutive rows at once, with the
    /// same sums in the same order, from `source` into `destination`.
    @inline(__always)
    private static func rowPasses<Sample: BlurSample>(
        _ source: UnsafeMutablePointer<Sample>, into destination: UnsafeMutablePointer<Sample>, count: Int, radius: Int
    ) {
        let r0 = source, r1 = source + count, r2 = source + 2 * count, r3 = source + 3 * count
        let o0 = destination, o1 = destination + count, o2 = destination + 2 * count, o3 = destination + 3 * count
        let scale = 1 / Float(2 * radius + 1)
        var s0 = Sample.zero, s1 = Sample.zero, s2 = Sample.zero, s3 = Sample.zero
        for i in -radius...radius {
            let j = min(max(i, 0), count - 1)
            s0 = s0 + r0[j]; s1 = s1 + r1[j]; s2 = s2 + r2[j]; s3 = s3 + r3[j]
        }
        // unchecked: `leaving` and `entering` are clamped into the row, and `i` stays below
        // `count`, so no index can overflow; this loop is the horizontal half of every blur,
        // measured by vitrine-bench raster (d).
        var i = 0
        while i < count {
            o0[i] = s0 * scale; o1[i] = s1 * scale; o2[i] = s2 * scale; o3[i] = s3 * scale
            let leaving = max(i &- radius, 0), entering = min(i &+ radius &+ 1, count &- 1)
            s0 = s0 + r0[entering] - r0[leaving]
            s1 = s1 + r1[entering] - r1[leaving]
            s2 = s2 + r2[entering] - r2[leaving]
            s3 = s3 + r3[entering] - r3[leaving]
            i &+= 1
        }
    }

    /// ``boxPass(_:step:count:radius:scratch:)`` down every column of `source` into
    /// `destination`, a row of columns at a time, with the same sums in the same order.
    @inline(__always)
    private static func columnPasses<Sample: BlurSample>(
        _ source: UnsafeMutablePointer<Sample>, into destination: UnsafeMutablePointer<Sample>, width: Int, height: Int,
        radius: Int, sums: UnsafeMutablePointer<Sample>
    ) {
        let scale = 1 / Float(2 * radius + 1)
        sums.update(repeating: .zero, count: width)
        for i in -radius...radius {
            let row = source + min(max(i, 0), height - 1) * width
            for x in 0..<width { sums[x] = sums[x] + row[x] }
        }
        for y in 0..<height {
            let out = destination + y * width
            let leaving = source + max(y - radius, 0) * width
            let entering = source + min(y + radius + 1, height - 1) * width
            for x in 0..<width {
                out[x] = sums[x] * scale
                sums[x] = sums[x] + entering[x] - leaving[x]
            }
        }
    }

    /// One running-sum box filter along a line of samples `step` apart; edges repeat outward.
    @inline(__always)
    private static func boxPass<Sample: BlurSample>(
        _ start: UnsafeMutablePointer<Sample>, step: Int, count: Int, radius: Int, scratch: UnsafeMutablePointer<Sample>
    ) {
        for i in 0..<count { scratch[i] = start[i * step] }
        let scale = 1 / Float(2 * radius + 1)
        var sum = Sample.zero
        for i in -radius...radius { sum = sum + scratch[min(max(i, 0), count - 1)] }
        for i in 0..<count {
            start[i * step] = sum * scale
            let leaving = scratch[max(i - radius, 0)]
            let entering = scratch[min(i + radius + 1, count - 1)]
            sum = sum + entering - leaving
        }
    }
}
