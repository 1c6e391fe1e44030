import Testing
@testable import Motion

/// The seeds' morph text: shared letters hold, the others blur over a place at a time.
@Suite("Morph text")
struct MorphTextTests {
    @Test("Letters both strings share at a place hold still; only the others change")
    func sharedLettersHoldStill() {
        let change = MorphText(from: "$18.40", to: "$21.45", reduceMotion: false, at: 0)
        #expect(change.letters.map(\.isHeld) == [true, false, false, true, true, false])
        #expect(change.incoming(0, at: 0.1) == nil && change.outgoing(3, at: 0.1) == nil)
        #expect(change.incoming(1, at: 0.1) != nil && change.outgoing(1, at: 0.1) != nil)
    }

    @Test("Each place starts 22 ms after the one before it")
    func lettersStartTwentyTwoMillisecondsApart() {
        let change = MorphText(from: "abcdef", to: "uvwxyz", reduceMotion: false, at: 1)
        for index in 0..<6 {
            let start = 1 + 0.022 * Double(index)
            #expect(change.progress(ofLetter: index, at: start - 0.001) == 0, "place \(index) waits")
            #expect(change.progress(ofLetter: index, at: start + 0.01) > 0, "place \(index) has started")
        }
    }

    @Test("A changed letter arrives from the blur replace's hidden state and a 0.6 scale at its base")
    func arrivesFromSixTenthsAtItsBase() throws {
        let change = MorphText(from: "1", to: "2", reduceMotion: false, at: 0)
        let start = try #require(change.incoming(0, at: 0))
        #expect(start.opacity == 0 && start.blur == 7 && abs(start.scale - 0.9) < 1e-12 && abs(start.baseScale - 0.6) < 1e-12)
        let gone = try #require(change.outgoing(0, at: 2))
        #expect(gone.opacity == 0 && gone.blur == 7)
        let landed = try #require(change.incoming(0, at: 2))
        #expect(landed.opacity == 1 && landed.blur == 0 && abs(landed.baseScale - 1) < 1e-6)
    }

    @Test("The letters move on a 0.42 s spring with bounce 0.3, so the base scale lands with give")
    func lettersSpringWithGive() {
        #expect(MorphText.spring == Spring(duration: 0.42, bounce: 0.3))
        let change = MorphText(from: "1", to: "2", reduceMotion: false, at: 0)
        let peak = stride(from: 0.0, through: 1, by: 0.005).map { change.progress(ofLetter: 0, at: $0) }.max() ?? 0
        #expect(peak > 1.03, "bounce 0.3 overshoots: \(peak)")
        #expect(change.incoming(0, at: 0.3).map { $0.opacity <= 1 } == true, "opacity never passes 1")
    }

    @Test("Under Reduce Motion the changed letters cross-fade, all at once, with no blur or scale")
    func reduceMotionCrossFades() throws {
        let change = MorphText(from: "abcdef", to: "uvwxyz", reduceMotion: true, at: 0)
        #expect(change.progress(ofLetter: 5, at: 0.05) == change.progress(ofLetter: 0, at: 0.05))
        let look = try #require(change.incoming(5, at: 0.1))
        #expect(look.blur == 0 && look.scale == 1 && look.baseScale == 1 && look.opacity > 0 && look.opacity < 1)
        #expect(change.restTime < 0.6, "every place lands with the first: \(change.restTime)")
    }

    @Test("Strings of different lengths change letter by letter, the longer one's tail in or out alone")
    func unequalLengths() {
        let change = MorphText(from: "9.5", to: "10.5", reduceMotion: false, at: 0)
        #expect(change.letters.count == 4)
        #expect(change.letters[3].old == nil && change.letters[3].new == "5")
        #expect(change.outgoing(3, at: 0.1) == nil && change.incoming(3, at: 0.1) != nil)
    }
}
