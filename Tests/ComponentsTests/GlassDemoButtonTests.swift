import Geometry
import Motion
import Raster
import Testing
import Typeset
@testable import Components

@Suite("The glass demo's buttons: refusal and count")
struct GlassDemoButtonTests {
    static let center = GlassDemoDriver.center

    /// The demo drawn at `seconds`, at scale 1.
    static func picture(_ driver: GlassDemoDriver, at seconds: Double) -> Canvas {
        let frame = GlassDemoDriver.frame
        var canvas = Canvas(width: Int(frame.width), height: Int(frame.height), scale: 1)
        canvas.clear(driver.demo.theme.ground)
        driver.demo.draw(into: &canvas, at: seconds, text: driver.text)
        return canvas
    }

    /// How much redder than green the glass of `button` is at a point below its glyph.
    static func redness(_ canvas: Canvas, button: [Double]) -> Double {
        let color = canvas.color(x: Int(button[0] + button[2] / 2), y: Int(button[1] + button[3] / 2 + 12))
        return color.red - color.green
    }

    @Test("Under Reduce Motion a refused minus holds still, yet flashes red for a beat and fades back")
    func refusalShowsWithoutMotion() throws {
        let driver = try GlassDemoDriver(theme: Theme(reduceMotion: true))
        let minus = driver.rects("buttons")[0]
        let before = Self.redness(Self.picture(driver, at: 0.9), button: minus)
        driver.tap(at: Self.center(minus), ms: 1000)
        #expect(driver.demo.model.count == 0)
        let peak = Self.redness(Self.picture(driver, at: 1.35), button: minus)
        for step in 0...40 {
            let time = 1.08 + Double(step) * 0.016
            #expect(driver.demo.buttonSurfaces(at: time).allSatisfy { $0.offset == .zero }, "moved at \(time)")
        }
        let after = Self.redness(Self.picture(driver, at: 2.5), button: minus)
        #expect(before < 0.05)
        #expect(peak > 0.5, "red at the peak: \(peak)")
        #expect(after < 0.05)
        #expect(!driver.demo.isAnimating(at: 2.5))
    }

    @Test("A refusal shakes the refused button alone, stretching the neck between the two")
    func onlyTheRefusedButtonShakes() throws {
        let driver = try GlassDemoDriver()
        driver.tap(at: Self.center(driver.rects("buttons")[0]), ms: 1000)
        var widest = (offset: 0.0, gap: 0.0, stillGap: 0.0)
        for step in 0...80 {
            let surfaces = driver.demo.buttonSurfaces(at: 1.08 + Double(step) * 0.005)
            #expect(surfaces[1].offset == .zero)
            if abs(surfaces[0].offset.x) > abs(widest.offset) {
                // The gap as drawn, and as it would be unshaken (the press still scales it).
                var still = surfaces[0]
                still.offset = .zero
                let right = surfaces[1].placedShape.bounds.minX
                widest = (surfaces[0].offset.x, right - surfaces[0].placedShape.bounds.maxX, right - still.placedShape.bounds.maxX)
            }
        }
        #expect(abs(abs(widest.offset) - GlassDemoMotion.shakeDistance) < 0.2, "shake \(widest.offset)")
        // Out to the left first: the gap opens by the whole shake, still inside the merge distance.
        #expect(widest.offset < 0)
        #expect(abs(widest.gap - widest.stillGap + widest.offset) < 1e-9, "gap \(widest.gap), unshaken \(widest.stillGap)")
        #expect(widest.gap < 20)
    }

    @Test("A count rolls its figure from the old value to the new on the value role")
    func countRolls() throws {
        let driver = try GlassDemoDriver()
        driver.tap(at: Self.center(driver.rects("buttons")[1]), ms: 1000)
        let roll = try #require(driver.demo.motion.countRoll)
        #expect(roll.from == "0" && roll.to == "1" && roll.rises && !roll.crossFades)
        var role = Animator(0.0)
        role.animate(to: 1, with: MotionLanguage().value, at: 1.08)
        for step in 0...30 {
            let time = 1.08 + Double(step) * 0.016
            #expect(abs(roll.progress(at: time) - min(max(role.value(at: time), 0), 1)) < 1e-9)
        }
        #expect(roll.progress(at: 1.18) > 0.2 && roll.progress(at: 1.18) < 0.95)
        #expect(roll.restTime == role.restTime)
        #expect(!roll.isAnimating(at: 2))
    }

    @Test("Under Reduce Motion a count cross-fades its figure on the value role's substitute")
    func countCrossFades() throws {
        let driver = try GlassDemoDriver(theme: Theme(reduceMotion: true))
        let plus = Self.center(driver.rects("buttons")[1])
        driver.tap(at: plus, ms: 1000)
        driver.tap(at: Self.center(driver.rects("buttons", at: 2)[0]), ms: 2000)
        let roll = try #require(driver.demo.motion.countRoll)
        #expect(roll.from == "1" && roll.to == "0" && !roll.rises && roll.crossFades)
        var role = Animator(0.0)
        role.animate(to: 1, with: MotionLanguage(reduceMotion: true).value, at: 2.08)
        #expect(roll.restTime == role.restTime)
        #expect(abs(roll.progress(at: 2.16) - role.value(at: 2.16)) < 1e-9)
    }
}

@Suite("The glass demo's flag and change bubble")
struct GlassDemoFlagTests {
    static let center = GlassDemoDriver.center

    @Test("The flag is as wide as its date plus 9 points each side, at any text scale and either direction",
          arguments: [Theme(), Theme(textScale: 2.5), Theme(rightToLeft: true)])
    func flagFitsItsDate(theme: Theme) throws {
        let driver = try GlassDemoDriver(theme: theme)
        let date = driver.text.measure("Mar 14", style: TextStyle(size: 11))
        let flag = driver.rect("flag")
        #expect(abs(flag[2] - (date + 18)) < 1e-9, "flag \(flag[2]) for a date \(date) wide")
        driver.tap(at: Self.center(flag), ms: 1000)
        driver.pass(to: 3)
        let bubble = driver.rect("bubbleFrame", at: 3)
        #expect(abs(bubble[0] - (flag[0] + flag[2] + 4)) < 1e-9)
        #expect(abs((flag[0] + bubble[0] + bubble[2]) / 2 - GlassDemoDriver.frame.midX) < 1e-9)
    }

    @Test("The bubble says the change as the seed does: an arrow, then the percent unsigned with one decimal")
    func bubbleFigures() throws {
        #expect(GlassDemo.changeFigures == "4.2%")
        let driver = try GlassDemoDriver()
        let figures = driver.text.measure("4.2%", style: TextStyle(size: 12))
        let arrow = driver.text.metrics(for: TextStyle(size: 10)).capHeight
        driver.tap(at: Self.center(driver.rect("flag")), ms: 1000)
        driver.pass(to: 3)
        #expect(abs(driver.rect("bubbleFrame", at: 3)[2] - (9 + arrow + 3 + figures + 9)) < 1e-9)
    }

    @Test("The bubble's arrow is drawn: ink runs up from its tail, lower left, to its tip, upper right")
    func bubbleArrowDrawn() throws {
        let driver = try GlassDemoDriver()
        driver.tap(at: Self.center(driver.rect("flag")), ms: 1000)
        driver.pass(to: 3)
        let frame = GlassDemoDriver.frame
        var canvas = Canvas(width: Int(frame.width) * 2, height: Int(frame.height) * 2, scale: 2)
        canvas.clear(driver.demo.theme.ground)
        driver.demo.draw(into: &canvas, at: 3, text: driver.text)
        let bubble = driver.rect("bubbleFrame", at: 3)
        let side = driver.text.metrics(for: TextStyle(size: 10)).capHeight
        let line = driver.text.layout("4.2%", style: TextStyle(size: 12))
        let left = bubble[0] + (bubble[2] - side - 3 - line.width) / 2
        let baseline = line.baselineCenteringCapitals(in: Rect(bubble[0], bubble[1], bubble[2], bubble[3]))
        // Along the diagonal, 20% to 80% of the way, every sample is dark ink on the sage.
        for step in 2...8 {
            let t = Double(step) / 10
            let x = left + side * (0.12 + 0.76 * t), y = baseline - side * (0.12 + 0.76 * t)
            let color = canvas.color(x: Int(x * 2), y: Int(y * 2))
            #expect(color.green < 0.5, "no ink at \(t) of the arrow: \(color)")
        }
    }
}
