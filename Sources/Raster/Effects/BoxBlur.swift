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
    /// The box width for a Gaussian of `sigma` made of three boxes (W3C filter effects).
    static func boxWidth(sigma: Double) -> Int {
        max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
    }

    /// How much to shrink the image before blurring with `sigma`.
    static func reduction(sigma: Double) -> Int {
        sigma >= 8 ? 4 : (sigma >= 3 ? 2 : 1)
    }

    /// Blurs a `width` × `height` grid of samples in place with three box passes each way.
    static func blur<Sample: BlurSample>(_ samples: UnsafeMutablePointer<Sample>, width: Int, height: Int, sigma: Double) {
        guard width > 0, height > 0, sigma > 0.2 else { return }
        let radius = boxWidth(sigma: sigma) / 2
        guard radius > 0 else { return }
        let scratchCount = max(width, height)
        withUnsafeTemporaryAllocation(of: Sample.self, capacity: scratchCount) { scratch in
            let line = scratch.baseAddress!
            for _ in 0..<3 {
                for y in 0..<height {
                    boxPass(samples + y * width, step: 1, count: width, radius: radius, scratch: line)
                }
                for x in 0..<width {
                    boxPass(samples + x, step: width, count: height, radius: radius, scratch: line)
                }
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
