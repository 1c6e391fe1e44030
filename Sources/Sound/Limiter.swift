import Foundation

/// Keeps every sample within −1 dBFS however sounds overlap: below the knee samples pass
/// unchanged, above it they bend smoothly toward the ceiling instead of clipping flat.
public enum Limiter {
    /// −1 dBFS, as a fraction of full scale.
    public static let ceiling: Float = 0.891
    /// Where bending starts.
    static let knee: Float = 0.7

    /// One sample, limited.
    @inline(__always)
    public static func limit(_ sample: Float) -> Float {
        let magnitude = abs(sample)
        guard magnitude > knee else { return sample }
        let room = ceiling - knee
        let bent = knee + room * Float(tanh(Double((magnitude - knee) / room)))
        return sample < 0 ? -bent : bent
    }
}
