import Foundation
import Testing
@testable import Viewer

/// The Step Trail under touch, mouse and keys, through traces aimed at the stops the state dump
/// reports, as an outside check aims them. The checkout opens on Address (step 1) with Payment
/// (step 2) reached.
@Suite("Trail input")
struct TrailInputTests {
    /// The checkout at rest, before any input.
    static func opening() throws -> TrailState { try TrailState(renderTrail()) }

    /// The centre of the stop's number: the circle at its leading end.
    static func number(_ stop: LensRect) -> (x: Double, y: Double) { (stop.x + stop.height / 2, stop.midY) }

    @Test("A tap on a done step goes back to it, with one selection tick")
    func tapBack() throws {
        let cart = Self.number(try Self.opening().stops[0])
        let state = try TrailState(renderTrail(lines: lensTap(cart.x, cart.y, at: 0)))
        #expect(state.selection == 0)
        #expect(state.shown == 0)
        #expect(state.ticks("selection") == [80])
        #expect(state.caption == "Step 1 of 4")
    }

    @Test("A tap on a reached step ahead goes forward to it")
    func tapReachedAhead() throws {
        let payment = Self.number(try Self.opening().stops[2])
        let state = try TrailState(renderTrail(lines: lensTap(payment.x, payment.y, at: 0)))
        #expect(state.selection == 2)
        #expect(state.ticks("selection").count == 1)
    }

    @Test("A tap on a step not reached shakes that stop with a firm tick, and the selection stays")
    func refusedTapShakes() throws {
        let review = Self.number(try Self.opening().stops[3])
        let tap = lensTap(review.x, review.y, at: 0)
        let during = try TrailState(renderTrail(lines: tap, time: 180))
        #expect(during.shaking == 3)
        #expect(during.selection == 1)
        #expect(during.ticks("firm") == [80])
        let after = try TrailState(renderTrail(lines: tap))
        #expect(after.shaking == nil)
        #expect(after.selection == 1)
        #expect(after.shown == 1)
        #expect(after.ticks("selection").isEmpty)
    }

    @Test("A tap on the current step does nothing")
    func tapCurrent() throws {
        let address = try Self.opening().stops[1]
        let state = try TrailState(renderTrail(lines: lensTap(address.midX, address.midY, at: 0)))
        #expect(state.selection == 1)
        #expect(state.ticks.isEmpty)
    }

    @Test("A finger on a reachable stop presses it at once, before it is a tap or a drag")
    func pressShowsAtOnce() throws {
        let cart = Self.number(try Self.opening().stops[0])
        let down = [lensPointer("down", cart.x, cart.y, at: 0)]
        #expect(try TrailState(renderTrail(lines: down, time: 20)).pressed == 0)
        let review = Self.number(try Self.opening().stops[3])
        #expect(try TrailState(renderTrail(lines: [lensPointer("down", review.x, review.y, at: 0)], time: 20)).pressed == nil)
    }

    @Test("A drag across two stops carries the capsule with a tick at each, and the selection changes once, on release")
    func dragAcrossTwoStops() throws {
        let stops = try Self.opening().stops
        let cart = Self.number(stops[0])
        let pitch = stops[1].x - stops[0].x
        let drag = trailDrag(cart.x, cart.x + 2 * pitch, y: cart.y)
        let held = try TrailState(renderTrail(lines: Array(drag.dropLast()), time: 450))
        #expect(held.dragging == true)
        #expect(held.shown == 2)
        #expect(held.selection == 1, "the selection waits for the release")
        let landed = try TrailState(renderTrail(lines: drag))
        #expect(landed.dragging == false)
        #expect(landed.selection == 2)
        // Taking hold of Cart moves there, then Address and Payment each tick as they are crossed.
        #expect(landed.ticks("selection").count == 3)
        #expect(landed.ticks("firm").isEmpty)
    }

    @Test("Pushed past the last reachable step, the capsule only gives, with one firm tick, and lands on it")
    func pushAgainstLastReachable() throws {
        let stops = try Self.opening().stops
        let address = Self.number(stops[1])
        let pitch = stops[2].x - stops[1].x
        let drag = trailDrag(address.x, address.x + 3.5 * pitch, y: address.y)
        // Held still long after the last move, so the edges have landed and only the pull remains.
        let held = try TrailState(renderTrail(lines: Array(drag.dropLast()), time: 1400))
        #expect(held.shown == 2)
        // The pull reaches past Payment toward the finger, less than 0.35 of a stop.
        let payment = try TrailState(renderTrail(lines: lensTap(Self.number(stops[2]).x, address.y, at: 0))).puck
        #expect(held.puck[1] > payment[1] + 1)
        #expect(held.puck[1] < payment[1] + 0.35 * stops[0].height + 0.5)
        let landed = try TrailState(renderTrail(lines: drag))
        #expect(landed.selection == 2)
        #expect(landed.ticks("firm").count == 1)
        #expect(landed.puck == payment)
    }

    @Test("A vertical swipe that starts on the trail leaves it alone")
    func verticalSwipeIgnored() throws {
        let cart = Self.number(try Self.opening().stops[0])
        let swipe = lensDrag(from: (cart.x, cart.y), to: (cart.x + 4, cart.y + 90), duration: 300, steps: 10)
        let state = try TrailState(renderTrail(lines: swipe))
        #expect(state.selection == 1)
        #expect(state.ticks.isEmpty)
    }

    @Test("A cancelled drag writes nothing and goes back")
    func cancelledDrag() throws {
        let stops = try Self.opening().stops
        let cart = Self.number(stops[0])
        var lines = trailDrag(cart.x, cart.x + 2 * (stops[1].x - stops[0].x), y: cart.y, lift: false)
        lines.append(#"{"t":500,"type":"cancel","device":"touch","id":1}"#)
        let state = try TrailState(renderTrail(lines: lines))
        #expect(state.selection == 1)
        #expect(state.shown == 1)
        #expect(state.dragging == false)
    }

    @Test("Left and Right move within the reached steps, with a tick each, and stop there")
    func keyboard() throws {
        let back = try TrailState(renderTrail(lines: [lensKey("Left", at: 0)]))
        #expect(back.selection == 0)
        #expect(back.ticks("selection") == [0])
        let on = try TrailState(renderTrail(lines: [lensKey("Right", at: 0), lensKey("Right", at: 300)]))
        #expect(on.selection == 2, "Review is not reached, so the second Right goes nowhere")
        #expect(on.ticks("selection").count == 1)
    }

    @Test("Right to left, Left moves on")
    func keyboardRightToLeft() throws {
        #expect(try TrailState(renderTrail(["--rtl"], lines: [lensKey("Left", at: 0)])).selection == 2)
    }

    @Test("Continue moves the checkout on silently, and completes it at the end; from Complete, Left goes to the last step")
    func continueCompletes() throws {
        let next = try Self.opening().control("continue")
        var lines: [String] = []
        for step in 0..<3 { lines += click(x: next.midX, y: next.midY, at: Double(step) * 600) }
        let complete = try TrailState(renderTrail(lines: lines))
        #expect(complete.selection == 4)
        #expect(complete.caption == "Complete")
        #expect(complete.json["complete"]?.bool == true)
        #expect(complete.ticks.isEmpty, "changes the app makes stay silent")
        let back = try TrailState(renderTrail(lines: lines + [lensKey("Left", at: 2400)]))
        #expect(back.selection == 3)
        #expect(back.caption == "Step 4 of 4")
    }

    @Test("The narrow verification names its step in the caption, and a tap back there goes to it")
    func narrowVerification() throws {
        let state = try TrailState(renderTrail(), trail: 1)
        #expect(state.titled == false)
        #expect(state.caption == "ID photo Step 4 of 6")
        let email = try state.stops[0]
        let tapped = try TrailState(renderTrail(lines: lensTap(email.midX, email.midY, at: 0)), trail: 1)
        #expect(tapped.selection == 0)
        #expect(tapped.caption == "Email Step 1 of 6")
    }

    @Test("A disabled trail ignores taps")
    func disabledIgnoresInput() throws {
        let state = try TrailState(renderTrail(), trail: 2)
        #expect(state.json["enabled"]?.bool == false)
        let first = try state.stops[0]
        let tapped = try TrailState(renderTrail(lines: lensTap(first.midX, first.midY, at: 0)), trail: 2)
        #expect(tapped.selection == 3)
        #expect(tapped.ticks.isEmpty)
    }
}
