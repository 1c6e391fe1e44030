import Geometry
import Gestures
import Motion
import Testing
import Typeset
@testable import Components

@Suite("The motion tiers model")
struct MotionTiersModelTests {
    @Test("Every tier has a lane, tight to calm, with its own spring measured")
    func tiersAndMeasurements() {
        let model = MotionTiersModel()
        #expect(MotionTiersModel.tiers == [.tight, .responsive, .elastic, .expressive, .calm])
        #expect(model.measurements == MotionTiersModel.tiers.map { SpringMeasurement($0.spring) })
    }

    @Test("The grid shows every role, ambient last, then the pop and shake presets, then the language's six other parts")
    func tiles() {
        #expect(MotionTiersModel.tiles.map(\.name) == [
            "press", "release", "settle", "snap", "value", "rebound", "morph", "reveal", "dismiss", "success", "error", "ambient",
            "pop", "shake", "follow", "cascade", "morph text", "blur swap", "grab lift", "group pop",
        ])
        #expect(Set(MotionTiersModel.tiles.compactMap { tile -> Role? in
            if case .role(let role) = tile { return role }
            return nil
        }) == Set(Role.allCases))
    }

    @Test("Each lane moves on its tier's spring, and under Reduce Motion on the still substitute, but the tight tier keeps its own")
    func springs() {
        var model = MotionTiersModel()
        for (index, tier) in MotionTiersModel.tiers.enumerated() {
            #expect(model.spring(ofLane: index) == tier.spring)
        }
        model.setReduceMotion(true)
        for (index, tier) in MotionTiersModel.tiers.enumerated() {
            // The tight tier is the press: it keeps its own no-bounce 0.14 s.
            #expect(model.spring(ofLane: index) == (tier == .tight ? tier.spring : MotionLanguage.stillSpring))
        }
        #expect(MotionTiersModel(reduceMotion: true).spring(ofLane: 3) == MotionLanguage.stillSpring)
    }

    @Test("Turning Reduce Motion to what it already is changes nothing")
    func reduceMotionUnchanged() {
        var model = MotionTiersModel()
        let answers = [model.setReduceMotion(false), model.setReduceMotion(true), model.setReduceMotion(true)]
        #expect(answers == [false, true, false])
        #expect(model.reduceMotion)
    }

    @Test("Each firing of the lanes is counted")
    func firing() {
        var model = MotionTiersModel()
        #expect(model.fireCount == 0)
        model.fire()
        model.fire()
        #expect(model.fireCount == 2)
    }

    @Test("Each tile's plays are counted on their own")
    func plays() {
        var model = MotionTiersModel()
        model.play(.role(.success))
        model.play(.role(.success))
        model.play(.part(.follow))
        #expect(model.plays(of: .role(.success)) == 2)
        #expect(model.plays(of: .part(.follow)) == 1)
        #expect(model.plays(of: .role(.error)) == 0)
        #expect(model.plays.reduce(0, +) == 3)
    }
}

@Suite("The motion tiers' motion")
struct TiersMotionTests {
    @Test("A puck under a finger stays put when the lanes fire")
    func heldPuckStays() {
        var motion = TiersMotion(reduceMotion: false)
        motion.lanes[2].beginDrag(at: 0)
        motion.fire(MotionTiersModel(), at: 0.1)
        #expect(motion.lanes[2].target == 0)
        #expect(motion.lanes[1].target == 1)
    }

    @Test("The curves are still, so the lab rests as soon as the last puck does")
    func labRestsWithTheLastPuck() {
        var motion = TiersMotion(reduceMotion: false)
        #expect(!motion.isAnimating(at: 0))
        motion.fire(MotionTiersModel(), at: 0)
        let rest = motion.lanes.map(\.trace.current.restTime).max()!
        #expect(motion.isAnimating(at: rest - 0.01))
        #expect(!motion.isAnimating(at: rest + 0.01))
    }

    @Test("The switch's thumb starts where Reduce Motion is and slides when it flips")
    func switchThumb() {
        var motion = TiersMotion(reduceMotion: true)
        #expect(motion.switchPosition.value(at: 0) == 1)
        motion.flipSwitch(false, at: 1)
        #expect(motion.switchPosition.value(at: 3) == 0)
    }
}

@Suite("Motion tiers through the gesture arena")
struct MotionTiersArenaTests {
    static func piece() throws -> MotionTiers {
        let tiers = MotionTiers()
        tiers.layout(in: Rect(0, 0, 1200, 760), theme: Theme(), text: try TextEngine().typesetter(.standard))
        return tiers
    }

    static func down(_ router: GestureRouter, _ tiers: MotionTiers, at point: Point, ms: Int) {
        router.handle(.down(.mouse, at: point, time: .milliseconds(ms)), candidates: tiers.recognizers(at: point))
    }

    @Test("A click on a lane fires every lane")
    func clickFires() throws {
        let tiers = try Self.piece()
        let router = GestureRouter()
        let row = tiers.layout.lanes[2].row
        Self.down(router, tiers, at: Point(row.midX, row.midY), ms: 0)
        router.handle(.up(.mouse, at: Point(row.midX, row.midY), time: .milliseconds(80)))
        #expect(tiers.model.fireCount == 1)
        #expect(tiers.motion.lanes.allSatisfy { $0.target == 1 })
    }

    @Test("A horizontal drag takes the puck and settles it; no tap fires")
    func dragTakesThePuck() throws {
        let tiers = try Self.piece()
        let router = GestureRouter()
        let lane = tiers.layout.lanes[0]
        let start = lane.puckCenter(0, rightToLeft: false)
        Self.down(router, tiers, at: start, ms: 0)
        router.handle(.move(.mouse, to: Point(start.x + 40, start.y), time: .milliseconds(30)))
        #expect(tiers.motion.lanes[0].isDragging)
        router.handle(.move(.mouse, to: Point(start.x + lane.travel * 0.8, start.y), time: .milliseconds(80)))
        router.handle(.up(.mouse, at: Point(start.x + lane.travel * 0.8, start.y), time: .milliseconds(90)))
        #expect(!tiers.motion.lanes[0].isDragging)
        #expect(tiers.motion.lanes[0].target == 1)
        #expect(tiers.model.fireCount == 0)
    }

    @Test("A tap on a role tile plays that role and counts it")
    func tileTapPlays() throws {
        let tiers = try Self.piece()
        let router = GestureRouter()
        let tile = tiers.layout.roleTiles[try #require(MotionTiersModel.tiles.firstIndex(of: .role(.success)))]
        Self.down(router, tiers, at: Point(tile.midX, tile.midY), ms: 0)
        router.handle(.up(.mouse, at: Point(tile.midX, tile.midY), time: .milliseconds(80)))
        #expect(tiers.model.plays(of: .role(.success)) == 1)
        #expect(tiers.isAnimating(at: 0.1))
    }

    @Test("A tap on the switch turns Reduce Motion on")
    func switchTap() throws {
        let tiers = try Self.piece()
        let router = GestureRouter()
        let hit = tiers.layout.switchHit
        Self.down(router, tiers, at: Point(hit.midX, hit.midY), ms: 0)
        router.handle(.up(.mouse, at: Point(hit.midX, hit.midY), time: .milliseconds(80)))
        #expect(tiers.model.reduceMotion)
        #expect(tiers.model.spring(ofLane: 1) == MotionLanguage.stillSpring)
    }
}
