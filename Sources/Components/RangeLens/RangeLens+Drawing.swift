import Geometry
import Glass
import Raster
import Typeset

// Drawing the lens: the readout, then the detail chart at the animated span and ceiling, then
// the strip with the glass lens between its two layers of bars.

extension RangeLens {
    public func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        guard let layout else { return }
        lastTime = max(lastTime, time)
        let shown = motion.span(at: time)
        var painter = RangeLensPainter(model: model, layout: layout, style: style, text: text, redacted: redacted,
                                       scale: canvas.scale)
        if rule?.key != painter.ruleKey { rule = RangeLensRule(key: painter.ruleKey) }
        painter.rule = rule
        if let fade = readoutFade, !fade.swap.isAnimating(at: time) { readoutFade = nil }
        drawReadout(into: &canvas, layout: layout, text: text, at: time)
        let step = ChartScale(peak: window.map { model.peak($0) } ?? 0).step
        if let fading = motion.fadingScale(at: time) {
            // Reduce Motion: the old scale fades out as the new one fades in.
            canvas.beginLayer(opacity: fading.opacity)
            painter.drawDetail(into: &canvas, span: shown, top: fading.top, step: ChartScale(peak: fading.top / ChartScale.headroom).step)
            canvas.endLayer()
            canvas.beginLayer(opacity: 1 - fading.opacity)
            painter.drawDetail(into: &canvas, span: shown, top: motion.top(at: time), step: step)
            canvas.endLayer()
        } else {
            painter.drawDetail(into: &canvas, span: shown, top: motion.top(at: time), step: step)
        }
        if let strip = stripLayer(for: painter, on: canvas) {
            strip.drawUnder(into: &canvas, span: shown, painter: painter)
            drawLens(into: &canvas, layout: layout, span: shown, time: time)
            strip.drawOver(into: &canvas, span: shown, painter: painter)
        } else {
            painter.drawStrip(into: &canvas, span: shown, layer: .under)
            if !model.isEmpty { drawLens(into: &canvas, layout: layout, span: shown, time: time) }
            painter.drawStrip(into: &canvas, span: shown, layer: .over)
        }
        drawn = DrawnFrame(key: frameKey, readout: readoutStrings)
    }

    /// The strip's kept pixels for this frame, drawn again when the data or the layout changed;
    /// nil when the strip has no bars, or the canvas is not on the pixel grid the pixels were
    /// drawn for (anything but the plain scale), where the strip is drawn directly.
    func stripLayer(for painter: RangeLensPainter, on canvas: Canvas) -> RangeLensStripLayer? {
        guard !model.isEmpty, canvas.transform == .scale(x: canvas.scale, y: canvas.scale) else { return nil }
        let key = RangeLensStripLayer.Key(dataVersion: dataVersion, layout: painter.layout, style: style, theme: theme,
                                          scale: canvas.scale, redacted: redacted)
        if stripLayer?.key != key { stripLayer = RangeLensStripLayer(key: key, painter: painter) }
        return stripLayer
    }

    /// The caption, the numeral with its unit, and the dates, hanging from the leading edge.
    func drawReadout(into canvas: inout Canvas, layout: RangeLensLayout, text: Typesetter, at time: Double) {
        let x = layout.rightToLeft ? layout.readout.maxX : layout.readout.minX
        let strings = readout
        if redacted {
            // Placeholder blocks where the text will be, in the quiet bar colour.
            let blocks = [(layout.captionBaseline, 70.0, text.metrics(for: style.caption)),
                          (layout.numeralBaseline, 150.0, text.metrics(for: style.numeral)),
                          (layout.datesBaseline, 110.0, text.metrics(for: style.caption))]
            for (baseline, width, metrics) in blocks {
                let height = metrics.capHeight + 2
                let rect = Rect(layout.rightToLeft ? x - width : x, baseline - metrics.capHeight - 1, width, height)
                canvas.fillRoundedRect(rect, radius: min(4, height / 2), with: .solid(style.grid))
            }
            return
        }
        let caption = text.layout(strings.caption, style: style.caption, maximumWidth: layout.readout.width)
        text.draw(caption, into: &canvas, at: Point(x, layout.captionBaseline))
        guard window != nil else {
            let empty = text.layout(strings.numeral, style: style.empty, maximumWidth: layout.readout.width)
            text.draw(empty, into: &canvas, at: Point(x, layout.numeralBaseline))
            return
        }
        let fade = readoutFade.map { (numeral: $0.numeral, dates: $0.dates, incoming: $0.swap.incoming(at: time).opacity) }
        if let fade, fade.numeral != strings.numeral, fade.incoming < 1 {
            let old = text.layout(fade.numeral, style: style.numeral, maximumWidth: layout.readout.width, minimumScaleFactor: 0.6)
            text.draw(old, into: &canvas, at: Point(x, layout.numeralBaseline), opacity: 1 - fade.incoming)
        }
        let numeralOpacity = fade.map { $0.numeral != strings.numeral ? $0.incoming : 1 } ?? 1
        let numeral = text.layout(strings.numeral, style: style.numeral, maximumWidth: layout.readout.width, minimumScaleFactor: 0.6)
        text.draw(numeral, into: &canvas, at: Point(x, layout.numeralBaseline), opacity: numeralOpacity)
        if let unit = model.unit, !unit.isEmpty {
            let line = text.layout(unit, style: style.unit, maximumWidth: layout.readout.width)
            let offset = layout.unitStacked ? 0 : numeral.width + 6
            text.draw(line, into: &canvas, at: Point(layout.rightToLeft ? x - offset : x + offset, layout.unitBaseline))
        }
        if let fade, fade.dates != strings.dates, fade.incoming < 1 {
            let old = text.layout(fade.dates, style: style.caption, maximumWidth: layout.readout.width)
            text.draw(old, into: &canvas, at: Point(x, layout.datesBaseline), opacity: 1 - fade.incoming)
        }
        let dates = text.layout(strings.dates, style: style.caption, maximumWidth: layout.readout.width)
        text.draw(dates, into: &canvas, at: Point(x, layout.datesBaseline),
                  opacity: fade.map { $0.dates != strings.dates ? $0.incoming : 1 } ?? 1)
    }

    /// The lens: a glass slab over the window with a glass handle joined to each end by a neck.
    /// Held, the slab swells 3 points; a held handle swells ×1.12 and floods red.
    func drawLens(into canvas: inout Canvas, layout: RangeLensLayout, span: RangeLensSpan, time: Double) {
        guard let geometry else { return }
        let extent = geometry.lens(span)
        let strip = layout.strip
        let swell = motion.swell.value(at: time)
        let handle = RangeLensGeometry.handle
        let joined = Liquid.joined
        // Along time: the lower handle, the neck, the slab, the neck, the upper handle.
        let lowerAlong = (extent.lowerBound - joined - handle)...(extent.lowerBound - joined)
        let upperAlong = (extent.upperBound + joined)...(extent.upperBound + joined + handle)
        func onScreen(_ along: ClosedRange<Double>, height: Double, outset: Double = 0) -> Rect {
            let a = layout.timeX(along.lowerBound), b = layout.timeX(along.upperBound)
            return Rect(min(a, b) - outset, strip.minY - outset, abs(b - a) + 2 * outset, height + 2 * outset)
        }
        let slab = onScreen(extent, height: RangeLensStyle.lensHeight, outset: swell)
        let handles = [onScreen(lowerAlong, height: RangeLensStyle.lensHeight), onScreen(upperAlong, height: RangeLensStyle.lensHeight)]
        var surfaces = [GlassSurface(.continuousRoundedRect(slab, radius: 12 + swell))]
        for index in 0..<2 {
            let flood = motion.handleFlood[index].value(at: time)
            surfaces.append(GlassSurface(.capsule(handles[index]), tint: flood > 0.004 ? style.accent.opacity(min(flood, 1)) : nil,
                                         scale: motion.handleScale[index].value(at: time)))
        }
        GlassGroup(surfaces, appearance: theme.glassAppearance).draw(into: &canvas, cache: glassCache)
        // The grips: 3 × 16 capsules, secondary, turning to ink on the red.
        for index in 0..<2 {
            let flood = min(max(motion.handleFlood[index].value(at: time), 0), 1)
            let surface = surfaces[index + 1]
            let center = handles[index].center
            canvas.save()
            canvas.concatenate(surface.contentTransform)
            canvas.fillCapsule(Rect(center.x - 1.5, center.y - 8, 3, 16), with: .solid(style.secondary.mixed(with: style.accentInk, amount: flood)))
            canvas.restore()
        }
    }
}
