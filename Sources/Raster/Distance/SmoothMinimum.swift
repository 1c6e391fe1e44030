import Geometry

/// The quadratic smooth minimum of two distance samples, which joins shapes through a neck.
///
/// Within `smoothing` of each other the two fields blend: `h = max(k − |a − b|, 0) / k` and
/// `d = min(a, b) − h² k / 4`. Facing edges join through a neck while their gap is under k/2, and
/// fields farther than k apart do not blend at all. The result stays 1-Lipschitz, which the tile
/// culling relies on.
public func smoothMinimum(_ a: DistanceSample, _ b: DistanceSample, smoothing k: Double) -> DistanceSample {
    let nearer = a.distance < b.distance ? a : b
    guard k > 0 else { return nearer }
    let h = max(k - abs(a.distance - b.distance), 0) / k
    guard h > 0 else { return nearer }
    let sign: Double = a.distance < b.distance ? -1 : 1
    let difference = a.gradient - b.gradient
    return DistanceSample(
        distance: nearer.distance - h * h * k / 4,
        gradient: nearer.gradient + difference * (h / 2 * sign))
}
