@testable import Components
import Geometry
import Gestures
import JSONText
import Testing
import Typeset

// The example screens' idle reset: the trails, the wheels, the tiers demo and the glass demo.

// MARK: Step Trail

extension PieceOpeningTests {
    static let trailKeys = ["steps", "selection", "shown", "reached", "furthest", "caption", "complete", "status", "puck", "shaking",
                            "dragging", "pressed", "openness", "spoken"]

    static func trails() throws -> StepTrailExample {
        let example = StepTrailExample(theme: theme)
        let text = try text()
        example.layout(in: Rect(0, 0, 600, example.preferredHeight(forWidth: 600, text: text)), theme: theme, text: text)
        return example
    }

    static func tap(_ router: GestureRouter, _ piece: some Piece, at rect: Rect, ms: Int) {
        let point = Point(rect.midX, rect.midY)
        down(router, piece, at: point, ms: ms)
        up(router, at: point, ms: ms + 60)
    }

    @Test("Each trail's puck travels back to its opening step, reached steps are forgotten, and no tick plays")
    func trailsReturnToTheirOpeningSteps() throws {
        let example = try Self.trails()
        let opening = try #require(example.state(at: 5).array)
        let router = GestureRouter()
        #expect(example.handleKey(Self.key(.right, ms: 100)))
        Self.tap(router, example, at: example.next.frame, ms: 1000)
        #expect(example.checkout.selection == 3)
        #expect(example.checkout.model.reached == 3)
        Self.tap(router, example, at: example.verification.stopRects[1], ms: 2000)
        #expect(example.verification.selection == 1)
        #expect(example.active === example.verification)
        let ticks = try #require(example.state(at: 2.1).array).map(Self.ticks)
        #expect(ticks[0] > 0 && ticks[1] > 0)

        example.returnToOpening(at: 4)
        #expect(example.checkout.isAnimating(at: 4.05) && example.verification.isAnimating(at: 4.05), "each puck moves back")
        #expect(example.active === example.checkout, "keys go to the checkout again")
        let settled = try #require(example.state(at: 8).array)
        for index in opening.indices {
            #expect(Self.fields(settled[index], Self.trailKeys) == Self.fields(opening[index], Self.trailKeys), "trail \(index)")
        }
        #expect(settled.map(Self.ticks) == ticks)
    }

    @Test("A capsule dragged and a stop pressed are let go; the drag's stop is not written and no tick plays")
    func trailLetsGoOfADrag() throws {
        let example = try Self.trails()
        let trail = example.checkout
        let opening = trail.state(at: 5)
        var written: [Int] = []
        let app = trail.onSelectionChange
        trail.onSelectionChange = { step in
            written.append(step)
            app?(step)
        }
        let router = GestureRouter()
        let stops = trail.stopRects
        let start = Point(stops[1].midX, stops[1].midY)
        Self.down(router, example, at: start, ms: 1000)
        let pitch = stops[2].midX - stops[1].midX
        for step in 1...10 { Self.move(router, to: Point(start.x + pitch * Double(step) / 10, start.y), ms: 1000 + step * 20) }
        #expect(trail.scrub != nil)
        #expect(trail.state(at: 1.3)["shown"]?.number == 2)
        let ticks = Self.ticks(trail.state(at: 1.3))

        example.returnToOpening(at: 1.3)
        #expect(trail.scrub == nil && trail.pressed == nil)
        router.cancelAllPointers()
        #expect(trail.isAnimating(at: 1.35))
        #expect(Self.fields(trail.state(at: 5), Self.trailKeys) == Self.fields(opening, Self.trailKeys))
        #expect(Self.ticks(trail.state(at: 5)) == ticks)
        #expect(written.isEmpty)
    }

    @Test("A button held down springs back and acts on nothing")
    func trailButtonIsLetGo() throws {
        let example = try Self.trails()
        let router = GestureRouter()
        let button = example.next.frame
        Self.down(router, example, at: Point(button.midX, button.midY), ms: 1000)
        #expect(example.next.press.isPressed)
        example.returnToOpening(at: 1.1)
        #expect(!example.next.press.isPressed)
        #expect(example.isAnimating(at: 1.15))
        router.cancelAllPointers()
        #expect(example.checkout.selection == 1)
    }
}

// MARK: Wheel Picker

extension PieceOpeningTests {
    static let wheelKeys = ["selection", "index", "title", "offset", "settled", "dragging"]

    static func wheels() throws -> WheelPickerExample {
        let example = WheelPickerExample(theme: theme)
        let text = try text()
        example.layout(in: Rect(0, 0, 600, example.preferredHeight(forWidth: 600, text: text)), theme: theme, text: text)
        return example
    }

    @Test("Each wheel spins back to its opening value on its landing spring, and no tick plays")
    func wheelsSpinBackToTheirOpeningValues() throws {
        let example = try Self.wheels()
        let opening = try #require(example.state(at: 5).array)
        let router = GestureRouter()
        let strip = example.weight.strip
        let start = Point(strip.midX, strip.midY)
        Self.down(router, example, at: start, ms: 1000)
        for step in 1...10 { Self.move(router, to: Point(start.x - 3 * 64 * Double(step) / 10, start.y), ms: 1000 + step * 30) }
        Self.up(router, at: Point(start.x - 3 * 64, start.y), ms: 1450)
        let tempo = example.tempo.strip
        #expect(example.handleWheel(WheelEvent(at: Point(tempo.midX, tempo.midY), delta: Point(0, -2), time: .milliseconds(2000))))
        #expect(example.active === example.tempo)
        #expect(example.weight.selectedIndex == 35)
        #expect(example.tempo.selectedIndex == 14)
        let ticks = try #require(example.state(at: 5).array).map(Self.ticks)
        #expect(!example.isAnimating(at: 5))

        example.returnToOpening(at: 5)
        #expect(example.isAnimating(at: 5.05))
        let offset = example.weight.offset.value(at: 5.05)
        let ends = [example.weight.model.offset(for: 32), example.weight.model.offset(for: 35)]
        #expect(offset > ends.min()! && offset < ends.max()!, "the strip travels back")
        #expect(example.active === example.weight)
        let settled = try #require(example.state(at: 9).array)
        for index in opening.indices {
            #expect(Self.fields(settled[index], Self.wheelKeys) == Self.fields(opening[index], Self.wheelKeys), "picker \(index)")
        }
        #expect(settled.map(Self.ticks) == ticks)
    }

    @Test("A finger left on the strip is let go, and its cancel that follows lands nothing of its own")
    func wheelLetsGoOfAFinger() throws {
        let example = try Self.wheels()
        let opening = example.weight.state(at: 5)
        let router = GestureRouter()
        let strip = example.weight.strip
        let start = Point(strip.midX, strip.midY)
        Self.down(router, example, at: start, ms: 1000)
        for step in 1...10 { Self.move(router, to: Point(start.x - 20 * Double(step), start.y), ms: 1000 + step * 30) }
        #expect(example.weight.dragStart != nil)
        let ticks = Self.ticks(example.weight.state(at: 1.3))
        #expect(ticks > 0)

        example.returnToOpening(at: 1.3)
        #expect(example.weight.dragStart == nil)
        router.cancelAllPointers()
        #expect(Self.fields(example.weight.state(at: 5), Self.wheelKeys) == Self.fields(opening, Self.wheelKeys))
        #expect(Self.ticks(example.weight.state(at: 5)) == ticks)
    }
}

// MARK: Motion Tiers

extension PieceOpeningTests {
    /// What the tiers entry says of each lane that input changes.
    static func lanes(_ state: JSONValue) -> [[String: JSONValue]] {
        (state["tiers"]?.array ?? []).map { fields($0, ["name", "position", "target", "moving", "spring"]) }
    }

    static func tiers() throws -> MotionTiers {
        let tiers = MotionTiers(theme: theme)
        tiers.layout(in: Rect(0, 0, 1200, 760), theme: theme, text: try text())
        return tiers
    }

    @Test("Fired pucks spring home and the Reduce Motion switch slides back off")
    func tiersReturnToRest() throws {
        let tiers = try Self.tiers()
        let opening = tiers.state(at: 0)
        #expect(tiers.handleKey(Self.key(.space, ms: 0)))
        #expect(tiers.handleKey(Self.key(.character("r"), ms: 100)))
        #expect(tiers.model.reduceMotion)
        #expect(tiers.motion.lanes.allSatisfy { $0.target == 1 })
        #expect(!tiers.isAnimating(at: 5))

        tiers.returnToOpening(at: 5)
        #expect(tiers.isAnimating(at: 5.05))
        #expect(tiers.motion.lanes.allSatisfy { $0.position(at: 5.05) > 0 && $0.target == 0 }, "each puck travels home")
        #expect(tiers.motion.switchPosition.value(at: 5.05) > 0, "the switch slides")
        let settled = tiers.state(at: 9)
        #expect(settled["reduceMotion"] == opening["reduceMotion"])
        #expect(Self.lanes(settled) == Self.lanes(opening))
    }

    @Test("A puck under a finger goes home too, and the drag's cancel after it changes nothing")
    func tiersLetGoOfAPuck() throws {
        let tiers = try Self.tiers()
        let opening = tiers.state(at: 0)
        let router = GestureRouter()
        let lane = tiers.layout.lanes[0]
        let start = lane.puckCenter(0, rightToLeft: false)
        Self.down(router, tiers, at: start, ms: 1000)
        Self.move(router, to: Point(start.x + 40, start.y), ms: 1030)
        Self.move(router, to: Point(start.x + lane.travel * 0.4, start.y), ms: 1060)
        #expect(tiers.motion.lanes[0].isDragging)

        tiers.returnToOpening(at: 1.1)
        #expect(!tiers.motion.lanes[0].isDragging)
        router.cancelAllPointers()
        #expect(tiers.motion.lanes[0].target == 0)
        #expect(tiers.isAnimating(at: 1.15))
        #expect(Self.lanes(tiers.state(at: 5)) == Self.lanes(opening))
    }
}

// MARK: Glass demo

extension PieceOpeningTests {
    static let glassKeys = ["selection", "range", "picker", "bubble", "bubbleFrame", "count", "capsules", "gap", "necked"]

    @Test("The glass demo goes back to its opening pick, bubble, count and capsules, each with its own motion")
    func glassDemoReturnsToItsOpening() throws {
        let driver = try GlassDemoDriver()
        let demo = driver.demo
        let opening = driver.state(at: 0)
        driver.tap(at: GlassDemoDriver.center(driver.rects("picker")[3]), ms: 1000)
        driver.tap(at: GlassDemoDriver.center(driver.rect("flag")), ms: 1500)
        driver.tap(at: GlassDemoDriver.center(driver.rects("buttons")[1]), ms: 2000)
        driver.tap(at: GlassDemoDriver.center(driver.rects("buttons")[1]), ms: 2500)
        let right = GlassDemoDriver.center(driver.rects("capsules")[1])
        driver.down(at: right, ms: 3000)
        driver.move(to: Point(right.x - 22, right.y), ms: 3100)
        driver.up(at: Point(right.x - 22, right.y), ms: 3200)
        driver.pass(to: 6)
        #expect(demo.model.selection == 3 && demo.model.count == 2 && demo.model.isNecked)
        #expect(driver.state(at: 6)["bubble"]?.string == "out")
        #expect(!demo.isAnimating(at: 6))

        demo.returnToOpening(at: 6)
        #expect(demo.isAnimating(at: 6.05))
        #expect(driver.state(at: 6.05)["bubble"]?.string == "home", "the bubble melts back rather than vanishing")
        driver.pass(to: 9)
        #expect(Self.fields(driver.state(at: 9), Self.glassKeys) == Self.fields(opening, Self.glassKeys))
    }

    @Test("A button held down springs back and counts nothing when the pointer lifts")
    func glassDemoLetsGoOfAPress() throws {
        let driver = try GlassDemoDriver()
        let demo = driver.demo
        let plus = GlassDemoDriver.center(driver.rects("buttons")[1])
        driver.down(at: plus, ms: 1000)
        #expect(demo.motion.buttonPresses[1].isPressed)
        demo.returnToOpening(at: 1.1)
        #expect(!demo.motion.buttonPresses[1].isPressed)
        driver.up(at: plus, ms: 1200)
        #expect(demo.model.count == 0)
    }
}
