import Geometry

/// Random input for the monkey: trace lines (DESIGN.md's format) from a seeded generator.
///
/// Most presses land on the parts the state dump names (a plot, a strip, a lens's handles, a
/// trail's stops), so the pieces are exercised where a visitor would touch them; the rest land
/// anywhere, off the window included. Up to four pointers, mouse and touch, are pressed, moved,
/// lifted and cancelled, sometimes out of order (a lift with no press, an id pressed twice), with
/// hovers, wheels, keys and resizes down to 64x64 between.
struct MonkeyInput {
    private var random: MonkeyRandom
    /// The trace time of the next event, in milliseconds.
    private(set) var time = 0.0
    /// Pointers held down: id → device.
    private var held: [Int: String] = [:]
    private var size: Size

    static let keys = ["Left", "Right", "Up", "Down", "Home", "End", "PageUp", "PageDown", "Space", "Tab", "Return",
                       "Escape", "Backspace", "A", "G", "C", "R", "1", "2", "3", "4", "0", "F2"]

    init(seed: UInt64, size: Size) {
        random = MonkeyRandom(seed: seed)
        self.size = size
    }

    /// Moves the trace clock on by `milliseconds` with no input, so a quiet spell can be checked.
    mutating func wait(_ milliseconds: Double) {
        time += milliseconds
    }

    /// Lifts every pointer still down, so a quiet spell starts with nothing held.
    mutating func liftAll() -> [String] {
        let lifted = held.sorted { $0.key < $1.key }.map { id, device in
            #"{"t":\#(Self.text(time)),"type":"up","x":1,"y":1,"device":"\#(device)","id":\#(id)}"#
        }
        held = [:]
        return lifted
    }

    /// A press of `key` now.
    func key(_ key: String) -> [String] {
        [#"{"t":\#(Self.text(time)),"type":"key","key":"\#(key)"}"#]
    }

    /// The next `count` events as trace lines, aimed at `targets` (rectangles in points).
    mutating func lines(_ count: Int, targets: [Rect]) -> [String] {
        (0..<count).map { _ in line(targets: targets) }
    }

    private mutating func line(targets: [Rect]) -> String {
        // Mostly a frame apart, sometimes at once, now and then a pause for a timer to fire.
        let gap = random.chance(0.05) ? random.number(in: 200...1200) : random.chance(0.2) ? 0 : random.number(in: 1...20)
        time += gap.rounded()
        let t = Self.text(time)
        let point = aim(targets)
        let x = Self.text(point.x), y = Self.text(point.y)
        let roll = random.number(in: 0..<1)
        switch roll {
        case ..<0.14:
            let id = random.integer(below: 4)
            let device = random.chance(0.5) ? "mouse" : "touch"
            if held[id] == nil || random.chance(0.05) { held[id] = device }
            return #"{"t":\#(t),"type":"down","x":\#(x),"y":\#(y),"device":"\#(device)","id":\#(id)}"#
        case ..<0.62:
            let (id, device) = heldPointer()
            return #"{"t":\#(t),"type":"move","x":\#(x),"y":\#(y),"device":"\#(device)","id":\#(id)}"#
        case ..<0.75:
            let (id, device) = heldPointer()
            held[id] = nil
            return #"{"t":\#(t),"type":"up","x":\#(x),"y":\#(y),"device":"\#(device)","id":\#(id)}"#
        case ..<0.78:
            let (id, device) = heldPointer()
            held[id] = nil
            return #"{"t":\#(t),"type":"cancel","device":"\#(device)","id":\#(id)}"#
        case ..<0.86:
            return #"{"t":\#(t),"type":"hover","x":\#(x),"y":\#(y)}"#
        case ..<0.91:
            let dx = Self.text(random.chance(0.5) ? 0 : random.number(in: -3...3))
            let dy = Self.text(random.chance(0.3) ? random.number(in: -1...1) : Double(random.integer(below: 7) - 3))
            return #"{"t":\#(t),"type":"wheel","x":\#(x),"y":\#(y),"dx":\#(dx),"dy":\#(dy)}"#
        case ..<0.99:
            let key = Self.keys[random.integer(below: Self.keys.count)]
            let mods = random.chance(0.1) ? #","mods":["shift"]"# : ""
            return #"{"t":\#(t),"type":"key","key":"\#(key)"\#(mods)}"#
        default:
            // Down to 64x64, up to a large desktop window.
            let width = random.chance(0.3) ? 64 + random.integer(below: 200) : 64 + random.integer(below: 1857)
            let height = random.chance(0.3) ? 64 + random.integer(below: 200) : 64 + random.integer(below: 1137)
            size = Size(width: Double(width), height: Double(height))
            return #"{"t":\#(t),"type":"resize","w":\#(width),"h":\#(height)}"#
        }
    }

    /// A held pointer, or (rarely, or when none is held) any id, as a stray event.
    private mutating func heldPointer() -> (Int, String) {
        if let pick = held.sorted(by: { $0.key < $1.key }).randomElement(using: &random), !random.chance(0.03) { return pick }
        return (random.integer(below: 4), random.chance(0.5) ? "mouse" : "touch")
    }

    /// A point inside one of `targets` most of the time, anywhere near the window otherwise.
    private mutating func aim(_ targets: [Rect]) -> Point {
        if !targets.isEmpty, random.chance(0.75) {
            let rect = targets[random.integer(below: targets.count)]
            let width = rect.width.isFinite ? max(rect.width, 0) : 0, height = rect.height.isFinite ? max(rect.height, 0) : 0
            return Point(x: rect.minX + random.number(in: -8...(width + 8)), y: rect.minY + random.number(in: -8...(height + 8)))
        }
        return Point(x: random.number(in: -40...(size.width + 40)), y: random.number(in: -40...(size.height + 40)))
    }

    /// A number as a trace writes it: at most two decimals.
    private static func text(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// SplitMix64: small, fast, and the same sequence on every machine for a seed.
struct MonkeyRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ probability: Double) -> Bool { number(in: 0..<1) < probability }
    mutating func number(in range: Range<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func number(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func integer(below bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}
