@testable import Components
import Dataset
import Geometry
import Gestures
import JSONText
import Testing
import Typeset

/// What the pieces give the viewer's sound (issue 18): the haptic moments it plays as clicks, the
/// sentence a voice reads, and the values an audio graph plays. Each is also in the state dump,
/// written from the same list or sentence.
@Suite("Pieces' sound: ticks, spoken sentences and audio graphs")
struct PieceSoundTests {
    static let theme = Theme()

    static func text() throws -> Typesetter { try TextEngine().typesetter(theme.textSettings) }

    /// The ticks as `(ms, kind)`, the way the dump writes them.
    static func moments(_ ticks: [HapticTick]) -> [Moment] {
        ticks.map { Moment(ms: ($0.time * 1000).rounded(), kind: $0.kind.rawValue) }
    }

    /// The ticks a dump entry lists; for a screen of several entries, all of them in time order,
    /// entries earlier in the list first at the same time.
    static func dumpedMoments(_ state: JSONValue) -> [Moment] {
        let entries = state.array ?? [state]
        let each = entries.map { entry in
            (entry["ticks"]?.array ?? []).map { Moment(ms: $0["t"]?.number ?? -1, kind: $0["kind"]?.string ?? "") }
        }
        return each.joined().enumerated().sorted { a, b in
            a.element.ms != b.element.ms ? a.element.ms < b.element.ms : a.offset < b.offset
        }.map(\.element)
    }

    struct Moment: Equatable, CustomStringConvertible {
        var ms: Double
        var kind: String
        var description: String { "\(kind)@\(Int(ms))" }
    }

    static func kinds(_ ticks: [HapticTick]) -> [HapticTick.Kind] { ticks.map(\.kind) }

    static func down(_ router: GestureRouter, _ piece: some Piece, _ pointer: PointerID, at point: Point, ms: Int) {
        router.handle(.down(pointer, at: point, time: .milliseconds(ms)), candidates: piece.recognizers(at: point))
    }

    static func move(_ router: GestureRouter, _ pointer: PointerID, to point: Point, ms: Int) {
        router.handle(.move(pointer, to: point, time: .milliseconds(ms)))
    }

    static func up(_ router: GestureRouter, _ pointer: PointerID, at point: Point, ms: Int) {
        router.handle(.up(pointer, at: point, time: .milliseconds(ms)))
    }

    static func key(_ key: Key, ms: Int) -> KeyEvent { KeyEvent(key, time: .milliseconds(ms)) }
}

// MARK: Scrub Chart

extension PieceSoundTests {
    /// The shipped example (1W, in dollars) laid out as a phone-width card.
    static func scrub() throws -> ScrubChart {
        let piece = ScrubChart(model: try ScrubExample.model(), theme: theme)
        piece.layout(in: Rect(16, 16, 358, 380), theme: theme, text: try text())
        return piece
    }

    /// Where point `index` of the shown range sits on the plot, halfway down.
    static func point(_ piece: ScrubChart, _ index: Int) throws -> Point {
        let plot = try #require(piece.layout?.plot)
        return Point(plot.minX + piece.model.fraction(ofIndex: index) * plot.width, plot.midY)
    }

    @Test("Scrubbing ticks once for each point reached, however many moves it takes, and not for the release")
    func scrubTicksOncePerPointReached() throws {
        let piece = try Self.scrub()
        let router = GestureRouter()
        let finger = PointerID.touch(1)
        Self.down(router, piece, finger, at: try Self.point(piece, 2), ms: 0)
        var ms = 0
        for index in 3...7 {
            // Three moves onto each point: only the first reaches it.
            for nudge in [-1.0, 0, 1] {
                ms += 16
                let at = try Self.point(piece, index)
                Self.move(router, finger, to: Point(at.x + nudge, at.y), ms: ms)
            }
        }
        #expect(piece.model.activeIndex == 7)
        #expect(Self.kinds(piece.ticks) == Array(repeating: .selection, count: 6), "points 2 to 7: \(piece.ticks)")
        #expect(piece.ticks.first?.time == 0)
        Self.up(router, finger, at: try Self.point(piece, 7), ms: ms + 16)
        #expect(piece.model.selection == .idle)
        #expect(piece.ticks.count == 6, "a release never ticks")
    }

    @Test("Going back to a point already left ticks again, and a mouse released over the plot does not")
    func scrubTicksOnReturningAndNotOnAMouseRelease() throws {
        let piece = try Self.scrub()
        let router = GestureRouter()
        Self.down(router, piece, .mouse, at: try Self.point(piece, 4), ms: 0)
        Self.move(router, .mouse, to: try Self.point(piece, 5), ms: 20)
        Self.move(router, .mouse, to: try Self.point(piece, 4), ms: 40)
        #expect(Self.moments(piece.ticks).map(\.ms) == [0, 20, 40])
        Self.up(router, .mouse, at: try Self.point(piece, 4), ms: 60)
        #expect(piece.model.selection == .scrubbing(4), "a mouse keeps scrubbing where it rests")
        #expect(piece.ticks.count == 3)
    }

    @Test("A hold that pins a range gives one firm tick; stretching it ticks per point; lifting gives none")
    func scrubHoldPinsWithOneFirmTick() throws {
        let piece = try Self.scrub()
        let router = GestureRouter()
        let finger = PointerID.touch(1)
        let start = try Self.point(piece, 5)
        Self.down(router, piece, finger, at: start, ms: 0)
        router.advance(to: .milliseconds(400))
        #expect(piece.model.selection == .range(anchor: 5, end: 5))
        #expect(Self.moments(piece.ticks) == [Moment(ms: 0, kind: "selection"), Moment(ms: 300, kind: "firm")])
        Self.move(router, finger, to: try Self.point(piece, 6), ms: 450)
        Self.move(router, finger, to: try Self.point(piece, 7), ms: 470)
        #expect(piece.model.rangeSpan == 5...7)
        #expect(Self.kinds(piece.ticks) == [.selection, .firm, .selection, .selection])
        Self.up(router, finger, at: try Self.point(piece, 7), ms: 500)
        #expect(piece.model.selection == .idle)
        #expect(piece.ticks.count == 4)
        #expect(piece.ticks.filter { $0.kind == .firm }.count == 1)
    }

    @Test("A range switch by key or by its segment ticks once; picking the range shown and the idle reset do not")
    func scrubRangeSwitchTicksOnce() throws {
        let piece = try Self.scrub()
        #expect(piece.handleKey(Self.key(.character("3"), ms: 100)))
        #expect(piece.model.label == "1M")
        #expect(Self.moments(piece.ticks) == [Moment(ms: 100, kind: "selection")])
        #expect(piece.handleKey(Self.key(.character("3"), ms: 200)))
        #expect(piece.ticks.count == 1, "the range already shown is no switch")

        let router = GestureRouter()
        let segment = try #require(piece.picker?.restingRects.first)
        let centre = Point(segment.midX, segment.midY)
        Self.down(router, piece, .touch(2), at: centre, ms: 1000)
        Self.up(router, .touch(2), at: centre, ms: 1080)
        #expect(piece.model.label == "1D")
        #expect(Self.moments(piece.ticks) == [Moment(ms: 100, kind: "selection"), Moment(ms: 1080, kind: "selection")])

        piece.returnToOpening(at: 3)
        #expect(piece.model.label == "1W")
        #expect(piece.ticks.count == 2, "an idle reset records no tick")
    }

    @Test("Keys tick for each point they step to, and not for letting go")
    func scrubKeysTickPerStep() throws {
        let piece = try Self.scrub()
        #expect(piece.handleKey(Self.key(.left, ms: 10)))
        #expect(piece.handleKey(Self.key(.left, ms: 20)))
        #expect(piece.handleKey(Self.key(.escape, ms: 30)))
        #expect(Self.moments(piece.ticks).map(\.ms) == [10, 20])
    }

    @Test("A hovering mouse reads the points under it without ticking")
    func scrubHoverIsSilent() throws {
        let piece = try Self.scrub()
        piece.handleHover(HoverEvent(at: try Self.point(piece, 3), time: .milliseconds(10)))
        piece.handleHover(HoverEvent(at: try Self.point(piece, 4), time: .milliseconds(20)))
        #expect(piece.model.activeIndex == 4)
        #expect(piece.ticks.isEmpty)
    }
}

// MARK: Glass demo

extension PieceSoundTests {
    @Test("A press on a glass button ticks light, its pop soft, and a refusal at zero firm")
    func glassPressPopAndRefusalTick() throws {
        let driver = try GlassDemoDriver()
        let buttons = driver.rects("buttons")
        let minus = GlassDemoDriver.center(buttons[0]), plus = GlassDemoDriver.center(buttons[1])
        driver.tap(at: plus, ms: 100)
        #expect(driver.demo.model.count == 1)
        #expect(Self.moments(driver.demo.ticks) == [Moment(ms: 100, kind: "light"), Moment(ms: 180, kind: "soft")])
        driver.tap(at: minus, ms: 1000)
        driver.tap(at: minus, ms: 2000)
        #expect(driver.demo.model.count == 0)
        #expect(Self.kinds(driver.demo.ticks) == [.light, .soft, .light, .soft, .light, .firm])
        #expect(Self.moments(driver.demo.ticks).last == Moment(ms: 2080, kind: "firm"))
    }

    @Test("A press dragged off its button acts on nothing: only the light tick of the press")
    func glassPressWithoutActionTicksOnlyLight() throws {
        let driver = try GlassDemoDriver()
        let plus = GlassDemoDriver.center(driver.rects("buttons")[1])
        driver.down(at: plus, ms: 100)
        driver.move(to: Point(plus.x, plus.y + 150), ms: 150)
        driver.up(at: Point(plus.x, plus.y + 150), ms: 200)
        #expect(driver.demo.model.count == 0)
        #expect(Self.kinds(driver.demo.ticks) == [.light])
    }

    @Test("The segments, the flag and the capsules tick nothing, and the idle reset records no tick")
    func glassOtherPartsAreSilent() throws {
        let driver = try GlassDemoDriver()
        driver.tap(at: GlassDemoDriver.center(driver.rects("picker")[3]), ms: 100)
        driver.tap(at: GlassDemoDriver.center(driver.rect("flag")), ms: 1000)
        #expect(driver.demo.model.selection == 3)
        #expect(driver.demo.ticks.isEmpty)
        driver.tap(at: GlassDemoDriver.center(driver.rects("buttons")[1]), ms: 2000)
        let ticks = driver.demo.ticks
        driver.demo.returnToOpening(at: 3)
        #expect(driver.demo.model.count == 0)
        #expect(driver.demo.ticks == ticks)
    }
}

// MARK: Spoken sentences

extension PieceSoundTests {
    @Test("Scrub chart: the readout read at rest, under the finger and across a held range")
    func scrubSpokenSentences() throws {
        let piece = try Self.scrub()
        #expect(piece.spokenSentence == "187 dollars, latest, 1 week, up 10 dollars 70, 6.1 percent")
        #expect(piece.state(at: 0)["spoken"]?.string == piece.spokenSentence)

        let router = GestureRouter()
        Self.down(router, piece, .touch(1), at: try Self.point(piece, 5), ms: 0)
        // 181.00 on Sep 14, 4.70 above the range's first point, 176.30.
        #expect(piece.spokenSentence == "181 dollars on September 14, up 4 dollars 70, 2.7 percent")
        router.advance(to: .milliseconds(400))
        Self.move(router, .touch(1), to: try Self.point(piece, 9), ms: 450)
        // 181.00 to 182.80.
        #expect(piece.spokenSentence == "up 1 dollar 80, September 14 to September 15, 1.0 percent")
        #expect(piece.state(at: 0.5)["spoken"]?.string == piece.spokenSentence)
    }

    @Test("Scrub chart: a fall reads down, a day reads by the clock, and a chart with no currency reads plain numbers")
    func scrubSpokenFallsClockAndPlainNumbers() throws {
        var model = try ScrubExample.model()
        model.rangeIndex = 2
        // 1M runs from 191.20 down to 187.00.
        #expect(model.spokenReadout == "187 dollars, latest, 1 month, down 4 dollars 20, 2.2 percent")
        model.rangeIndex = 0
        model.selection = .scrubbing(3)
        #expect(model.spokenReadout == "183 dollars 40 on 7:30 AM, up 1 dollar 30, 0.7 percent")

        let start = ScrubExample.end.addingTimeInterval(-3 * 86_400)
        let plain = ScrubChartModel(series: [ChartSeries(label: "All", points: SampleColumn([3.5, 2, -1.25].enumerated().map {
            ChartPoint(date: start.addingTimeInterval(Double($0.offset) * 86_400), value: $0.element)
        }))])
        #expect(plain.spokenReadout == "minus 1.25, latest, all, down 4.75, 135.7 percent")
        #expect(ScrubChartModel(series: []).spokenReadout == "No data")
    }

    @Test("Money and percents in words: cents after the amount, one dollar singular")
    func spokenAmounts() {
        let dollars = ChartNumberFormat.currency(code: "USD")
        #expect(dollars.spoken(187) == "187 dollars")
        #expect(dollars.spoken(10.7) == "10 dollars 70")
        #expect(dollars.spoken(1.05) == "1 dollar 5")
        #expect(dollars.spoken(-1234.5) == "minus 1,234 dollars 50")
        #expect(ChartNumberFormat.currency(code: "EUR").spoken(2) == "2 euros")
        #expect(ChartNumberFormat.number.spoken(182.1) == "182.1")
        #expect(ChartNumberFormat.spokenPercent(0.0607) == "6.1 percent")
        #expect(ChartNumberFormat.spokenPercent(-0.0217) == "2.2 percent")
        #expect(ScrubChartModel.spokenRange("3M") == "3 months")
        #expect(ScrubChartModel.spokenRange("1D") == "1 day")
        #expect(ScrubChartModel.spokenRange("price") == "price")
    }

    /// A lens over daily steps from 1 January to 30 April 2026, 8,412 a day from 3 March on,
    /// opened on 3 March to 14 April.
    static func stepsLens() throws -> RangeLens {
        let values = (0..<120).map { $0 < 61 ? 5_000.0 : 8_412 }
        let samples = try LensFixtures.samples(values, from: "2026-01-01")
        let model = RangeLensModel(samples: SampleColumn(samples), unit: "steps a day")
        let window = try LensFixtures.time("2026-03-03")...LensFixtures.time("2026-04-14")
        let lens = RangeLens(model: model, theme: theme, window: window)
        lens.layout(in: Rect(0, 0, 900, 520), theme: theme, text: try text())
        return lens
    }

    @Test("Range lens: the seed's readout sentence, before and after a key moves the window a week")
    func lensSpokenSentences() throws {
        let lens = try Self.stepsLens()
        #expect(lens.spokenSentence == "Average 8,412 steps a day, 3 March to 14 April")
        #expect(lens.state(at: 0)["spoken"]?.string == lens.spokenSentence)
        #expect(lens.handleKey(Self.key(.left, ms: 100)))
        // A week earlier: 24 February to 7 April, 7 days of 5,000 and 36 of 8,412.
        #expect(lens.spokenSentence == "Average 7,857 steps a day, 24 February to 7 April")
        #expect(lens.state(at: 2)["spoken"]?.string == lens.spokenSentence)

        let bare = RangeLens(model: RangeLensModel(samples: try SampleColumn(LensFixtures.days(30, from: "2026-03-01")), unit: ""), theme: Self.theme)
        #expect(bare.spokenSentence.hasPrefix("Average 1, "), "an empty unit leaves no gap: \(bare.spokenSentence)")
    }

    static func trails() throws -> StepTrailExample {
        let example = StepTrailExample(theme: theme)
        let text = try text()
        example.layout(in: Rect(0, 0, 600, example.preferredHeight(forWidth: 600, text: text)), theme: theme, text: text)
        return example
    }

    @Test("Step trail: the checkout reads its step, the next after a key, and Complete at the end")
    func trailSpokenSentences() throws {
        let example = try Self.trails()
        #expect(example.spokenSentence == "Progress, Step 2 of 4, Address")
        let entries = try #require(example.state(at: 0).array)
        #expect(entries.map { $0["spoken"]?.string } == [
            "Progress, Step 2 of 4, Address", "Progress, Step 4 of 6, ID photo", "Progress, Complete",
        ])
        #expect(example.handleKey(Self.key(.right, ms: 100)))
        #expect(example.spokenSentence == "Progress, Step 3 of 4, Payment")
        let router = GestureRouter()
        for step in 0..<2 {
            let button = example.next.frame, centre = Point(button.midX, button.midY)
            Self.down(router, example, .mouse, at: centre, ms: 1000 + step * 500)
            Self.up(router, .mouse, at: centre, ms: 1060 + step * 500)
        }
        #expect(example.spokenSentence == "Progress, Complete")
        #expect(example.state(at: 3).array?.first?["spoken"]?.string == example.spokenSentence)
    }

    static func wheels() throws -> WheelPickerExample {
        let example = WheelPickerExample(theme: theme)
        let text = try text()
        example.layout(in: Rect(0, 0, 600, example.preferredHeight(forWidth: 600, text: text)), theme: theme, text: text)
        return example
    }

    @Test("Wheel picker: the title is read, 72 kg as it opens and the new value once one is picked")
    func wheelSpokenSentences() throws {
        let example = try Self.wheels()
        #expect(example.spokenSentence == "72 kg")
        #expect(try #require(example.state(at: 0).array).map { $0["spoken"]?.string } == ["72 kg", "120"])
        #expect(example.handleKey(Self.key(.right, ms: 100)))
        #expect(example.spokenSentence == "73 kg")
        #expect(example.state(at: 2).array?.first?["spoken"]?.string == "73 kg")
    }

    @Test("Bar chart: the whole week with no readout, the readout's bar with its day written out")
    func barsSpokenSentences() throws {
        let chart = BarChart(context: PieceContext(theme: Self.theme))
        chart.layout(in: Rect(24, 24, 600, 420), theme: Self.theme, text: try Self.text())
        #expect(chart.spokenSentence == "Workouts, This week: M 12, T 19, W 8, T 24, F 16, S 30, S 22")
        #expect(chart.handleKey(Self.key(.right, ms: 100)))
        #expect(chart.spokenSentence == "Monday, 12")
        for ms in [200, 300, 400] { #expect(chart.handleKey(Self.key(.right, ms: ms))) }
        #expect(chart.spokenSentence == "Thursday, 24", "the second T is Thursday")
        #expect(chart.state(at: 0.5)["spoken"]?.string == "Thursday, 24")
        #expect(chart.handleKey(Self.key(.end, ms: 500)))
        #expect(chart.spokenSentence == "Sunday, 22")
        #expect(chart.handleKey(Self.key(.escape, ms: 600)))
        #expect(chart.spokenSentence.hasPrefix("Workouts, This week: "))
    }

    @Test("Bar captions: a run of days or months is read by place, a lone abbreviation by its one name")
    func barCaptionsWrittenOut() {
        func spoken(_ labels: [String]) -> [String] {
            let model = BarChartModel(labels: labels, values: labels.map { _ in 1 })
            return labels.indices.map(model.spokenLabel)
        }
        #expect(spoken(["M", "T", "W", "T", "F", "S", "S"])
            == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        #expect(spoken(["Sat", "Sun", "Mon"]) == ["Saturday", "Sunday", "Monday"])
        #expect(spoken(["J", "F", "M", "A"]) == ["January", "February", "March", "April"])
        #expect(spoken(["Sept", "north", "Ma"]) == ["September", "north", "Ma"])
        #expect(spoken(["T"]) == ["T"], "one letter alone could be Tuesday or Thursday")
        #expect(BarChartModel(labels: [""], values: [4.5]).spokenBar(0) == "4.5")
    }

    @Test("Motion tiers: the springs at rest, then what was last done, with Reduce Motion's state")
    func tiersSpokenSentences() throws {
        let tiers = MotionTiers(theme: Self.theme)
        tiers.layout(in: Rect(0, 0, 800, 900), theme: Self.theme, text: try Self.text())
        #expect(tiers.spokenSentence == "Motion tiers, 5 springs at rest, Reduce Motion off")
        #expect(tiers.handleKey(Self.key(.space, ms: 100)))
        #expect(tiers.spokenSentence == "Motion tiers, all 5 springs fired, Reduce Motion off")
        tiers.playRole(.success, at: 0.5)
        #expect(tiers.handleKey(Self.key(.character("r"), ms: 600)))
        #expect(tiers.spokenSentence == "Motion tiers, success played, Reduce Motion on")
        #expect(tiers.state(at: 1)["spoken"]?.string == tiers.spokenSentence)
        tiers.returnToOpening(at: 2)
        #expect(tiers.spokenSentence == "Motion tiers, 5 springs at rest, Reduce Motion off")
    }

    @Test("Glass demo: the segment picked and the count, and the bubble while it is out")
    func glassSpokenSentences() throws {
        let driver = try GlassDemoDriver()
        #expect(driver.demo.spokenSentence == "Glass demo, 1M selected, count 0")
        driver.tap(at: GlassDemoDriver.center(driver.rects("picker")[3]), ms: 100)
        driver.tap(at: GlassDemoDriver.center(driver.rects("buttons")[1]), ms: 500)
        driver.tap(at: GlassDemoDriver.center(driver.rect("flag")), ms: 1000)
        driver.pass(to: 2)
        #expect(driver.demo.spokenSentence == "Glass demo, 1Y selected, count 1, change bubble out")
        #expect(driver.state(at: 2)["spoken"]?.string == driver.demo.spokenSentence)
    }
}

// MARK: The tick list is the dump's

extension PieceSoundTests {
    @Test("Every piece's tick list is the one its state dump writes")
    func ticksListIsTheDumpsTicks() throws {
        let scrub = try Self.scrub()
        #expect(scrub.handleKey(Self.key(.left, ms: 10)))
        #expect(scrub.handleKey(Self.key(.character("1"), ms: 20)))

        let lens = try Self.stepsLens()
        #expect(lens.handleKey(Self.key(.home, ms: 10)))

        let trails = try Self.trails()
        let router = GestureRouter()
        let verification = trails.verification.stopRects[1], ahead = trails.checkout.stopRects[3]
        Self.down(router, trails, .mouse, at: Point(verification.midX, verification.midY), ms: 100)
        Self.up(router, .mouse, at: Point(verification.midX, verification.midY), ms: 160)
        Self.down(router, trails, .mouse, at: Point(ahead.midX, ahead.midY), ms: 300)
        Self.up(router, .mouse, at: Point(ahead.midX, ahead.midY), ms: 360)

        let wheels = try Self.wheels()
        let strip = wheels.tempo.strip
        let start = Point(strip.midX, strip.midY)
        Self.down(router, wheels, .touch(1), at: start, ms: 1000)
        for step in 1...6 { Self.move(router, .touch(1), to: Point(start.x - 30 * Double(step), start.y), ms: 1000 + step * 30) }
        Self.up(router, .touch(1), at: Point(start.x - 180, start.y), ms: 1200)
        #expect(wheels.handleKey(Self.key(.right, ms: 1300)))

        let bars = BarChart(context: PieceContext(theme: Self.theme))
        bars.layout(in: Rect(24, 24, 600, 420), theme: Self.theme, text: try Self.text())
        #expect(bars.handleKey(Self.key(.right, ms: 100)))

        let tiers = MotionTiers(theme: Self.theme)
        #expect(tiers.handleKey(Self.key(.space, ms: 100)))

        let glass = try GlassDemoDriver()
        glass.tap(at: GlassDemoDriver.center(glass.rects("buttons")[0]), ms: 100)

        let pieces: [any Piece] = [scrub, lens, trails, wheels, bars, tiers, glass.demo]
        for piece in pieces {
            let dumped = Self.dumpedMoments(piece.state(at: 5))
            #expect(Self.moments(piece.ticks) == dumped, "\(piece.kind)")
            #expect(piece.ticks == piece.ticks.sorted { $0.time < $1.time }, "\(piece.kind) in time order")
            if piece.kind != MotionTiers.kind { #expect(!piece.ticks.isEmpty, "\(piece.kind) ticked") }
        }
        #expect(tiers.ticks.isEmpty && tiers.state(at: 5)["ticks"]?.array?.isEmpty == true)
        #expect(Self.moments(trails.ticks) == [Moment(ms: 160, kind: "selection"), Moment(ms: 360, kind: "firm")],
                "the verification's step, then the checkout's refusal: in time order, not trail order")
        #expect(wheels.ticks.count == wheels.tempo.ticks.count + wheels.weight.ticks.count)
    }

    @Test("Ticks of several lists merge in time order, the earlier list first at the same time")
    func ticksMerge() {
        let a = [HapticTick(time: 1, kind: .light), HapticTick(time: 3, kind: .soft)]
        let b = [HapticTick(time: 1, kind: .firm), HapticTick(time: 2, kind: .selection)]
        #expect(Self.kinds(HapticTick.merged([a, b])) == [.light, .firm, .selection, .soft])
        #expect(HapticTick.merged([]).isEmpty)
    }
}

// MARK: Audio graph

extension PieceSoundTests {
    @Test("The scrub chart's audio graph is its current range, and follows a range switch")
    func scrubAudioGraphIsTheCurrentRange() throws {
        let piece = try Self.scrub()
        let week = try #require(piece.audioGraphValues)
        #expect(week.count == 14)
        #expect(week.first == 176.3 && week.last == 187)
        #expect(week == piece.model.series[1].points.map(\.value))
        #expect(piece.handleKey(Self.key(.character("1"), ms: 100)))
        let day = try #require(piece.audioGraphValues)
        #expect(day == piece.model.series[0].points.map(\.value))
        #expect(day != week)
    }

    @Test("The lens's audio graph is the samples inside its window, and moves with it")
    func lensAudioGraphIsTheWindow() throws {
        let lens = try Self.stepsLens()
        let window = try #require(lens.audioGraphValues)
        #expect(window == Array(repeating: 8_412, count: 43), "3 March to 14 April")
        #expect(lens.handleKey(Self.key(.left, ms: 100)))
        let earlier = try #require(lens.audioGraphValues)
        #expect(earlier == Array(repeating: 5_000, count: 7) + Array(repeating: 8_412, count: 36))
    }

    @Test("The bar chart's audio graph is its values first to last; the other pieces have none")
    func barsAudioGraphAndTheRest() throws {
        let (chart, _) = try BarChartPieceTests.laidOut(Self.theme)
        #expect(chart.audioGraphValues == [3, 1, 2])
        let demo = BarChart(context: PieceContext(theme: Self.theme))
        #expect(demo.audioGraphValues == [12, 19, 8, 24, 16, 30, 22])
        let others: [any Piece] = [try Self.trails(), try Self.wheels(), MotionTiers(theme: Self.theme), GlassDemo(theme: Self.theme)]
        for piece in others { #expect(piece.audioGraphValues == nil, "\(piece.kind)") }
    }
}
