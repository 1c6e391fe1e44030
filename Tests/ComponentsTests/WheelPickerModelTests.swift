@testable import Components
import Geometry
import Gestures
import Testing
import Typeset
import Raster

/// The Wheel Picker's ruler arithmetic: the offset for each value, the value under the centre
/// at any offset, where a release lands, and which values are in view.
@Suite("Wheel Picker model")
struct WheelPickerModelTests {
    /// The seed's weights, 40 to 120, on 64-point slots.
    static let weights = WheelPickerModel(titles: (40...120).map { "\($0)" }, itemWidth: 64)

    @Test("The middle value sits under the centre line at offset 0, and each value one slot further along")
    func offsetForEachIndex() {
        let model = Self.weights
        #expect(model.offset(for: 40) == 0)
        #expect(model.offset(for: 32) == 512)
        #expect(model.offset(for: 0) == 2560)
        #expect(model.offset(for: 80) == -2560)
    }

    @Test("The live index is the value nearest the centre at any offset, clamped to the ends")
    func liveIndexAtAnyOffset() {
        let model = Self.weights
        #expect(model.liveIndex(at: 512) == 32)
        #expect(model.liveIndex(at: 512 - 31) == 32)
        #expect(model.liveIndex(at: 512 - 33) == 33)
        #expect(model.liveIndex(at: 1e6) == 0)
        #expect(model.liveIndex(at: -1e6) == 80)
        #expect(model.liveIndex(at: .nan) == 0)
    }

    @Test("A release lands on the value nearest the projected end, clamped to the ends")
    func clampedProjection() {
        let model = Self.weights
        #expect(model.landing(from: 512, predicted: -3.4 * 64) == 35)
        #expect(model.landing(from: 512, predicted: -100_000) == 80)
        #expect(model.landing(from: 512, predicted: 100_000) == 0)
    }

    @Test("Only the values in view, and one to spare each side, are listed")
    func visibleValues() throws {
        let many = WheelPickerModel(titles: (0..<10_000).map { "\($0)" }, itemWidth: 64)
        let range = try #require(many.visible(at: many.offset(for: 5_000), width: 640))
        #expect(range.contains(5_000))
        #expect(range.count <= 13)
        #expect(range.lowerBound <= 4_995 && range.upperBound >= 5_005)
    }

    @Test("An empty ruler has nothing in view and lands nowhere but 0")
    func emptyRuler() {
        let empty = WheelPickerModel(titles: [], itemWidth: 64)
        #expect(empty.visible(at: 0, width: 640) == nil)
        #expect(empty.liveIndex(at: 100) == 0)
    }
}

/// The picker itself, driven directly: what the app's own changes do.
@Suite("Wheel Picker")
struct WheelPickerTests {
    @Test("A selection set from outside glides there on the snap role, silently")
    func outsideSelectionGlides() {
        let picker = WheelPicker(values: Array(40...120), selection: 72, unit: "kg")
        picker.setSelection(80, at: 1)
        #expect(picker.title == "80 kg")
        #expect(picker.ticks.isEmpty)
        let midway = picker.offset.value(at: 1.1)
        #expect(midway < picker.model.offset(for: 32) && midway > picker.model.offset(for: 40))
        #expect(picker.offset.value(at: 3) == picker.model.offset(for: 40))
    }

    @Test("Under Reduce Motion the landing never passes its value")
    func reduceMotionLandsWithoutOvershoot() {
        let picker = WheelPicker(values: Array(0..<100), selection: 50, theme: Theme(reduceMotion: true))
        picker.setSelection(60, at: 0)
        let target = picker.model.offset(for: 60)
        let passes = stride(from: 0.0, through: 1.0, by: 0.01).contains { picker.offset.value(at: $0) < target - 1e-6 }
        #expect(!passes)
    }
}

/// The wheel and the touchpad on the picker.
@Suite("Wheel Picker scrolling")
struct WheelPickerScrollTests {
    static func picker() throws -> WheelPicker {
        let picker = WheelPicker(values: Array(40...120), selection: 72, unit: "kg")
        picker.layout(in: Rect(0, 0, 640, 120), theme: Theme(), text: try TextEngine().typesetter(TextSettings()))
        return picker
    }

    @Test("One wheel notch moves exactly one value, whichever way it turns")
    func notchMovesOneValue() throws {
        let picker = try Self.picker()
        let centre = Point(picker.strip.midX, picker.strip.midY)
        #expect(picker.handleWheel(WheelEvent(at: centre, delta: Point(0, -1), time: .zero)))
        #expect(picker.title == "73 kg")
        #expect(picker.handleWheel(WheelEvent(at: centre, delta: Point(0, 1), time: .milliseconds(50))))
        #expect(picker.title == "72 kg")
    }

    @Test("A precise scroll moves by its delta, then snaps to a value once it pauses")
    func preciseScrollSnaps() throws {
        let picker = try Self.picker()
        let centre = Point(picker.strip.midX, picker.strip.midY)
        _ = picker.handleWheel(WheelEvent(at: centre, delta: Point(100, 0), isPrecise: true, time: .zero))
        #expect(picker.offset.value(at: 0) == picker.model.offset(for: 32) - 100)
        picker.advance(to: 0.5)
        #expect(picker.title == "74 kg")
        #expect(picker.offset.value(at: 3) == picker.model.offset(for: 34))
    }

    @Test("Right to left, a wheel turned toward the user still moves on to later values")
    func rightToLeftWheelMovesOn() throws {
        let picker = WheelPicker(values: Array(40...120), selection: 72, unit: "kg", theme: Theme(rightToLeft: true))
        picker.layout(in: Rect(0, 0, 640, 120), theme: Theme(rightToLeft: true), text: try TextEngine().typesetter(TextSettings()))
        let centre = Point(picker.strip.midX, picker.strip.midY)
        _ = picker.handleWheel(WheelEvent(at: centre, delta: Point(0, -1), time: .zero))
        #expect(picker.title == "73 kg")
        _ = picker.handleWheel(WheelEvent(at: centre, delta: Point(0, -64), isPrecise: true, time: .milliseconds(400)))
        #expect(picker.title == "74 kg")
    }

    @Test("A key during a precise scroll's pause moves on from where the scroll left the strip")
    func keyAfterPreciseScroll() throws {
        let picker = try Self.picker()
        let centre = Point(picker.strip.midX, picker.strip.midY)
        _ = picker.handleWheel(WheelEvent(at: centre, delta: Point(256, 0), isPrecise: true, time: .zero))
        #expect(picker.title == "76 kg")
        #expect(picker.handleKey(KeyEvent(.right, time: .milliseconds(50))))
        #expect(picker.title == "77 kg")
    }

    @Test("Ctrl+wheel is left to the desktop")
    func controlWheelIgnored() throws {
        let picker = try Self.picker()
        let event = WheelEvent(at: Point(picker.strip.midX, picker.strip.midY), delta: Point(0, -1), modifiers: .control, time: .zero)
        #expect(!picker.handleWheel(event))
        #expect(picker.title == "72 kg")
    }
}

@Suite("The wheel's title")
struct WheelPickerTitleTests {
    @Test("Large text in a narrow wheel sets the title within the wheel's width, on its usual baseline")
    func titleFitsANarrowWheel() throws {
        let theme = Theme(textScale: 3)
        let text = try TextEngine().typesetter(TextSettings(scale: 3))
        let wheel = WheelPicker(values: Array(10...100), titles: (10...100).map { "0.\($0) s" }, selection: 32, theme: theme)
        let frame = Rect(100, 0, 120, wheel.preferredHeight(text: text))
        wheel.layout(in: frame, theme: theme, text: text)
        var canvas = Canvas(width: 320, height: Int(frame.height.rounded(.up)))
        wheel.draw(into: &canvas, at: 0, text: text)
        // The title's row: from the top to the strip. Ink there, left or right of the wheel,
        // would run into a wheel beside it.
        var strayColumns = 0
        for x in 0..<canvas.width where Double(x) < frame.minX - 1 || Double(x) > frame.maxX + 1 {
            if (0..<Int(wheel.strip.minY)).contains(where: { canvas.pixel(x: x, y: $0) != 0 }) { strayColumns += 1 }
        }
        #expect(strayColumns == 0, "\(strayColumns) columns of title ink outside the wheel")
        #expect((0..<Int(wheel.strip.minY)).contains { y in (Int(frame.minX)..<Int(frame.maxX)).contains { canvas.pixel(x: $0, y: y) != 0 } },
                "no title drawn at all")
    }
}
