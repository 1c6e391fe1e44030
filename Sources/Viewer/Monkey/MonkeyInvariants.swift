import Geometry
import JSONText

/// What must hold of every screen after any input, read from the state dump: the same API the
/// outside checks aim by, so a broken invariant here is one they could see.
enum MonkeyInvariants {
    /// Each broken invariant, as one line naming the piece and the values; empty when all hold.
    static func broken(in state: JSONValue) -> [String] {
        var problems: [String] = []
        nonFinite(state, path: "state", into: &problems)
        guard let pieces = state["pieces"], case .object(let fields) = pieces else {
            return problems + ["the state dump has no pieces"]
        }
        for field in fields {
            let entries = field.value.array ?? [field.value]
            for (index, entry) in entries.enumerated() {
                let name = entries.count > 1 ? "\(field.key)[\(index)]" : field.key
                problems += broken(kind: field.key, entry).map { "\(name): \($0)" }
            }
        }
        return problems
    }

    /// The rectangles a pointer aims at, from every piece's entry.
    static func targets(in state: JSONValue) -> [Rect] {
        var rects: [Rect] = []
        guard case .object(let fields)? = state["pieces"] else { return rects }
        for field in fields {
            for entry in field.value.array ?? [field.value] {
                for part in ["plot", "strip", "lens", "stops", "picker", "columns", "handles", "lanes", "track", "frame", "controls"] {
                    collectRects(entry[part], into: &rects)
                }
            }
        }
        return rects
    }

    /// The slowest playback speed a piece reports (the tiers demo's `speed`), 1 when none does.
    static func slowestSpeed(in state: JSONValue) -> Double {
        guard case .object(let fields)? = state["pieces"] else { return 1 }
        let speeds = fields.flatMap { $0.value.array ?? [$0.value] }.compactMap { $0["speed"]?.number }.filter { $0 > 0 && $0.isFinite }
        return min(speeds.min() ?? 1, 1)
    }

    private static func broken(kind: String, _ entry: JSONValue) -> [String] {
        var problems: [String] = []
        func number(_ key: String) -> Double? { entry[key]?.number }
        func require(_ holds: Bool, _ message: @autoclosure () -> String) {
            if !holds { problems.append(message()) }
        }
        switch kind {
        case "scrub":
            let count = number("count") ?? 0
            for key in ["index", "from", "to"] {
                if let value = number(key) { require(value >= 0 && value < count, "\(key) \(value) is outside 0..<\(count)") }
            }
            if let from = number("from"), let to = number("to") { require(from <= to, "the held range runs backwards (\(from) > \(to))") }
            if let range = number("rangeIndex"), let ranges = entry["ranges"]?.array {
                require(range >= 0 && Int(range) < max(ranges.count, 1), "rangeIndex \(range) is outside \(ranges.count) ranges")
            }
        case "lens":
            if let count = number("count"), let first = number("first"), let last = number("last"), count > 0 {
                require(first >= 0 && last < count, "first \(first) or last \(last) is outside 0..<\(count)")
                require(first <= last, "the lens inverts (first \(first) > last \(last))")
                if let minimum = number("minimumSpan") {
                    require(last - first + 1 >= min(minimum, count), "the lens spans \(last - first + 1), under its minimum \(min(minimum, count))")
                }
            }
        case "trail":
            if let selection = number("selection"), let steps = entry["steps"]?.array {
                let top = number("reached") ?? Double(steps.count)
                require(selection >= 0 && selection <= top, "selection \(selection) is outside 0...\(top)")
                require(top <= Double(steps.count), "reached \(top) is past the \(steps.count) steps")
            }
        case "wheel":
            if let index = number("index"), let count = number("count") {
                require(index >= 0 && index < count, "index \(index) is outside 0..<\(count)")
            }
        case "bars":
            let labels = entry["labels"]?.array?.count ?? 0
            require(entry["values"]?.array?.count == labels, "values and labels differ in count")
            if let selected = number("selected") { require(selected >= 0 && selected < Double(labels), "selected bar \(selected) is outside \(labels)") }
            for height in entry["heights"]?.array?.compactMap(\.number) ?? [] {
                require(height >= -0.5 && height <= 1.5, "a bar is drawn at \(height) of its height")
            }
        default:
            break
        }
        if let frame = entry["frame"]?.array?.compactMap(\.number), frame.count == 4 {
            require(frame[2] >= 0 && frame[3] >= 0, "the frame has a negative size \(frame)")
        }
        return problems
    }

    private static func nonFinite(_ value: JSONValue, path: String, into problems: inout [String]) {
        switch value {
        case .number(let number):
            if !number.isFinite { problems.append("\(path) is \(number)") }
        case .array(let items):
            for (index, item) in items.enumerated() { nonFinite(item, path: "\(path)[\(index)]", into: &problems) }
        case .object(let fields):
            for field in fields { nonFinite(field.value, path: "\(path).\(field.key)", into: &problems) }
        default:
            break
        }
    }

    private static func collectRects(_ value: JSONValue?, into rects: inout [Rect]) {
        guard let value else { return }
        if let numbers = value.array?.compactMap(\.number), numbers.count == 4, value.array?.count == 4 {
            rects.append(Rect(numbers[0], numbers[1], numbers[2], numbers[3]))
            return
        }
        if let items = value.array {
            for item in items { collectRects(item, into: &rects) }
        } else if case .object(let fields) = value {
            for field in fields { collectRects(field.value, into: &rects) }
        }
    }
}
