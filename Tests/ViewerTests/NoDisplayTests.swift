import Foundation
import Testing

/// With no display, the `vitrine` executable exits 2 quickly with one line on stderr (DESIGN.md).
///
/// These run the built executable, which SwiftPM puts beside the test bundle (`swift build
/// --build-tests` and `swift test` build it); they are skipped when it is not there.
/// `scripts/smoke` checks the release binary the same way.
@Suite("No display")
struct NoDisplayTests {
    /// The `vitrine` executable beside the running test bundle, if it was built.
    static let executable: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let url = folder.appendingPathComponent("vitrine")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// A display number no X server here serves.
    static let absentDisplay: String = {
        var number = 7400
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number += 1 }
        return ":\(number)"
    }()

    struct Outcome {
        var status: Int32?
        var seconds: Double
        var standardError: String
    }

    /// Runs `vitrine arguments` without a display (plus `extra` in its environment), killing it
    /// after `limit` seconds.
    static func run(_ arguments: [String], extra: [String: String] = [:], limit: Double = 5) throws -> Outcome {
        guard let executable = Self.executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"] {
            environment[name] = nil
        }
        environment.merge(extra) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let started = clock.now
        try process.run()
        while process.isRunning && clock.now - started < .seconds(limit) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let finished = !process.isRunning
        if !finished { process.terminate() }
        process.waitUntilExit()
        let elapsed = clock.now - started
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Outcome(
            status: finished ? process.terminationStatus : nil,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            standardError: text)
    }

    static func expectOneLine(_ outcome: Outcome, _ what: String) {
        #expect(outcome.status == 2, "\(what): exit status \(outcome.status.map(String.init) ?? "none, still running after 5 s")")
        #expect(outcome.seconds < 5, "\(what): took \(outcome.seconds) s")
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1 && outcome.standardError.hasSuffix("\n"), "\(what): stderr is not one line: \(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("vitrine: no display found"), "\(what): \(outcome.standardError)")
        for hint in ["DISPLAY", "SDL_VIDEODRIVER=kmsdrm", "vitrine render"] {
            #expect(outcome.standardError.contains(hint), "\(what): the line does not mention \(hint)")
        }
    }

    @Test("With DISPLAY unset, vitrine exits 2 within 5 s with one line", .enabled(if: NoDisplayTests.executable != nil))
    func noDisplay() throws {
        Self.expectOneLine(try Self.run([]), "no DISPLAY")
        Self.expectOneLine(try Self.run(["--screen", "scrub", "--fullscreen"]), "no DISPLAY, --screen scrub")
    }

    @Test("With DISPLAY naming a display nobody serves, vitrine exits 2 within 5 s with one line",
          .enabled(if: NoDisplayTests.executable != nil))
    func absentDisplay() throws {
        let outcome = try Self.run([], extra: ["DISPLAY": Self.absentDisplay])
        Self.expectOneLine(outcome, "DISPLAY=\(Self.absentDisplay)")
        #expect(outcome.standardError.contains("DISPLAY=\(Self.absentDisplay)"))
    }

    @Test("A driver named in SDL_VIDEODRIVER is tried, and its failure is one line", .enabled(if: NoDisplayTests.executable != nil))
    func namedDriverFails() throws {
        // Without XDG_RUNTIME_DIR, libwayland prints a line of its own while failing; it is held back.
        for driver in ["wayland", "x11"] {
            let outcome = try Self.run([], extra: ["SDL_VIDEODRIVER": driver])
            Self.expectOneLine(outcome, "SDL_VIDEODRIVER=\(driver)")
            #expect(outcome.standardError.contains("SDL_VIDEODRIVER=\(driver)"))
        }
    }

    @Test("A kiosk with no desktop tries KMSDRM, and its failure is one line naming it", .enabled(if: NoDisplayTests.executable != nil))
    func kioskTriesKMSDRM() throws {
        let outcome = try Self.run(["--kiosk"])
        Self.expectOneLine(outcome, "--kiosk")
        #expect(outcome.standardError.contains("KMSDRM"), "\(outcome.standardError)")
    }

    @Test("--video-driver is the one driver tried, and its failure names it", .enabled(if: NoDisplayTests.executable != nil))
    func requestedDriverFails() throws {
        let outcome = try Self.run(["--video-driver", "kmsdrm"], extra: ["DISPLAY": Self.absentDisplay])
        Self.expectOneLine(outcome, "--video-driver kmsdrm")
        #expect(outcome.standardError.contains("--video-driver kmsdrm did not start"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains(Self.absentDisplay), "\(outcome.standardError)")
    }

    @Test("Without a display, a bad file or screen is still reported as itself", .enabled(if: NoDisplayTests.executable != nil))
    func badInputFirst() throws {
        for (arguments, expected) in [
            (["/nonexistent/prices.csv"], "/nonexistent/prices.csv"),
            (["--screen", "no-such-screen"], "unknown screen"),
        ] {
            let outcome = try Self.run(arguments)
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains(expected) && !outcome.standardError.contains("no display"), "\(outcome.standardError)")
            #expect(outcome.standardError.split(separator: "\n").count == 1)
        }
    }
}
