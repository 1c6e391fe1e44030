import Geometry
import Gestures
import Glass
import Raster
import Testing
import Typeset
@testable import Components

@Suite("The glass screen's demo")
struct GlassDemoTests {
    static let center = GlassDemoDriver.center

    @Test("Tapping a segment picks it: it swells ×1.28 and the row keeps its width")
    func pickSegment() throws {
        let driver = try GlassDemoDriver()
        let demo = driver.demo
        let picker = driver.rects("picker")
        #expect(picker.count == 5)
        driver.tap(at: Self.center(picker[3]), ms: 1000)
        #expect(demo.model.selection == 3)
        #expect(demo.isAnimating(at: 1.2))
        driver.pass(to: 3)
        #expect(!demo.isAnimating(at: 3))
        let landed = driver.rects("picker", at: 3)
        #expect(abs(landed[3][2] / landed[0][2] - 1.28) < 1e-9)
        let total = landed.last![0] + landed.last![2] - landed[0][0]
        #expect(abs(total - (picker.last![0] + picker.last![2] - picker[0][0])) < 1e-9)
        #expect(driver.state(at: 3)["range"]?.string == "1Y")
    }

    @Test("Clicking the flag buds the change bubble out; a second click melts it back and removes it")
    func flagBubble() throws {
        let driver = try GlassDemoDriver()
        let flag = Self.center(driver.rect("flag"))
        driver.tap(at: flag, ms: 1000)
        driver.pass(to: 1.2)
        #expect(driver.demo.model.isBubbleOut(at: 1.2))
        #expect(driver.state(at: 1.2)["bubble"]?.string == "out")
        driver.tap(at: flag, ms: 2000)
        #expect(driver.state(at: 2.2)["bubble"]?.string == "home")
        driver.pass(to: 3)
        #expect(driver.state(at: 3)["bubble"]?.string == "absent")
    }

    @Test("Plus counts up; minus at zero refuses with a shake and the count stays")
    func buttons() throws {
        let driver = try GlassDemoDriver()
        let demo = driver.demo
        let buttons = driver.rects("buttons")
        driver.tap(at: Self.center(buttons[0]), ms: 1000)
        #expect(demo.model.count == 0)
        #expect(demo.isAnimating(at: 1.2))
        driver.tap(at: Self.center(buttons[1]), ms: 2000)
        driver.tap(at: Self.center(buttons[1]), ms: 3000)
        #expect(demo.model.count == 2)
        driver.tap(at: Self.center(buttons[0]), ms: 4000)
        #expect(demo.model.count == 1)
    }

    @Test("Dragging the capsules together forms a neck; apart it snaps")
    func dragCapsules() throws {
        let driver = try GlassDemoDriver()
        let demo = driver.demo
        #expect(demo.model.gap == Liquid.apart)
        #expect(driver.state(at: 0)["necked"]?.bool == false)
        let right = Self.center(driver.rects("capsules")[1])
        driver.down(at: right, ms: 1000)
        driver.move(to: Point(right.x - 22, right.y), ms: 1100)
        #expect(abs(demo.model.gap - 4) < 1e-9)
        #expect(driver.state(at: 1.1)["necked"]?.bool == true)
        driver.move(to: Point(right.x + 10, right.y), ms: 1200)
        driver.up(at: Point(right.x + 10, right.y), ms: 1300)
        #expect(abs(demo.model.gap - 36) < 1e-9)
        #expect(driver.state(at: 1.3)["necked"]?.bool == false)
    }

    @Test("A press on a segment sinks it while held and it springs back after")
    func segmentPress() throws {
        let driver = try GlassDemoDriver()
        let demo = driver.demo
        let point = Self.center(driver.rects("picker")[0])
        driver.down(at: point, ms: 1000)
        #expect(demo.isAnimating(at: 1.05))
        driver.up(at: Point(point.x, point.y + 200), ms: 1500)  // lifted elsewhere: no pick
        #expect(demo.model.selection == 1)
        #expect(!demo.isAnimating(at: 3))
    }

    static func picture(_ theme: Theme) throws -> Canvas {
        let driver = try GlassDemoDriver(theme: theme)
        let frame = GlassDemoDriver.frame
        var canvas = Canvas(width: Int(frame.width), height: Int(frame.height), scale: 1)
        canvas.clear(theme.ground)
        driver.tap(at: Self.center(driver.rects("picker")[2]), ms: 500)
        driver.tap(at: Self.center(driver.rect("flag", at: 1)), ms: 1000)
        let right = Self.center(driver.rects("capsules", at: 1)[1])
        driver.down(at: right, ms: 1200)
        driver.move(to: Point(right.x - 16, right.y), ms: 1300)
        driver.up(at: Point(right.x - 16, right.y), ms: 1400)
        driver.pass(to: 4)
        driver.demo.draw(into: &canvas, at: 4, text: driver.text)
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
    static let center = GlassDemoDriver.center

    @Test("A second pointer is ignored while the first is down")
    func onePointerAtATime() throws {
        let driver = try GlassDemoDriver()
        let picker = driver.rects("picker")
        let first = Self.center(picker[4]), second = Self.center(picker[0])
        driver.down(.touch(1), at: first, ms: 1000)
        driver.down(.touch(2), at: second, ms: 1010)
        driver.up(.touch(2), at: second, ms: 1050)
        #expect(driver.demo.model.selection == 1)
        driver.up(.touch(1), at: first, ms: 1100)
        #expect(driver.demo.model.selection == 4)
    }

    @Test("A second finger neither presses a button nor moves the capsule the first one holds")
    func secondFingerMovesNothing() throws {
        let driver = try GlassDemoDriver()
        let right = Self.center(driver.rects("capsules")[1])
        let plus = Self.center(driver.rects("buttons")[1])
        driver.down(.touch(1), at: right, ms: 1000)
        driver.down(.touch(2), at: plus, ms: 1010)
        driver.move(.touch(2), to: Point(plus.x + 30, plus.y), ms: 1030)
        #expect(driver.demo.model.gap == Liquid.apart)
        driver.up(.touch(2), at: plus, ms: 1050)
        #expect(driver.demo.model.count == 0)
        driver.move(.touch(1), to: Point(right.x - 10, right.y), ms: 1100)
        #expect(abs(driver.demo.model.gap - 16) < 1e-9)
        driver.up(.touch(1), at: Point(right.x - 10, right.y), ms: 1150)
    }

    @Test("Once the first pointer lifts, the next one is answered")
    func nextPointerAfterLift() throws {
        let driver = try GlassDemoDriver()
        let picker = driver.rects("picker")
        driver.down(.touch(1), at: Self.center(picker[4]), ms: 1000)
        driver.up(.touch(1), at: Self.center(picker[4]), ms: 1080)
        driver.tap(.touch(2), at: Self.center(driver.rects("picker", at: 2)[0]), ms: 2000)
        #expect(driver.demo.model.selection == 0)
    }

    @Test("A cancelled press lets go and acts on nothing")
    func cancelActsOnNothing() throws {
        let driver = try GlassDemoDriver()
        let plus = Self.center(driver.rects("buttons")[1])
        driver.down(.touch(1), at: plus, ms: 1000)
        #expect(driver.demo.motion.buttonPresses[1].isPressed)
        driver.cancel(.touch(1), ms: 1100)
        #expect(driver.demo.model.count == 0)
        #expect(!driver.demo.motion.buttonPresses[1].isPressed)
        #expect(!driver.demo.isAnimating(at: 3))
    }

    @Test("Only a touch-down inside the demo's frame is offered its recognizer")
    func recognizersInsideTheFrame() throws {
        let demo = try GlassDemoDriver().demo
        #expect(demo.recognizers(at: Point(260, 210)).count == 1)
        #expect(demo.recognizers(at: Point(600, 210)).isEmpty)
    }
}

@Suite("The glass demo's state dump")
struct GlassDemoStateTests {
    @Test("Every key is listed in the dump order, and rectangles are [x, y, w, h]")
    func keys() throws {
        let state = try GlassDemoDriver().state(at: 0)
        guard case .object(let fields) = state else {
            Issue.record("the entry is not an object")
            return
        }
        #expect(fields.map(\.key) == [
            "frame", "selection", "range", "picker", "flag", "bubble", "bubbleFrame", "buttons", "count", "capsules",
            "gap", "necked", "material", "scheme", "spoken", "ticks",
        ])
        #expect(GlassDemoDriver.numbers(state["frame"]) == [0, 0, 520, 420])
        #expect(state["bubble"]?.string == "absent")
        #expect(state["material"]?.string == "liquid")
    }
}
