import Foundation
import Testing
@testable import Viewer

/// The `lens` screen's answers to touch, mouse, wheel and keys, read from the state dump after
/// replaying a trace aimed at the rectangles a first render reports, as an outside check would.
///
/// The example is a year of daily steps, 365 samples from 2025-09-17, opening on the last 42
/// (323…364, from Thursday 6 August 2026).
@Suite("Lens input")
struct LensInputTests {
    /// A window in the middle of the example, 1 March to 11 April 2026 (samples 165…206), with
    /// room on either side.
    static let middle = ["--window", "2026-03-01..2026-04-11"]
    /// The example's first six weeks, against the series start.
    static let atStart = ["--window", "2025-09-17..2025-10-28"]

    static func state(_ arguments: [String] = [], _ lines: [String] = [], time: Double? = nil) throws -> LensState {
        try LensState(renderLens(arguments + (time.map { ["--time", String($0)] } ?? []), lines: lines))
    }

    /// The strip's x for a sample edge, left to right.
    static func x(ofSample edge: Double, in state: LensState) throws -> Double {
        try state.strip.x + 18 + edge * state.slot
    }

    // MARK: Moving the slab

    @Test("Dragging the slab moves the window by the drag distance over the slot, keeping its width",
          arguments: [(-30.0, "touch"), (-12, "touch"), (20, "touch"), (-25, "mouse")])
    func slabDragMovesTheWindow(samples: Double, device: String) throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens, slot = try rest.slot
        let from = try #require(rest.first)
        #expect(rest.width == 42)
        let drag = lensDrag(from: (lens.midX, lens.midY), to: (lens.midX + samples * slot, lens.midY), device: device)
        let moved = try Self.state(Self.middle, drag)
        #expect(moved.first == from + Int(samples))
        #expect(moved.width == 42)
        #expect(moved.held == "none")
    }

    @Test("The slab follows the finger while held, on fractional samples")
    func slabFollowsTheFinger() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens, slot = try rest.slot
        let drag = lensDrag(from: (lens.midX, lens.midY), to: (lens.midX - 10.5 * slot, lens.midY), duration: 400, rest: 500)
        let held = try Self.state(Self.middle, drag, time: 600)
        #expect(held.held == "slab")
        #expect(abs(held.spanStart - (rest.spanStart - 10.5)) < 1e-6)
        #expect(abs(held.spanEnd - held.spanStart - 42) < 1e-6)
    }

    @Test("Right to left, dragging the slab right moves the window earlier")
    func rightToLeftDragMirrors() throws {
        let arguments = Self.middle + ["--rtl"]
        let rest = try Self.state(arguments)
        let lens = try rest.lens, slot = try rest.slot
        let from = try #require(rest.first)
        let moved = try Self.state(arguments, lensDrag(from: (lens.midX, lens.midY), to: (lens.midX + 15 * slot, lens.midY)))
        #expect(moved.first == from - 15)
    }

    @Test("A drag that starts off the lens brings the lens to the finger, centred, then follows it")
    func dragOffTheLensBringsTheLens() throws {
        let rest = try Self.state()
        let slot = try rest.slot
        let x = try Self.x(ofSample: 121, in: rest), y = try rest.strip.midY
        let moved = try Self.state([], lensDrag(from: (x, y), to: (x + 10 * slot, y)))
        // Centred on sample edge 121: starting at 121 − 21 = 100, then 10 samples on.
        #expect(moved.first == 110)
        #expect(moved.width == 42)
    }

    // MARK: Resizing

    @Test("Dragging the start handle resizes from the start, keeping the end")
    func startHandleResizes() throws {
        let rest = try Self.state(Self.middle)
        let handles = try rest.handles, slot = try rest.slot
        try #require(handles.count == 2)
        let from = try #require(rest.first), to = try #require(rest.last)
        let handle = handles[0]
        let resized = try Self.state(Self.middle, lensDrag(from: (handle.midX, handle.midY), to: (handle.midX - 10 * slot, handle.midY)))
        #expect(resized.first == from - 10)
        #expect(resized.last == to)
    }

    @Test("Pulling the start handle past the end stops at the minimum span of 7 and lands there")
    func resizeStopsAtTheMinimumSpan() throws {
        let rest = try Self.state()
        let handle = try #require(try rest.handles.first)
        let drag = lensDrag(from: (handle.midX, handle.midY), to: (handle.midX + 320, handle.midY), duration: 400, rest: 400)
        let held = try Self.state([], drag, time: 600)
        #expect(held.held == "leading")
        #expect(held.spanEnd == 365)
        #expect(held.spanStart == 358)
        let landed = try Self.state([], drag)
        #expect(landed.first == 358)
        #expect(landed.last == 364)
        #expect(landed.held == "none")
    }

    @Test("Pulling the end handle far past the start never inverts the window, at any moment")
    func resizeNeverInverts() throws {
        let rest = try Self.state(Self.middle)
        let handle = try #require(try rest.handles.last)
        let from = try #require(rest.first)
        let drag = lensDrag(from: (handle.midX, handle.midY), to: (handle.midX - 600, handle.midY), duration: 300, steps: 12, rest: 100)
        for time in stride(from: 25.0, through: 1_000, by: 75) {
            let moment = try Self.state(Self.middle, drag, time: time)
            #expect(moment.spanEnd - moment.spanStart >= 7 - 1e-9, "at \(time) ms: \(moment.span)")
            #expect(moment.spanStart == rest.spanStart, "at \(time) ms the start stays")
            #expect((moment.width ?? 0) >= 7, "at \(time) ms")
        }
        let landed = try Self.state(Self.middle, drag)
        #expect(landed.first == from)
        #expect(landed.width == 7)
    }

    @Test("A handle resize that meets the minimum span plays a soft tick, once")
    func resizeLimitTicksSoftly() throws {
        let rest = try Self.state()
        let handle = try #require(try rest.handles.first)
        let landed = try Self.state([], lensDrag(from: (handle.midX, handle.midY), to: (handle.midX + 320, handle.midY), steps: 16))
        #expect(landed.ticks("soft").count == 1)
    }

    // MARK: Rubber band and landing

    @Test("Past the series start the slab gives with rubber-band resistance, then lands inside")
    func rubberBandPastTheStart() throws {
        let rest = try Self.state(Self.atStart)
        #expect(rest.first == 0)
        let lens = try rest.lens, slot = try rest.slot
        let drag = lensDrag(from: (lens.midX, lens.midY), to: (lens.midX - 130, lens.midY), duration: 350, rest: 350)
        let held = try Self.state(Self.atStart, drag, time: 500)
        #expect(held.held == "slab")
        #expect(held.spanStart < 0)
        // 130 points past the start give 28 × (1 − 1 / (130 × 0.55 / 28 + 1)), about 20 points.
        let banded = 28 * (1 - 1 / (130 * 0.55 / 28 + 1))
        #expect(abs(held.spanStart * slot + banded) < 0.01, "\(held.spanStart * slot) points")
        let landed = try Self.state(Self.atStart, drag)
        #expect(landed.held == "none")
        #expect(try #require(landed.first) >= 0)
        #expect(landed.span == [0, 42])
    }

    @Test("Past the series end the slab gives too, never more than 28 points, and lands on the last sample")
    func rubberBandPastTheEnd() throws {
        let rest = try Self.state()
        let lens = try rest.lens, slot = try rest.slot
        let drag = lensDrag(from: (lens.midX, lens.midY), to: (lens.midX + 400, lens.midY), duration: 350, rest: 350)
        let held = try Self.state([], drag, time: 500)
        #expect(held.spanEnd > 365)
        #expect((held.spanEnd - 365) * slot < 28)
        let landed = try Self.state([], drag)
        #expect(landed.last == 364)
        #expect(landed.span == [323, 365])
    }

    @Test("A fast flick coasts further than a slow drag of the same distance, and lands on whole samples")
    func flickCoasts() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens, slot = try rest.slot
        let from = try #require(rest.first)
        let distance = 20 * slot
        let slow = try Self.state(Self.middle, lensDrag(from: (lens.midX, lens.midY), to: (lens.midX - distance, lens.midY),
                                                        duration: 600, rest: 200))
        let flick = try Self.state(Self.middle, lensDrag(from: (lens.midX, lens.midY), to: (lens.midX - distance, lens.midY),
                                                         duration: 64, steps: 4, rest: 6))
        #expect(slow.first == from - 20)
        let coasted = from - (try #require(flick.first))
        #expect(coasted > 20, "the flick moved \(coasted) samples")
        #expect(flick.spanStart == flick.spanStart.rounded() && flick.spanEnd == flick.spanEnd.rounded())
        #expect(flick.width == 42)
    }

    @Test("A cancelled drag lets go at rest: no coast, on whole samples")
    func cancelLandsWithoutCoasting() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens, slot = try rest.slot
        let from = try #require(rest.first)
        var flick = lensDrag(from: (lens.midX, lens.midY), to: (lens.midX - 20 * slot, lens.midY), duration: 64, steps: 4, rest: 6)
        flick[flick.count - 1] = #"{"t":70,"type":"cancel","device":"touch","id":1}"#
        let cancelled = try Self.state(Self.middle, flick)
        #expect(cancelled.held == "none")
        #expect(cancelled.first == from - 20)
        #expect(cancelled.width == 42)
    }

    // MARK: Taps

    @Test("A tap beside the lens centres the lens there, once the 0.35 s double-tap wait is over")
    func tapCentres() throws {
        let rest = try Self.state()
        let x = try Self.x(ofSample: 121, in: rest), y = try rest.strip.midY
        let tap = lensTap(x, y, at: 0)
        let waiting = try Self.state([], tap, time: 400)
        #expect(waiting.first == 323, "the tap waits for a double tap to fail")
        let centred = try Self.state([], tap)
        #expect(centred.first == 100)
        #expect(centred.last == 141)
        #expect(centred.ticks("selection") == [430])
    }

    @Test("A tap on the slab does not move the lens")
    func tapOnTheSlab() throws {
        let rest = try Self.state()
        let lens = try rest.lens
        let tapped = try Self.state([], lensTap(lens.midX, lens.midY, at: 0))
        #expect(tapped.span == rest.span)
    }

    @Test("A double tap shows the whole series, and a second double tap goes back")
    func doubleTapShowsAllAndBack() throws {
        let rest = try Self.state(Self.middle)
        let x = try Self.x(ofSample: 40, in: rest), y = try rest.strip.midY
        let first = lensTap(x, y, at: 0) + lensTap(x, y, at: 200)
        let all = try Self.state(Self.middle, first)
        #expect(all.showingAll == true)
        #expect(all.first == 0 && all.last == 364)
        #expect(all.ticks("light") == [280])
        let back = try Self.state(Self.middle, first + lensTap(x, y, at: 2_000) + lensTap(x, y, at: 2_200))
        #expect(back.showingAll == false)
        #expect(back.first == rest.first && back.last == rest.last)
        #expect(back.ticks("light") == [280, 2_280])
    }

    @Test("Right to left, the handle named start is the earlier edge's, on the right")
    func rightToLeftHandleNames() throws {
        let arguments = Self.middle + ["--rtl"]
        let handles = try Self.state(arguments).handles
        try #require(handles.count == 2)
        let press = { (handle: LensRect) in [lensPointer("down", handle.midX, handle.midY, at: 0)] }
        #expect(try Self.state(arguments, press(handles[0]), time: 400).held == "leading")
        #expect(try Self.state(arguments, press(handles[1]), time: 400).held == "trailing")
        #expect(handles[0].x > handles[1].x)
    }

    @Test("Hovering the detail names the bar under the mouse, and its value, without moving the lens")
    func hoverReadsABar() throws {
        let rest = try Self.state()
        let plot = try rest.plot
        // The first of the window's 42 bars: sample 323, Thursday 6 August 2026.
        let hovered = try Self.state([], [#"{"t":0,"type":"hover","x":\#(plot.x + plot.width / 84),"y":\#(plot.midY)}"#])
        #expect(hovered.json["caption"]?.string == "Thu 6 Aug")
        #expect(hovered.json["hovered"]?.number == 323)
        #expect(hovered.json["numeral"]?.string != rest.json["numeral"]?.string)
        #expect(hovered.json["dates"]?.string == rest.json["dates"]?.string)
        #expect(hovered.span == rest.span)
    }

    // MARK: Holding and swiping

    @Test("A press held still for 0.28 s takes hold of the slab", arguments: ["touch", "mouse"])
    func holdingStillTakesHold(device: String) throws {
        let rest = try Self.state()
        let lens = try rest.lens
        let press = [lensPointer("down", lens.midX, lens.midY, at: 0, device: device)]
        #expect(try Self.state([], press, time: 250).held == "none")
        #expect(try Self.state([], press, time: 300).held == "slab")
    }

    @Test("A press drifting within 8 points still takes hold")
    func holdWithinTolerance() throws {
        let rest = try Self.state()
        let lens = try rest.lens
        let press = [lensPointer("down", lens.midX, lens.midY, at: 0), lensPointer("move", lens.midX + 5, lens.midY + 5, at: 100)]
        #expect(try Self.state([], press, time: 300).held == "slab")
    }

    @Test("A vertical touch swipe that starts on the strip does not move the lens",
          arguments: [0.5, 0.1])
    func verticalSwipeLeavesTheLens(across fraction: Double) throws {
        let rest = try Self.state()
        // On the slab (0.5 of the lens's own width) or on the bare track left of it.
        let lens = try rest.lens, strip = try rest.strip
        let x = fraction == 0.5 ? lens.midX : strip.x + strip.width * fraction
        let swipe = lensDrag(from: (x, strip.midY), to: (x + 4, strip.midY - 160), duration: 120, steps: 6, rest: 0)
        for time in [60.0, 100, 2_000] {
            let moment = try Self.state([], swipe, time: time)
            #expect(moment.span == rest.span, "at \(time) ms")
            #expect(moment.held == "none", "at \(time) ms")
        }
        #expect(try Self.state([], swipe).ticks.isEmpty)
    }

    // MARK: Wheel

    @Test("A wheel notch towards the user over the strip narrows the window by 1.1×, away widens it")
    func wheelZooms() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens
        let narrower = try Self.state(Self.middle, [lensWheel(lens.midX, lens.midY, dy: 1, at: 0)])
        let wider = try Self.state(Self.middle, [lensWheel(lens.midX, lens.midY, dy: -1, at: 0)])
        let narrowWidth = try #require(narrower.width), wideWidth = try #require(wider.width)
        #expect(abs(Double(narrowWidth) - 42 / 1.1) <= 1, "narrowed to \(narrowWidth)")
        #expect(narrowWidth < 42)
        #expect(abs(Double(wideWidth) - 42 * 1.1) <= 1, "widened to \(wideWidth)")
        #expect(wideWidth > 42)
        // About the pointer at the lens's middle: the window stays around the same samples.
        #expect(abs((narrower.spanStart + narrower.spanEnd) / 2 - (rest.spanStart + rest.spanEnd) / 2) <= 1)
    }

    @Test("The wheel over the detail chart zooms too")
    func wheelOverTheDetailZooms() throws {
        let rest = try Self.state(Self.middle)
        let plot = try rest.plot
        let zoomed = try Self.state(Self.middle, [lensWheel(plot.midX, plot.midY, dy: 1, at: 0)])
        #expect(try #require(zoomed.width) < 42)
    }

    @Test("Zooming stops at the minimum span and at the whole series")
    func wheelZoomStops() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens
        let inward = (0..<40).map { lensWheel(lens.midX, lens.midY, dy: 1, at: Double($0) * 50) }
        #expect(try Self.state(Self.middle, inward).width == 7)
        let outward = (0..<40).map { lensWheel(lens.midX, lens.midY, dy: -1, at: Double($0) * 50) }
        let all = try Self.state(Self.middle, outward)
        #expect(all.width == 365)
        #expect(all.showingAll == true)
    }

    @Test("The wheel widens a window of the minimum span under the pointer, and narrows a window of 10 to 9")
    func wheelZoomsNarrowWindows() throws {
        let week = ["--window", "2026-03-01..2026-03-07"]
        let rest = try Self.state(week)
        #expect(rest.width == 7)
        let lens = try rest.lens
        let wider = try Self.state(week, [lensWheel(lens.midX, lens.midY, dy: -1, at: 0)])
        #expect(wider.width == 8)
        #expect(wider.ticks("soft").isEmpty)
        let ten = ["--window", "2026-03-01..2026-03-10"]
        let tenLens = try Self.state(ten).lens
        let narrower = try Self.state(ten, [lensWheel(tenLens.midX, tenLens.midY, dy: 1, at: 0)])
        #expect(narrower.width == 9)
    }

    @Test("Precise scrolls add up: 48 touchpad scrolls of 2 points zoom as two notches do")
    func preciseScrollsAddUp() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens
        func precise(_ dx: Double, _ dy: Double, at time: Double) -> String {
            #"{"t":\#(time),"type":"wheel","x":\#(lens.midX),"y":\#(lens.midY),"dx":\#(dx),"dy":\#(dy),"precise":true}"#
        }
        let notches = try Self.state(Self.middle, [precise(0, 48, at: 0), precise(0, 48, at: 16)])
        #expect(notches.width == 35, "two whole notches: 42 / 1.1² ≈ 34.7")
        let small = try Self.state(Self.middle, (0..<48).map { precise(0, 2, at: Double($0) * 16) })
        #expect(small.width == notches.width, "got \(small.width ?? -1) samples")
        let pans = try Self.state(Self.middle, (0..<48).map { precise(2, 0, at: Double($0) * 16) })
        #expect(pans.first == (rest.first ?? 0) + 14, "96 points sideways are two steps of 7")
    }

    @Test("Ctrl with the wheel is never taken: the window stays")
    func controlWheelIsNotTaken() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens
        for dy in [1.0, -1] {
            let after = try Self.state(Self.middle, [lensWheel(lens.midX, lens.midY, dy: dy, mods: ["ctrl"], at: 0)])
            #expect(after.span == rest.span)
        }
    }

    @Test("Shift with the wheel pans the window a step, 7 samples, keeping its width")
    func shiftWheelPans() throws {
        let rest = try Self.state(Self.middle)
        let lens = try rest.lens
        let from = try #require(rest.first)
        let earlier = try Self.state(Self.middle, [lensWheel(lens.midX, lens.midY, dy: -1, mods: ["shift"], at: 0)])
        let later = try Self.state(Self.middle, [lensWheel(lens.midX, lens.midY, dy: 1, mods: ["shift"], at: 0)])
        #expect(earlier.first == from - 7 && earlier.width == 42)
        #expect(later.first == from + 7 && later.width == 42)
    }

    @Test("A wheel away from the strip and the detail is not taken")
    func wheelElsewhere() throws {
        let rest = try Self.state(Self.middle)
        let strip = try rest.strip
        let after = try Self.state(Self.middle, [lensWheel(strip.midX, strip.y + 200, dy: 1, at: 0)])
        #expect(after.span == rest.span)
    }

    // MARK: Keys

    @Test("Left and Right move the window a week, 7 daily samples")
    func arrowsMoveAWeek() throws {
        let rest = try Self.state(Self.middle)
        let from = try #require(rest.first)
        let left = try Self.state(Self.middle, [lensKey("Left", at: 0)])
        #expect(left.first == from - 7 && left.width == 42)
        let right = try Self.state(Self.middle, [lensKey("Right", at: 0), lensKey("Right", at: 100)])
        #expect(right.first == from + 14 && right.width == 42)
        #expect(right.ticks("selection") == [0, 100])
    }

    @Test("Right at the series end stays and bumps softly")
    func rightAtTheEnd() throws {
        let after = try Self.state([], [lensKey("Right", at: 0)])
        #expect(after.first == 323 && after.last == 364)
        #expect(after.ticks("soft") == [0])
        #expect(after.ticks("selection").isEmpty)
    }

    @Test("Up widens by a step keeping the end; Down narrows keeping it")
    func upAndDownResize() throws {
        let rest = try Self.state(Self.middle)
        let from = try #require(rest.first), to = try #require(rest.last)
        let wider = try Self.state(Self.middle, [lensKey("Up", at: 0)])
        #expect(wider.first == from - 7 && wider.last == to)
        let narrower = try Self.state(Self.middle, [lensKey("Down", at: 0)])
        #expect(narrower.first == from + 7 && narrower.last == to)
    }

    @Test("Down stops at the minimum span")
    func downStopsAtTheMinimum() throws {
        let downs = (0..<8).map { lensKey("Down", at: Double($0) * 100) }
        let after = try Self.state(Self.middle, downs)
        #expect(after.width == 7)
        #expect(after.last == (try Self.state(Self.middle).last))
        #expect(!after.ticks("soft").isEmpty)
    }

    @Test("Space shows all, and Space again goes back")
    func spaceTogglesAll() throws {
        let rest = try Self.state(Self.middle)
        let all = try Self.state(Self.middle, [lensKey("Space", at: 0)])
        #expect(all.showingAll == true && all.width == 365)
        let back = try Self.state(Self.middle, [lensKey("Space", at: 0), lensKey("Space", at: 500)])
        #expect(back.showingAll == false)
        #expect(back.span == rest.span)
        #expect(back.ticks("light") == [0, 500])
    }

    @Test("Right to left, the arrows mirror: Right moves earlier, Left later")
    func rightToLeftArrows() throws {
        let arguments = Self.middle + ["--rtl"]
        let from = try #require(try Self.state(arguments).first)
        #expect(try Self.state(arguments, [lensKey("Right", at: 0)]).first == from - 7)
        #expect(try Self.state(arguments, [lensKey("Left", at: 0)]).first == from + 7)
    }

    @Test("Seattle's four years of daily weather open on the last six weeks, and Left steps a week back")
    func realDailyFile() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/data/vega_seattle-weather.csv").path
        let data = ["--data", path]
        let rest = try Self.state(data)
        #expect(rest.count == 1_461)
        #expect(rest.first == 1_419 && rest.last == 1_460)
        #expect(rest.json["dates"]?.string == "20 Nov – 31 Dec")
        #expect(rest.json["step"]?.number == 7)
        let left = try Self.state(data, [lensKey("Left", at: 0)])
        #expect(left.first == 1_412 && left.last == 1_453)
    }

    // MARK: Ticks

    @Test("Grabbing a handle plays a light tick when the drag takes hold, and only then")
    func handleGrabTicksLightly() throws {
        let rest = try Self.state(Self.middle)
        let handle = try #require(try rest.handles.first)
        // 3 points each 20 ms: the pan takes hold at the fourth move, 12 points out, at 80 ms.
        let drag = lensDrag(from: (handle.midX, handle.midY), to: (handle.midX - 48, handle.midY), duration: 320, steps: 16)
        let after = try Self.state(Self.middle, drag)
        #expect(after.ticks("light") == [80])
        // The slab takes no light tick.
        let lens = try rest.lens
        let slab = try Self.state(Self.middle, lensDrag(from: (lens.midX, lens.midY), to: (lens.midX - 48, lens.midY), duration: 320, steps: 16))
        #expect(slab.ticks("light").isEmpty)
        #expect(!slab.ticks("selection").isEmpty)
    }

    @Test("A handle held still takes hold after 0.28 s, with its light tick then")
    func handleHoldTicksLightly() throws {
        let rest = try Self.state(Self.middle)
        let handle = try #require(try rest.handles.last)
        let held = try Self.state(Self.middle, [lensPointer("down", handle.midX, handle.midY, at: 0)], time: 400)
        #expect(held.held == "trailing")
        #expect(held.ticks("light") == [280])
    }

    @Test("A slow drag ticks once for each week its moving edge enters, never per frame")
    func weekTicks() throws {
        // From 6 August 2026 (sample 323) back 20 samples, one a move: the start edge enters the
        // weeks of 27 July, 20 July and 13 July.
        let rest = try Self.state()
        let lens = try rest.lens, slot = try rest.slot
        let drag = lensDrag(from: (lens.midX, lens.midY), to: (lens.midX - 20 * slot, lens.midY), duration: 640, steps: 20, rest: 200)
        let after = try Self.state([], drag)
        #expect(after.first == 303)
        #expect(after.ticks("selection").count == 3, "ticks \(after.ticks)")
        #expect(after.ticks("soft").isEmpty && after.ticks("light").isEmpty)
    }
}
