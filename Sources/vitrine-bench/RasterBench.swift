import Foundation
import Geometry
import Raster

/// `vitrine-bench raster [--out DIR] [--gate] [--only LABEL,...] [--no-peer]`
///
/// `--out DIR` writes Vitrine's image of scenes (a), (c), the raw 100k-point stroke (`b100k.png`),
/// the million-point chart path (`b1m.png`) and (e).
///
/// Renders the scenes of `reference/raster.md` with Vitrine and with Cairo in the same process and
/// prints one line per scene: both medians, the ratio (Cairo time / Vitrine time) and how far the
/// images are apart. `--gate` renders the gated scenes once each and exits 1 when an image is
/// further from Cairo's than the reference allows; it measures nothing.
func runRasterBench(_ arguments: [String]) -> Int32 {
    var outDirectory: String?
    var gateOnly = false
    var only: Set<String>?
    var noPeer = false
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--out" where index + 1 < arguments.count:
            outDirectory = arguments[index + 1]
            index += 1
        case "--gate":
            gateOnly = true
        case "--no-peer":
            noPeer = true
        case "--only" where index + 1 < arguments.count:
            only = Set(arguments[index + 1].split(separator: ",").map(String.init))
            index += 1
        default:
            printError("vitrine-bench raster: unknown option \(arguments[index]) (use --out DIR, --gate, --only LABELS, --no-peer)")
            return 2
        }
        index += 1
    }
    if gateOnly && noPeer {
        printError("vitrine-bench raster: --gate compares with Cairo and cannot be combined with --no-peer")
        return 2
    }
    if let outDirectory {
        try? FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
    }
    var bench = RasterBench(outDirectory: outDirectory, gateOnly: gateOnly, only: only, noPeer: noPeer)
    bench.run()
    return bench.gateFailed ? 1 : 0
}

func printError(_ message: String) {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
}

struct RasterBench {
    let outDirectory: String?
    let gateOnly: Bool
    let only: Set<String>?
    var gateFailed = false

    /// Skips Cairo, for profiling Vitrine alone.
    let noPeer: Bool

    init(outDirectory: String?, gateOnly: Bool, only: Set<String>?, noPeer: Bool) {
        self.outDirectory = outDirectory
        self.gateOnly = gateOnly
        self.only = only
        self.noPeer = noPeer
    }

    mutating func run() {
        let cairo = CairoPeer()
        var canvas = Canvas(width: Scenes.width, height: Scenes.height)
        let white = Color.white

        let rects = Scenes.roundedRects(sizes: 8...200)
        scene("(a)", file: "a", gate: (1, 0.005), canvas: &canvas, cairo: cairo,
              vitrine: { c in c.clear(white); SceneDrawing.roundedRects(rects, into: &c) },
              peer: { p in p.clearWhite(); p.drawRoundedRects(rects) })
        let smallRects = Scenes.roundedRects(sizes: 8...40)
        scene("(a2)", file: nil, gate: nil, canvas: &canvas, cairo: cairo,
              vitrine: { c in c.clear(white); SceneDrawing.roundedRects(smallRects, into: &c) },
              peer: { p in p.clearWhite(); p.drawRoundedRects(smallRects) })
        let circles = Scenes.circles()
        scene("(c)", file: "c", gate: (1, 0.005), canvas: &canvas, cairo: cairo,
              vitrine: { c in c.clear(white); SceneDrawing.circles(circles, into: &c) },
              peer: { p in p.clearWhite(); p.drawCircles(circles) })

        for (label, count, file, gate) in [
            ("(b3840)", 3_840, nil, nil), ("(b100k)", 100_000, "b100k", (1.0, 0.01)), ("(b1m)", 1_000_000, nil, nil),
        ] as [(String, Int, String?, (Double, Double)?)] {
            guard wanted(label) else { continue }
            let line = Scenes.polyline(count: count)
            let path = SceneDrawing.path(line)
            scene(label, file: file, gate: gate, canvas: &canvas, cairo: cairo, repetitions: count >= 1_000_000 ? 5 : 7,
                  vitrine: { c in c.clear(white); SceneDrawing.strokeRaw(path, into: &c) },
                  peer: { p in p.clearWhite(); p.strokePolyline(line) })
        }

        // The chart path: the same polylines thinned per pixel column, against Cairo's raw stroke.
        for (label, count, file) in [("(b100k-chart)", 100_000, nil), ("(b1m-chart)", 1_000_000, "b1m")] as [(String, Int, String?)] {
            guard wanted(label) else { continue }
            let line = Scenes.polyline(count: count)
            let points = line.map { Point($0.x, $0.y) }
            scene(label, file: file, gate: nil, canvas: &canvas, cairo: cairo, repetitions: count >= 1_000_000 ? 5 : 7,
                  vitrine: { c in c.clear(white); SceneDrawing.strokeChart(points, into: &c) },
                  peer: { p in p.clearWhite(); p.strokePolyline(line) })
        }

        // (d) and (e) draw over scene (c); only the blur or the group is timed.
        if wanted("(d)") || wanted("(e)") {
            var backdrop = Canvas(width: Scenes.width, height: Scenes.height)
            backdrop.clear(white)
            SceneDrawing.circles(circles, into: &backdrop)
            var work = Canvas(width: Scenes.width, height: Scenes.height)
            if wanted("(d)") {
                let time = Timing.median(7, restoring: { work.copyPixels(from: backdrop) }) {
                    work.blur(Rect(760, 500, 400, 100), radius: 8)
                }
                print("raster (d) vitrine \(Timing.format(time)) ms  cairo -  ratio -")
            }
            if wanted("(e)") {
                let group = SceneDrawing.pillGroup()
                let time = Timing.median(7, restoring: { work.copyPixels(from: backdrop) }) {
                    work.fill(group, with: .solid(Color(hex: 0xFFFFFF, alpha: 0.7)))
                }
                print("raster (e) vitrine \(Timing.format(time)) ms  cairo -  ratio -")
                if let outDirectory {
                    do { try work.writePNG(to: "\(outDirectory)/e.png") } catch { printError("\(error)") }
                }
            }
        }
    }

    func wanted(_ label: String) -> Bool {
        guard let only else { return !gateOnly || ["(a)", "(c)", "(b100k)"].contains(label) }
        return only.contains(label) || only.contains(String(label.dropFirst().dropLast()))
    }

    /// Times one scene in both renderers, compares the images and prints the line.
    mutating func scene(
        _ label: String, file: String?, gate: (mean: Double, fraction: Double)?, canvas: inout Canvas, cairo: CairoPeer,
        repetitions: Int = 7, vitrine: (inout Canvas) -> Void, peer: ((CairoPeer) -> Void)?
    ) {
        guard wanted(label) else { return }
        let reps = gateOnly ? 1 : repetitions
        let vitrineTime = Timing.median(reps) { vitrine(&canvas) }
        var line = "raster \(label) vitrine \(Timing.format(vitrineTime)) ms"
        if let peer, !noPeer {
            let cairoTime = Timing.median(reps) { peer(cairo) }
            let difference = ImageDifference(canvas.pixels, cairo.pixels())
            line += "  cairo \(Timing.format(cairoTime)) ms  ratio \(String(format: "%.2f", cairoTime / vitrineTime))"
            line += "  mean \(String(format: "%.2f", difference.meanAbsolute))  off8 \(String(format: "%.2f", difference.fractionOffBy8 * 100))%"
            if let gate, difference.meanAbsolute >= gate.mean || difference.fractionOffBy8 >= gate.fraction {
                line += "  GATE FAILED (mean < \(gate.mean), off8 < \(gate.fraction * 100)%)"
                gateFailed = true
            }
        } else {
            line += "  cairo -  ratio -"
        }
        print(line)
        if let outDirectory, let file {
            do { try canvas.writePNG(to: "\(outDirectory)/\(file).png") } catch { printError("\(error)") }
        }
    }
}

/// Benchmark timing on the calling thread's CPU clock.
///
/// The renderers under test run on one thread, so CPU time equals wall time on a quiet machine,
/// and it stays honest on a busy one: time spent preempted by other processes is not counted.
enum Timing {
    /// Median CPU time of `count` runs, in milliseconds; `restoring` runs untimed before each.
    static func median(_ count: Int, restoring: () -> Void = {}, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, count) {
            restoring()
            let start = now()
            body()
            times.append(now() - start)
        }
        times.sort()
        return times[times.count / 2]
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
    }

    static func format(_ milliseconds: Double) -> String {
        String(format: milliseconds < 1 ? "%.3f" : "%.1f", milliseconds)
    }
}
