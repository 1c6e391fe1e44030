import Geometry
import Gestures
import Motion
import Raster
import Testing
import Typeset
@testable import Components

/// The tiers demo's press tile and success pop, held against the seeds' press maths and pop.
@Suite("Motion tiers: press and pop")
struct MotionTiersPressTests {
    /// The demo laid out, and a router that offers it each touch-down, as the viewer does.
    static func demo() throws -> (MotionTiers, GestureRouter, Point) {
        let tiers = MotionTiers()
        tiers.layout(in: Rect(0, 0, 1200, 760), theme: Theme(), text: try TextEngine().typesetter(.standard))
        let index = try #require(MotionTiersModel.roles.firstIndex(of: .press))
        let tile = tiers.layout.roleTiles[index]
        return (tiers, GestureRouter(), Point(tile.midX, tile.midY))
    }

    static func pressIndex() -> Int { MotionTiersModel.roles.firstIndex(of: .press) ?? 0 }

    @Test("The press tile sinks from the touch's own frame and stays down until the finger lifts")
    func pressStartsOnTheTouch() throws {
        let (tiers, router, point) = try Self.demo()
        router.handle(.down(.mouse, at: point, time: .milliseconds(1000)), candidates: tiers.recognizers(at: point))
        let example = tiers.motion.roles[Self.pressIndex()]
        #expect(example.isHeld)
        #expect(example.progress.value(at: 1.016) > 0.05, "one frame after the touch it is already sinking")
        #expect(example.progress.value(at: 1.6) > 0.99, "held, it stays down")
        router.handle(.up(.mouse, at: point, time: .milliseconds(1700)))
        let released = tiers.motion.roles[Self.pressIndex()]
        #expect(!released.isHeld)
        #expect(released.progress.value(at: 1.7) > 0.99 && released.progress.value(at: 3) < 0.01)
    }

    /// The width of what the press tile draws across its middle row, in pixels, at `time`.
    static func dotWidth(_ example: RoleExample, at time: Double) -> (width: Int, centre: Color) {
        var canvas = Canvas(width: 120, height: 40, scale: 1)
        canvas.clear(.white)
        example.draw(into: &canvas, in: Rect(0, 0, 120, 40), at: time, palette: TiersPalette(Theme()))
        let row = (0..<120).map { canvas.color(x: $0, y: 20) }
        return (row.filter { $0.red < 0.5 }.count, canvas.color(x: 60, y: 20))
    }

    @Test("Fully pressed, the tile's dot sinks to the seeds' 0.92, not further")
    func pressDepthFollowsTheSeeds() {
        var example = RoleExample(role: .press)
        let rest = Self.dotWidth(example, at: 0).width
        example.pressDown(at: 0, reduceMotion: false)
        let pressed = Self.dotWidth(example, at: 1).width
        let ratio = Double(pressed) / Double(rest)
        #expect(rest == 28, "\(rest)")
        #expect(abs(ratio - 0.92) < 0.04, "pressed to \(ratio)")
        #expect(MotionLanguage.pressScale(for: Size(width: 28, height: 28)) == 0.92)
    }

    @Test("Under Reduce Motion the press shades the dot and keeps its size")
    func reduceMotionShades() {
        var example = RoleExample(role: .press)
        let rest = Self.dotWidth(example, at: 0)
        example.pressDown(at: 0, reduceMotion: true)
        let pressed = Self.dotWidth(example, at: 1)
        #expect(pressed.width == rest.width)
        #expect(pressed.centre.red > rest.centre.red + 0.2, "the dark dot dims toward the card")
    }

    @Test("Success pops by the seeds' 0.08, and no pop swells past 0.25")
    func popFollowsTheSeeds() {
        var success = RoleExample(role: .success)
        success.play(at: 0, reduceMotion: false)
        let peak = stride(from: 0.0, through: 0.7, by: 0.002).map { success.keyframes.value(at: $0) }.max()!
        #expect(abs(peak - 1.08) < 0.01, "peak \(peak)")
        var big = KeyframeAnimator(1.0)
        big.play(.pop(amount: 0.6), at: 0)
        let bigPeak = stride(from: 0.0, through: 0.7, by: 0.002).map { big.value(at: $0) }.max()!
        #expect(bigPeak <= 1.25 + 0.005, "peak \(bigPeak)")
    }
}

/// Reduce Motion on the tiers demo: what the lanes say and how the reveal and dismiss tiles move.
@Suite("Motion tiers under Reduce Motion")
struct MotionTiersReduceMotionTests {
    @Test("The lanes' figures are the substitute's, 0.25 s with no overshoot, and the tight tier keeps its 0.14 s")
    func labelsGiveTheSubstitute() throws {
        var model = MotionTiersModel(reduceMotion: false)
        let changed = model.setReduceMotion(true)
        #expect(changed)
        for index in MotionTiersModel.tiers.indices {
            let tier = MotionTiersModel.tiers[index]
            let shown = model.shownMeasurement(ofLane: index)
            #expect(shown.overshoot < 1e-6, "\(tier.name)")
            if tier == .tight {
                #expect(model.spring(ofLane: index).duration == 0.14)
                #expect(shown == model.measurements[index])
            } else {
                #expect(model.spring(ofLane: index) == MotionLanguage.stillSpring)
                #expect(shown == TierMeasurement(MotionLanguage.stillSpring))
            }
        }
        // The substitute's settle, as the label prints it, differs from the bouncier tiers'.
        let expressive = try #require(MotionTiersModel.tiers.firstIndex(of: .expressive))
        #expect(model.shownMeasurement(ofLane: expressive).settle < model.measurements[expressive].settle)
    }

    /// The width of the reveal tile's surface across its middle row, mid-reveal.
    static func revealWidth(reduceMotion: Bool) -> Int {
        var example = RoleExample(role: .reveal)
        example.play(at: 0, reduceMotion: reduceMotion)
        // Early in the reveal, while it is partly shown.
        let time = reduceMotion ? 0.05 : 0.04
        var canvas = Canvas(width: 140, height: 40, scale: 1)
        canvas.clear(.white)
        example.draw(into: &canvas, in: Rect(0, 0, 140, 40), at: time, palette: TiersPalette(Theme()))
        return (0..<140).filter { canvas.color(x: $0, y: 20).red < 0.97 }.count
    }

    @Test("Under Reduce Motion the reveal tile fades in at its full size instead of growing")
    func revealFadesInstead() {
        // The dot is 14 pt in radius, the surface 4 × 14 = 56 pt wide when whole.
        #expect(Self.revealWidth(reduceMotion: true) >= 56)
        #expect(Self.revealWidth(reduceMotion: false) < 52)
    }
}

@Suite("Motion tiers: the release tile")
struct MotionTiersReleaseTests {
    /// The width of the release tile's surface across its middle row at `time`, in pixels of
    /// coverage (edge pixels count their part), so a fraction of a pixel past rest shows.
    static func width(_ example: RoleExample, at time: Double) -> Double {
        var canvas = Canvas(width: 140, height: 40, scale: 1)
        canvas.clear(.white)
        example.draw(into: &canvas, in: Rect(0, 0, 140, 40), at: time, palette: TiersPalette(Theme()))
        let ink = TiersPalette(Theme()).puck.red
        return (0..<140).map { (1 - canvas.color(x: $0, y: 20).red) / (1 - ink) }.reduce(0, +)
    }

    @Test("Release springs a pressed surface back through rest, not a puck along a track")
    func releaseSpringsBackThroughRest() {
        var example = RoleExample(role: .release)
        let rest = Self.width(example, at: 0)
        example.play(at: 0, reduceMotion: false)
        let widths = stride(from: 0.0, through: 1.0, by: 0.008).map { Self.width(example, at: $0) }
        #expect(abs(rest - 42) < 0.2, "a 42 pt surface at rest: \(rest)")
        #expect(abs(widths[0] - 0.92 * rest) < 0.3, "it starts pressed to the seeds' depth: \(widths[0])")
        #expect(widths.max()! > rest + 0.1, "it passes rest on the release spring's bounce: \(widths.max()!)")
        #expect(abs(Self.width(example, at: 2) - rest) < 0.01)
    }

    @Test("Under Reduce Motion the release lifts a shade and never changes size")
    func releaseUnderReduceMotion() {
        var example = RoleExample(role: .release)
        example.play(at: 0, reduceMotion: true)
        // Shaded, the surface is lighter but never as light as the ground: count what it covers.
        let widths = stride(from: 0.0, through: 1.0, by: 0.02).map { time -> Int in
            var canvas = Canvas(width: 140, height: 40, scale: 1)
            canvas.clear(.white)
            example.draw(into: &canvas, in: Rect(0, 0, 140, 40), at: time, palette: TiersPalette(Theme()))
            return (0..<140).filter { canvas.color(x: $0, y: 20).red < 0.9 }.count
        }
        #expect(Set(widths).count == 1, "\(Set(widths))")
    }
}

@Suite("Motion tiers: retargeting mid-flight")
struct MotionTiersRetargetTests {
    @Test("A lane clicked while its puck moves turns it for the other end with no kink: position and velocity run on",
          arguments: Tier.allCases)
    func retargetIsContinuous(tier: Tier) {
        let track = 594.0
        var lane = TierLane(tier: tier)
        lane.fire(on: tier.spring, at: 0)
        let switchTime = tier.spring.duration * 0.3
        // The motion as it was, and as it is once turned, both read at the instant of the click.
        let flying = lane.trace.current
        lane.fire(on: tier.spring, at: switchTime)
        let turned = lane.trace.current
        #expect(lane.target == 0, "turned for home")
        let step = abs(turned.value(at: switchTime) - flying.value(at: switchTime)) * track
        #expect(step < 0.5, "step \(step) px")
        let before = flying.velocity(at: switchTime), after = turned.velocity(at: switchTime)
        #expect(abs(after - before) / max(abs(before), 1e-9) < 0.01, "velocity \(before) → \(after)")
        // A frame either side, the curve bends smoothly: no corner at the click.
        let frame = 1.0 / 60
        let slopeIn = (flying.value(at: switchTime) - flying.value(at: switchTime - frame)) / frame
        let slopeOut = (turned.value(at: switchTime + frame / 100) - turned.value(at: switchTime)) / (frame / 100)
        #expect(abs(slopeOut - before) / max(abs(before), 1e-9) < 0.02, "slope in \(slopeIn), out \(slopeOut)")
        #expect(abs(lane.position(at: 10)) < 1e-6, "and it lands home")
    }
}

@Suite("Motion tiers: slow motion")
struct MotionTiersSlowMotionTests {
    @Test("Keys 1–4 play the whole screen at 1×, 0.5×, 0.25× and 0.1×, and the state says so", arguments: [1, 2, 3, 4])
    func keysSetTheSpeed(digit: Int) {
        let tiers = MotionTiers()
        let character = Character(String(digit))
        #expect(tiers.handleKey(KeyEvent(.character(character), time: .milliseconds(10))))
        #expect(tiers.state(at: 1)["speed"]?.number == PlaybackClock.speeds[digit - 1])
    }

    @Test("At 0.25× a fired puck is where it would be at 1× after a quarter of the time")
    func slowMotionSlowsThePucks() {
        let normal = MotionTiers(), slow = MotionTiers()
        _ = slow.handleKey(KeyEvent(.character("3"), time: .milliseconds(0)))
        normal.fire(at: 0)
        slow.fire(at: 0)
        for real in [0.05, 0.1, 0.2, 0.4] {
            let a = normal.motion.lanes[2].position(at: real / 4)
            let b = slow.motion.lanes[2].position(at: slow.clock.local(at: real))
            #expect(abs(a - b) < 1e-9, "at \(real) s")
        }
        // And it is still moving when the real-time puck has long landed.
        #expect(slow.isAnimating(at: 1.2))
        #expect(!normal.isAnimating(at: 10) && !slow.isAnimating(at: 40))
    }

    @Test("Changing the speed mid-flight moves nothing on that frame: the screen's clock runs on")
    func speedChangeIsContinuous() {
        let tiers = MotionTiers()
        tiers.fire(at: 0)
        let before = tiers.motion.lanes[3].position(at: tiers.clock.local(at: 0.1))
        _ = tiers.handleKey(KeyEvent(.character("4"), time: .milliseconds(100)))
        let after = tiers.motion.lanes[3].position(at: tiers.clock.local(at: 0.1))
        #expect(before == after)
        #expect(abs(tiers.clock.local(at: 1.1) - 0.2) < 1e-9, "a real second later, a tenth of one has passed")
    }
}
