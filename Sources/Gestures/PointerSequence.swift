/// One pointer's life from touch-down to lift or cancel: the unit the arena decides over.
///
/// A pointer id comes back for every click, but each press is a new contest: the mouse's second
/// click of a double click starts a new sequence while the first one's arena is still held open
/// for the double tap. The router numbers sequences in the order their downs arrive.
struct PointerSequence: Sendable, Hashable, CustomStringConvertible {
    /// The pointer this sequence belongs to.
    let pointer: PointerID
    /// Increases with every touch-down the router sees, whatever the pointer.
    let number: Int

    /// Names a sequence; the router numbers them, tests of the arena may too.
    init(pointer: PointerID, number: Int) {
        self.pointer = pointer
        self.number = number
    }

    var description: String { "\(pointer) #\(number)" }
}
