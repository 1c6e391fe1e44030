import Geometry
import Glass
import Motion
import Raster
import Typeset

// Drawing the card: the header with its switch, the speed and compare controls, a lane per
// spring with its curve (or, comparing, every curve on one plot), the custom lane's wheels, and a
// tile per role.

/// What the kept pixels of the still speed and compare controls depend on.
struct ControlsKey: Hashable {
    var speed: Int
    var compare: Int
    var speedRow: Rect
    var compareRow: Rect
    var palette: [Color]
    var glass: GlassAppearance
    var textScale: Double
}

extension MotionTiers {
    public func draw(into canvas: inout Canvas, at realTime: Double, text: Typesetter) {
        let time = clock.local(at: realTime)
        let card = layout.card
        // Circular corners and no blurred shadow: at this size a continuous-corner path and a
        // blur would cost most of the frame budget, and the card reads against the ground anyway.
        canvas.fillRoundedRect(card, radius: 24, with: .solid(palette.card))
        // What is kept as pixels is drawn first, straight on the card, so nothing that moves is
        // ever caught under it: the glass controls, then the plots with their still curves.
        let controls = drawControls(into: &canvas, at: realTime, text: text)
        if comparing {
            drawCompareBase(into: &canvas, controls: controls, text: text)
        } else {
            for index in layout.lanes.indices { drawCurveBase(ofLane: index, into: &canvas, controls: controls) }
        }

        let title = text.layout("Motion tiers", style: TextStyle(size: 22, color: palette.text, tracking: -0.3, maximumTextScale: TiersLayout.maximumTextScale))
        text.draw(title, into: &canvas, at: layout.title)
        let hint = text.layout(
            "Click a lane or press Space to fire every lane. Drag a puck and let go. C compares the curves.",
            style: TextStyle(size: 13, color: palette.secondary, maximumTextScale: TiersLayout.maximumTextScale),
            maximumWidth: layout.card.width - 2 * TiersLayout.padding - layout.switchHit.width - 12, minimumScaleFactor: 0.8)
        text.draw(hint, into: &canvas, at: layout.subtitle)
        drawSwitch(into: &canvas, at: time, text: text)
        drawSpeedCaption(into: &canvas, text: text)

        for (index, lane) in layout.lanes.enumerated() where index < motion.lanes.count {
            drawLane(index, in: lane, into: &canvas, at: time, text: text)
        }
        if comparing { drawCompare(into: &canvas, at: time, text: text) }
        drawWheels(into: &canvas, at: realTime, text: text)

        let rolesTitle = text.layout(
            "Roles, presets and parts", style: TextStyle(size: 12, color: palette.secondary, tracking: 1.2, isUppercased: true, maximumTextScale: TiersLayout.maximumTextScale))
        text.draw(rolesTitle, into: &canvas, at: layout.rolesTitle)
        let ink = LabInk(palette: palette, text: text, glass: glass, groupGlass: groupPopGlass)
        for (index, tile) in layout.roleTiles.enumerated() where index < motion.tiles.count {
            drawTile(motion.tiles[index], in: tile, at: time, ink: ink, into: &canvas)
        }
    }

    /// One tile: its scene, its name, and the tier it moves on, with under Reduce Motion the
    /// substitute it plays instead on a line of its own.
    private func drawTile(_ example: LabExample, in tile: Rect, at time: Double, ink: LabInk, into canvas: inout Canvas) {
        canvas.fillRoundedRect(tile, radius: 14, with: .solid(palette.track))
        let stage = Rect(tile.minX + 12, tile.minY + 10, tile.width - 24, TiersLayout.tileStageHeight)
        example.draw(into: &canvas, in: stage, at: time, ink: ink)
        let width = tile.width - 16
        let name = ink.text.layout(
            example.tile.name, style: TextStyle(size: 13, color: palette.text, maximumTextScale: TiersLayout.maximumTextScale),
            maximumWidth: width)
        ink.text.draw(name, into: &canvas, at: Point(tile.midX, tile.minY + 66), alignment: .center)
        let small = TextStyle(size: 11, color: palette.secondary, maximumTextScale: TiersLayout.maximumTextScale)
        var lines = [example.tile.tier]
        if model.reduceMotion { lines.append(example.tile.substituteLine) }
        for (index, string) in lines.enumerated() {
            let line = ink.text.layout(string, style: small, maximumWidth: width, minimumScaleFactor: 0.75)
            ink.text.draw(line, into: &canvas, at: Point(tile.midX, tile.minY + 82 + 14 * Double(index)), alignment: .center)
        }
    }

    private func drawSwitch(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        let track = layout.switchTrack
        let on = min(1, max(0, motion.switchPosition.value(at: time)))
        let label = text.layout("Reduce Motion", style: TextStyle(size: 13, color: palette.text, maximumTextScale: TiersLayout.maximumTextScale))
        text.draw(label, into: &canvas, at: layout.switchLabel, alignment: .trailing)
        let fill = palette.track.mixed(with: Color(hex: 0x34C759), amount: on)
        canvas.fillCapsule(track, with: .solid(fill))
        let radius = track.height / 2 - 2
        let along = layout.rightToLeft ? 1 - on : on
        let x = track.minX + 2 + radius + (track.width - 4 - 2 * radius) * along
        canvas.drawShadow(of: .circle(center: Point(x, track.midY), radius: radius), color: Color.black.opacity(0.15), radius: 2, offset: Point(0, 1))
        canvas.fillCircle(center: Point(x, track.midY), radius: radius, with: .solid(.white))
    }

    /// Where the kept pixels of the controls reach: their lift shadow goes about 27 pt out and
    /// 8 pt down.
    var controlsCovering: Rect {
        let rows = layout.speedRow.union(layout.compareRow)
        return Rect(rows.minX - 28, rows.minY - 20, rows.width + 56, rows.height + 56)
    }

    /// The slow-motion picker and the compare toggle. Both move on real time; at rest they are
    /// copied back from the last frame, since their glass costs more to draw than everything
    /// else on the card that holds still. Returns what the kept pixels were drawn for, or nil
    /// while the controls move.
    private func drawControls(into canvas: inout Canvas, at realTime: Double, text: Typesetter) -> ControlsKey? {
        let speed = motion.speedPicker, compare = motion.comparePicker
        let still = !speed.isAnimating(at: realTime) && !compare.isAnimating(at: realTime) && speed.pressed == nil && compare.pressed == nil
        let key = still ? ControlsKey(speed: speed.selection, compare: compare.selection, speedRow: layout.speedRow,
                                      compareRow: layout.compareRow, palette: palette.controls, glass: glass,
                                      textScale: text.textScale) : nil
        controlsSnapshot.draw(into: &canvas, covering: controlsCovering, key: key) { canvas in
            speed.draw(into: &canvas, at: realTime, accent: palette.accent, muted: palette.secondary, ink: palette.ink,
                       appearance: glass, text: text, cache: speedGlass)
            compare.draw(into: &canvas, at: realTime, accent: palette.accent, muted: palette.secondary, ink: palette.ink,
                         appearance: glass, text: text, cache: compareGlass)
        }
        return key
    }

    /// The speed picker's caption, at the leading side.
    private func drawSpeedCaption(into canvas: inout Canvas, text: Typesetter) {
        let caption = clock.speed < 1 ? "Slow motion: the whole screen at \(TiersMotion.speedLabel(clock.speed)) (keys 1–4)"
            : "Speed (keys 1–4)"
        let style = TextStyle(size: 13, color: palette.secondary, maximumTextScale: TiersLayout.maximumTextScale)
        let room = layout.card.width - layout.speedRow.width - layout.compareRow.width - 12 - 3 * TiersLayout.padding
        let line = text.layout(caption, style: style, maximumWidth: max(room, 40), minimumScaleFactor: 0.8)
        text.draw(line, into: &canvas, at: layout.speedLabel)
    }

    private func drawLane(_ index: Int, in place: TiersLayout.Lane, into canvas: inout Canvas, at time: Double, text: Typesetter) {
        let lane = motion.lanes[index]
        let name = text.layout(lane.name, style: TextStyle(size: 17, color: palette.text, maximumTextScale: TiersLayout.maximumTextScale))
        let leading = layout.leadingEdge(of: place.label)
        let lines = layout.textScale
        // A swatch of the lane's curve colour before the name, so compare's legend reads back.
        let swatchX = layout.rightToLeft ? leading - 8 : leading
        canvas.fillRoundedRect(Rect(swatchX, place.label.minY + 14 * lines - 6, 8, 8), radius: 4, with: .solid(palette.series(index)))
        text.draw(name, into: &canvas, at: Point(leading + (layout.rightToLeft ? -14 : 14), place.label.minY + 20 * lines))
        let secondary = TextStyle(size: 12, color: palette.secondary, maximumTextScale: TiersLayout.maximumTextScale)
        let named = model.namedSpring(ofLane: index)
        let springText: String
        if model.reduceMotion, model.spring(ofLane: index) != named {
            springText = "Reduce Motion: \(fixed(model.spring(ofLane: index).duration, digits: 2)) s, no bounce"
        } else if index == MotionTiersModel.customLane {
            // The line a designer pastes into SwiftUI for this spring.
            springText = model.custom.swiftUI
        } else {
            springText = "\(fixed(named.duration, digits: 2)) s · bounce \(fixed(named.bounce, digits: 2))"
        }
        let line2 = text.layout(springText, style: secondary, maximumWidth: place.label.width - 8, minimumScaleFactor: 0.7)
        text.draw(line2, into: &canvas, at: Point(leading, place.label.minY + 38 * lines))
        let measurement = model.shownMeasurement(ofLane: index)
        let measured = "overshoot \(fixed(measurement.overshoot * 100, digits: 1))% · settle \(fixed(measurement.settle, digits: 2)) s"
        let line3 = text.layout(measured, style: secondary, maximumWidth: place.label.width - 8, minimumScaleFactor: 0.8)
        text.draw(line3, into: &canvas, at: Point(leading, place.label.minY + 54 * lines))

        // Track with its two end stops, then the puck.
        let track = place.track
        canvas.fillCapsule(Rect(track.minX, track.midY - 4, track.width, 8), with: .solid(palette.rail))
        for end in [0.0, 1.0] {
            let stop = place.puckCenter(end, rightToLeft: rightToLeft)
            canvas.fillRoundedRect(Rect(stop.x - 1, track.minY + 2, 2, track.height - 4), radius: 1, with: .solid(palette.secondary.opacity(0.5)))
        }
        let center = place.puckCenter(lane.position(at: time), rightToLeft: rightToLeft)
        let puck = Shape.circle(center: center, radius: place.puckRadius)
        canvas.drawShadow(of: puck, color: Color.black.opacity(0.18), radius: 4, offset: Point(0, 2))
        canvas.fillCircle(center: center, radius: place.puckRadius, with: .solid(palette.puck))

        if !comparing { drawCurveOverlay(ofLane: index, in: place.plot, into: &canvas, at: time, text: text) }
    }
}
