/// The benchmark scenes' random numbers: xorshift64 (13, 7, 17), seeded as the reference says, so
/// Vitrine and Cairo draw exactly the same shapes.
struct SceneRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1   // modulo 2⁶⁴ by definition
    }

    mutating func next() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state >> 11) / 9_007_199_254_740_992.0
    }

    mutating func uniform(_ a: Double, _ b: Double) -> Double {
        a + (b - a) * next()
    }
}
