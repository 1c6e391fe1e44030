extension GesturePoint: ExpressibleByArrayLiteral {
    /// Creates a point from `[x, y]`, which keeps test timelines short to read.
    public init(arrayLiteral elements: Double...) {
        precondition(elements.count == 2, "a GesturePoint literal takes exactly [x, y], got \(elements)")
        self.init(x: elements[0], y: elements[1])
    }
}
