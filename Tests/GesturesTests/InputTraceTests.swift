import Geometry
import Testing
@testable import Gestures

@Suite("Input traces")
struct InputTraceTests {
    /// DESIGN.md's example, one line of each of the eight types.
    static let designExample = """
        {"t":0,"type":"down","x":412,"y":300,"device":"mouse","id":0}
        {"t":16,"type":"move","x":420,"y":301,"device":"touch","id":3}
        {"t":900,"type":"up","x":600,"y":301,"device":"touch","id":3}
        {"t":950,"type":"hover","x":500,"y":310}
        {"t":1000,"type":"wheel","x":500,"y":600,"dx":0,"dy":-1}
        {"t":1100,"type":"key","key":"Right"}
        {"t":1200,"type":"cancel","device":"touch","id":3}
        {"t":1300,"type":"resize","w":1024,"h":700}

        """

    /// Decodes `text`, expecting failure, and returns the message.
    func failure(_ text: String) -> String? {
        do {
            _ = try InputTrace.decode(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("DESIGN.md's example decodes to the events it describes")
    func designExampleDecodes() throws {
        let events = try InputTrace.decode(Self.designExample)
        #expect(events == [
            .pointer(.down(.mouse, at: [412, 300], time: .zero)),
            .pointer(.move(.touch(3), to: [420, 301], time: .milliseconds(16))),
            .pointer(.up(.touch(3), at: [600, 301], time: .milliseconds(900))),
            .hover(HoverEvent(at: [500, 310], time: .milliseconds(950))),
            .wheel(WheelEvent(at: [500, 600], delta: [0, -1], time: .milliseconds(1000))),
            .key(KeyEvent(.right, time: .milliseconds(1100))),
            .pointer(.cancel(.touch(3), at: [600, 301], time: .milliseconds(1200))),
            .resize(ResizeEvent(width: 1024, height: 700, time: .milliseconds(1300))),
        ])
    }

    @Test("DESIGN.md's example encodes back byte for byte")
    func designExampleRoundTripsExactly() throws {
        let events = try InputTrace.decode(Self.designExample)
        #expect(InputTrace.encode(events) == Self.designExample)
    }

    @Test("Optional fields, fractions and every key survive a round trip")
    func roundTripKeepsEverything() throws {
        var events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: .mouse, location: [10.5, 20.25], time: .microseconds(16_500), buttons: .secondary)),
            .pointer(PointerEvent(.move, pointer: .mouse, location: [11, 20.25], time: .milliseconds(33), buttons: [.secondary, .middle])),
            .pointer(PointerEvent(.up, pointer: .mouse, location: [11, 20.25], time: .milliseconds(40))),
            .wheel(WheelEvent(at: [1, 2], delta: [-0.125, 3.5], isPrecise: true, time: .milliseconds(41))),
            .key(KeyEvent(.character("z"), modifiers: [.shift, .meta], isRepeat: true, time: .milliseconds(42))),
            .hover(HoverEvent(at: [-3, 1e-3], time: .milliseconds(43))),
            .resize(ResizeEvent(width: 1280, height: 800, time: .milliseconds(44))),
        ]
        for (offset, key) in [Key.left, .right, .up, .down, .space, .tab, .return, .escape, .character("7")].enumerated() {
            events.append(.key(KeyEvent(key, time: .milliseconds(50 + offset))))
        }
        let text = InputTrace.encode(events)
        #expect(try InputTrace.decode(text) == events)
        #expect(text.hasPrefix(#"{"t":16.5,"type":"down","x":10.5,"y":20.25,"device":"mouse","id":0,"buttons":2}"#))
        #expect(text.contains(#"{"t":42,"type":"key","key":"z","mods":["shift","meta"],"repeat":true}"#))
        #expect(text.contains(#"{"t":41,"type":"wheel","x":1,"y":2,"dx":-0.125,"dy":3.5,"precise":true}"#))
    }

    @Test("Random timelines round-trip through text unchanged")
    func randomTimelinesRoundTrip() throws {
        for seed in UInt64(0)..<20 {
            var random = SeededGenerator(seed: seed)
            var events: [InputEvent] = []
            var milliseconds = 0
            for _ in 0..<50 {
                milliseconds += Int.random(in: 0...40, using: &random)
                let time = Duration.milliseconds(milliseconds)
                let location = Point(
                    x: Double(Int.random(in: -100...2000, using: &random)) / 4,
                    y: Double(Int.random(in: -100...2000, using: &random)) / 8)
                let pointer = Bool.random(using: &random) ? PointerID.mouse : .touch(Int.random(in: 0...9, using: &random))
                switch Int.random(in: 0...4, using: &random) {
                case 0: events.append(.pointer(.down(pointer, at: location, time: time)))
                case 1: events.append(.pointer(.move(pointer, to: location, time: time)))
                case 2: events.append(.pointer(.up(pointer, at: location, time: time)))
                case 3: events.append(.hover(HoverEvent(at: location, time: time)))
                default: events.append(.wheel(WheelEvent(at: location, delta: [0, location.y / 100], time: time)))
                }
            }
            #expect(try InputTrace.decode(InputTrace.encode(events)) == events, "seed \(seed)")
        }
    }

    @Test("A non-finite position is written as null, which reading rejects by name")
    func nonFinitePositionFailsLoudly() {
        let text = InputTrace.encode([.hover(HoverEvent(at: [.nan, 4], time: .milliseconds(5)))])
        #expect(text == #"{"t":5,"type":"hover","x":null,"y":4}"# + "\n")
        #expect(failure(text) == #"trace line 1: field "x" must be a number, not null"#)
    }

    @Test("A missing field names the line and the field")
    func missingFieldIsNamed() {
        let text = """
            {"t":0,"type":"down","x":412,"y":300,"device":"mouse","id":0}
            {"t":16,"type":"move","x":420,"y":301,"device":"mouse","id":0}
            {"t":32,"type":"up","y":301,"device":"mouse","id":0}
            """
        #expect(failure(text) == #"trace line 3: field "x" is missing"#)
        #expect(failure(#"{"type":"hover","x":1,"y":2}"#) == #"trace line 1: field "t" is missing"#)
        #expect(failure(#"{"t":1,"type":"down","x":1,"y":2,"device":"touch"}"#) == #"trace line 1: field "id" is missing"#)
        #expect(failure(#"{"t":1,"type":"resize","w":1}"#) == #"trace line 1: field "h" is missing"#)
    }

    @Test("An unknown event type is an error that lists the known ones")
    func unknownTypeIsAnError() {
        #expect(failure(#"{"t":0,"type":"drag","x":1,"y":2}"#)
            == #"trace line 1: field "type" has unknown value "drag" (expected down, move, up, cancel, hover, wheel, key, resize)"#)
    }

    @Test("A field of the wrong type is an error")
    func wrongFieldTypeIsAnError() {
        #expect(failure(#"{"t":0,"type":"hover","x":"12","y":2}"#) == #"trace line 1: field "x" must be a number, not a string"#)
        #expect(failure(#"{"t":0,"type":"hover","x":true,"y":2}"#) == #"trace line 1: field "x" must be a number, not a boolean"#)
        #expect(failure(#"{"t":0,"type":7}"#) == #"trace line 1: field "type" must be a string, not a number"#)
        #expect(failure(#"{"t":0,"type":"wheel","x":1,"y":2,"dx":0,"dy":1,"precise":1}"#)
            == #"trace line 1: field "precise" must be true or false, not a number"#)
        #expect(failure(#"{"t":0,"type":"key","key":"a","modifiers":"shift"}"#)
            == #"trace line 1: field "modifiers" must be an array of strings, not a string"#)
    }

    @Test("Non-finite numbers are errors, never a crash")
    func nonFiniteNumbersAreErrors() {
        #expect(failure(#"{"t":0,"type":"hover","x":NaN,"y":2}"#) == #"trace line 1: field "x" must be a finite number"#)
        #expect(failure(#"{"t":0,"type":"hover","x":1,"y":-Infinity}"#) == #"trace line 1: field "y" must be a finite number"#)
        #expect(failure(#"{"t":1e999,"type":"hover","x":1,"y":2}"#) == #"trace line 1: field "t" must be a finite number"#)
        #expect(failure(#"{"t":1e300,"type":"hover","x":1,"y":2}"#) == #"trace line 1: field "t" is too large to be a time"#)
    }

    @Test("Times going backwards are an error naming both times")
    func timeGoingBackwardsIsAnError() {
        let text = """
            {"t":0,"type":"down","x":1,"y":2,"device":"touch","id":1}
            {"t":16,"type":"move","x":1,"y":3,"device":"touch","id":1}
            {"t":10,"type":"up","x":1,"y":3,"device":"touch","id":1}
            """
        #expect(failure(text) == #"trace line 3: field "t" goes back in time (10 ms after 16 ms)"#)
        #expect(failure(#"{"t":-5,"type":"hover","x":1,"y":2}"#) == #"trace line 1: field "t" must not be negative"#)
    }

    @Test("Malformed JSON names the line and where reading stopped")
    func malformedJSONIsAnError() {
        #expect(failure("\n" + #"{"t":0,"type":"hover","x":1,"y":2"#)
            == #"trace line 2: is not a JSON object: unclosed object: expected "}" at column 34"#)
        #expect(failure(#"{"t":0,"type":"hover","x":1,"y":2} x"#)
            == #"trace line 1: is not a JSON object: unexpected character "x" after the value at column 36"#)
        #expect(failure("[1,2]") == "trace line 1: is not a JSON object: the line holds an array, not one object")
        #expect(failure(#"{"t":0,"t":1}"#) == #"trace line 1: is not a JSON object: field "t" appears twice at column 11"#)
        #expect(failure(#"{"t":01,"type":"hover"}"#) == "trace line 1: is not a JSON object: leading zero in a number at column 7")
    }

    @Test("Unknown devices, keys and ids out of range are errors")
    func badValuesAreErrors() {
        #expect(failure(#"{"t":0,"type":"down","x":1,"y":2,"device":"pen","id":0}"#)
            == #"trace line 1: field "device" has unknown value "pen" (expected mouse or touch)"#)
        #expect(failure(#"{"t":0,"type":"key","key":"F13"}"#)
            == #"trace line 1: field "key" has unknown value "F13" (expected Left, Right, Up, Down, Home, End, PageUp, PageDown, Space, Tab, Return, Escape, Backspace, F1–F12, or a letter or digit)"#)
        #expect(failure(#"{"t":0,"type":"down","x":1,"y":2,"device":"touch","id":1.5}"#)
            == #"trace line 1: field "id" must be a whole number from 0 to 2147483647"#)
        #expect(failure(#"{"t":0,"type":"resize","w":0,"h":700}"#) == #"trace line 1: field "w" must be greater than 0"#)
        #expect(failure(#"{"t":0,"type":"key","key":"a","modifiers":["hyper"]}"#)
            == #"trace line 1: field "modifiers" has unknown value "hyper" (expected shift, control, alt, meta)"#)
    }

    @Test("Text from the trace that holds a line break is quoted, so every error stays one line")
    func quotedTextKeepsAnErrorOnOneLine() {
        // Found by the trace fuzzer: a field name with an escaped line feed, then no colon.
        let name = failure(#"{"t":0,"a\nb" 1}"#)
        #expect(name == #"trace line 1: is not a JSON object: expected ":" after "a\nb", found character "1" at column 15"#)
        let value = failure(#"{"t":0,"type":"dr\r\nag"}"#)
        #expect(value == #"trace line 1: field "type" has unknown value "dr\r\nag" (expected down, move, up, cancel, hover, wheel, key, resize)"#)
        for message in [name, value] { #expect(message?.contains(where: \.isNewline) == false) }
    }

    @Test("Blank lines are skipped but still counted, and unknown fields are ignored")
    func blankLinesAndUnknownFields() throws {
        let good = "\n" + #"{"t":0,"type":"hover","x":1,"y":2,"note":"from a newer recorder"}"# + "\r\n\n"
        #expect(try InputTrace.decode(good) == [.hover(HoverEvent(at: [1, 2], time: .zero))])
        #expect(failure(good + #"{"t":1,"type":"hover","x":1}"#) == #"trace line 4: field "y" is missing"#)
    }

    @Test("Mangled lines give an error, never a crash")
    func mangledLinesNeverCrash() {
        let lines = Self.designExample.split(separator: "\n").map(String.init)
        let alphabet = Array(#"{}[]":,.-+eE0123456789 tfnNaIxy\u"#)
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            var characters = Array(lines[Int.random(in: 0..<lines.count, using: &random)])
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<characters.count, using: &random)
                switch Int.random(in: 0...2, using: &random) {
                case 0: characters.remove(at: index)
                case 1: characters.insert(alphabet.randomElement(using: &random)!, at: index)
                default: characters[index] = alphabet.randomElement(using: &random)!
                }
                if characters.isEmpty { characters = ["{"] }
            }
            do {
                _ = try InputTrace.decode(String(characters))
            } catch {
                #expect(error.description.hasPrefix("trace line 1: "), "seed \(seed)")
            }
        }
    }

    @Test("A trace past the most events replayed is refused at the first line too many")
    func tooManyEventsAreRefused() throws {
        let line = #"{"t":0,"type":"hover","x":1,"y":2}"#
        let text = [line, line, "", line, line].joined(separator: "\n")
        #expect(try InputTrace.decode(text, maximumEvents: 4).count == 4)
        #expect(throws: InputTraceError(line: 5, field: nil, problem: .tooManyEvents(3))) {
            try InputTrace.decode(text, maximumEvents: 3)
        }
    }

    @Test("CRLF line endings read as LF ones")
    func crlfLinesRead() throws {
        let lines = [#"{"t":0,"type":"hover","x":1,"y":2}"#, #"{"t":5,"type":"key","key":"Right"}"#]
        #expect(try InputTrace.decode(lines.joined(separator: "\r\n") + "\r\n") == InputTrace.decode(lines.joined(separator: "\n")))
    }

    @Test("A recorded trace replays to the same gestures at the same times")
    func traceReplaysThroughTheRouter() throws {
        let text = """
            {"t":0,"type":"down","x":100,"y":40,"device":"touch","id":7}
            {"t":90,"type":"up","x":101,"y":40,"device":"touch","id":7}
            {"t":1000,"type":"down","x":100,"y":40,"device":"mouse","id":0}
            {"t":1016,"type":"move","x":130,"y":41,"device":"mouse","id":0}
            {"t":1032,"type":"up","x":150,"y":41,"device":"mouse","id":0}
            """
        let h = GestureHarness()
        let lens = LensStrip(h)
        for event in try InputTrace.decode(text) {
            guard case .pointer(let pointer) = event else { continue }
            h.router.handle(pointer, candidates: pointer.phase == .down ? lens.recognizers : [])
        }
        h.advance(to: 3000)
        #expect(h.log == ["tap (101,40) @440", "pan began (20,0) @1016", "pan ended (40,0) @1032"])
    }
}
