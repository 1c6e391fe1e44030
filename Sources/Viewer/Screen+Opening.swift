import Motion

extension Screen {
    /// Everything back as the screen opened, each piece with its own motion: a kiosk's idle
    /// reset, once the visitor has walked away. The page scrolls back to the top on the same
    /// calm spring as a flick settling, and the focus ring goes.
    func returnToOpening(at time: Double) {
        for piece in pieces { piece.returnToOpening(at: time) }
        scroll.returnToTop(reduceMotion: theme.reduceMotion, at: time)
        clearFocus()
    }
}
