/// Edge resistance for a pull `overshoot` points past a limit, the way a scroll view resists.
///
/// f(x) = (1 − 1/(|x|·c/d + 1))·d, with the sign of x: it starts at slope `coefficient` (0.55)
/// and approaches `limit` (d) without reaching it, so a long pull slows but never stops dead.
/// Use a `limit` of about 24 to 40 for thumbs and toggles and 60 to 120 for cards and sheets.
/// Band the total pull past the edge, never per-move deltas, or the resistance compounds.
///
///     rubberBand(100, limit: 60)   // ≈ 28.7
public func rubberBand(_ overshoot: Double, limit: Double, coefficient: Double = 0.55) -> Double {
    guard limit > 0, overshoot != 0 else { return 0 }
    let banded = (1 - 1 / (abs(overshoot) * coefficient / limit + 1)) * limit
    return overshoot < 0 ? -banded : banded
}

/// `value` inside `range` passes through; past either end it moves with rubber-band resistance,
/// `rubberBand(_:limit:coefficient:)` applied to the part beyond the bound.
public func rubberBand(
    _ value: Double, in range: ClosedRange<Double>, limit: Double, coefficient: Double = 0.55
) -> Double {
    if value < range.lowerBound {
        return range.lowerBound + rubberBand(value - range.lowerBound, limit: limit, coefficient: coefficient)
    }
    if value > range.upperBound {
        return range.upperBound + rubberBand(value - range.upperBound, limit: limit, coefficient: coefficient)
    }
    return value
}

/// The pull that produces a banded offset: the inverse of `rubberBand(_:limit:coefficient:)`,
/// x = d·f/(c·(d − f)). Use it to pick a drag up again where a released, banded view is showing.
/// Offsets at or beyond `limit` have no finite pull and give ±infinity.
public func unbandedOvershoot(_ banded: Double, limit: Double, coefficient: Double = 0.55) -> Double {
    guard limit > 0, banded != 0, coefficient > 0 else { return 0 }
    let magnitude = abs(banded)
    guard magnitude < limit else { return banded < 0 ? -.infinity : .infinity }
    let pull = limit * magnitude / (coefficient * (limit - magnitude))
    return banded < 0 ? -pull : pull
}
