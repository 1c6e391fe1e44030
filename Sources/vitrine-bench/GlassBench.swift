import Foundation
import Components
import Geometry
import Glass
import Raster
import Typeset

/// `vitrine-bench glass`: the liquid glass language's cost.
///
/// - `glass control`: a typical control, five frosted glass capsules (one tinted) across a
///   400 × 60 pt strip over a card with a chart line through it, at scale 2. Goal ≤ 0.5 ms.
/// - `glass liquid control`: the same control in liquid glass, joined by necks, at scale 1. Goal
///   ≤ 0.5 ms. `glass liquid control scale-2` is the same at scale 2.
/// - `glass (e)`: raster scene (e)'s sixty 80 × 34 pt pills, 4 pt apart in rows of six, drawn as one
///   frosted `GlassGroup` over scene (c)'s circles at scale 1. Goal ≤ 10 ms.
///
/// - `glass screen`: the `glass` screen's demo at 1280 × 800, scale 1, glass and backdrop without
///   labels, with a segment picked, the bubble out and the capsules joined.
///
/// - `glass screen-4k p99`: the same at 1920 × 1080, scale 2, in two bands on two threads
///   (``GlassScreenBench``). Goal ≤ 8.3 ms.
///
/// - `glass lens`: the Range Lens's glass (a 135 pt slab, a 14 pt handle joined to each end) over
///   a strip of bars at 1280 × 800, scale 1: drawn anew (`lens`), from a cache that holds it
///   (`lens kept`, a drag step), and into a cache that does not yet (`lens new`, a frame of the
///   grab's swell).
///
/// Each line is the median CPU time of its runs; the backdrop is restored, untimed, before each.
/// Options: `--out DIR` writes the last frame of each as a PNG; `--profile liquid|4k` only draws
/// that one scene, many times, for a profiler.
func runGlassBench(_ arguments: [String]) -> Int32 {
    var outDirectory: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--out":
            guard let directory = remaining.popFirst() else {
                printError("vitrine-bench glass: --out needs a directory")
                return 2
            }
            outDirectory = directory
        case "--profile":
            return profileGlass(remaining.popFirst() ?? "")
        default:
            printError("vitrine-bench glass: unknown option \(argument)")
            return 2
        }
    }

    let backdrop = controlBackdrop(scale: 2)
    let width = (400 - 4 * Liquid.joined) / 5
    let surfaces = (0..<5).map { index in
        GlassSurface(
            .capsule(Rect(20 + Double(index) * (width + Liquid.joined), 28, width, 44)),
            tint: index == 2 ? Color(hex: 0xFFD976) : nil)
    }
    let control = GlassGroup(surfaces, appearance: GlassAppearance(material: .frosted))
    var work = backdrop
    let controlTime = Timing.median(301, restoring: { work.copyPixels(from: backdrop) }) {
        control.draw(into: &work)
    }
    print("glass control \(Timing.format(controlTime)) ms")
    // The same control in liquid glass, the default look (the lens at the rim, the clear middle),
    // at scale 1 as its goal is set, and at scale 2.
    let liquidControl = GlassGroup(surfaces, appearance: GlassAppearance(material: .liquid))
    let single = controlBackdrop(scale: 1)
    var singleWork = single
    let liquidTime = Timing.median(201, restoring: { singleWork.copyPixels(from: single) }) {
        liquidControl.draw(into: &singleWork)
    }
    print("glass liquid control \(Timing.format(liquidTime)) ms")
    let doubleTime = Timing.median(101, restoring: { work.copyPixels(from: backdrop) }) {
        liquidControl.draw(into: &work)
    }
    print("glass liquid control scale-2 \(Timing.format(doubleTime)) ms")
    if let outDirectory {
        do { try work.writePNG(to: "\(outDirectory)/glass-control.png") } catch { printError("\(error)") }
    }

    // Scene (e) as liquid glass.
    var circles = Canvas(width: Scenes.width, height: Scenes.height)
    circles.clear(.white)
    SceneDrawing.circles(Scenes.circles(), into: &circles)
    let pills = SceneDrawing.pillGroup().shapes.compactMap { shape -> GlassSurface? in
        guard case .capsule(let rect) = shape else { return nil }
        return GlassSurface(.capsule(rect))
    }
    let group = GlassGroup(pills, appearance: GlassAppearance(material: .frosted))
    var scene = Canvas(width: Scenes.width, height: Scenes.height)
    let sceneTime = Timing.median(7, restoring: { scene.copyPixels(from: circles) }) {
        group.draw(into: &scene)
    }
    print("glass (e) \(Timing.format(sceneTime)) ms")
    if let outDirectory {
        do { try scene.writePNG(to: "\(outDirectory)/glass-e.png") } catch { printError("\(error)") }
    }

    let demo = GlassDemo()
    do {
        // Text only lays out the flag and the bubble; the timed frames draw the glass alone.
        demo.layout(in: Rect(0, 0, 1280, 800), theme: Theme(), text: try TextEngine().typesetter(Theme().textSettings))
    } catch {
        printError("vitrine-bench glass: \(error)")
        return 2
    }
    demo.pick(3, at: 0)
    demo.toggleBubble(at: 0)
    demo.advance(to: 3)
    var screen = Canvas(width: 1280, height: 800)
    let screenTime = Timing.median(31, restoring: { screen.clear(Color(hex: 0xF3F2EE)) }) {
        demo.draw(into: &screen, at: 3)
    }
    print("glass screen \(Timing.format(screenTime)) ms")
    if let outDirectory {
        do { try screen.writePNG(to: "\(outDirectory)/glass-screen.png") } catch { printError("\(error)") }
    }
    timeLensGlass()
    do {
        try GlassScreenBench.run()
    } catch {
        printError("vitrine-bench glass: \(error)")
        return 2
    }
    return 0
}

/// Draws one scene over and over, untimed, for `perf record`.
private func profileGlass(_ scene: String) -> Int32 {
    switch scene {
    case "liquid":
        let backdrop = controlBackdrop(scale: 1)
        var work = backdrop
        let width = (400 - 4 * Liquid.joined) / 5
        let surfaces = (0..<5).map { index in
            GlassSurface(.capsule(Rect(20 + Double(index) * (width + Liquid.joined), 28, width, 44)),
                         tint: index == 2 ? Color(hex: 0xFFD976) : nil)
        }
        let control = GlassGroup(surfaces, appearance: GlassAppearance(material: .liquid))
        for _ in 0..<4000 {
            work.copyPixels(from: backdrop)
            control.draw(into: &work)
        }
    case "4k":
        guard let demo = try? GlassScreenBench.demo() else { return 2 }
        var canvas = Canvas(width: 3840, height: 2160, scale: 2)
        for _ in 0..<100 { demo.draw(into: &canvas, at: 3) }
    default:
        printError("vitrine-bench glass: --profile needs liquid or 4k")
        return 2
    }
    return 0
}

/// The control's backdrop: 440 × 100 pt so the shadows fit, a card with a red line through it.
private func controlBackdrop(scale: Double) -> Canvas {
    var backdrop = Canvas(width: Int(440 * scale), height: Int(100 * scale), scale: scale)
    backdrop.clear(Color(hex: 0xF3F2EE))
    backdrop.fillRoundedRect(Rect(4, 4, 432, 92), radius: 16, with: .solid(.white))
    backdrop.strokeLine(from: Point(10, 80), to: Point(430, 30), style: StrokeStyle(width: 2), with: .solid(Color(hex: 0xFF0000)))
    return backdrop
}

/// The Range Lens's glass drawn anew, from a cache that holds it, and into one that does not.
private func timeLensGlass() {
    var strip = Canvas(width: 1280, height: 800)
    strip.clear(Color(hex: 0xF3F2EE))
    strip.fillRoundedRect(Rect(20, 400, 1240, 52), radius: 12, style: .continuous, with: .solid(Color(hex: 0xEFEDE8)))
    for index in 0..<365 {
        let height = 10 + Double((index * 7919) % 29)
        strip.fillRect(Rect(38 + Double(index) * 3.3, 444 - height, 2, height), with: .solid(Color(hex: 0xB7B5B1)))
    }
    func lens(at x: Double) -> GlassGroup {
        GlassGroup([
            GlassSurface(.continuousRoundedRect(Rect(x - 3, 397, 141, 58), radius: 15)),
            GlassSurface(.capsule(Rect(x - 18, 400, 14, 52))),
            GlassSurface(.capsule(Rect(x + 139, 400, 14, 52))),
        ], appearance: GlassAppearance())
    }
    var work = strip
    let fresh = Timing.median(101, restoring: { work.copyPixels(from: strip) }) { lens(at: 600.3).draw(into: &work) }
    let cache = GlassCache()
    lens(at: 600.3).draw(into: &work, cache: cache)
    let kept = Timing.median(101, restoring: { work.copyPixels(from: strip) }) { lens(at: 600.3).draw(into: &work, cache: cache) }
    let new = Timing.median(101, restoring: { work.copyPixels(from: strip) }) { lens(at: 600.3).draw(into: &work, cache: GlassCache()) }
    print("glass lens \(Timing.format(fresh)) ms  (kept \(Timing.format(kept)) ms, new \(Timing.format(new)) ms)")
}
