import Geometry
import Raster

/// The scenes drawn through Vitrine's public canvas API, as a piece would draw them.
enum SceneDrawing {
    static func roundedRects(_ rects: [Scenes.RoundedRect], into canvas: inout Canvas) {
        for r in rects {
            let color = Color(red: r.red, green: r.green, blue: r.blue, alpha: r.alpha)
            canvas.fillRoundedRect(Rect(r.x, r.y, r.w, r.h), radius: r.r, with: .solid(color))
        }
    }

    static func circles(_ circles: [Scenes.Circle], into canvas: inout Canvas) {
        for c in circles {
            let color = Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            canvas.fillCircle(center: Point(c.x, c.y), radius: c.r, with: .solid(color))
        }
    }

    static func path(_ points: [(x: Double, y: Double)]) -> Path {
        var path = Path()
        for p in points { path.line(to: Point(p.x, p.y)) }
        return path
    }

    static let lineColor = Color(
        red: Scenes.lineColor.red, green: Scenes.lineColor.green, blue: Scenes.lineColor.blue, alpha: Scenes.lineColor.alpha)

    static func strokeRaw(_ path: Path, into canvas: inout Canvas) {
        canvas.stroke(path, style: StrokeStyle(width: 2, cap: .round, join: .round), with: .solid(lineColor))
    }

    static func strokeChart(_ points: [Point], into canvas: inout Canvas) {
        canvas.strokeChartLine(points, width: 2, shape: .linear, with: .solid(lineColor))
    }

    /// Scene (e): 60 capsules of 80 × 34 in rows of six, 4 apart in a row (joined by necks), rows
    /// 26 apart (resting as separate bubbles).
    static func pillGroup() -> DistanceGroup {
        var shapes: [DistanceShape] = []
        for row in 0..<10 {
            for column in 0..<6 {
                let x = 700 + Double(column) * 84, y = 150 + Double(row) * 60
                shapes.append(.capsule(Rect(x, y, 80, 34)))
            }
        }
        return DistanceGroup(shapes, smoothing: 20)
    }
}
