import Geometry
import Raster
import Testing
@testable import Glass

@Suite("Buds: bloom, gather and place")
struct BudTests {
    let home = Point(-40, 0)

    @Test("A bloomed bubble is born home at 0.72 and springs out a frame later")
    func bloom() {
        var buds = Buds()
        buds.bloom(["change"], at: 1)
        #expect(buds.contains("change") && !buds.isOut("change"))
        let born = buds.placement(of: "change", at: 1.01, home: home)!
        #expect(born.scale == Liquid.homeScale && born.offset == home && born.contentOpacity == 0)
        buds.advance(to: 1.03)
        #expect(buds.isOut("change"))
        // The split spring (0.62, 0.22) overshoots its rest a little.
        let path = stride(from: 1.03, through: 2.5, by: 0.005).map { buds.placement(of: "change", at: $0, home: home)!.progress }
        #expect(path.max()! > 1.01)
        let rest = buds.placement(of: "change", at: 4, home: home)!
        #expect(abs(rest.progress - 1) < 1e-6 && abs(rest.scale - 1) < 1e-6 && abs(rest.contentOpacity - 1) < 1e-6)
    }

    @Test("Gathered, it goes home with no bounce and is removed once melted in")
    func gather() {
        var buds = Buds()
        buds.place(["change"], at: 0)
        buds.gather(["change"], at: 1)
        #expect(!buds.isOut("change") && buds.contains("change"))
        let path = stride(from: 1.0, through: 1.55, by: 0.005).map { buds.placement(of: "change", at: $0, home: home)!.progress }
        #expect(path.min()! >= -1e-9, "the home spring must not carry the bubble past home")
        #expect(buds.placement(of: "change", at: 1.2, home: home)!.contentOpacity < 0.2)
        buds.advance(to: 1.5)
        #expect(buds.contains("change"))
        buds.advance(to: 1.6)
        #expect(!buds.contains("change"))
    }

    @Test("A bloom overtaken by a gather before it went out leaves the bubble home and removes it")
    func bloomOvertakenByGather() {
        var buds = Buds()
        buds.bloom(["change"], at: 0)
        buds.gather(["change"], at: 0.01)
        buds.advance(to: 0.1)
        #expect(!buds.isOut("change"), "the overtaken bloom must not send it out")
        #expect(buds.placement(of: "change", at: 0.1, home: home)!.progress == 0)
        buds.advance(to: 1)
        #expect(!buds.contains("change"))
    }

    @Test("A gather overtaken by a new bloom while melting does not remove the bubble")
    func gatherOvertakenByBloom() {
        var buds = Buds()
        buds.place(["change"], at: 0)
        buds.gather(["change"], at: 1)
        buds.bloom(["change"], at: 1.2)
        buds.advance(to: 1.3)
        #expect(buds.isOut("change"))
        buds.advance(to: 3)
        #expect(buds.contains("change") && buds.isOut("change"))
        #expect(abs(buds.placement(of: "change", at: 3, home: home)!.progress - 1) < 1e-6)
        #expect(buds.turn(of: "change") == 3)
    }

    @Test("Only the latest of two blooms sends the bubble out, and only once")
    func bloomOvertakenByBloom() {
        var buds = Buds()
        buds.bloom(["a"], at: 0, delay: 0.5)
        buds.bloom(["a"], at: 0.1)
        buds.advance(to: 0.2)
        #expect(buds.isOut("a"))
        let before = buds.placement(of: "a", at: 0.7, home: home)!.progress
        buds.advance(to: 0.6)
        #expect(buds.placement(of: "a", at: 0.7, home: home)!.progress == before, "the stale bloom must not restart it")
    }

    @Test("Place puts bubbles straight out with no motion")
    func place() {
        var buds = Buds()
        buds.place(["a", "b"], at: 5)
        #expect(buds.isOut("a") && buds.isOut("b"))
        #expect(buds.placement(of: "b", at: 5, home: home)!.progress == 1)
        #expect(!buds.isAnimating(at: 5))
    }

    @Test("Under Reduce Motion a bubble closes in place instead of travelling")
    func reduceMotion() {
        var buds = Buds(reduceMotion: true)
        buds.bloom(["a"], at: 0)
        let early = buds.placement(of: "a", at: 0.01, home: home)!
        #expect(early.offset == .zero && early.scale < 0.01)
        buds.advance(to: 1)
        #expect(abs(buds.placement(of: "a", at: 1, home: home)!.scale - 1) < 1e-6)
    }
}
