import Geometry
import Glass
import Testing
@testable import Typeset
@testable import Components

@Suite("The glass demo's model")
struct GlassDemoModelTests {
    static let track = Rect(40, 300, 440, 34)

    @Test("It starts on the second range, with nothing counted and the bubble home")
    func start() {
        let model = GlassDemoModel()
        #expect(model.selection == 1)
        #expect(model.range == "1M")
        #expect(model.count == 0)
        #expect(!model.isBubbleOut(at: 10))
    }

    @Test("A pick moves the selection and names its range")
    func pick() {
        var model = GlassDemoModel()
        let picked = model.pick(3)
        #expect(picked)
        #expect(model.selection == 3)
        #expect(model.range == "1Y")
    }

    @Test("Picking the picked segment, or one that does not exist, changes nothing")
    func refusedPicks() {
        var model = GlassDemoModel()
        let answers = [model.pick(1), model.pick(5), model.pick(-1)]
        #expect(answers == [false, false, false])
        #expect(model.selection == 1)
    }

    @Test("Plus counts up and minus counts down")
    func counting() {
        var model = GlassDemoModel()
        let answers = [model.tap(.plus), model.tap(.plus), model.tap(.minus)]
        #expect(answers == [true, true, true])
        #expect(model.count == 1)
    }

    @Test("Minus at zero is refused and the count stays at zero")
    func minusAtZero() {
        var model = GlassDemoModel()
        let answers = [model.tap(.minus), model.tap(.plus), model.tap(.minus), model.tap(.minus)]
        #expect(answers == [false, true, true, false])
        #expect(model.count == 0)
    }

    @Test("The bubble leaves the flag a frame after the click and goes home on the next")
    func bubbleToggles() {
        var model = GlassDemoModel()
        let first = model.toggleBubble(at: 1)
        #expect(first, "the first click sends it out")
        #expect(!model.isBubbleOut(at: 1))
        #expect(model.isBubbleOut(at: 1 + GlassDemoModel.bubbleDeparture))
        let second = model.toggleBubble(at: 2)
        #expect(!second, "the second calls it home")
        #expect(!model.isBubbleOut(at: 2))
        let third = model.toggleBubble(at: 3)
        #expect(third)
        #expect(model.isBubbleOut(at: 3.5))
    }

    @Test("A click before the bubble has left the flag sends it again rather than home")
    func clickBeforeDeparture() {
        var model = GlassDemoModel()
        model.toggleBubble(at: 1)
        let again = model.toggleBubble(at: 1.01)
        #expect(again)
        #expect(!model.isBubbleOut(at: 1.02))
        #expect(model.isBubbleOut(at: 1.01 + GlassDemoModel.bubbleDeparture))
    }

    @Test("The capsules start centred on the track, apart, without a neck")
    func capsulesStartApart() {
        let model = GlassDemoModel(track: Self.track)
        #expect(model.gap == Liquid.apart)
        #expect(!model.isNecked)
        let left = model.capsules.rect(0), right = model.capsules.rect(1)
        #expect(abs((left.minX + right.maxX) / 2 - Self.track.midX) < 1e-9)
        #expect(left.midY == Self.track.midY && right.midY == Self.track.midY)
        #expect(left.width == CapsulePair.size.width && left.height == CapsulePair.size.height)
    }

    @Test("A gap under 20 points is a neck; 20 points is still apart")
    func neckThreshold() {
        var model = GlassDemoModel(track: Self.track)
        let right = model.capsules.lefts[1]
        model.capsules.move(1, toLeft: right - (Liquid.apart - Liquid.merge))
        #expect(abs(model.gap - Liquid.merge) < 1e-9)
        #expect(!model.isNecked)
        model.capsules.move(1, toLeft: right - (Liquid.apart - Liquid.merge) - 0.5)
        #expect(model.isNecked)
    }
}

@Suite("The glass demo's capsules")
struct CapsulePairTests {
    static let track = Rect(40, 300, 440, 34)

    @Test("A capsule dragged into the other stops against it")
    func stopsAgainstTheOther() {
        var pair = CapsulePair(track: Self.track)
        pair.move(1, toLeft: pair.lefts[0])
        #expect(pair.gap == 0)
        #expect(pair.lefts[1] == pair.lefts[0] + CapsulePair.size.width)
        pair.move(0, toLeft: pair.lefts[1] + 50)
        #expect(pair.gap == 0)
        #expect(pair.lefts[0] == pair.lefts[1] - CapsulePair.size.width)
    }

    @Test("A capsule stays on its track")
    func staysOnTheTrack() {
        var pair = CapsulePair(track: Self.track)
        pair.move(1, toLeft: 10_000)
        #expect(pair.rect(1).maxX == Self.track.maxX)
        pair.move(0, toLeft: -10_000)
        #expect(pair.rect(0).minX == Self.track.minX)
    }

    @Test("A pointer takes a capsule a little beyond its outline, the second one first")
    func hitTesting() {
        let pair = CapsulePair(track: Self.track)
        let left = pair.rect(0), right = pair.rect(1)
        #expect(pair.index(at: Point(left.midX, left.midY)) == 0)
        #expect(pair.index(at: Point(right.maxX + 3, right.minY - 5)) == 1)
        #expect(pair.index(at: Point(right.maxX + 5, right.midY)) == nil)
        var together = pair
        together.move(1, toLeft: left.minX + 2)
        #expect(together.index(at: Point(left.maxX + 1, left.midY)) == 1)
    }
}

@Suite("The glass demo's layout")
struct GlassDemoLayoutTests {
    /// A layout in `frame` with a flag and a bubble as wide as their content at text scale 1.
    static func layout(_ frame: Rect) -> GlassDemoLayout {
        GlassDemoLayout(frame: frame, flagWidth: 61, bubbleWidth: 57)
    }

    @Test("The column is at most 440 points wide and centred in the frame")
    func column() {
        let wide = Self.layout(Rect(0, 0, 1280, 800))
        #expect(wide.picker.width == 440)
        #expect(wide.picker.midX == 640)
        #expect(wide.track == Rect(wide.picker.minX, wide.picker.minY + 256, 440, CapsulePair.size.height))
        let narrow = Self.layout(Rect(0, 0, 300, 400))
        #expect(narrow.picker.width == 236)
    }

    @Test("A frame taller than the demo centres it; a short one starts it 56 points down")
    func verticalPlacement() {
        #expect(Self.layout(Rect(0, 10, 520, 300)).picker.minY == 66)
        #expect(Self.layout(Rect(0, 0, 520, 600)).picker.minY == 156)
    }

    @Test("The bubble out joins the flag's trailing end, and the flag and the buttons are centred")
    func flagAndButtons() {
        let layout = Self.layout(Rect(0, 0, 520, 420))
        #expect(layout.bubble.minX == layout.flag.maxX + Liquid.joined)
        #expect(layout.bubble.minY == layout.flag.minY)
        #expect(abs((layout.flag.minX + layout.bubble.maxX) / 2 - 260) < 1e-9)
        #expect(layout.buttons.count == 2)
        #expect(layout.buttons[1].minX - layout.buttons[0].maxX == Liquid.joined)
        #expect((layout.buttons[0].minX + layout.buttons[1].maxX) / 2 == 260)
    }

    @Test("At any text scale each caption's line box sits between the row above and its own row, and the flag holds its date",
          arguments: [1.0, 1.5, 2.0, 2.5, 3.0])
    func captionsClearTheRowsAtLargeText(scale: Double) throws {
        let text = try TextEngine().typesetter(TextSettings(scale: scale))
        let demo = GlassDemo()
        let height = demo.preferredHeight(forWidth: 520, text: text)
        demo.layout(in: Rect(0, 0, 520, height), theme: Theme(textScale: scale), text: text)
        let layout = demo.layout
        let caption = text.layout("Range picker", style: TextStyle(size: 12))
        // A caption's baseline is 12 points above its row; the picker's chosen pill swells ×1.28.
        func box(above row: Rect) -> Rect { caption.bounds(at: Point(0, row.minY - 12)) }
        let swollenPicker = layout.picker.insetBy(dx: 0, dy: -layout.picker.height * 0.14)
        #expect(box(above: swollenPicker).minY >= 0, "scale \(scale): the picker's caption leaves the card")
        #expect(box(above: layout.flag).minY >= swollenPicker.maxY, "scale \(scale): the flag's caption meets the picker")
        #expect(box(above: layout.buttons[0]).minY >= layout.flag.maxY, "scale \(scale): the buttons' caption meets the flag")
        #expect(box(above: layout.track).minY >= layout.buttons[0].maxY, "scale \(scale): the capsules' caption meets the buttons")
        let date = text.layout(GlassDemo.flagLabel, style: demo.flagStyle)
        #expect(date.metrics.ascent + date.metrics.descent <= layout.flag.height, "scale \(scale): the date overflows the flag")
        #expect(layout.track.maxY <= height, "scale \(scale): the capsules fall off the card")
    }

    @Test("The flag and the buttons answer a little beyond their edges")
    func targets() {
        let layout = Self.layout(Rect(0, 0, 520, 420))
        #expect(layout.flagTarget.contains(Point(layout.flag.minX - 5, layout.flag.minY - 9)))
        #expect(!layout.flagTarget.contains(Point(layout.flag.minX - 7, layout.flag.midY)))
        #expect(layout.buttonTarget(0).contains(Point(layout.buttons[0].minX - 11, layout.buttons[0].midY)))
    }
}

@Suite("Capsule pair on a moving page")
struct CapsulePairScrollTests {
    @Test("Moving the track (a gallery scroll) keeps the capsules where they were dropped")
    func scrollingKeepsTheCapsules() {
        var pair = CapsulePair(track: Rect(0, 100, 600, 60))
        pair.move(1, toLeft: pair.rect(0).maxX + 6)
        let gap = pair.gap
        let scrolled = pair.moved(to: Rect(0, 40, 600, 60))
        #expect(scrolled.gap == gap)
        #expect(scrolled.rect(1).minX == pair.rect(1).minX)
        #expect(scrolled.rect(1).midY == pair.rect(1).midY - 60)
    }

    @Test("A track of another size puts the capsules back to rest apart")
    func resizingResets() {
        var pair = CapsulePair(track: Rect(0, 100, 600, 60))
        pair.move(1, toLeft: pair.rect(0).maxX + 6)
        #expect(pair.moved(to: Rect(0, 100, 500, 60)) == CapsulePair(track: Rect(0, 100, 500, 60)))
    }
}
