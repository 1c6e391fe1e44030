import CSDL2
import Foundation
import Synchronization
import Viewer

/// Starts SDL's video on a display the user can see, or explains in one line that there is none.
///
/// ``VideoDrivers`` decides which drivers to try. What the drivers print while they fail
/// (libwayland's line about `XDG_RUNTIME_DIR`) is held back, so a failure prints exactly one line;
/// after a success it is passed on. A display that never answers (an X server on an unreachable
/// host) is given up after ``deadline`` seconds.
enum DisplayConnection {
    /// Seconds the drivers get to reach their display before the program gives up on it.
    static let deadline = 1.5

    /// Starts SDL's video subsystem, or throws the one line saying there is no display.
    static func start(environment: [String: String], requested: String?, kiosk: Bool) throws(UsageError) {
        // Set before the video starts, which reads them.
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        // SDL blocks the screensaver by default. A desktop viewer should not keep a monitor lit
        // that nobody watches; a kiosk must never blank on its own (it has `--blank-after`).
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, kiosk ? "0" : "1")
        // Touches arrive as fingers; the mouse copies SDL makes of them are dropped by `which`.
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")

        let attempts = VideoDrivers.attempts(environment: environment, requested: requested, kiosk: kiosk) {
            FileManager.default.fileExists(atPath: $0)
        }
        guard !attempts.isEmpty else {
            throw UsageError(VideoDrivers.message([VideoDrivers.nothingToTry]))
        }
        let held = HeldStandardError()
        let watchdog = Watchdog(output: held?.original ?? 2)
        var failures: [String] = []
        for attempt in attempts {
            watchdog.watch(VideoDrivers.message(failures + [attempt.failure + " within \(deadline) s"]))
            if let driver = attempt.driver {
                // Override: an empty SDL_VIDEODRIVER in the environment would otherwise win and let
                // SDL fall through to offscreen.
                SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE)
            }
            if SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 {
                watchdog.finish()
                held?.release(replay: true)
                return
            }
            let reason = String(cString: SDL_GetError())
            // x11 and wayland say only "no available video device"; the others say why.
            let plain = reason.isEmpty || attempt.driver == "x11" || attempt.driver == "wayland"
            failures.append(plain ? attempt.failure : "\(attempt.failure): \(reason)")
        }
        watchdog.finish()
        held?.release(replay: false)
        throw UsageError(VideoDrivers.message(failures))
    }
}

/// Ends the program with one line if the video drivers take longer than the deadline: an X server
/// on a host that does not answer would otherwise hold `SDL_Init` for minutes.
private final class Watchdog: Sendable {
    /// The line to print when the deadline passes, or nil once the drivers are done.
    private let pending = Mutex<String?>(nil)
    private let output: Int32

    init(output: Int32) {
        self.output = output
        let thread = Thread { [self] in
            Thread.sleep(forTimeInterval: DisplayConnection.deadline)
            pending.withLock { line in
                guard let line else { return }
                let text = Array("vitrine: \(line)\n".utf8)
                _ = text.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                _exit(UsageError.exitStatus)
            }
        }
        thread.name = "vitrine display watchdog"
        thread.start()
    }

    func watch(_ line: String) {
        pending.withLock { $0 = line }
    }

    func finish() {
        pending.withLock { $0 = nil }
    }
}
