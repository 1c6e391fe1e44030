/// Which of SDL's video drivers to try, in order, and what each one failing means.
///
/// Left to itself, SDL tries every driver it was built with, and without a display the last one
/// that starts is `offscreen`: a window nobody can see, waiting for input that never comes. So
/// only drivers with a reason to work are tried:
/// - `--video-driver NAME` alone, as given;
/// - else `SDL_VIDEODRIVER` as SDL reads it;
/// - else x11 when `DISPLAY` is set, wayland when `WAYLAND_DISPLAY` is set or `XDG_RUNTIME_DIR`
///   holds a `wayland-0` socket, and, under `--kiosk`, KMSDRM last: a kiosk booted to a console
///   has no desktop and draws straight to the panel.
public enum VideoDrivers {
    /// One way to reach a display.
    public struct Attempt: Equatable, Sendable {
        /// The SDL driver to force, or nil to let SDL read `SDL_VIDEODRIVER` itself.
        public var driver: String?
        /// What failing means, for the message: "no X server answers at DISPLAY=:1".
        public var failure: String
    }

    /// What to try for this environment and these options.
    public static func attempts(
        environment: [String: String], requested: String? = nil, kiosk: Bool = false,
        fileExists: (String) -> Bool
    ) -> [Attempt] {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        if let requested {
            return [Attempt(driver: requested, failure: "--video-driver \(requested) did not start")]
        }
        if let drivers = value("SDL_VIDEODRIVER") {
            return [Attempt(driver: nil, failure: "SDL_VIDEODRIVER=\(drivers) did not start")]
        }
        var attempts: [Attempt] = []
        if let display = value("DISPLAY") {
            attempts.append(Attempt(driver: "x11", failure: "no X server answers at DISPLAY=\(display)"))
        }
        if let wayland = value("WAYLAND_DISPLAY") {
            attempts.append(Attempt(driver: "wayland", failure: "no Wayland compositor at WAYLAND_DISPLAY=\(wayland)"))
        } else if let runtime = value("XDG_RUNTIME_DIR"), fileExists(runtime + "/wayland-0") {
            attempts.append(Attempt(driver: "wayland", failure: "no Wayland compositor at \(runtime)/wayland-0"))
        }
        if kiosk {
            attempts.append(Attempt(driver: "kmsdrm", failure: "KMSDRM could not open a display in /dev/dri"))
        }
        return attempts
    }

    /// The one line (after `vitrine: `) when nothing opened; `details` says what each try met.
    public static func message(_ details: [String]) -> String {
        "no display found (\(details.joined(separator: "; "))); \(advice)"
    }

    /// The details when there was nothing to try.
    public static let nothingToTry = "neither DISPLAY nor WAYLAND_DISPLAY is set"

    /// How to get a display, the second half of the one line.
    static let advice =
        "set DISPLAY to an X server, use --kiosk or SDL_VIDEODRIVER=kmsdrm on a console, or draw images with vitrine render"
}
