import Testing
@testable import Gestures

@Suite("Pinch")
struct PinchTests {
    @Test("A pinch reports scale against the first spread and the midpoint as focal point")
    func pinchReportsScaleAndFocalPoint() {
        let h = GestureHarness()
        let pinch = PinchRecognizer()
        h.logPinch(pinch)
        h.down(.touch(1), at: [100, 100], ms: 0, on: [pinch])
        h.down(.touch(2), at: [200, 100], ms: 10, on: [pinch])
        h.move(.touch(2), to: [207, 100], ms: 26)  // spread 107: under the 8 pt hysteresis
        #expect(h.log.isEmpty)
        h.move(.touch(2), to: [210, 100], ms: 42)  // spread 110
        h.move(.touch(1), to: [80, 100], ms: 58)  // spread 130
        h.up(.touch(1), at: [80, 100], ms: 74)
        #expect(h.log == ["pinch began 1.1 (155,100) @42", "pinch changed 1.3 (145,100) @58", "pinch ended 1.3 @74"])
    }

    @Test("A pinch beats the pans and taps under each finger")
    func pinchBeatsSingleFingerGestures() {
        let h = GestureHarness()
        let pinch = PinchRecognizer()
        let pan = PanRecognizer()
        let tap = TapRecognizer()
        h.logPinch(pinch)
        h.logPan(pan)
        h.logTaps(tap)
        h.down(.touch(1), at: [100, 100], ms: 0, on: [pan, tap, pinch])
        h.down(.touch(2), at: [200, 100], ms: 10, on: [pan, tap, pinch])
        h.move(.touch(1), to: [96, 100], ms: 26)
        h.move(.touch(2), to: [204, 100], ms: 26)  // spread 108
        h.up(.touch(1), at: [96, 100], ms: 40)
        h.up(.touch(2), at: [204, 100], ms: 40)
        h.advance(to: 1000)
        #expect(h.log == ["pinch began 1.08 (150,100) @26", "pinch ended 1.08 @40"])
    }

    @Test("One finger alone never pinches")
    func oneFingerNeverPinches() {
        let h = GestureHarness()
        let pinch = PinchRecognizer()
        h.logPinch(pinch)
        h.down(.touch(1), at: [100, 100], ms: 0, on: [pinch])
        h.move(.touch(1), to: [300, 100], ms: 30)
        h.up(.touch(1), at: [300, 100], ms: 60)
        #expect(h.log.isEmpty)
    }

    @Test("A cancelled finger cancels the pinch")
    func cancelledFingerCancelsPinch() {
        let h = GestureHarness()
        let pinch = PinchRecognizer()
        h.logPinch(pinch)
        h.down(.touch(1), at: [100, 100], ms: 0, on: [pinch])
        h.down(.touch(2), at: [200, 100], ms: 0, on: [pinch])
        h.move(.touch(2), to: [150, 100], ms: 30)
        h.cancel(.touch(1), ms: 40)
        h.move(.touch(2), to: [120, 100], ms: 50)
        #expect(h.log == ["pinch began 0.5 (125,100) @30", "pinch cancelled @40"])
    }
}
