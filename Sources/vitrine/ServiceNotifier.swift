import CSystemd
import Foundation

/// Tells systemd how the viewer is doing, for a `Type=notify` service with a watchdog
/// (`Assets/vitrine-kiosk.service`): `READY=1` once the first frame is on screen, then
/// `WATCHDOG=1` from the frame loop while it is alive.
///
/// The pings come only from the loop itself, after it drew or woke, never from a timer thread:
/// a loop stuck in a driver call or a hung frame stops them, and systemd restarts the process.
/// Outside a service (`NOTIFY_SOCKET` unset) this sends nothing and never wakes the loop.
@MainActor
final class ServiceNotifier {
    /// Whether a service manager is listening.
    let isListening: Bool
    /// Seconds between pings: once a second, or half the watchdog's timeout when that is shorter.
    let interval: Double
    private var sentReady = false
    private var lastPing = -Double.infinity

    init(environment: [String: String]) {
        isListening = !(environment["NOTIFY_SOCKET"] ?? "").isEmpty
        var microseconds: UInt64 = 0
        if isListening, sd_watchdog_enabled(0, &microseconds) > 0, microseconds > 0 {
            interval = min(1, Double(microseconds) / 2e6)
        } else {
            interval = 1
        }
    }

    /// A frame reached the screen at `now`.
    func frameShown(at now: Double) {
        guard isListening else { return }
        if !sentReady {
            sentReady = true
            sd_notify(0, "READY=1\nSTATUS=showing the first frame")
        }
        loopAlive(at: now)
    }

    /// The loop came round at `now`: ping if one is due.
    func loopAlive(at now: Double) {
        guard isListening, sentReady, now - lastPing >= interval else { return }
        lastPing = now
        sd_notify(0, "WATCHDOG=1")
    }

    /// When the loop must wake to ping, however still the screen is; nil outside a service.
    var nextPing: Double? {
        isListening && sentReady ? lastPing + interval : nil
    }

    /// The process is leaving on purpose: systemd should not count it as a failure.
    func stopping() {
        guard isListening else { return }
        sd_notify(0, "STOPPING=1")
    }
}
