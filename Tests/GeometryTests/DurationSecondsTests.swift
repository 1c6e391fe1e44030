import Geometry
import Testing

/// The one conversion between event times and the seconds springs compute in.
@Suite("Duration and seconds")
struct DurationSecondsTests {
    @Test("A trace's fractional millisecond prints back as it was written")
    func millisecondsRoundTrip() {
        #expect(Duration.nanoseconds(16_500_000).inMilliseconds == 16.5)
        #expect(Duration(seconds: 0.0165).inMilliseconds == 16.5)
    }

    @Test("Seconds round to the nanosecond and read back")
    func secondsRoundTrip() {
        #expect(Duration(seconds: 1.25) == .milliseconds(1250))
        #expect(Duration.milliseconds(1250).inSeconds == 1.25)
        #expect(Duration(seconds: -0.5).inSeconds == -0.5)
    }
}
