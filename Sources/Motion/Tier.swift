/// The five springs every piece moves on, from firmest to softest.
///
/// A piece never picks spring numbers itself: it names a `Role`, and the role picks a tier. Keeping
/// the set this small is what makes all the pieces feel like one product. The stated behaviour is
/// measured from rest, 0 to 1, and the test suite holds each tier to it:
///
/// | tier | duration | bounce | overshoot | 90% reached |
/// |---|---|---|---|---|
/// | tight | 0.14 | 0 | none | about 90 ms |
/// | responsive | 0.32 | 0.25 | about 2.8% | about 140 ms |
/// | elastic | 0.42 | 0.38 | about 8.4% | |
/// | expressive | 0.48 | 0.48 | about 15% | |
/// | calm | 0.5 | 0.2 | about 1.5% | |
public enum Tier: String, CaseIterable, Sendable, Hashable {
    /// No overshoot, 90% in about 90 ms: a press arriving under the finger, where any bounce
    /// would read as the surface slipping.
    case tight
    /// About 2.8% overshoot, 90% in about 140 ms: snapping to a detent, a page or a segment.
    case responsive
    /// About 8.4% overshoot, visible give: a release, a return from past an edge, a drag settling.
    case elastic
    /// About 15% overshoot: a resolved action landing. At most once per interaction, or it tires.
    case expressive
    /// About 1.5% overshoot, unhurried: large surfaces opening, and ambient change.
    case calm

    /// The tier's spring.
    public var spring: Spring {
        switch self {
        case .tight: Spring(duration: 0.14, bounce: 0)
        case .responsive: Spring(duration: 0.32, bounce: 0.25)
        case .elastic: Spring(duration: 0.42, bounce: 0.38)
        case .expressive: Spring(duration: 0.48, bounce: 0.48)
        case .calm: Spring(duration: 0.5, bounce: 0.2)
        }
    }

    /// The tier's name as written in the seeds and printed by the bench.
    public var name: String { rawValue }
}

extension Spring {
    /// ``Tier/tight``: no overshoot, 90% in about 90 ms.
    public static var tight: Spring { Tier.tight.spring }
    /// ``Tier/responsive``: about 2.8% overshoot, 90% in about 140 ms.
    public static var responsive: Spring { Tier.responsive.spring }
    /// ``Tier/elastic``: about 8.4% overshoot.
    public static var elastic: Spring { Tier.elastic.spring }
    /// ``Tier/expressive``: about 15% overshoot.
    public static var expressive: Spring { Tier.expressive.spring }
    /// ``Tier/calm``: about 1.5% overshoot, unhurried.
    public static var calm: Spring { Tier.calm.spring }
}
