import Motion
import Testing

/// The figures the tiers screen and the motion bench both show, against the seeds and the
/// reference table.
@Suite("Spring measurement")
struct SpringMeasurementTests {
    @Test("Tight reaches 90% in about 90 ms and responsive in about 140 ms, as the seed's tier notes say")
    func timeToNinetyMatchesTheSeed() {
        #expect(abs(SpringMeasurement(Tier.tight.spring).t90 - 0.09) <= 0.01)
        #expect(abs(SpringMeasurement(Tier.responsive.spring).t90 - 0.14) <= 0.01)
    }

    @Test("A slower spring takes longer to reach 90%")
    func slowerIsLater() {
        #expect(SpringMeasurement(Tier.calm.spring).t90 > SpringMeasurement(Tier.tight.spring).t90)
    }

    @Test("Overshoot and the 1% settle match the reference table for every tier")
    func tiersMatchTheReferenceTable() {
        // motion.md, section 1: overshoot and "within 1%".
        let table: [(Tier, Double, Double)] = [
            (.tight, 0, 0.15), (.responsive, 0.028, 0.34), (.elastic, 0.084, 0.42),
            (.expressive, 0.148, 0.67), (.calm, 0.015, 0.51),
        ]
        for (tier, overshoot, settle) in table {
            let measured = SpringMeasurement(tier.spring)
            #expect(abs(measured.overshoot - overshoot) < 0.0015, "\(tier.name) overshoot \(measured.overshoot)")
            #expect(abs(measured.settle - settle) < 0.011, "\(tier.name) settle \(measured.settle)")
        }
    }

    @Test("A spring without bounce has no peak")
    func criticalSpringHasNoPeak() {
        let measured = SpringMeasurement(Spring(duration: 0.35, bounce: 0))
        #expect(measured.peakTime == nil)
        #expect(measured.overshoot == 0)
    }

    @Test("The slowest, bounciest spring the wheels make is measured until it is still, not cut off")
    func slowBouncySpringSettlesWithinTheHorizon() {
        let measured = SpringMeasurement(Spring(duration: 1, bounce: 0.9))
        #expect(measured.settle > 4)
        #expect(measured.settle < 10)
        #expect(measured.overshoot > 0.7)
    }

    @Test("An overdamped spring (negative bounce) is slower to 90% than a critical one of the same duration")
    func negativeBounceIsSlower() {
        let over = SpringMeasurement(Spring(duration: 0.5, bounce: -0.5))
        let critical = SpringMeasurement(Spring(duration: 0.5, bounce: 0))
        #expect(over.t90 > critical.t90)
        #expect(over.overshoot == 0)
    }
}
