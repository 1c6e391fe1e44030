/// How the viewer sounds: `--sound`, `--volume`, `--speak`.
///
/// A desktop is silent unless asked, since a click per scrubbed point surprises someone at a
/// desk; a kiosk has no other haptics, so under `--kiosk` the clicks are on unless
/// `--sound off` says otherwise.
public struct SoundOptions: Sendable, Hashable {
    /// `--sound on|off`; nil when not given (each command has its default).
    public var sound: Bool?
    /// `--volume 0..1`.
    public var volume = 1.0
    /// `--speak`: read each piece's sentence aloud.
    public var speak = false

    public init() {}

    /// Whether the window plays clicks and tones.
    public func isOn(kiosk: Bool) -> Bool { sound ?? kiosk }
}
