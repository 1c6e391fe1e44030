import Geometry
import Raster
import Typeset

// Drawing the picker: the title, the selection window behind the strip, and the ticks in view,
// faded out toward both ends so values dissolve instead of being cut.

extension WheelPicker {
    /// How selected value `index` looks at `time`: 0 a plain tick, 1 the accent's.
    func highlight(_ index: Int, at time: Double) -> Double {
        if let animator = highlights[index] { return min(max(animator.value(at: time), 0), 1) }
        return index == selectedIndex ? 1 : 0
    }

    /// Value `index`'s centre on screen with the strip at `shown`.
    func centreX(of index: Int, shown: Double) -> Double {
        strip.midX + along * (shown + (Double(index) - model.lastIndex / 2) * model.itemWidth)
    }

    func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        drawn = (version, time)
        guard model.count > 0 else { return }
        drawTitle(into: &canvas, at: time, text: text)
        // The window sits behind the ticks, framing the value rather than striking through it.
        let window = Rect(strip.midX - (model.itemWidth - 6) / 2, strip.minY, model.itemWidth - 6, strip.height)
        canvas.fill(.continuousRoundedRect(window, radius: WheelPickerStyle.windowRadius), with: .solid(style.accentSoft.opacity(0.85)))
        let border = WheelPickerStyle.windowBorder
        canvas.stroke(Path(continuousRoundedRect: window.insetBy(dx: border / 2, dy: border / 2), radius: WheelPickerStyle.windowRadius - border / 2),
                      style: StrokeStyle(width: border), with: .solid(style.accent.opacity(0.35)))
        drawTicks(into: &canvas, at: time, text: text)
    }

    private func drawTitle(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        let fullStyle = TextStyle(size: WheelPickerStyle.titleSize, color: style.label)
        let baseline = frame.minY + text.metrics(for: fullStyle).firstBaseline
        // Large text in a narrow wheel: the figures shrink to the wheel's width on the same
        // baseline, rather than run into the wheel beside it (the tiers' Duration and Bounce).
        var titleStyle = fullStyle
        let shown = [title] + (titleRoll.map { [$0.from, $0.to] } ?? [])
        let widest = shown.map { text.measure($0, style: fullStyle) }.max() ?? 0
        if widest > frame.width, widest > 0 { titleStyle.size *= frame.width / widest }
        if let titleRoll, titleRoll.isAnimating(at: time) {
            let width = text.measure(titleRoll.to, style: titleStyle)
            titleRoll.draw(at: time, x: frame.midX - width / 2, baseline: baseline, style: titleStyle, text: text, into: &canvas)
        } else {
            text.draw(text.layout(title, style: titleStyle), into: &canvas, at: Point(frame.midX, baseline), alignment: .center)
        }
    }

    /// The ticks in view, drawn into a layer of their own and faded by column: over the first
    /// and last 16% of the strip they go from nothing to full.
    private func drawTicks(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        let shown = offset.value(at: time)
        guard let visible = model.visible(at: shown, width: strip.width) else { return }
        // The layer spans the whole strip, whatever the clip, so the fade sits at the strip's ends;
        // compositing applies the clip.
        let area = PixelBounds(covering: canvas.transform.apply(strip)).intersection(canvas.pixelBounds)
        guard !area.isEmpty, !area.intersection(canvas.clipBounds).isEmpty else { return }
        // The layer is kept from frame to frame and cleared: a drag step allocates nothing for it.
        var layer = canvas.area(area, reusing: &scratch)
        layer.clear()
        // Tick captions share a 64-point slot with their neighbours: past 1.5× text they would run
        // into each other, so they stop growing there (the title carries the larger text).
        let captionStyle = TextStyle(size: WheelPickerStyle.captionSize, maximumTextScale: WheelPickerStyle.captionTextScale)
        let captionHeight = text.metrics(for: captionStyle).lineHeight
        for index in visible {
            let x = centreX(of: index, shown: shown)
            guard x > strip.minX - model.itemWidth, x < strip.maxX + model.itemWidth else { continue }
            let amount = highlight(index, at: time)
            let height = WheelPickerStyle.tickHeight + (WheelPickerStyle.selectedTickHeight - WheelPickerStyle.tickHeight) * amount
            // The tick and its caption stand as one column, centred in the strip's height.
            let top = strip.midY - (height + WheelPickerStyle.tickSpacing + captionHeight) / 2
            let tick = Rect(x - WheelPickerStyle.tickWidth / 2, top, WheelPickerStyle.tickWidth, height)
            layer.fill(.capsule(tick), with: .solid(style.separator.mixed(with: style.accent, amount: amount)))
            var caption = captionStyle
            caption.color = style.tertiary.mixed(with: style.accent, amount: amount)
            let line = captionLine(index, style: caption, text: text)
            let baseline = tick.maxY + WheelPickerStyle.tickSpacing + text.metrics(for: caption).firstBaseline
            text.draw(line, into: &layer, at: Point(x, baseline), alignment: .center)
        }
        canvas.composite(Self.faded(layer, fade: WheelPickerStyle.fade), atPixelX: area.minX, y: area.minY)
        scratch = layer
    }

    /// Value `index`'s caption laid out, kept while its look stays: a drag step reshapes none.
    private func captionLine(_ index: Int, style: TextStyle, text: Typesetter) -> TextLine {
        let key = CaptionKey(index: index, style: style, textScale: text.textScale)
        if let line = captions[key] { return line }
        if captions.count > 160 { captions.removeAll(keepingCapacity: true) }
        let line = text.layout(model.titles[index], style: style, maximumWidth: model.itemWidth - 4, minimumScaleFactor: 0.7)
        captions[key] = line
        return line
    }

    /// `layer`'s pixels with each column weighted by the edge fade. Only the faded columns are
    /// touched, row by row.
    static func faded(_ layer: Canvas, fade: Double) -> PixelImage {
        var pixels = layer.pixels
        let width = layer.width, height = layer.height
        let ramp = max(Double(width) * fade, 1)
        let band = min(Int(ramp.rounded(.up)) + 1, width)
        let weights = (0..<band).map { column in UInt32(min(max((Double(column) + 0.5) / ramp, 0), 1) * 255 + 0.5) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<height {
                let line = buffer.baseAddress! + row * width
                // Unsafe: `band` ≤ `width`, so both ends' columns lie inside the row.
                for column in 0..<band {
                    let weight = weights[column]
                    guard weight < 255 else { continue }
                    if line[column] != 0 { line[column] = scaled(line[column], by: weight) }
                    let mirrored = width - 1 - column
                    if mirrored >= band, line[mirrored] != 0 { line[mirrored] = scaled(line[mirrored], by: weight) }
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// A premultiplied pixel times `weight`/255 in every channel.
    private static func scaled(_ pixel: UInt32, by weight: UInt32) -> UInt32 {
        let rb = ((pixel & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ag = (((pixel >> 8) & 0x00FF_00FF) &* weight &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }
}
