import Geometry
import Motion
import Raster

// Drawing each role's and preset's scene inside its tile.

extension LabExample {
    /// Draws the scene inside `stage` (points) at `time`.
    func draw(into canvas: inout Canvas, in stage: Rect, at time: Double, ink: LabInk) {
        switch tile {
        case .role(let role): drawRole(role, into: &canvas, in: stage, at: time, palette: ink.palette)
        case .preset(let preset): drawPreset(preset, into: &canvas, in: stage, at: time, palette: ink.palette)
        case .part(let part): drawPart(part, into: &canvas, in: stage, at: time, ink: ink)
        }
    }

    /// The pop swells a dot, the shake swings a pill: each preset alone, with nothing else moving.
    private func drawPreset(_ preset: LabPreset, into canvas: inout Canvas, in stage: Rect, at time: Double, palette: TiersPalette) {
        let value = keyframes.value(at: time)
        let center = stage.center
        switch preset {
        case .pop:
            canvas.fillCircle(center: center, radius: min(stage.height, 28) / 2 * 0.8 * value, with: .solid(palette.puck))
        case .shake:
            canvas.fillRoundedRect(Rect(center.x - 26 + value, center.y - 11, 52, 22), radius: 11, with: .solid(palette.puck))
        }
    }

    private func drawRole(_ role: Role, into canvas: inout Canvas, in stage: Rect, at time: Double, palette: TiersPalette) {
        let p = progress.value(at: time)
        let center = stage.center
        let dot = min(stage.height, 28.0) / 2
        let ink = Paint.solid(palette.puck)
        let track = Paint.solid(palette.rail)
        let travel = stage.width / 2 - dot - 4
        switch role {
        case .press:
            if reducedMotion {
                // Reduce Motion: the surface stays its size and shades, as pressed glass does.
                canvas.fillCircle(center: center, radius: dot, with: ink)
                canvas.fillCircle(center: center, radius: dot, with: .solid(palette.pressShade.opacity(min(max(p, 0), 1))))
            } else {
                // The seeds' press maths: a size-aware depth, never below 0.92.
                let pressed = MotionLanguage.pressScale(for: Size(width: 2 * dot, height: 2 * dot))
                canvas.fillCircle(center: center, radius: dot * (1 - (1 - pressed) * p), with: ink)
            }
        case .release:
            // The pressed surface coming back: its size follows the release spring through rest
            // (past 1 where the spring has bounce); under Reduce Motion its shade lifts instead.
            let pill = Size(width: dot * 3, height: dot * 2)
            if reducedMotion {
                let rect = Rect(center.x - pill.width / 2, center.y - pill.height / 2, pill.width, pill.height)
                canvas.fillRoundedRect(rect, radius: dot, with: ink)
                canvas.fillRoundedRect(rect, radius: dot, with: .solid(palette.pressShade.opacity(min(max(p, 0), 1))))
            } else {
                let scale = 1 - (1 - MotionLanguage.pressScale(for: pill)) * p
                let size = Size(width: pill.width * scale, height: pill.height * scale)
                canvas.fillRoundedRect(Rect(center.x - size.width / 2, center.y - size.height / 2, size.width, size.height),
                                       radius: size.height / 2, with: ink)
            }
        case .settle:
            canvas.fillCapsule(Rect(stage.minX + 4, center.y - 2, stage.width - 8, 4), with: track)
            canvas.fillCircle(center: Point(center.x - travel + 2 * travel * p, center.y), radius: dot * 0.7, with: ink)
        case .snap:
            for index in 0..<3 {
                let x = center.x - travel + travel * Double(index)
                canvas.fillCircle(center: Point(x, center.y), radius: 3, with: track)
            }
            canvas.fillCircle(center: Point(center.x - travel + 2 * travel * p, center.y), radius: dot * 0.6, with: ink)
        case .value:
            let full = stage.width - 8
            canvas.fillCapsule(Rect(stage.minX + 4, center.y - 5, full, 10), with: track)
            canvas.fillCapsule(Rect(stage.minX + 4, center.y - 5, max(10, full * (0.25 + 0.75 * p)), 10), with: ink)
        case .rebound:
            let bound = Rect(stage.minX + 4, center.y - dot, stage.width - 8, dot * 2)
            canvas.fillRoundedRect(bound, radius: dot, with: track)
            let x = bound.minX + dot + (bound.width - 2 * dot) * p
            canvas.fillCircle(center: Point(x, center.y), radius: dot * 0.7, with: ink)
        case .morph:
            let side = dot * 2 * (1 + 0.4 * p)
            let rect = Rect(center.x - side / 2, center.y - dot, side, dot * 2)
            canvas.fillRoundedRect(rect, radius: 4 + (dot - 4) * p, with: ink)
        case .reveal, .dismiss:
            let shown = role == .reveal ? p : 1 - p
            // An outline marks where the hidden surface appears.
            let outline = Rect(center.x - dot * 2, center.y - dot / 2, dot * 4, dot)
            canvas.stroke(Path(roundedRect: outline, radii: CornerRadii(dot / 3)), style: StrokeStyle(width: 1, dash: [3, 3]), with: .solid(palette.secondary.opacity(0.5)))
            guard shown > 0.001 else { return }
            // One shape, so fading its colour is the same as fading a layer, without the layer.
            // Under Reduce Motion it only fades: no scaling.
            let size = dot * 2 * (reducedMotion ? 1 : 0.6 + 0.4 * shown)
            let faded = Paint.solid(palette.puck.opacity(min(1, max(0, shown))))
            canvas.fillRoundedRect(Rect(center.x - size, center.y - size / 2, size * 2, size), radius: size / 3, with: faded)
        case .success:
            let scale = keyframes.value(at: time)
            let radius = dot * 0.8 * scale
            canvas.fillCircle(center: center, radius: radius, with: .solid(palette.success.mixed(with: palette.puck, amount: 1 - p)))
        case .error:
            let shake = keyframes.value(at: time)
            let rect = Rect(center.x - 26 + shake, center.y - 11, 52, 22)
            canvas.fillRoundedRect(rect, radius: 11, with: .solid(palette.puck.mixed(with: palette.error, amount: p)))
        case .ambient:
            // Breathing: a halo swells and fades around a dot that grows a little.
            let breath = ambient.value(at: time)
            canvas.fillCircle(center: center, radius: dot * (0.85 + 0.3 * breath), with: .solid(palette.puck.opacity(0.18 * breath)))
            canvas.fillCircle(center: center, radius: dot * (0.6 + 0.15 * breath), with: ink)
        }
    }
}
