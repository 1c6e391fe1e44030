@testable import Components
import Motion
import Testing

/// The time to 90% that the tiers' state reports, against the seed's own words.
@Suite("Tier measurement")
struct TierMeasurementTests {
    @Test("Tight reaches 90% in about 90 ms and responsive in about 140 ms, as the seed's tier notes say")
    func timeToNinetyMatchesTheSeed() {
        #expect(abs(TierMeasurement(Tier.tight.spring).t90 - 0.09) <= 0.01)
        #expect(abs(TierMeasurement(Tier.responsive.spring).t90 - 0.14) <= 0.01)
    }

    @Test("A slower spring takes longer to reach 90%")
    func slowerIsLater() {
        #expect(TierMeasurement(Tier.calm.spring).t90 > TierMeasurement(Tier.tight.spring).t90)
    }
}
