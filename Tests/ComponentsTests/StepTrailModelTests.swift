@testable import Components
import Testing

/// The Step Trail's pure state: the selection as drawn, how far people may go, each stop's face,
/// the caption and spoken value, what a tap or a key does, a drag carrying the capsule, and the
/// springs that move the stops and the red puck.
@Suite("Step Trail model")
struct StepTrailModelTests {
    static let steps = ["Cart", "Address", "Payment", "Review"]

    static func model(_ selection: Int, reached: Int? = nil) -> StepTrailModel {
        StepTrailModel(steps: steps, selection: selection, reached: reached)
    }

    // MARK: Selection

    @Test("A selection below 0 is drawn as the first step")
    func selectionBelowZero() {
        let model = Self.model(-3)
        #expect(model.clamped(-3) == 0)
        #expect(model.current == 0)
    }

    @Test("A selection past the count is drawn as Complete")
    func selectionPastCount() {
        let model = Self.model(9)
        #expect(model.clamped(9) == 4)
        #expect(model.current == 4)
        #expect(model.clamped(4) == 4)
        #expect(model.clamped(2) == 2)
    }

    // MARK: furthest

    @Test("With nothing reached the furthest step is the current one")
    func furthestWithoutReached() {
        #expect(Self.model(1).furthest == 1)
        #expect(Self.model(-2).furthest == 0)
    }

    @Test("The furthest step is the one reached, when it is past the current one")
    func furthestFollowsReached() {
        #expect(Self.model(1, reached: 3).furthest == 3)
        #expect(Self.model(2, reached: 0).furthest == 2)
    }

    @Test("The furthest step is never past the last step, even from Complete")
    func furthestStopsAtTheLastStep() {
        #expect(Self.model(4).furthest == 3)
        #expect(Self.model(1, reached: 10).furthest == 3)
        #expect(Self.model(9).furthest == 3)
    }

    @Test("With no steps the furthest step is 0, never negative")
    func furthestWithNoSteps() {
        #expect(StepTrailModel(steps: [], selection: 0).furthest == 0)
        #expect(StepTrailModel(steps: [], selection: 5, reached: 7).furthest == 0)
    }

    // MARK: Faces and copy

    @Test("Stops before the shown step are done, it is current, reached ones ahead and the rest unreached")
    func statusOfEachStop() {
        let model = Self.model(1, reached: 2)
        #expect(model.status(of: 0, shown: 1) == .done)
        #expect(model.status(of: 1, shown: 1) == .current)
        #expect(model.status(of: 2, shown: 1) == .ahead)
        #expect(model.status(of: 3, shown: 1) == .unreached)
    }

    @Test("At Complete every stop is done")
    func statusAtComplete() {
        let model = Self.model(4)
        #expect((0..<4).allSatisfy { model.status(of: $0, shown: 4) == .done })
    }

    @Test("The caption counts the shown step from one, and says Complete at the count")
    func caption() {
        let model = Self.model(1)
        #expect(model.caption(shown: 1) == "Step 2 of 4")
        #expect(model.caption(shown: 0) == "Step 1 of 4")
        #expect(model.caption(shown: 4) == "Complete")
    }

    @Test("A voice reads the label, the step and its title, or the label and Complete")
    func spoken() {
        let model = Self.model(1)
        #expect(model.spoken(shown: 1) == "Progress, Step 2 of 4, Address")
        #expect(model.spoken(shown: 3) == "Progress, Step 4 of 4, Review")
        #expect(model.spoken(shown: 4) == "Progress, Complete")
        #expect(StepTrailModel(steps: [], selection: 0).spoken(shown: 0) == "Progress")
    }

    // MARK: tap(_:)

    @Test("A tap on a done or reached step goes there")
    func tapGoesToReachableSteps() {
        let model = Self.model(1, reached: 2)
        #expect(model.tap(0) == .go(0))
        #expect(model.tap(2) == .go(2))
    }

    @Test("A tap on a step past the furthest is refused")
    func tapRefusesUnreachedSteps() {
        #expect(Self.model(1, reached: 2).tap(3) == .refuse(3))
        #expect(Self.model(1).tap(2) == .refuse(2))
    }

    @Test("A tap on the current step does nothing")
    func tapOnCurrentDoesNothing() {
        #expect(Self.model(1, reached: 2).tap(1) == .none)
    }

    @Test("A tap outside the steps does nothing")
    func tapOutsideDoesNothing() {
        let model = Self.model(1, reached: 2)
        #expect(model.tap(-1) == .none)
        #expect(model.tap(4) == .none)
        #expect(model.tap(40) == .none)
    }

    @Test("From Complete a tap on a done step goes back to it")
    func tapFromComplete() {
        let model = Self.model(4)
        #expect(model.tap(3) == .go(3))
        #expect(model.tap(0) == .go(0))
    }

    // MARK: step(by:)

    @Test("A key moves one step back or on within what has been reached")
    func stepWithinReached() {
        let model = Self.model(1, reached: 2)
        #expect(model.step(by: -1) == 0)
        #expect(model.step(by: 1) == 2)
    }

    @Test("A key goes nowhere past the furthest step or before the first")
    func stepStopsAtTheEnds() {
        #expect(Self.model(2, reached: 2).step(by: 1) == nil)
        #expect(Self.model(1).step(by: 1) == nil)
        #expect(Self.model(0, reached: 3).step(by: -1) == nil)
    }

    @Test("From Complete, back goes to the last step and on goes nowhere")
    func stepFromComplete() {
        let model = Self.model(4)
        #expect(model.step(by: -1) == 3)
        #expect(model.step(by: 1) == nil)
    }

    @Test("With no steps a key goes nowhere")
    func stepWithNoSteps() {
        let model = StepTrailModel(steps: [], selection: 0)
        #expect(model.step(by: 1) == nil)
        #expect(model.step(by: -1) == nil)
    }

    // MARK: Scrub

    static let pitch = 38.0

    @Test("The capsule moves to a stop once the position is closer than 0.35 to it")
    func scrubMovesWithinThreshold() {
        var scrub = StepTrailScrub(stop: 0)
        let move = scrub.move(to: 0.66, furthest: 3, pitch: Self.pitch)
        #expect(move.landed == 1)
        #expect(scrub.stop == 1)
        #expect(!move.pushed)
    }

    @Test("Exactly 0.35 from the next stop the capsule stays where it is")
    func scrubStaysAtThreshold() {
        var scrub = StepTrailScrub(stop: 0)
        #expect(1 - 0.65 == 0.35)
        let move = scrub.move(to: 0.65, furthest: 3, pitch: Self.pitch)
        #expect(move.landed == nil)
        #expect(scrub.stop == 0)
    }

    @Test("Halfway between two stops the capsule stays on the one it was on")
    func scrubHalfway() {
        var scrub = StepTrailScrub(stop: 1)
        #expect(scrub.move(to: 1.5, furthest: 3, pitch: Self.pitch).landed == nil)
        #expect(scrub.move(to: 0.5, furthest: 3, pitch: Self.pitch).landed == nil)
        #expect(scrub.stop == 1)
    }

    @Test("A quick drag lands straight on the stop it comes close to")
    func scrubJumpsToTheNearStop() {
        var scrub = StepTrailScrub(stop: 0)
        #expect(scrub.move(to: 2.9, furthest: 3, pitch: Self.pitch).landed == 3)
        #expect(scrub.stop == 3)
    }

    @Test("The reach is how far past its stop the capsule is held, in points")
    func scrubReach() {
        var scrub = StepTrailScrub(stop: 0)
        #expect(scrub.move(to: 0.25, furthest: 3, pitch: Self.pitch).reach == 0.25 * 38)
        #expect(scrub.move(to: 0.75, furthest: 3, pitch: Self.pitch).reach == (0.75 - 1) * 38)
    }

    @Test("The capsule never moves past the furthest step")
    func scrubStopsAtFurthest() {
        var scrub = StepTrailScrub(stop: 1)
        let move = scrub.move(to: 2, furthest: 1, pitch: Self.pitch)
        #expect(move.landed == nil)
        #expect(scrub.stop == 1)
        #expect(move.reach == 38)
    }

    @Test("The capsule never moves before the first step")
    func scrubStopsAtZero() {
        var scrub = StepTrailScrub(stop: 0)
        let move = scrub.move(to: -1, furthest: 3, pitch: Self.pitch)
        #expect(move.landed == nil)
        #expect(scrub.stop == 0)
        #expect(move.reach == -38)
    }

    @Test("Pushing 0.45 past the furthest step ticks once, and again only after coming back within 0.3")
    func scrubPushPastFurthest() {
        var scrub = StepTrailScrub(stop: 2)
        func pushed(_ position: Double) -> Bool { scrub.move(to: position, furthest: 2, pitch: Self.pitch).pushed }
        #expect(!pushed(2.4))
        #expect(pushed(2.5))
        #expect(scrub.pushing)
        #expect(!pushed(2.7))
        #expect(!pushed(2.4), "0.4 back is not yet within 0.3")
        #expect(!pushed(2.5))
        #expect(!pushed(2.2))
        #expect(!scrub.pushing)
        #expect(pushed(2.5))
    }

    @Test("Pushing 0.45 before the first step ticks once, and again only after coming back within 0.3")
    func scrubPushBeforeFirst() {
        var scrub = StepTrailScrub(stop: 0)
        func pushed(_ position: Double) -> Bool { scrub.move(to: position, furthest: 3, pitch: Self.pitch).pushed }
        #expect(!pushed(-0.4))
        #expect(pushed(-0.5))
        #expect(!pushed(-0.6))
        #expect(!pushed(-0.35))
        #expect(!pushed(-0.2))
        #expect(pushed(-0.5))
    }

    @Test("Past a step that is not the furthest, the capsule gives nothing to push against")
    func scrubNoPushBeforeFurthest() {
        var scrub = StepTrailScrub(stop: 1)
        let move = scrub.move(to: 1.5, furthest: 3, pitch: Self.pitch)
        #expect(!move.pushed)
        #expect(!scrub.pushing)
    }

    // MARK: Motion

    /// Long enough after a move for every spring to have landed.
    static let rest = 3.0

    @Test("A new trail rests open on the shown stop with both puck edges on it")
    func motionStartsAtRest() {
        let motion = StepTrailMotion(shown: 1, count: 4, reduceMotion: false)
        #expect(motion.openness(at: 0) == [0, 1, 0, 0])
        #expect(motion.lower.value(at: 0) == 1)
        #expect(motion.upper.value(at: 0) == 1)
        #expect(motion.red.value(at: 0) == 1)
        #expect(!motion.isAnimating(at: 0))
    }

    @Test("A new trail at Complete has every stop closed, the puck on the last stop and no red")
    func motionStartsAtComplete() {
        let motion = StepTrailMotion(shown: 4, count: 4, reduceMotion: false)
        #expect(motion.openness(at: 0) == [0, 0, 0, 0])
        #expect(motion.lower.value(at: 0) == 3)
        #expect(motion.upper.value(at: 0) == 3)
        #expect(motion.red.value(at: 0) == 0)
    }

    @Test("Moving on, the puck's upper edge leads and the lower follows")
    func forwardMoveLeadsWithUpperEdge() {
        var motion = StepTrailMotion(shown: 1, count: 4, reduceMotion: false)
        motion.move(from: 1, to: 2, count: 4, at: 10)
        let upper = motion.upper.value(at: 10.05), lower = motion.lower.value(at: 10.05)
        #expect(upper > 1.1)
        #expect(upper - 1 > lower - 1)
        #expect(motion.upper.value(at: 10.1) - 1 > motion.lower.value(at: 10.1) - 1)
    }

    @Test("Moving back, the puck's lower edge leads and the upper follows")
    func backwardMoveLeadsWithLowerEdge() {
        var motion = StepTrailMotion(shown: 2, count: 4, reduceMotion: false)
        motion.move(from: 2, to: 1, count: 4, at: 10)
        let upper = motion.upper.value(at: 10.05), lower = motion.lower.value(at: 10.05)
        #expect(lower < 1.9)
        #expect(2 - lower > 2 - upper)
    }

    @Test("A move lands with the target stop fully open, both edges on it, and nothing moving")
    func moveLandsAtRest() {
        var motion = StepTrailMotion(shown: 1, count: 4, reduceMotion: false)
        motion.move(from: 1, to: 2, count: 4, at: 10)
        #expect(motion.isAnimating(at: 10.05))
        let later = 10 + Self.rest
        #expect(!motion.isAnimating(at: later))
        #expect(motion.openness(at: later) == [0, 0, 1, 0])
        #expect(motion.lower.value(at: later) == 2)
        #expect(motion.upper.value(at: later) == 2)
        #expect(motion.red.value(at: later) == 1)
    }

    @Test("A move to the step already shown does nothing")
    func moveToSameStepDoesNothing() {
        var motion = StepTrailMotion(shown: 2, count: 4, reduceMotion: false)
        motion.move(from: 2, to: 2, count: 4, at: 10)
        #expect(!motion.isAnimating(at: 10))
        #expect(motion.openness(at: 10) == [0, 0, 1, 0])
    }

    @Test("Under Reduce Motion the puck's edges jump to the target at once")
    func reduceMotionJumpsEdges() {
        var motion = StepTrailMotion(shown: 1, count: 4, reduceMotion: true)
        motion.move(from: 1, to: 3, count: 4, at: 10)
        #expect(motion.lower.value(at: 10) == 3)
        #expect(motion.upper.value(at: 10) == 3)
    }

    @Test("Under Reduce Motion the red moves from stop to stop")
    func reduceMotionMovesStopRed() {
        var motion = StepTrailMotion(shown: 1, count: 4, reduceMotion: true)
        #expect(motion.stopRed.map { $0.value(at: 0) } == [0, 1, 0, 0])
        motion.move(from: 1, to: 3, count: 4, at: 10)
        #expect(motion.stopRed.map(\.target) == [0, 0, 0, 1])
        #expect(motion.stopRed.map { $0.value(at: 10 + Self.rest) } == [0, 0, 0, 1])
    }

    @Test("With motion the stops carry no red of their own")
    func stopRedStaysOffWithMotion() {
        var motion = StepTrailMotion(shown: 1, count: 4, reduceMotion: false)
        motion.move(from: 1, to: 3, count: 4, at: 10)
        #expect(motion.stopRed.allSatisfy { $0.value(at: 10.1) == 0 && $0.target == 0 })
    }

    @Test("Completing pops the trail and drains the red, the puck resting on the last stop")
    func completionPopsAndDrainsRed() {
        var motion = StepTrailMotion(shown: 3, count: 4, reduceMotion: false)
        #expect(!motion.pop.isAnimating(at: 10))
        motion.move(from: 3, to: 4, count: 4, at: 10)
        #expect(motion.pop.isAnimating(at: 10.01))
        let later = 10 + Self.rest
        #expect(motion.red.value(at: later) == 0)
        #expect(motion.openness(at: later) == [0, 0, 0, 0])
        #expect(motion.lower.value(at: later) == 3)
        #expect(motion.upper.value(at: later) == 3)
        #expect(!motion.isAnimating(at: later))
    }

    @Test("Going back from Complete brings the red back without a pop")
    func backFromCompleteRefillsRed() {
        var motion = StepTrailMotion(shown: 4, count: 4, reduceMotion: false)
        motion.move(from: 4, to: 3, count: 4, at: 10)
        #expect(!motion.pop.isAnimating(at: 10.01))
        #expect(motion.red.value(at: 10 + Self.rest) == 1)
        #expect(motion.openness(at: 10 + Self.rest) == [0, 0, 0, 1])
    }

    @Test("The stops a move passes over swap their faces, marked by whether they were done")
    func movedOverStopsSwapFaces() {
        var forward = StepTrailMotion(shown: 1, count: 4, reduceMotion: false)
        forward.move(from: 1, to: 3, count: 4, at: 10)
        #expect(forward.faceSwaps.map { $0?.wasDone } == [nil, false, false, nil])
        var back = StepTrailMotion(shown: 3, count: 4, reduceMotion: false)
        back.move(from: 3, to: 1, count: 4, at: 10)
        #expect(back.faceSwaps.map { $0?.wasDone } == [nil, true, true, nil])
    }

    @Test("Placing the trail puts everything on the stop at once")
    func placeIsImmediate() {
        var motion = StepTrailMotion(shown: 0, count: 4, reduceMotion: false)
        motion.move(from: 0, to: 1, count: 4, at: 10)
        motion.place(3, count: 4)
        #expect(!motion.isAnimating(at: 10.01))
        #expect(motion.openness(at: 10.01) == [0, 0, 0, 1])
        #expect(motion.lower.value(at: 10.01) == 3)
    }
}
