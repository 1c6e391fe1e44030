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
        let titleStyle = TextStyle(size: WheelPickerStyle.titleSize, color: style.label)
        let baseline = frame.minY + text.metrics(for: titleStyle).firstBaseline
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
        let area = PixelBounds(covering: canvas.transform.apply(strip)).intersection(canvas.clipBounds)
        guard !area.isEmpty else { return }
        var layer = Canvas(width: area.width, height: area.height, scale: canvas.scale)
        layer.transform = AffineTransform.translation(x: -Double(area.minX), y: -Double(area.minY)).concatenating(canvas.transform)
        let captionStyle = TextStyle(size: WheelPickerStyle.captionSize)
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
            let line = text.layout(model.titles[index], style: caption, maximumWidth: model.itemWidth - 4, minimumScaleFactor: 0.7)
            let baseline = tick.maxY + WheelPickerStyle.tickSpacing + text.metrics(for: caption).firstBaseline
            text.draw(line, into: &layer, at: Point(x, baseline), alignment: .center)
        }
        canvas.composite(Self.faded(layer, fade: WheelPickerStyle.fade), atPixelX: area.minX, y: area.minY)
    }

    /// `layer`'s pixels with each column weighted by the edge fade.
    static func faded(_ layer: Canvas, fade: Double) -> PixelImage {
        var pixels = layer.pixels
        let width = layer.width, height = layer.height
        let ramp = max(Double(width) * fade, 1)
        for column in 0..<width {
            let x = Double(column) + 0.5
            let weight = min(min(x / ramp, (Double(width) - x) / ramp), 1)
            guard weight < 1 else { continue }
            let byte = UInt32(max(weight, 0) * 255 + 0.5)
            for row in 0..<height {
                let pixel = pixels[row * width + column]
                if pixel == 0 { continue }
                pixels[row * width + column] = scaled(pixel, by: byte)
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
