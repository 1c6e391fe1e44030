import Testing
import Motion

@Suite("Blur-replace swap")
struct BlurReplaceTests {
    @Test("Content comes in from opacity 0, blur 7 and scale 0.9, and goes out the same way")
    func endsAreTheHiddenStateAndRest() {
        let hidden = BlurReplace.Look(opacity: 0, blur: 7, scale: 0.9)
        let shown = BlurReplace.Look(opacity: 1, blur: 0, scale: 1)
        #expect(BlurReplace.insertion(0) == hidden)
        #expect(BlurReplace.insertion(1) == shown)
        #expect(BlurReplace.removal(0) == shown)
        #expect(BlurReplace.removal(1) == hidden)
        let midway = BlurReplace.insertion(0.5)
        #expect(abs(midway.opacity - 0.5) < 1e-12 && abs(midway.blur - 3.5) < 1e-12 && abs(midway.scale - 0.95) < 1e-12)
    }

    @Test("Mid-swap both sides are partly drawn and blurred, on the animation's clock, and it lands")
    func bothSidesDrawMidSwap() {
        let swap = BlurReplace(animation: MotionLanguage().value, crossFades: false, at: 1)
        let old = swap.outgoing(at: 1.1), new = swap.incoming(at: 1.1)
        #expect(old.opacity > 0.1 && old.opacity < 0.9 && old.blur > 0.5 && old.scale < 1)
        #expect(new.opacity > 0.1 && new.opacity < 0.9 && new.blur > 0.5 && new.scale < 1)
        #expect(swap.isAnimating(at: 1.1))
        #expect(!swap.isAnimating(at: 3))
        #expect(swap.incoming(at: 3) == BlurReplace.Look(opacity: 1, blur: 0, scale: 1))
        #expect(swap.outgoing(at: 3).opacity == 0)
    }

    @Test("Under Reduce Motion the swap only cross-fades: no blur, no scale")
    func reduceMotionCrossFades() {
        let swap = BlurReplace(animation: MotionLanguage(reduceMotion: true).value, crossFades: true, at: 0)
        for time in stride(from: 0.0, through: 0.4, by: 0.02) {
            let old = swap.outgoing(at: time), new = swap.incoming(at: time)
            #expect(old.blur == 0 && new.blur == 0 && old.scale == 1 && new.scale == 1)
            #expect(abs(old.opacity + new.opacity - 1) < 1e-12)
        }
    }
}
