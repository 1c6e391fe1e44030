// A kiosk's idle reset for the glass demo: back to the demo before any input, each part with the
// motion its own change plays. The pick flows back through the necks, the bubble melts home, a
// count above zero rolls back with the minus button's pop, and the capsules are back at rest apart
// at once, since a dragged thing is never animated.

extension GlassDemo {
    public func returnToOpening(at time: Double) {
        motion.advance(to: time)
        // A press under a finger springs back and acts on nothing, as a cancelled pointer's does.
        pressing = false
        cancel(at: time)
        let opening = GlassDemoModel(track: layout.track)
        if model.selection != opening.selection { motion.pick(opening.selection, at: time) }
        // Sent, even if not out yet: a bubble waiting its frame to leave is called home too.
        if model.bubbleSentAt != nil { motion.sendBubble(out: false, at: time) }
        if model.count != opening.count {
            motion.pop(GlassDemoModel.Button.minus.rawValue, at: time)
            motion.count(from: model.count, to: opening.count, at: time)
        }
        model = opening
    }
}
