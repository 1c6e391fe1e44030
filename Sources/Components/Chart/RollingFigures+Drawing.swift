import Geometry
import Raster
import Typeset

extension RollingFigures {
    /// Draws the roll at `time` in one colour, its left end at `x` and its baseline at
    /// `baseline`: places that keep their character slide to where the new string puts them,
    /// changed places roll the old character out and the new one in. Under Reduce Motion the two
    /// strings cross-fade.
    func draw(at time: Double, x: Double, baseline: Double, style: TextStyle, text: Typesetter, into canvas: inout Canvas) {
        let progress = progress(at: time)
        if crossFades {
            for (string, opacity) in [(from, 1 - progress), (to, progress)] where opacity > 0.001 && !string.isEmpty {
                text.draw(text.layout(string, style: style), into: &canvas, at: Point(x, baseline), alignment: text.leftAligned,
                          opacity: opacity)
            }
            return
        }
        let height = text.metrics(for: style).lineHeight
        let oldOffsets = Self.offsets(from, style: style, text: text), newOffsets = Self.offsets(to, style: style, text: text)
        let oldCount = from.count, newCount = to.count
        let direction = rises ? -1.0 : 1.0
        let places = places
        for (place, pair) in places.enumerated() {
            let oldIndex = oldCount - places.count + place, newIndex = newCount - places.count + place
            let oldX = oldIndex >= 0 ? oldOffsets[oldIndex] : nil
            let newX = newIndex >= 0 ? newOffsets[newIndex] : nil
            if let old = pair.old, let new = pair.new, old == new, let oldX, let newX {
                Self.drawCharacter(new, x: x + oldX + (newX - oldX) * progress, baseline: baseline, scale: 1, opacity: 1,
                                   style: style, text: text, into: &canvas)
                continue
            }
            if let old = pair.old, let oldX {
                Self.drawCharacter(old, x: x + oldX + ((newX ?? oldX) - oldX) * progress,
                                   baseline: baseline + direction * Self.travel * height * progress,
                                   scale: 1 - Self.shrink * progress, opacity: 1 - progress, style: style, text: text, into: &canvas)
            }
            if let new = pair.new, let newX {
                Self.drawCharacter(new, x: x + (oldX ?? newX) + (newX - (oldX ?? newX)) * progress,
                                   baseline: baseline - direction * Self.travel * height * (1 - progress),
                                   scale: 1 - Self.shrink * (1 - progress), opacity: progress, style: style, text: text, into: &canvas)
            }
        }
    }

    /// Where each character of `string` starts, in points from the string's start.
    private static func offsets(_ string: String, style: TextStyle, text: Typesetter) -> [Double] {
        var result: [Double] = []
        var prefix = ""
        for character in string {
            result.append(prefix.isEmpty ? 0 : text.measure(prefix, style: style))
            prefix.append(character)
        }
        return result
    }

    private static func drawCharacter(
        _ character: Character, x: Double, baseline: Double, scale: Double, opacity: Double, style: TextStyle, text: Typesetter,
        into canvas: inout Canvas
    ) {
        guard opacity > 0.001 else { return }
        let line = text.layout(String(character), style: style)
        canvas.save()
        canvas.concatenate(AffineTransform.scale(scale, about: Point(x + line.width / 2, baseline - line.metrics.capHeight / 2)))
        text.draw(line, into: &canvas, at: Point(x, baseline), alignment: text.leftAligned, opacity: opacity)
        canvas.restore()
    }
}
