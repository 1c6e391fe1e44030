import Foundation
import Testing
@testable import Sound

/// The dominant frequency of `samples` at `rate`, by a direct DFT scan (clicks are short).
func dominantFrequency(_ samples: [Float], rate: Double, from low: Double = 100, to high: Double = 4_000) -> Double {
    var best = (frequency: low, power: -1.0)
    var frequency = low
    while frequency <= high {
        var re = 0.0, im = 0.0
        for (index, sample) in samples.enumerated() {
            let angle = 2 * Double.pi * frequency * Double(index) / rate
            re += Double(sample) * cos(angle)
            im += Double(sample) * sin(angle)
        }
        let power = re * re + im * im
        if power > best.power { best = (frequency, power) }
        frequency += 10
    }
    return best.frequency
}

@Suite("Clicks")
struct ClickTests {
    static let rate = 48_000.0

    @Test("Each kind sounds at its own pitch, far from the others")
    func kindsHaveDistinctPitches() {
        let pitches = ClickKind.allCases.map { kind in
            dominantFrequency(ClickVoice.voice(for: kind).samples(rate: Self.rate, volume: 1), rate: Self.rate)
        }
        for (kind, pitch) in zip(ClickKind.allCases, pitches) {
            #expect(abs(pitch - ClickVoice.voice(for: kind).frequency) < 200, "\(kind) at \(pitch) Hz")
        }
        for i in pitches.indices { for j in pitches.indices where j > i { #expect(abs(pitches[i] - pitches[j]) > 300) } }
    }

    @Test("A click lasts a few milliseconds and starts and ends at silence")
    func clicksAreShortAndClean() {
        for kind in ClickKind.allCases {
            let samples = ClickVoice.voice(for: kind).samples(rate: Self.rate, volume: 1)
            #expect(Double(samples.count) / Self.rate <= 0.015)
            #expect(abs(samples.first!) < 0.01 && abs(samples.last!) < 0.005, "\(kind)")
        }
    }

    @Test("One click per kind in 30 ms: a burst of ticks keeps its first")
    func burstsAreThinned() {
        let events = (0..<10).map { ClickTrack.Event(time: 1 + Double($0) * 0.008, kind: .selection) }
            + [ClickTrack.Event(time: 1.004, kind: .firm)]
        let audible = ClickTrack.audible(events)
        #expect(audible.filter { $0.kind == .selection }.map(\.time) == [1, 1.032, 1.064])
        #expect(audible.contains(ClickTrack.Event(time: 1.004, kind: .firm)))
    }

    @Test("Each click starts on its event's sample")
    func onsetsSitOnTheirEvents() {
        var buffer = [Float](repeating: 0, count: 48_000)
        ClickTrack.mix([ClickTrack.Event(time: 0.25, kind: .firm), ClickTrack.Event(time: 0.5, kind: .soft)], into: &buffer, rate: Self.rate, volume: 1)
        let first = buffer.firstIndex { abs($0) > 1e-4 }!
        #expect(abs(first - 12_000) <= 2)
        let second = buffer[13_000...].firstIndex { abs($0) > 1e-4 }!
        #expect(abs(second - 24_000) <= 2)
    }

    @Test("The same events always give the same samples")
    func synthesisIsPure() {
        let events = [ClickTrack.Event(time: 0.1, kind: .light), ClickTrack.Event(time: 0.3, kind: .selection)]
        var a = [Float](repeating: 0, count: 24_000), b = a
        ClickTrack.mix(events, into: &a, rate: Self.rate, volume: 0.7)
        ClickTrack.mix(events.reversed(), into: &b, rate: Self.rate, volume: 0.7)
        #expect(a == b)
    }

    @Test("However sounds pile up, the limiter keeps every sample within −1 dBFS")
    func limiterHoldsTheCeiling() {
        for sample: Float in [0, 0.5, 0.7, 0.8, 1, 3, 100, -2, -0.75] {
            let limited = Limiter.limit(sample)
            #expect(abs(limited) <= Limiter.ceiling)
            if abs(sample) <= 0.7 { #expect(limited == sample) }
        }
        #expect(Limiter.limit(0.8) < Limiter.limit(0.9))
    }
}

@Suite("Audio graph")
struct AudioGraphTests {
    @Test("A long series plays for 3 s, a short one for 2 s")
    func lengths() {
        #expect(abs(AudioGraph(values: (0..<100).map(Double.init))!.duration - 3) < 1e-9)
        #expect(abs(AudioGraph(values: (0..<7).map(Double.init))!.duration - 2) < 1e-9)
    }

    @Test("Points are averaged in pairs until each segment lasts at least 35 ms")
    func longSeriesAreAveraged() {
        let graph = AudioGraph(values: (0..<365).map(Double.init))!
        #expect(graph.segmentLength >= AudioGraph.minimumSegment)
        #expect(graph.segments.count == 46)
        #expect(graph.segments[0] == 3.5)
        let exact = AudioGraph(values: (0..<80).map(Double.init))!
        #expect(exact.segments.count == 80 && exact.segmentLength == 3.0 / 80)
    }

    @Test("The lowest value is 150 Hz, the highest 2,600 Hz, linear between")
    func pitchScale() {
        let graph = AudioGraph(values: [10, 20, 30])!
        #expect(graph.pitch(of: 10) == 150 && graph.pitch(of: 30) == 2_600 && graph.pitch(of: 20) == 1_375)
    }

    @Test("A rising series rises in pitch, segment by segment")
    func risingSeriesRises() {
        let rate = 16_000.0
        let graph = AudioGraph(values: [1, 2, 3, 4, 5, 6])!
        let samples = graph.samples(rate: rate, volume: 1)
        let perSegment = Int(graph.segmentLength * rate)
        let pitches = (0..<6).map { segment in
            dominantFrequency(Array(samples[(segment * perSegment + 400)..<((segment + 1) * perSegment - 400)]), rate: rate, from: 100, to: 2_700)
        }
        #expect(pitches == pitches.sorted() && Set(pitches).count == 6, "\(pitches)")
    }

    @Test("Nothing to play gives no graph; a gap is silence")
    func emptyAndGaps() {
        #expect(AudioGraph(values: []) == nil)
        #expect(AudioGraph(values: [.nan]) == nil)
        let graph = AudioGraph(values: [1, .nan, 3])!
        let samples = graph.samples(rate: 8_000, volume: 1)
        let middle = samples[(samples.count / 3 + 10)..<(2 * samples.count / 3 - 10)]
        #expect(middle.allSatisfy { $0 == 0 })
    }
}

@Suite("WAV")
struct WAVTests {
    @Test("A WAV file is RIFF, mono, 16-bit, at the rate given, one sample per frame")
    func header() {
        let data = WAVFile.data([0, 0.5, -0.5, 1], rate: 48_000)
        #expect(data.count == 44 + 8)
        #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF" && String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt ")
        let rate = data[24..<28].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        #expect(rate == 48_000)
        #expect(data[46] == 0x00 && data[47] == 0x40)  // 0.5 → 16384 (0x4000), little-endian
    }
}
