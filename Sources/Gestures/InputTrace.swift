import Geometry
import JSONText

/// Reads and writes input traces: JSON Lines, one event per line, as DESIGN.md defines them.
///
///     {"t":0,"type":"down","x":412,"y":300,"device":"mouse","id":0}
///     {"t":16,"type":"move","x":420,"y":301,"device":"touch","id":3}
///     {"t":900,"type":"up","x":600,"y":301,"device":"touch","id":3}
///     {"t":950,"type":"hover","x":500,"y":310}
///     {"t":1000,"type":"wheel","x":500,"y":600,"dx":0,"dy":-1}
///     {"t":1100,"type":"key","key":"Right"}
///     {"t":1200,"type":"cancel","device":"touch","id":3}
///     {"t":1300,"type":"resize","w":1024,"h":700}
///
/// Times are milliseconds from the start and never go back; positions are points from the
/// window's top-left. Fields are written in exactly this order. Optional fields are written only
/// when they differ from their default, so ordinary traces stay as short as above: `buttons`
/// (a bit set: 1 primary, 2 secondary, 4 middle; default 1 while down or moving, 0 after),
/// `precise` on wheel (default false), `mods` on key and wheel (a list of "shift", "ctrl", "alt",
/// "meta"; readers also take "control", and the older field name `modifiers`) and `repeat` on key
/// (default false). Readers ignore fields they do not know, so a newer
/// recorder's traces still replay.
///
/// A cancel line carries no position; reading gives it the pointer's last position in the trace.
/// Any malformed line stops reading with an ``InputTraceError`` naming its line and field; blank
/// lines are skipped.
public enum InputTrace {
    /// The event types a trace line may hold, as its `type` field names them.
    static let eventTypes = ["down", "move", "up", "cancel", "hover", "wheel", "key", "resize"]

    /// The `mods` field as DESIGN.md writes it (`["shift","ctrl","alt","meta"]`), or nil for none.
    static func mods(_ modifiers: KeyModifiers) -> JSONValue.Field? {
        guard !modifiers.isEmpty else { return nil }
        let names = KeyModifiers.traceNames.filter { modifiers.contains($0.0) }.map { JSONValue.string($0.1 == "control" ? "ctrl" : $0.1) }
        return .init("mods", .array(names))
    }

    /// The most events a trace may hold: over four hours of a 60 Hz drag, and still replayed in
    /// seconds. A longer one is refused at its first line past the bound, before it is replayed.
    public static let maximumEvents = 1_000_000

    /// Reads every event of a trace, in order.
    public static func decode(_ text: String, maximumEvents: Int = maximumEvents) throws(InputTraceError) -> [InputEvent] {
        var reader = LineReader()
        var events: [InputEvent] = []
        var lineNumber = 0
        // Lines end in "\n" or "\r\n". They are cut from the bytes one at a time, so a trace far
        // past the bound is refused after reading only the bound's worth.
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var line = Substring(text[start..<end])
            start = end < bytes.endIndex ? bytes.index(after: end) : end
            if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lineNumber += 1
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            guard events.count < maximumEvents else {
                throw InputTraceError(line: lineNumber, field: nil, problem: .tooManyEvents(maximumEvents))
            }
            events.append(try reader.read(String(line), line: lineNumber))
        }
        return events
    }

    /// Writes events as a trace, one line each, every line ending in a newline.
    ///
    /// Positions and sizes should be finite. A NaN or infinite one is written as `null`, which
    /// reading rejects with the field's name, so a bad recording fails loudly on replay instead of
    /// replaying something else.
    static func encode(_ events: [InputEvent]) -> String {
        events.map { encodeLine($0) + "\n" }.joined()
    }

    /// Writes one event as a single trace line, without the newline: what `--record` appends.
    public static func encodeLine(_ event: InputEvent) -> String {
        var fields: [JSONValue.Field] = [.init("t", .number(event.time.inMilliseconds))]
        switch event {
        case .pointer(let pointer):
            fields.append(.init("type", .string(pointer.phase.rawValue)))
            if pointer.phase != .cancel {
                fields.append(.init("x", .number(pointer.location.x)))
                fields.append(.init("y", .number(pointer.location.y)))
            }
            fields.append(.init("device", .string(pointer.pointer.device.rawValue)))
            fields.append(.init("id", .number(Double(pointer.pointer.number))))
            if pointer.buttons != PointerEvent.defaultButtons(for: pointer.phase) {
                fields.append(.init("buttons", .number(Double(pointer.buttons.rawValue))))
            }
        case .hover(let hover):
            fields.append(.init("type", .string("hover")))
            fields.append(.init("x", .number(hover.location.x)))
            fields.append(.init("y", .number(hover.location.y)))
        case .wheel(let wheel):
            fields.append(.init("type", .string("wheel")))
            fields.append(.init("x", .number(wheel.location.x)))
            fields.append(.init("y", .number(wheel.location.y)))
            fields.append(.init("dx", .number(wheel.delta.x)))
            fields.append(.init("dy", .number(wheel.delta.y)))
            if wheel.isPrecise { fields.append(.init("precise", .bool(true))) }
            if let mods = Self.mods(wheel.modifiers) { fields.append(mods) }
        case .key(let key):
            fields.append(.init("type", .string("key")))
            fields.append(.init("key", .string(key.key.traceName)))
            if let mods = Self.mods(key.modifiers) { fields.append(mods) }
            if key.isRepeat { fields.append(.init("repeat", .bool(true))) }
        case .resize(let resize):
            fields.append(.init("type", .string("resize")))
            fields.append(.init("w", .number(resize.width)))
            fields.append(.init("h", .number(resize.height)))
        }
        // Exact numbers: a trace carries measured positions and times, and must replay them as they were.
        return JSONValue.object(fields).encoded(numbers: .exact)
    }
}

/// Reads trace lines in order, remembering what later lines depend on: the previous time, and
/// each pointer's last position (for cancel lines, which carry none).
private struct LineReader {
    var previousMilliseconds: Double?
    var lastLocation: [PointerID: Point] = [:]

    /// Times above this do not fit a `Duration` in nanoseconds; no trace runs 292 years.
    static let largestMilliseconds = 9.2e12

    /// Strict JSON, but `NaN` and `Infinity` (which some writers emit) read as numbers so that they
    /// are reported as non-finite by field name rather than as a syntax error; a key given twice is
    /// an error, since either reading of it would be a guess; deep nesting is never a trace.
    static let readingOptions = JSONReadingOptions(maximumDepth: 32, allowsNonFiniteNumbers: true, duplicateKeys: .reject)

    mutating func read(_ text: String, line: Int) throws(InputTraceError) -> InputEvent {
        let parsed: JSONValue
        do {
            parsed = try JSONValue(parsing: text, options: Self.readingOptions)
        } catch {
            throw InputTraceError(
                line: line, field: nil, problem: .malformedJSON("\(error.reason) at column \(error.column)"))
        }
        guard case .object(let object) = parsed else {
            throw InputTraceError(
                line: line, field: nil, problem: .malformedJSON("the line holds \(parsed.kind.phrase), not one object"))
        }
        let fields = Fields(members: object, line: line)

        let milliseconds = try fields.number("t")
        guard milliseconds <= Self.largestMilliseconds else {
            throw InputTraceError(line: line, field: "t", problem: .outOfRange("is too large to be a time"))
        }
        guard milliseconds >= 0 else {
            throw InputTraceError(line: line, field: "t", problem: .outOfRange("must not be negative"))
        }
        if let previousMilliseconds, milliseconds < previousMilliseconds {
            throw InputTraceError(
                line: line, field: "t",
                problem: .timeWentBackwards(previous: previousMilliseconds, current: milliseconds))
        }
        let time = Duration.nanoseconds(Int64((milliseconds * 1_000_000).rounded()))

        let type = try fields.string("type")
        let event: InputEvent
        switch type {
        case "down", "move", "up", "cancel":
            let phase = PointerEvent.Phase(rawValue: type)!
            let pointer = try fields.pointer()
            let location: Point
            if phase == .cancel {
                location = lastLocation[pointer] ?? .zero
            } else {
                location = Point(x: try fields.number("x"), y: try fields.number("y"))
            }
            var buttons = PointerEvent.defaultButtons(for: phase)
            if let raw = try fields.optionalNumber("buttons") {
                guard raw == raw.rounded(), raw >= 0, raw <= 7 else {
                    throw InputTraceError(line: line, field: "buttons", problem: .outOfRange("must be a whole number from 0 to 7"))
                }
                buttons = PointerButtons(rawValue: Int(raw))
            }
            lastLocation[pointer] = location
            event = .pointer(PointerEvent(phase, pointer: pointer, location: location, time: time, buttons: buttons))
        case "hover":
            event = .hover(HoverEvent(at: Point(x: try fields.number("x"), y: try fields.number("y")), time: time))
        case "wheel":
            let location = Point(x: try fields.number("x"), y: try fields.number("y"))
            let delta = Point(x: try fields.number("dx"), y: try fields.number("dy"))
            let precise = try fields.optionalBool("precise") ?? false
            let modifiers = try fields.modifiers()
            event = .wheel(WheelEvent(at: location, delta: delta, isPrecise: precise, modifiers: modifiers, time: time))
        case "key":
            let name = try fields.string("key")
            guard let key = Key(traceName: name) else {
                throw InputTraceError(
                    line: line, field: "key",
                    problem: .unknownValue(name, allowed: "Left, Right, Up, Down, Home, End, PageUp, PageDown, Space, Tab, Return, Escape, Backspace, F1–F12, or a letter or digit"))
            }
            let modifiers = try fields.modifiers()
            let isRepeat = try fields.optionalBool("repeat") ?? false
            event = .key(KeyEvent(key, modifiers: modifiers, isRepeat: isRepeat, time: time))
        case "resize":
            let width = try fields.number("w")
            let height = try fields.number("h")
            guard width > 0 else {
                throw InputTraceError(line: line, field: "w", problem: .outOfRange("must be greater than 0"))
            }
            guard height > 0 else {
                throw InputTraceError(line: line, field: "h", problem: .outOfRange("must be greater than 0"))
            }
            event = .resize(ResizeEvent(width: width, height: height, time: time))
        default:
            throw InputTraceError(
                line: line, field: "type",
                problem: .unknownValue(type, allowed: InputTrace.eventTypes.joined(separator: ", ")))
        }
        previousMilliseconds = milliseconds
        return event
    }
}

/// One line's fields, read with errors that name the line and the field.
private struct Fields {
    let members: [JSONValue.Field]
    let line: Int

    func value(_ name: String) -> JSONValue? {
        members.first { $0.key == name }?.value
    }

    func failure(_ name: String, _ problem: InputTraceError.Problem) -> InputTraceError {
        InputTraceError(line: line, field: name, problem: problem)
    }

    func number(_ name: String) throws(InputTraceError) -> Double {
        guard let found = try optionalNumber(name) else { throw failure(name, .missing) }
        return found
    }

    func optionalNumber(_ name: String) throws(InputTraceError) -> Double? {
        guard let found = value(name) else { return nil }
        guard case .number(let number) = found else {
            throw failure(name, .wrongType(expected: "a number", found: found.kind.phrase))
        }
        guard number.isFinite else { throw failure(name, .notFinite) }
        return number
    }

    func string(_ name: String) throws(InputTraceError) -> String {
        guard let found = value(name) else { throw failure(name, .missing) }
        guard case .string(let string) = found else {
            throw failure(name, .wrongType(expected: "a string", found: found.kind.phrase))
        }
        return string
    }

    func optionalBool(_ name: String) throws(InputTraceError) -> Bool? {
        guard let found = value(name) else { return nil }
        guard case .bool(let flag) = found else {
            throw failure(name, .wrongType(expected: "true or false", found: found.kind.phrase))
        }
        return flag
    }

    func pointer() throws(InputTraceError) -> PointerID {
        let deviceName = try string("device")
        guard let device = PointerDevice(rawValue: deviceName) else {
            throw failure("device", .unknownValue(deviceName, allowed: "mouse or touch"))
        }
        let number = try self.number("id")
        guard number == number.rounded(), number >= 0, number <= Double(Int32.max) else {
            throw failure("id", .outOfRange("must be a whole number from 0 to \(Int32.max)"))
        }
        return PointerID(device: device, number: Int(number))
    }

    /// The modifiers held: `mods` as DESIGN.md writes them (`["shift","ctrl","alt"]`), or
    /// `modifiers` as earlier recorders wrote them.
    func modifiers() throws(InputTraceError) -> KeyModifiers {
        let field = value("mods") != nil ? "mods" : "modifiers"
        guard let found = value(field) else { return [] }
        guard case .array(let elements) = found else {
            throw failure(field, .wrongType(expected: "an array of strings", found: found.kind.phrase))
        }
        var modifiers: KeyModifiers = []
        let allowed = KeyModifiers.traceNames.map(\.1).joined(separator: ", ")
        let names = KeyModifiers.traceNames + KeyModifiers.traceAliases
        for element in elements {
            guard case .string(let name) = element else {
                throw failure(field, .wrongType(expected: "an array of strings", found: "an array holding \(element.kind.phrase)"))
            }
            guard let modifier = names.first(where: { $0.1 == name.lowercased() })?.0 else {
                throw failure(field, .unknownValue(name, allowed: allowed))
            }
            modifiers.insert(modifier)
        }
        return modifiers
    }
}
