import Components
import Dataset

/// What one run of `vitrine` was asked to do, read from its arguments by ``CommandLineParser``.
public enum Command: Sendable {
    /// `vitrine --help`: print ``CommandLineParser/helpText`` and exit 0.
    case help
    /// `vitrine inspect FILE`: print what the loader understood.
    case inspect(file: String, data: LoadOptions)
    /// `vitrine render …`: replay a trace headless and write the PNG, the state, the sound and/or a clip.
    case render(RenderOptions)
    /// `vitrine [FILE|-] …`: open the window.
    case window(WindowOptions)
}

/// Settings every screen is drawn with, from `--theme`, `--reduce-motion`, `--rtl`, ….
public struct AppearanceOptions: Sendable, Hashable {
    public var theme = Theme()
    public var screen = "gallery" {
        didSet { screenGiven = true }
    }
    /// Whether `--screen` named the screen; without it, a window opened on a file opens on the
    /// file's data (``ScreenRegistry/screenName(opening:given:)``).
    public private(set) var screenGiven = false
    /// `--currency CODE`: the chart's figures as amounts of this currency ("USD").
    var currency: String?
    /// `--window FROM..TO`: the Range Lens's opening window, as times in seconds.
    public var window: ClosedRange<Double>?
    /// `--sort value`: a file of categories shows its bars from the highest to the lowest.
    var sortsByValue = false
    /// `--aggregate mean|sum|count|max|min`: the figure each repeated label of a file of
    /// categories shows; nil is the mean, used only when labels repeat.
    var aggregate: Aggregate?
    /// `--rotate`: how the picture is turned for a panel mounted sideways.
    public var rotation = DisplayRotation.none
    /// `--spring DURATION,BOUNCE`: the motion lab's custom spring.
    var spring: CustomSpring?
    public init() {}
}

/// `vitrine render` options, with DESIGN.md's defaults.
public struct RenderOptions: Sendable {
    public var appearance = AppearanceOptions()
    /// `--data FILE`, or "-" for stdin.
    public var dataPath: String?
    public var data = LoadOptions()
    /// Window size in points.
    public var width = 1280
    public var height = 800
    /// Pixels per point.
    var scale = 1.0
    /// `--input TRACE.jsonl`.
    var inputPath: String?
    /// `--time MS`; nil means 2000 ms after the last event.
    var timeMilliseconds: Double?
    /// `--out FILE.png`.
    var outputPath: String?
    /// `--state FILE.json`, or "-" for stdout.
    var statePath: String?
    /// `--kiosk`: render as a kiosk would run (its idle reset by default).
    var kiosk = false
    /// `--volume`, `--speak` (and `--sound`, which a file of sound ignores).
    var sound = SoundOptions()
    /// `--audio-out FILE.wav`: write the sound of the trace.
    var audioOutPath: String?
    /// `--idle-reset`, `--attract`, `--blank-after`.
    var idle = IdleOptions()
    /// `--video` or `--frames`, with `--fps`, `--from`, `--to`: the motion written as a clip.
    var clip: ClipOptions?
    /// The environment's `PATH`, where `--video` looks for ffmpeg.
    var searchPath: String?

    public init() {}
}

/// Options for the live window.
public struct WindowOptions: Sendable {
    public var appearance = AppearanceOptions()
    /// The data file, or "-" for stdin.
    public var dataPath: String?
    public var data = LoadOptions()
    public var fullscreen = false
    /// Fullscreen, hidden cursor, quit keys ignored unless `kioskExit` names one.
    public var kiosk = false
    /// `--kiosk-exit CHORD`, e.g. "ctrl+alt+q".
    public var kioskExit: KeyChord?
    /// `--record TRACE.jsonl`.
    public var recordPath: String?
    /// `--idle-reset`, `--attract`, `--blank-after`.
    public var idle = IdleOptions()
    /// `--sound`, `--volume`, `--speak`.
    public var sound = SoundOptions()
    /// `--replay TRACE.jsonl`: play a trace into the window through SDL's event queue.
    public var replayPath: String?
    /// `--follow [SECONDS]`: keep reading the file, or run the database's query again; the
    /// interval is nil when not given (each source has its own default).
    public var follows = false
    public var followInterval: Double?
    /// `--state-out FILE.json`: write the state dump there on exit.
    public var stateOutPath: String?
    /// `--size WxH`: the window's first size in points.
    public var width = 1280
    public var height = 800
    /// `--video-driver NAME`: the one SDL video driver to use (x11, wayland, kmsdrm, …).
    public var videoDriver: String?
    /// `--software`: skip the accelerated renderer (tests, broken drivers).
    public var forceSoftwareRenderer = false

    public init() {}
}

/// A key with modifiers, as `--kiosk-exit ctrl+alt+q` names it.
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
    public var control = false
    public var alt = false
    public var shift = false
    /// The key's name in lower case: a letter, digit, "escape", "f1" … "f12".
    public var key: String

    /// Reads `ctrl+alt+q`, `Escape`, `shift+f12`; nil when a part is not a modifier or key.
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "+").map(String.init)
        guard let last = parts.last, !last.isEmpty else { return nil }
        key = last
        for part in parts.dropLast() {
            switch part {
            case "ctrl", "control": control = true
            case "alt": alt = true
            case "shift": shift = true
            default: return nil
            }
        }
        let isFunctionKey = key.hasPrefix("f") && Int(key.dropFirst()).map { (1...12).contains($0) } == true
        let isCharacter = key.count == 1 && key.first!.isASCII && (key.first!.isLetter || key.first!.isNumber)
        guard isFunctionKey || isCharacter || key == "escape" else { return nil }
    }

    public var description: String {
        (control ? "ctrl+" : "") + (alt ? "alt+" : "") + (shift ? "shift+" : "") + key
    }
}
