import Components
import Geometry
import Raster
import Testing
@testable import Viewer

@Suite("Gallery")
struct GalleryTests {
    @Test("The gallery lays out every registered piece")
    func everyPiece() throws {
        let result = try render([])
        #expect(result.state["screen"]?.string == "gallery")
        for entry in ScreenRegistry.standard.entries {
            #expect(result.state["pieces"]?[entry.name] != nil, "\(entry.name) missing from the gallery")
        }
    }

    @Test("The wheel scrolls the gallery, within its content")
    func wheelScrolls() throws {
        let down = trace(#"{"t":0,"type":"wheel","x":300,"y":200,"dx":0,"dy":-2}"#)
        let result = try render(["--size", "800x400"], trace: down)
        #expect(result.state["scroll"]?.number == 96)
        let frameY = result.state.tiersEntry?["frame"]?.array?[1].number
        #expect(frameY == Double(24 - 96))

        let far = trace(#"{"t":0,"type":"wheel","x":300,"y":200,"dx":0,"dy":-100}"#)
        let clamped = try render(["--size", "800x400"], trace: far)
        let content = try #require(clamped.state["contentHeight"]?.number)
        #expect(clamped.state["scroll"]?.number == content - 400)

        let back = trace(#"{"t":0,"type":"wheel","x":300,"y":200,"dx":0,"dy":-2}"#, #"{"t":500,"type":"wheel","x":300,"y":200,"dx":0,"dy":5}"#)
        #expect(try render(["--size", "800x400"], trace: back).state["scroll"]?.number == 0)
    }

    @Test("A vertical touch pan scrolls the gallery; a horizontal one stays with the piece")
    func panDirections() throws {
        func drag(dx: Double, dy: Double) -> String {
            var lines = [#"{"t":0,"type":"down","x":400,"y":300,"device":"touch","id":2}"#]
            for step in 1...8 {
                lines.append(#"{"t":\#(step * 16),"type":"move","x":\#(400 + dx * Double(step)),"y":\#(300 + dy * Double(step)),"device":"touch","id":2}"#)
            }
            // Rest before lifting so the release carries no flick.
            lines.append(#"{"t":400,"type":"move","x":\#(400 + dx * 8),"y":\#(300 + dy * 8),"device":"touch","id":2}"#)
            lines.append(#"{"t":560,"type":"up","x":\#(400 + dx * 8),"y":\#(300 + dy * 8),"device":"touch","id":2}"#)
            return trace(lines)
        }
        let vertical = try render(["--size", "800x400"], trace: drag(dx: 0, dy: -15))
        let scrolled = try #require(vertical.state["scroll"]?.number)
        #expect(scrolled > 80 && scrolled < 130)

        let horizontal = try render(["--size", "800x400"], trace: drag(dx: 15, dy: 0))
        #expect(horizontal.state["scroll"]?.number == 0)
    }

    @Test("A gallery taller than its content does not scroll")
    func noScrollWhenItFits() throws {
        let result = try render(["--size", "1280x6000"], trace: trace(#"{"t":0,"type":"wheel","x":300,"y":200,"dx":0,"dy":-3}"#))
        #expect(result.state["scroll"]?.number == 0)
    }

    @Test("Dirty bands cover exactly the rows and columns that changed")
    func dirtyBands() {
        var before = Canvas(width: 40, height: 30)
        before.clear(.white)
        var after = before
        after.fillRect(Rect(10, 5, 4, 3), with: .solid(.black))
        after.fillRect(Rect(2, 20, 30, 2), with: .solid(.black))
        let bands = DirtyRegion.changedBands(from: before.pixels, to: after)
        #expect(bands == [
            PixelBounds(minX: 10, minY: 5, maxX: 14, maxY: 8),
            PixelBounds(minX: 2, minY: 20, maxX: 32, maxY: 22),
        ])
        #expect(DirtyRegion.changedBands(from: after.pixels, to: after).isEmpty)
        #expect(DirtyRegion.changedBands(from: [], to: after) == [after.pixelBounds])
    }
}

@Suite("Single-piece screens")
struct SinglePieceScreenTests {
    @Test("A piece taller than a small window takes its full height and the page scrolls")
    func smallWindowScrolls() throws {
        let result = try render(["--screen", "tiers", "--size", "800x480"],
                                trace: trace(#"{"t":0,"type":"wheel","x":300,"y":200,"dx":0,"dy":-50}"#))
        let frame = try #require(result.state.tiersEntry?["frame"]?.array?.compactMap { $0.number })
        let content = try #require(result.state["contentHeight"]?.number)
        #expect(frame[3] > 480 - 48)
        #expect(result.state["scroll"]?.number == content - 480)
    }

    @Test("A piece that fits fills the window and does not scroll")
    func fitsWithoutScrolling() throws {
        // The wheel screen's card is shorter than the window (the motion lab, with its custom lane
        // and roles, is taller than 800 pt and scrolls).
        let result = try render(["--screen", "wheel"], trace: trace(#"{"t":0,"type":"wheel","x":300,"y":12,"dx":0,"dy":-5}"#))
        #expect(result.state["scroll"]?.number == 0)
        let wheels = try #require(result.state["pieces"]?["wheel"]?.array)
        #expect(wheels.count == 2)
        #expect(result.state["contentHeight"]?.number == 800)
    }
}

@Suite("Text scale")
struct TextScaleTests {
    @Test("A larger text scale grows the tiers rows, up to the demo's cap")
    func rowsGrow() throws {
        func laneHeight(_ scale: String) throws -> Double {
            let result = try render(["--screen", "tiers", "--text-scale", scale])
            let lane = try #require(result.state.tiersEntry?["lanes"]?.array?.first?.array?.compactMap { $0.number })
            return lane[3]
        }
        #expect(try laneHeight("1") == 64)
        #expect(try laneHeight("1.2") > 64)
        #expect(try laneHeight("2") == laneHeight("3"))
    }
}
