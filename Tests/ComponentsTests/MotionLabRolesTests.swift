import Geometry
import JSONText
import Motion
import Testing
import Typeset
@testable import Components

/// The lab's grid names each tile's tier and substitute, and its ambient tile loops on the calm
/// tier only while asked and only while motion is allowed (issue 20).
@Suite("Motion lab: roles, presets and what each moves on")
struct MotionLabRolesTests {
    @Test("Each tile names its tier, and the substitute Reduce Motion plays instead")
    func tilesNameTierAndSubstitute() {
        let expected: [LabTile: (String, String)] = [
            .role(.press): ("tight", "tight"),
            .role(.settle): ("elastic", "still 0.25 s"),
            .role(.value): ("0.35 s", "still 0.25 s"),
            .role(.reveal): ("calm", "ease out 0.2 s"),
            .role(.dismiss): ("0.3 s, bounce 0.08", "ease in 0.18 s"),
            .role(.success): ("expressive", "ease out 0.24 s"),
            .role(.ambient): ("calm", "ease in-out 0.3 s, no loop"),
            .preset(.pop): ("expressive", "still"),
            .preset(.shake): ("0.38 s", "still"),
            .part(.morphText): ("0.42 s, bounce 0.3", "fade 0.25 s"),
            .part(.grabLift): ("tight", "no lift"),
            .part(.groupPop): ("expressive", "still"),
        ]
        for (tile, names) in expected {
            #expect(tile.tier == names.0 && tile.substitute == names.1, "\(tile.name): \(tile.tier) / \(tile.substitute)")
        }
        #expect(LabTile.all.allSatisfy { !$0.tier.isEmpty && !$0.substitute.isEmpty })
    }

    @Test("The state dump gives every tile's kind, tier and substitute")
    func stateGivesTiers() throws {
        let tiers = try MotionTiersArenaTests.piece()
        let roles = tiers.state(at: 0)["roles"]?.array ?? []
        #expect(roles.count == LabTile.all.count)
        for (entry, tile) in zip(roles, LabTile.all) {
            #expect(entry["name"]?.string == tile.name && entry["kind"]?.string == tile.kind)
            #expect(entry["tier"]?.string == tile.tier && entry["substitute"]?.string == tile.substitute)
        }
    }

    @Test("The lab opens at rest: nothing loops until the ambient tile is tapped")
    func opensAtRest() {
        let tiers = MotionTiers()
        #expect(!tiers.isAnimating(at: 0) && !tiers.isAnimating(at: 60))
    }

    @Test("Ambient breathes on the calm tier for as long as it runs, and a second tap brings it to rest")
    func ambientLoopsUntilStopped() {
        let tiers = MotionTiers()
        tiers.playTile(.role(.ambient), at: 1)
        let index = MotionTiersModel.tiles.firstIndex(of: .role(.ambient)) ?? 0
        let loop = tiers.motion.tiles[index].ambient
        let values = stride(from: 1.0, through: 31, by: 0.01).map { loop.value(at: $0) }
        #expect(tiers.isAnimating(at: 30))
        #expect((values.max() ?? 0) > 0.99 && (values.suffix(1000).min() ?? 1) < 0.01, "in and out, again and again")
        #expect(abs(loop.value(at: 1.3) - Spring.calm.value(from: 0.0, to: 1.0, time: 0.3)) < 1e-9, "on the calm spring")
        tiers.playTile(.role(.ambient), at: 31)
        #expect(!tiers.isAnimating(at: 34))
        #expect(abs(tiers.motion.tiles[index].ambient.value(at: 34)) < 1e-3)
    }

    @Test("Under Reduce Motion a tap makes one 0.3 s ambient change and nothing loops")
    func ambientDoesNotLoopUnderReduceMotion() {
        let tiers = MotionTiers(theme: Theme(reduceMotion: true))
        tiers.playTile(.role(.ambient), at: 1)
        let index = MotionTiersModel.tiles.firstIndex(of: .role(.ambient)) ?? 0
        #expect(!tiers.motion.tiles[index].ambient.isLooping)
        #expect(tiers.isAnimating(at: 1.2) && !tiers.isAnimating(at: 1.31))
    }

    @Test("Turning Reduce Motion on stops a running loop, and so does an idle reset")
    func loopStops() {
        let tiers = MotionTiers()
        let index = MotionTiersModel.tiles.firstIndex(of: .role(.ambient)) ?? 0
        tiers.playTile(.role(.ambient), at: 1)
        tiers.setReduceMotion(true, at: 2)
        #expect(!tiers.motion.tiles[index].ambient.isLooping && !tiers.isAnimating(at: 3))
        let idle = MotionTiers()
        idle.playTile(.role(.ambient), at: 1)
        idle.returnToOpening(at: 5)
        #expect(!idle.motion.tiles[index].ambient.isLooping && !idle.isAnimating(at: 8))
    }
}
