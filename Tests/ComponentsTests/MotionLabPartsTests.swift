import Geometry
import Gestures
import Motion
import Testing
import Typeset
@testable import Components

/// The lab's tiles for the language's parts beyond the roles (issue 20, defect 8): follow,
/// cascade, morph text, the blur swap, the grab lift and a group's liquid pop.
@Suite("Motion lab: the language's other parts")
struct MotionLabPartsTests {
    static func samples(_ from: Double = 0, _ to: Double = 2, _ value: (Double) -> Double) -> [Double] {
        stride(from: from, through: to, by: 0.002).map(value)
    }

    @Test("Follow: each rank adds 0.04 s and 0.02 bounce to the elastic tier, up to rank 6")
    func followRanksLoosen() {
        for rank in 0...8 {
            let step = Double(min(rank, 6))
            let expected = Animation.spring(duration: 0.42 + 0.04 * step, bounce: 0.38 + 0.02 * step)
            #expect(LabExample.followAnimation(rank: rank, reduceMotion: false) == expected, "rank \(rank)")
        }
        #expect(LabExample.followAnimation(rank: 4, reduceMotion: true) == .spring(MotionLanguage.stillSpring))
    }

    @Test("Follow: the tile's seven dots leave together, and later ranks arrive later")
    func followLaterRanksArriveLater() {
        var example = LabExample(tile: .part(.follow))
        #expect(example.items.count == 7)
        example.play(at: 0, reduceMotion: false)
        #expect(example.items[0].value(at: 0.12) > example.items[6].value(at: 0.12))
        let rests = example.items.map(\.restTime)
        #expect(rests == rests.sorted() && rests[6] > rests[0])
        #expect(example.items.allSatisfy { $0.value(at: 0.016) > 0 }, "nothing waits: a follow is not a delay")
    }

    @Test("Cascade: each item waits 30 ms more than the one before, capped at the seventh place")
    func cascadeWaitsThirtyMillisecondsAnItem() {
        var example = LabExample(tile: .part(.cascade))
        #expect(example.items.count == 8)
        example.play(at: 0, reduceMotion: false)
        for index in 1..<8 {
            let wait = 0.03 * Double(min(index, 7))
            #expect(example.items[index].value(at: wait - 0.002) == 0, "item \(index) waits \(wait) s")
            #expect(example.items[index].value(at: wait + 0.02) > 0, "item \(index) starts after \(wait) s")
        }
        #expect(LabExample.cascadeAnimation(index: 12, reduceMotion: false).delay == 0.21)
    }

    @Test("Cascade: the exit goes together, and under Reduce Motion nothing waits")
    func cascadeExitsTogether() {
        var example = LabExample(tile: .part(.cascade))
        example.play(at: 0, reduceMotion: false)
        example.play(at: 3, reduceMotion: false)
        #expect(Set(example.items.map { $0.value(at: 3.05) }).count == 1)
        var reduced = LabExample(tile: .part(.cascade))
        reduced.play(at: 0, reduceMotion: true)
        #expect(reduced.items.allSatisfy { $0.value(at: 0.02) > 0 })
    }

    @Test("Morph text: a tap changes the price letter by letter on the seeds' spring; the next changes it back")
    func morphTextAlternates() throws {
        var example = LabExample(tile: .part(.morphText))
        example.play(at: 0, reduceMotion: false)
        let change = try #require(example.morph)
        #expect(change.from == LabExample.labels[0] && change.to == LabExample.labels[1] && !change.crossFades)
        #expect(change.progress(ofLetter: 2, at: 0.044) == 0 && change.progress(ofLetter: 2, at: 0.06) > 0)
        example.play(at: 2, reduceMotion: true)
        #expect(example.morph?.to == LabExample.labels[0] && example.morph?.crossFades == true)
    }

    @Test("Blur swap: the new symbol sharpens in from blur 7 and 0.9 as the old one goes; under Reduce Motion it cross-fades")
    func blurSwapBlurs() throws {
        var example = LabExample(tile: .part(.blurSwap))
        example.play(at: 0, reduceMotion: false)
        let swap = try #require(example.swap)
        #expect(swap.incoming(at: 0) == BlurReplace.Look(opacity: 0, blur: 7, scale: 0.9))
        #expect(swap.outgoing(at: 0) == BlurReplace.Look(opacity: 1, blur: 0, scale: 1))
        #expect(example.symbol == 1)
        example.play(at: 1, reduceMotion: true)
        #expect(example.swap?.incoming(at: 1.1).blur == 0 && example.symbol == 0)
    }

    @Test("Grab lift: the held tile lifts toward 1.06 from the touch's frame and lands back at 1 when let go")
    func grabLiftHeld() throws {
        let tiers = try MotionTiersArenaTests.piece()
        let router = GestureRouter()
        let index = try #require(MotionTiersModel.tiles.firstIndex(of: .part(.grabLift)))
        let point = tiers.layout.roleTiles[index].center
        router.handle(.down(.touch(1), at: point, time: .milliseconds(1000)), candidates: tiers.recognizers(at: point))
        let held = tiers.motion.tiles[index]
        #expect(held.isHeld)
        #expect(held.liftScale(at: 1.016) > 1.005, "lifting one frame after the touch")
        #expect(abs(held.liftScale(at: 1.8) - 1.06) < 1e-4, "held, it stays lifted at 1.06")
        router.handle(.up(.touch(1), at: point, time: .milliseconds(2000)))
        let letGo = tiers.motion.tiles[index]
        #expect(!letGo.isHeld && abs(letGo.liftScale(at: 4) - 1) < 1e-4)
        #expect(tiers.model.plays(of: .part(.grabLift)) == 1)
    }

    @Test("Grab lift: under Reduce Motion the held tile stays still")
    func grabLiftStillUnderReduceMotion() {
        var example = LabExample(tile: .part(.grabLift))
        example.pressDown(at: 0, reduceMotion: true)
        #expect(Self.samples { example.liftScale(at: $0) }.allSatisfy { $0 == 1 })
    }

    @Test("Group pop: the glass dips to 0.968, swells to 1.08 and lands on 1, as one; under Reduce Motion it holds")
    func groupPopAmounts() {
        var example = LabExample(tile: .part(.groupPop))
        example.play(at: 0, reduceMotion: false)
        let values = Self.samples { example.keyframes.value(at: $0) }
        #expect(abs((values.min() ?? 0) - 0.968) < 0.002)
        // The landing spring takes the swell's speed on, so the peak passes 1.08 by a few thousandths.
        #expect(abs((values.max() ?? 0) - 1.08) < 0.006)
        #expect(abs(example.keyframes.value(at: 2) - 1) < 1e-3)
        var still = LabExample(tile: .part(.groupPop))
        still.play(at: 0, reduceMotion: true)
        #expect(Self.samples { still.keyframes.value(at: $0) }.allSatisfy { $0 == 1 })
    }

    @Test("The pop and shake presets play alone in their tiles: a 0.08 swell, an 8 pt swing")
    func presetsPlay() {
        var pop = LabExample(tile: .preset(.pop))
        pop.play(at: 0, reduceMotion: false)
        #expect(abs((Self.samples { pop.keyframes.value(at: $0) }.max() ?? 0) - 1.08) < 0.006)
        var shake = LabExample(tile: .preset(.shake))
        shake.play(at: 0, reduceMotion: false)
        #expect(abs((Self.samples { shake.keyframes.value(at: $0) }.min() ?? 0) + 8) < 0.1)
        #expect(abs(LabPreset.shake.track(reduceMotion: false).duration - 0.38) < 1e-9)
    }
}
