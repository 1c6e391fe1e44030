import Components
import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Typeset

/// The monkey test: random input into one screen's session, on the virtual clock, with every
/// piece's invariants checked after each batch (``MonkeyInvariants``), a quiet spell every so
/// often in which nothing may stay animating, and the process's memory compared between the first
/// and the last tenth of the run. LVGL's monkey, with the checks a state dump allows.
///
/// The trace so far is written beside the run as it goes, so a crash or a broken invariant can be
/// replayed with `vitrine render --screen SCREEN --input TRACE`.
public struct Monkey {
    public var screenName: String
    public var events: Int
    public var seed: UInt64
    /// Events between checks.
    public var batch = 500
    /// Batches between quiet spells (every pointer lifted, then 5 s without input).
    public var quietEvery = 10
    /// Where the trace is written; nil keeps none.
    public var tracePath: String?

    public init(screen: String, events: Int, seed: UInt64) {
        screenName = screen
        self.events = events
        self.seed = seed
    }

    /// What a run found.
    public struct Outcome: Sendable {
        public var events = 0
        public var batches = 0
        public var quietSpells = 0
        public var problems: [String] = []
        /// Quiet spells in which something took longer than 5 s to come to rest (but under 30).
        public var slowRests: [String] = []
        /// Resident memory, the highest of the first and of the last tenth of the batches, in bytes.
        public var memory: (first: Int, last: Int) = (0, 0)
        /// The highest resident memory of each tenth of the batches, in bytes.
        public var memoryByTenth: [Int] = []
    }

    /// Runs the monkey; throws only when the screen cannot be opened.
    public func run(text: TextEngine) throws(UsageError) -> Outcome {
        let context = try PieceContext.opening(AppearanceOptions(), series: nil, assets: AssetLocator())
        let screen = try ScreenRegistry.standard.makeScreen(named: screenName, context: context)
        let session = ViewerSession(screen: screen, size: Size(width: 1280, height: 800), theme: Theme(), text: text)
        var input = MonkeyInput(seed: seed, size: session.size)
        var outcome = Outcome()
        var residents: [Int] = []
        let trace = tracePath.flatMap { path -> FileHandle? in
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }
        defer { try? trace?.close() }

        func play(_ lines: [String]) -> Bool {
            guard !lines.isEmpty else { return true }
            let text = lines.joined(separator: "\n") + "\n"
            trace?.write(Data(text.utf8))
            let decoded: [InputEvent]
            do {
                decoded = try InputTrace.decode(text)
            } catch {
                outcome.problems.append("the monkey wrote a trace line the reader refuses: \(error)")
                return false
            }
            for event in decoded {
                session.advance(to: event.time.inSeconds)
                session.handle(event)
            }
            outcome.events += decoded.count
            return true
        }
        func check(_ what: String) -> Bool {
            let time = input.time / 1000
            session.advance(to: time)
            let found = MonkeyInvariants.broken(in: session.state(at: time))
            outcome.problems += found.map { "\(what) at \(Int(input.time)) ms: \($0)" }
            return found.isEmpty
        }

        // The largest picture the resizes can ask for is drawn once first, so its memory counts
        // in the first tenth rather than looking like growth whenever the first large resize
        // comes.
        var canvas = Canvas(width: 1920, height: 1200)
        session.draw(into: &canvas, at: 0)
        while outcome.events < events {
            let time = input.time / 1000
            let targets = MonkeyInvariants.targets(in: session.state(at: time))
            guard play(input.lines(min(batch, events - outcome.events), targets: targets)) else { break }
            outcome.batches += 1
            guard check("after event \(outcome.events)") else { break }
            // Every batch is drawn too, at the size it left the window, so drawing meets the state
            // the input made (a crash there is a crash).
            let width = Int(session.size.width.rounded()), height = Int(session.size.height.rounded())
            if canvas.width != width || canvas.height != height { canvas = Canvas(width: width, height: height) }
            session.draw(into: &canvas, at: input.time / 1000)
            if outcome.batches % quietEvery == 0 {
                // The tiers demo's speed keys slow its motion to as little as 0.1×, by design ten
                // times as long: a quiet spell starts back at 1×, as a visitor would leave it.
                let slowed = MonkeyInvariants.slowestSpeed(in: session.state(at: input.time / 1000)) < 1
                guard play(input.liftAll() + (slowed ? input.key("1") : [])) else { break }
                input.wait(5000)
                session.advance(to: input.time / 1000)
                outcome.quietSpells += 1
                // A loop by design (the ambient tile, the bars demo) runs until it is stopped.
                func moving() -> [String] {
                    var kinds = session.screen.pieces.filter { $0.isAnimating(at: input.time / 1000) && !$0.isLooping }.map(\.kind)
                    if session.screen.isScrolling(at: input.time / 1000) { kinds.append("the scroll") }
                    return kinds
                }
                if !moving().isEmpty {
                    // A spring dialled far past critical damping (the tiers' custom bounce −0.5)
                    // creeps the last sub-pixel for longer: allowed up to 30 s of the motion's own time, and counted.
                    let still = moving()
                    let slowed = MonkeyInvariants.slowestSpeed(in: session.state(at: input.time / 1000))
                    var waited = 5.0
                    while waited < 30 / slowed, !moving().isEmpty {
                        input.wait(500)
                        waited += 0.5
                        session.advance(to: input.time / 1000)
                    }
                    if moving().isEmpty {
                        outcome.slowRests.append("\(still.joined(separator: ", ")) came to rest \(waited) s after the last input")
                    } else {
                        outcome.problems.append("still animating \(waited) s after the last input, at \(Int(input.time)) ms: "
                                                + moving().joined(separator: ", "))
                        break
                    }
                }
                guard check("after a quiet spell") else { break }
                // At rest the window gives the heap's free holes back (``FrameMemory``); so does
                // the monkey, or its memory would show holes the window never keeps.
                FrameMemory.releaseFreedPages()
            }
            residents.append(Self.residentBytes())
        }
        let tenth = max(residents.count / 10, 1)
        outcome.memory = (residents.prefix(tenth).max() ?? 0, residents.suffix(tenth).max() ?? 0)
        outcome.memoryByTenth = stride(from: 0, to: residents.count, by: tenth).map { residents[$0..<min($0 + tenth, residents.count)].max() ?? 0 }
        return outcome
    }

    /// This process's resident memory, from `/proc/self/statm` (0 where there is none).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
