import Foundation
import Typeset
import Viewer

/// `vitrine-bench monkey SCREEN|all EVENTS SEED`: the monkey test (``Monkey``) on one screen or
/// on every screen, each with the same seed. Prints one line a screen and exits 1 on any broken
/// invariant, or on memory whose last tenth's peak passed the highest of the first half's (after
/// the first tenth) by more than 2% and 2 MiB together; the trace of a failing run is kept for `vitrine render --input`. `--memory`
/// prints the highest resident memory of each tenth.
func runMonkey(_ arguments: [String]) -> Int32 {
    guard arguments.count >= 3, let events = Int(arguments[1]), events > 0, let seed = UInt64(arguments[2]) else {
        FileHandle.standardError.write(Data("usage: vitrine-bench monkey SCREEN|all EVENTS SEED\n".utf8))
        return 2
    }
    let screens = arguments[0] == "all" ? ["gallery", "scrub", "lens", "trail", "wheel", "bars", "tiers", "glass"] : [arguments[0]]
    let text: TextEngine
    do {
        text = try TextEngine()
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench monkey: \(error)\n".utf8))
        return 2
    }
    var failed = false
    for screen in screens {
        var monkey = Monkey(screen: screen, events: events, seed: seed)
        let trace = NSTemporaryDirectory() + "vitrine-monkey-\(screen)-\(seed).jsonl"
        monkey.tracePath = trace
        let started = ContinuousClock.now
        let outcome: Monkey.Outcome
        do {
            outcome = try monkey.run(text: text)
        } catch {
            FileHandle.standardError.write(Data("vitrine-bench monkey: \(error.message)\n".utf8))
            return 2
        }
        let seconds = (ContinuousClock.now - started).inSeconds
        // Bounded caches (glyphs, shaped lines, glass masks) fill over the first tenths of a run
        // and then hold, and the heap's free pages go back at each quiet spell, so each tenth's
        // peak rises and falls with the sizes it drew: growth is the last tenth's peak over the
        // highest of the second tenth to the middle one.
        let tenths = outcome.memoryByTenth
        let first = tenths.first ?? 0, last = tenths.last ?? 0
        let middle = tenths.count > 2 ? tenths[1..<max(tenths.count / 2, 2)].max()! : first
        // Under half a million events the warm-up is most of the run: memory is shown, not judged.
        let judged = outcome.events >= 500_000
        let grew = judged && last > middle + max(middle / 50, 2 << 20)
        func mib(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
        print("monkey \(screen) \(outcome.events) events seed \(seed): \(outcome.problems.count) broken, "
              + "\(outcome.quietSpells) quiet spells (\(outcome.slowRests.count) at rest only after 5 s), memory \(mib(first)) → \(mib(last)) MiB, \(String(format: "%.1f", seconds)) s")
        for problem in outcome.problems.prefix(5) { print("  broken: \(problem)") }
        if let slow = outcome.slowRests.first { print("  slow to rest: \(slow)") }
        if grew || arguments.contains("--memory") { print("  memory by tenth: " + outcome.memoryByTenth.map(mib).joined(separator: " ") + " MiB") }
        if grew { print("  broken: memory grew from \(mib(middle)) MiB in the first half to \(mib(last)) MiB in the last tenth") }
        if outcome.problems.isEmpty && !grew {
            unlink(trace)
        } else {
            failed = true
            print("  replay: vitrine render --screen \(screen) --input \(trace) --out monkey.png  (seed \(seed))")
        }
    }
    return failed ? 1 : 0
}

private extension Duration {
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
