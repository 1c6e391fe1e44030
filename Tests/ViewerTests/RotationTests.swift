import Geometry
import Gestures
import Raster
import Testing
@testable import Viewer

/// `--rotate`: the picture turned for a panel mounted sideways, and input turned back into it.
@Suite("Rotation")
struct RotationTests {
    static let panel = Size(width: 1280, height: 800)

    /// Where each corner of the panel (top-left, top-right, bottom-right, bottom-left) falls in
    /// the picture, worked out by hand from a picture turned clockwise.
    static let corners: [DisplayRotation: [Point]] = [
        .none: [Point(x: 0, y: 0), Point(x: 1280, y: 0), Point(x: 1280, y: 800), Point(x: 0, y: 800)],
        .quarter: [Point(x: 0, y: 1280), Point(x: 0, y: 0), Point(x: 800, y: 0), Point(x: 800, y: 1280)],
        .half: [Point(x: 1280, y: 800), Point(x: 0, y: 800), Point(x: 0, y: 0), Point(x: 1280, y: 0)],
        .threeQuarters: [Point(x: 800, y: 0), Point(x: 800, y: 1280), Point(x: 0, y: 1280), Point(x: 0, y: 0)],
    ]
    static let panelCorners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]

    private func location(_ events: [InputEvent]) -> Point? {
        if case .pointer(let event) = events.first { return event.location }
        return nil
    }

    @Test("A touch at each corner of the panel lands on the picture's corner under it, for every rotation",
          arguments: DisplayRotation.allCases)
    func touchCornersMap(rotation: DisplayRotation) {
        var mapper = InputMapper(windowSize: Self.panel, rotation: rotation)
        for (index, (x, y)) in Self.panelCorners.enumerated() {
            let events = mapper.map(.finger(.down, id: Int64(index), x: x, y: y, isFromMouse: false), at: .zero)
            #expect(location(events) == Self.corners[rotation]![index], "corner \(index) at \(rotation.rawValue)°")
        }
    }

    @Test("A click at each corner of the panel lands on the picture's corner under it, for every rotation",
          arguments: DisplayRotation.allCases)
    func mouseCornersMap(rotation: DisplayRotation) {
        var mapper = InputMapper(windowSize: Self.panel, rotation: rotation)
        for (index, (x, y)) in Self.panelCorners.enumerated() {
            let down = mapper.map(.mouseButton(button: 1, isDown: true, x: x * 1280, y: y * 800, isFromTouch: false), at: .zero)
            #expect(location(down) == Self.corners[rotation]![index], "corner \(index) at \(rotation.rawValue)°")
            _ = mapper.map(.mouseButton(button: 1, isDown: false, x: x * 1280, y: y * 800, isFromTouch: false), at: .zero)
        }
    }

    @Test("Turning a point onto the panel and back gives the point", arguments: DisplayRotation.allCases)
    func panelPointInvertsPicturePoint(rotation: DisplayRotation) {
        let picture = rotation.pictureSize(onPanel: Self.panel)
        for point in [Point(x: 17, y: 403), Point(x: picture.width, y: 0), Point(x: 250.5, y: picture.height - 1)] {
            let onPanel = rotation.panelPoint(point, onPanel: Self.panel)
            #expect(rotation.picturePoint(onPanel, onPanel: Self.panel) == point)
        }
    }

    @Test("The turned frame puts each picture pixel where the panel shows that point", arguments: DisplayRotation.allCases)
    func turnedCanvasAgreesWithPointMapping(rotation: DisplayRotation) {
        let panel = Size(width: 7, height: 4)
        let picture = rotation.pictureSize(onPanel: panel)
        var canvas = Canvas(width: Int(picture.width), height: Int(picture.height))
        let marked = (x: 1, y: 2)
        canvas.fillRect(Rect(Double(marked.x), Double(marked.y), 1, 1), with: .solid(.black))
        let ink = canvas.pixels[marked.y * canvas.width + marked.x]
        #expect(ink != 0)
        let turned = canvas.turned(quarterTurns: rotation.quarterTurns)
        #expect(turned.width == 7 && turned.height == 4)
        // The pixel's centre, turned: pixel (1, 2) covers the picture's points 1...2 × 2...3.
        let centre = rotation.panelPoint(Point(x: Double(marked.x) + 0.5, y: Double(marked.y) + 0.5), onPanel: panel)
        let index = Int(centre.y) * turned.width + Int(centre.x)
        #expect(turned.pixels[index] == ink)
        #expect(turned.pixels.filter { $0 == ink }.count == 1)
    }

    @Test("A render turned a quarter lays the picture out at the turned size and says so")
    func renderLaysOutTurned() throws {
        let result = try render(["--screen", "lens", "--size", "900x560", "--rotate", "90"])
        #expect(result.state["size"] == .array([.number(560), .number(900)]))
        #expect(result.state["rotation"]?.number == 90)
        #expect(result.canvas.width == 560 && result.canvas.height == 900)
        #expect(result.panel.width == 900 && result.panel.height == 560)
    }

    @Test("The lens at 90°, turned onto a 900×560 panel")
    func goldenAtQuarterTurn() throws {
        let result = try render(["--screen", "lens", "--size", "900x560", "--rotate", "90"])
        GoldenImage.check(result.panel, named: "lens-rotate-90")
    }

    @Test("A trace aimed at the lens's handle on a 90° render grabs it and holds it")
    func traceHoldsHandleAtQuarterTurn() throws {
        let arguments = ["--size", "900x560", "--rotate", "90"]
        let rest = try LensState(renderLens(arguments))
        let handle = try #require(try rest.handles.first)
        // Traces are in the picture's points: aim at the handle's centre as the dump reports it.
        let press = [
            lensPointer("down", handle.midX, handle.midY, at: 0),
            lensPointer("move", handle.midX, handle.midY, at: 300),
        ]
        let held = try LensState(renderLens(arguments + ["--time", "600"], lines: press))
        #expect(held.held == "leading")
        // The same trace on the unturned picture of the same points holds the same handle.
        let upright = try LensState(renderLens(["--size", "560x900"] + ["--time", "600"], lines: press))
        #expect(upright.held == "leading")
        #expect(upright.first == held.first && upright.last == held.last)
    }

    @Test("--rotate takes only quarter turns")
    func rotateRefusesOtherAngles() {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["render", "--rotate", "45", "--out", "x.png"]) }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--rotate", "sideways"]) }
        guard case .window(let options) = try? CommandLineParser.parse(["--rotate", "270"]) else {
            Issue.record("not a window")
            return
        }
        #expect(options.appearance.rotation == .threeQuarters)
    }
}
