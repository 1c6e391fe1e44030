extension Piece { public func returnToOpening(at time: Double) {} }
