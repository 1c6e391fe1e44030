import Geometry
import Glass
import Raster
import Typeset

// Drawing the trail: the stops and the puck as one glass group, each stop's face cut away under
// the puck with an even-odd fill, the puck carrying every face in the accent's ink cut to its
// outline, and the caption under it all.

extension StepTrail {
    /// Where the stops sit this frame.
    func geometry(at time: Double) -> StepTrailGeometry {
        StepTrailGeometry(metrics: metrics, openness: motion.openness(at: time))
    }

    /// The top of the stops, centred in their row.
    var stopTop: Double { track.minY + (metrics.rowHeight - metrics.d) / 2 }

    /// A stop's rectangle this frame, in window points, before any press, shake or pop.
    func stopRect(_ index: Int, at time: Double) -> Rect {
        stopRect(index, in: geometry(at: time))
    }

    func stopRect(_ index: Int, in geometry: StepTrailGeometry) -> Rect {
        Rect(track.minX + geometry.screenX(index), stopTop, geometry.w[index], metrics.d)
    }

    /// The puck this frame, in window points, before the lift, press and pop.
    func puckRect(at time: Double) -> Rect {
        puckRect(in: geometry(at: time), at: time)
    }

    func puckRect(in geometry: StepTrailGeometry, at time: Double) -> Rect {
        let range = geometry.screen(geometry.puck(lower: motion.lower.value(at: time), upper: motion.upper.value(at: time),
                                                  pull: motion.pull.value(at: time)))
        return Rect(track.minX + range.lowerBound, stopTop, range.upperBound - range.lowerBound, metrics.d)
    }

    /// Under Reduce Motion the stops carry the red themselves; the puck stays out of it.
    var usesPuck: Bool { !motion.reduceMotion }

    /// Draws the trail at `time`. It is drawn into a canvas of its own area, over a copy of what
    /// lies there, and copied back, so its clips and blurs cost its size, not the window's.
    func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        drawn = (version, time)
        guard count > 0 else { return }
        let area = PixelBounds(covering: canvas.transform.apply(drawnArea)).intersection(canvas.clipBounds)
        guard !area.isEmpty else { return }
        // The canvas is kept from frame to frame: a frame of a move allocates nothing for it.
        var local = canvas.area(area, reusing: &scratch)
        local.replacePixels(area, of: canvas, atPixelX: 0, y: 0)
        let backdrop = isEnabled ? nil : local.snapshot(of: local.pixelBounds)
        drawTrail(into: &local, at: time, text: text)
        if let backdrop {
            let dimmed = Self.dimmed(PixelImage(width: local.width, height: local.height, pixels: local.pixels), over: backdrop)
            canvas.replacePixels(with: dimmed, atPixelX: area.minX, y: area.minY)
        } else {
            canvas.replacePixels(local.pixelBounds, of: local, atPixelX: area.minX, y: area.minY)
        }
        scratch = local
    }

    /// A frame that redraws none of the trail's pixels: nothing of it changes, so it counts as
    /// drawn as it is.
    func skipDrawing(at time: Double) {
        if let drawn, drawn.version == version, !isAnimating(at: drawn.time), !isAnimating(at: time) { self.drawn = (version, time) }
    }

    private func drawTrail(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        let geometry = geometry(at: time)
        let puck = puckRect(in: geometry, at: time)
        let pop = motion.pop.value(at: time)
        var surfaces: [GlassSurface] = []
        for index in 0..<count {
            let red = motion.stopRed[index].value(at: time)
            var surface = GlassSurface(.capsule(stopRect(index, in: geometry)), tint: red > 0.001 ? style.accent.opacity(min(red, 1)) : nil)
            surface.scale = pop
            surface = motion.presses[index].surface(surface, at: time)
            surface.offset = Point(motion.shakes[index].value(at: time), 0)
            surfaces.append(surface)
        }
        let red = min(max(motion.red.value(at: time), 0), 1)
        var puckSurface = GlassSurface(.capsule(puck), tint: red > 0.001 ? style.accent.opacity(red) : nil)
        puckSurface.scale = pop * motion.lift.value(at: time)
        puckSurface = motion.puckPress.surface(puckSurface, at: time)
        // The puck rides on the stops: it joins their outline as it is, without swelling them.
        puckSurface.melts = false
        GlassGroup(usesPuck ? surfaces + [puckSurface] : surfaces, appearance: theme.glassAppearance).draw(into: &canvas)

        let faceText = text.scaled(to: 1)
        frameInks.removeAll(keepingCapacity: true)
        defer { frameInks.removeAll(keepingCapacity: true) }
        for index in 0..<count {
            let rect = stopRect(index, in: geometry)
            let status = model.status(of: index, shown: shown)
            canvas.save()
            let own = surfaces[index].contentTransform
            canvas.concatenate(own)
            // The stop's face is cut where the puck is drawn (lifted, pressed, popped), carried
            // into the stop's own coordinates, so neither copy shows in the other's place.
            let cut = Self.undo(own, on: puckSurface.contentTransform.apply(puck))
            drawFace(index, status: status, in: rect, openness: geometry.open(index), color: faceColor(index, status: status, at: time),
                     cut: usesPuck ? .outside(cut) : .none, at: time, text: faceText, into: &canvas)
            canvas.restore()
        }
        if usesPuck {
            // Every face in the ink, laid out exactly as the stops lay theirs out, cut to the puck.
            let ink = style.label.mixed(with: style.accentInk, amount: red)
            canvas.save()
            canvas.concatenate(puckSurface.contentTransform)
            for index in 0..<count {
                let rect = stopRect(index, in: geometry)
                guard puck.maxX > rect.minX - metrics.d, puck.minX < rect.maxX + metrics.d else { continue }
                drawFace(index, status: model.status(of: index, shown: shown), in: rect, openness: geometry.open(index), color: ink,
                         cut: .inside(puck), at: time, text: faceText, into: &canvas)
            }
            canvas.restore()
        }
        if showsCaption { drawCaption(at: time, text: text, into: &canvas) }
    }

    /// `rect` (drawn through a scale-and-translate `transform`) back in the points it was drawn from.
    static func undo(_ transform: AffineTransform, on rect: Rect) -> Rect {
        guard transform.a != 0, transform.d != 0 else { return rect }
        return Rect((rect.minX - transform.tx) / transform.a, (rect.minY - transform.ty) / transform.d,
                    rect.width / transform.a, rect.height / transform.d)
    }

    /// A stop's own face colour: the label for done and reached steps, muted for the rest; under
    /// Reduce Motion the current stop's face turns to the ink as the red fades into it.
    func faceColor(_ index: Int, status: StepTrailStatus, at time: Double) -> Color {
        switch status {
        case .done, .ahead: return style.label
        case .current: return style.label.mixed(with: style.accentInk, amount: motion.stopRed[index].value(at: time))
        case .unreached: return style.secondaryLabel
        }
    }

    /// A disabled trail: no colour, at 0.45 opacity over what lies under it. Pixels the trail
    /// left as they were stay exactly as they were.
    static func dimmed(_ image: PixelImage, over backdrop: PixelImage) -> PixelImage {
        var out = image.pixels
        for index in out.indices where out[index] != backdrop.pixels[index] {
            let top = out[index], under = backdrop.pixels[index]
            func channel(_ pixel: UInt32, _ shift: UInt32) -> Double { Double((pixel >> shift) & 0xFF) }
            let luma = 0.2126 * channel(top, 16) + 0.7152 * channel(top, 8) + 0.0722 * channel(top, 0)
            let gray = [channel(top, 24), luma, luma, luma]
            var pixel: UInt32 = 0
            for (place, shift) in [UInt32(24), 16, 8, 0].enumerated() {
                let mixed = channel(under, shift) + (gray[place] - channel(under, shift)) * 0.45
                pixel |= UInt32(min(max(mixed.rounded(), 0), 255)) << shift
            }
            out[index] = pixel
        }
        return PixelImage(width: image.width, height: image.height, pixels: out)
    }
}
