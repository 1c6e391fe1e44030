import Geometry
import Motion
import Raster
import Typeset

// The custom lane: a spring of your own, set on two Wheel Pickers (duration and bounce) or with
// `--spring`, whose curve and figures follow the wheels live, and which fires with the tiers.

extension MotionTiers {
    /// The duration wheel: 0.10 to 1.00 s by 0.01, read "0.42 s".
    static func makeDurationWheel(_ spring: CustomSpring, theme: Theme) -> WheelPicker {
        let values = Array(CustomSpring.durations)
        return WheelPicker(values: values, titles: values.map { "\(CustomSpring.hundredths($0)) s" },
                           selection: spring.durationHundredths, theme: theme)
    }

    /// The bounce wheel: −0.50 to 0.90 by 0.01, with a true minus sign.
    static func makeBounceWheel(_ spring: CustomSpring, theme: Theme) -> WheelPicker {
        let values = Array(CustomSpring.bounces)
        return WheelPicker(values: values, titles: values.map { CustomSpring.hundredths($0).replacingMinus },
                           selection: spring.bounceHundredths, theme: theme)
    }

    var wheels: [WheelPicker] { [durationWheel, bounceWheel] }

    /// The wheels' height for `text`: the picker's title over its strip.
    func wheelHeight(text: Typesetter) -> Double { durationWheel.preferredHeight(text: text) }

    /// A wheel passed a value: the spring, its curve and its figures change at once, under the
    /// finger; a puck already in flight finishes on the spring it left with.
    func wheelsChanged() {
        let spring = CustomSpring(durationHundredths: durationWheel.values[durationWheel.selectedIndex],
                                  bounceHundredths: bounceWheel.values[bounceWheel.selectedIndex])
        setCustomSpring(spring)
    }

    /// The wheels' cards and names, then the wheels.
    func drawWheels(into canvas: inout Canvas, at realTime: Double, text: Typesetter) {
        let names = ["Duration", "Bounce"]
        for (index, wheel) in wheels.enumerated() {
            canvas.fillRoundedRect(wheel.strip.insetBy(dx: -4, dy: 0), radius: 12, with: .solid(palette.track))
            let name = text.layout(names[index], style: TextStyle(size: 12, color: palette.secondary, maximumTextScale: TiersLayout.maximumTextScale))
            let leading = layout.leadingEdge(of: wheel.frame)
            text.draw(name, into: &canvas, at: Point(leading, wheel.frame.minY + 14 * layout.textScale))
            wheel.draw(into: &canvas, at: realTime, text: text)
        }
    }
}

private extension String {
    /// A leading hyphen as the minus sign, as figures are set.
    var replacingMinus: String { hasPrefix("-") ? "−" + dropFirst() : self }
}
