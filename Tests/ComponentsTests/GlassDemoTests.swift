import Components
import Geometry
import Gestures
import Glass
import Raster
import Testing
import Typeset

@Suite("The glass screen's demo")
struct GlassDemoTests {
    static let frame = Rect(0, 0, 520, 420)

    static func demo(_ theme: Theme = Theme()) -> GlassDemo {
        var demo = GlassDemo(theme: theme)
        demo.layout(in: frame)
        return demo
    }

    static func center(_ rect: [Double]) -> Point { Point(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2) }

    static func tap(_ demo: inout GlassDemo, at point: Point, time: Double) {
        demo.press(at: point, time: time)
        demo.release(at: point, time: time + 0.08)
    }

    @Test("Tapping a segment picks it: it swells ×1.28 and the row keeps its width")
    func pickSegment() {
        var demo = Self.demo()
        let picker = demo.stateJSON(at: 0)["picker"] as! [[Double]]
        #expect(picker.count == 5)
        Self.tap(&demo, at: Self.center(picker[3]), time: 1)
        #expect(demo.selection == 3)
        #expect(demo.isAnimating(at: 1.2))
        demo.advance(to: 3)
        #expect(!demo.isAnimating(at: 3))
        let landed = demo.stateJSON(at: 3)["picker"] as! [[Double]]
        #expect(abs(landed[3][2] / landed[0][2] - 1.28) < 1e-9)
        let total = landed.last![0] + landed.last![2] - landed[0][0]
        #expect(abs(total - (picker.last![0] + picker.last![2] - picker[0][0])) < 1e-9)
        #expect(demo.stateJSON(at: 3)["range"] as? String == "1Y")
    }

    @Test("Clicking the flag buds the change bubble out; a second click melts it back and removes it")
    func flagBubble() {
        var demo = Self.demo()
        let flag = Self.center(demo.stateJSON(at: 0)["flag"] as! [Double])
        Self.tap(&demo, at: flag, time: 1)
        demo.advance(to: 1.2)
        #expect(demo.isBubbleOut)
        #expect(demo.stateJSON(at: 1.2)["bubble"] as? String == "out")
        Self.tap(&demo, at: flag, time: 2)
        #expect(demo.stateJSON(at: 2.2)["bubble"] as? String == "home")
        demo.advance(to: 3)
        #expect(demo.stateJSON(at: 3)["bubble"] as? String == "absent")
    }

    @Test("Plus counts up; minus at zero refuses with a shake and the count stays")
    func buttons() {
        var demo = Self.demo()
        let buttons = demo.stateJSON(at: 0)["buttons"] as! [[Double]]
        Self.tap(&demo, at: Self.center(buttons[0]), time: 1)
        #expect(demo.count == 0)
        #expect(demo.isAnimating(at: 1.2))
        Self.tap(&demo, at: Self.center(buttons[1]), time: 2)
        Self.tap(&demo, at: Self.center(buttons[1]), time: 3)
        #expect(demo.count == 2)
        Self.tap(&demo, at: Self.center(buttons[0]), time: 4)
        #expect(demo.count == 1)
    }

    @Test("Dragging the capsules together forms a neck; apart it snaps")
    func dragCapsules() {
        var demo = Self.demo()
        #expect(demo.dragGap == Liquid.apart)
        #expect(demo.stateJSON(at: 0)["necked"] as? Bool == false)
        let right = Self.center((demo.stateJSON(at: 0)["capsules"] as! [[Double]])[1])
        demo.handle(.down(.mouse, at: Point(x: right.x, y: right.y), time: .seconds(1)))
        demo.handle(.move(.mouse, to: Point(x: right.x - 22, y: right.y), time: .milliseconds(1100)))
        #expect(abs(demo.dragGap - 4) < 1e-9)
        #expect(demo.stateJSON(at: 1.1)["necked"] as? Bool == true)
        demo.handle(.move(.mouse, to: Point(x: right.x + 10, y: right.y), time: .milliseconds(1200)))
        demo.handle(.up(.mouse, at: Point(x: right.x + 10, y: right.y), time: .milliseconds(1300)))
        #expect(abs(demo.dragGap - 36) < 1e-9)
        #expect(demo.stateJSON(at: 1.3)["necked"] as? Bool == false)
    }

    @Test("A press on a segment sinks it while held and it springs back after")
    func segmentPress() {
        var demo = Self.demo()
        let picker = demo.stateJSON(at: 0)["picker"] as! [[Double]]
        let point = Self.center(picker[0])
        demo.press(at: point, time: 1)
        #expect(demo.isAnimating(at: 1.05))
        demo.release(at: Point(point.x, point.y + 200), time: 1.5)  // lifted elsewhere: no pick
        #expect(demo.selection == 1)
        #expect(!demo.isAnimating(at: 3))
    }

    static func picture(_ theme: Theme) throws -> Canvas {
        let text = try TextEngine()
        text.layoutDirection = theme.rightToLeft ? .rightToLeft : .leftToRight
        var demo = Self.demo(theme)
        var canvas = Canvas(width: Int(frame.width), height: Int(frame.height), scale: 1)
        canvas.clear(theme.ground)
        let picker = demo.stateJSON(at: 0)["picker"] as! [[Double]]
        Self.tap(&demo, at: Self.center(picker[2]), time: 0.5)
        Self.tap(&demo, at: Self.center(demo.stateJSON(at: 1)["flag"] as! [Double]), time: 1)
        let right = Self.center((demo.stateJSON(at: 1)["capsules"] as! [[Double]])[1])
        demo.press(at: right, time: 1.2)
        demo.drag(to: Point(right.x - 16, right.y), time: 1.3)
        demo.release(at: Point(right.x - 16, right.y), time: 1.4)
        demo.advance(to: 4)
        demo.draw(into: &canvas, at: 4, text: text)
        return canvas
    }

    @Test("Golden: the glass screen in light mode")
    func light() throws { GlassDemoGolden.check(try Self.picture(Theme()), named: "glass-demo-light") }

    @Test("Golden: the glass screen in dark mode")
    func dark() throws { GlassDemoGolden.check(try Self.picture(Theme(scheme: .dark)), named: "glass-demo-dark") }

    @Test("Golden: the glass screen right to left, its figures in their own order")
    func rightToLeft() throws { GlassDemoGolden.check(try Self.picture(Theme(rightToLeft: true)), named: "glass-demo-rtl-light") }

    @Test("Golden: the glass screen under Reduce Transparency")
    func solid() throws {
        GlassDemoGolden.check(try Self.picture(Theme(reduceTransparency: true)), named: "glass-demo-reduce-transparency")
    }
}

@Suite("The glass demo's pointer handling")
struct GlassDemoPointerTests {
    @Test("A second pointer is ignored while the first is down")
    func onePointerAtATime() {
        var demo = GlassDemoTests.demo()
        let picker = demo.stateJSON(at: 0)["picker"] as! [[Double]]
        let first = GlassDemoTests.center(picker[4]), second = GlassDemoTests.center(picker[0])
        demo.handle(.down(.touch(1), at: Point(x: first.x, y: first.y), time: .seconds(1)))
        demo.handle(.down(.touch(2), at: Point(x: second.x, y: second.y), time: .milliseconds(1010)))
        demo.handle(.up(.touch(2), at: Point(x: second.x, y: second.y), time: .milliseconds(1050)))
        #expect(demo.selection == 1)
        demo.handle(.up(.touch(1), at: Point(x: first.x, y: first.y), time: .milliseconds(1100)))
        #expect(demo.selection == 4)
    }
}

@Suite("The glass demo's state dump")
struct GlassDemoStateTests {
    @Test("Every key is listed in the dump order, and rectangles are [x, y, w, h]")
    func keys() {
        let state = GlassDemoTests.demo().stateJSON(at: 0)
        #expect(Set(state.keys) == Set(GlassDemo.stateKeys))
        #expect(GlassDemo.stateKeys.count == state.count)
        #expect((state["frame"] as? [Double]) == [0, 0, 520, 420])
        #expect(state["bubble"] as? String == "absent")
        #expect(state["material"] as? String == "frosted")
    }
}
