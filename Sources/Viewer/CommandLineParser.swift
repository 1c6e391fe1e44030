import Foundation
import Components
import Dataset
import Glass

/// Reads `vitrine`'s arguments into a ``Command``, or a ``UsageError`` naming the first problem.
///
/// Options take their value as the next argument or after `=` (`--size 800x600`,
/// `--size=800x600`). Every value is checked here, so a bad `--size` or `--text-scale` fails with
/// one clear line before any window or file is opened. The environment is a parameter (for `TZ`),
/// never read here.
public struct CommandLineParser {
    private var arguments: [String]
    private var index = 0
    private let environment: [String: String]

    /// Sizes outside this range are refused: a 1x1 window has no room for any piece, and a huge one
    /// is a typo that would allocate gigabytes.
    static let sizeRange = 64...8192

    init(arguments: [String], environment: [String: String] = [:]) {
        self.arguments = arguments
        self.environment = environment
    }

    /// Parses the arguments (without the program name).
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Command {
        var parser = CommandLineParser(arguments: arguments, environment: environment)
        return try parser.parse()
    }

    mutating func parse() throws(UsageError) -> Command {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        switch arguments.first {
        case "render":
            index = 1
            return .render(try parseRender())
        case "inspect":
            index = 1
            return try parseInspect()
        default:
            return .window(try parseWindow())
        }
    }

    // MARK: Commands

    private mutating func parseRender() throws(UsageError) -> RenderOptions {
        var options = RenderOptions()
        options.data.timeZone = LoadOptions.timeZone(environment: environment)
        options.data.columnCache = ColumnCache(environment: environment)
        options.searchPath = environment["PATH"]
        // The clip's timing may come before or after its output; both are checked once all are read.
        var clip = ClipOptions(output: .frames(""))
        var clipOutput: ClipOptions.Output?
        var clipTimingOption: String?
        while let argument = next() {
            let (name, inline) = split(argument)
            if try parseAppearance(name, inline, into: &options.appearance) { continue }
            if try parseData(name, inline, into: &options.data) { continue }
            if try parseIdle(name, inline, into: &options.idle) { continue }
            if try parseSound(name, inline, into: &options.sound) { continue }
            switch name {
            case "--kiosk": try flag(name, inline); options.kiosk = true
            case "--audio-out": options.audioOutPath = try value(for: name, inline)
            case "--data": options.dataPath = try value(for: name, inline)
            case "--size":
                (options.width, options.height) = try Self.size(try value(for: name, inline))
            case "--scale":
                options.scale = try number(for: name, inline, in: 0.5...4)
            case "--input": options.inputPath = try value(for: name, inline)
            case "--time": options.timeMilliseconds = try number(for: name, inline, in: 0...86_400_000)
            case "--out": options.outputPath = try value(for: name, inline)
            case "--state": options.statePath = try value(for: name, inline)
            case "--video", "--frames":
                let path = try value(for: name, inline)
                let output = name == "--video" ? ClipOptions.Output.video(path) : .frames(path)
                switch (clipOutput, output) {
                case (.video?, .frames), (.frames?, .video): throw UsageError("--video and --frames: give one of them")
                default: clipOutput = output
                }
            case "--fps":
                clip.fps = try framesPerSecond(try value(for: name, inline))
                clipTimingOption = clipTimingOption ?? name
            case "--from":
                clip.fromMilliseconds = try number(for: name, inline, in: 0...86_400_000)
                clipTimingOption = clipTimingOption ?? name
            case "--to":
                clip.toMilliseconds = try number(for: name, inline, in: 0...86_400_000)
                clipTimingOption = clipTimingOption ?? name
            default: throw unknown(argument, command: "render")
            }
        }
        if let clipOutput {
            clip.output = clipOutput
            // Without --to the end is known only once the trace is read (HeadlessRender checks it then).
            if let to = clip.toMilliseconds { _ = try clip.frameCount(to: to) }
            options.clip = clip
        } else if let clipTimingOption {
            throw UsageError("\(clipTimingOption) is for a clip: give --video FILE.mp4 or --frames DIR")
        }
        try Self.checkPixelCount(width: Double(options.width), height: Double(options.height), scale: options.scale, what: "--size \(options.width)x\(options.height) at --scale \(Self.format(options.scale))")
        options.idle = Self.kioskDefaults(options.idle, kiosk: options.kiosk)
        if options.outputPath == nil && options.statePath == nil && options.audioOutPath == nil && options.clip == nil {
            throw UsageError("render: nothing to write; give --out FILE.png, --state FILE.json|-, --audio-out FILE.wav, --video FILE.mp4 and/or --frames DIR")
        }
        return options
    }

    private mutating func parseInspect() throws(UsageError) -> Command {
        var data = LoadOptions()
        data.timeZone = LoadOptions.timeZone(environment: environment)
        data.columnCache = ColumnCache(environment: environment)
        var file: String?
        while let argument = next() {
            let (name, inline) = split(argument)
            if try parseData(name, inline, into: &data) { continue }
            if argument.hasPrefix("--") { throw unknown(argument, command: "inspect") }
            guard file == nil else { throw UsageError("inspect: one file at a time (got \"\(file!)\" and \"\(argument)\")") }
            file = argument
        }
        guard let file else { throw UsageError("inspect: give a data file (vitrine inspect FILE)") }
        return .inspect(file: file, data: data)
    }

    private mutating func parseWindow() throws(UsageError) -> WindowOptions {
        var options = WindowOptions()
        options.data.timeZone = LoadOptions.timeZone(environment: environment)
        options.data.columnCache = ColumnCache(environment: environment)
        while let argument = next() {
            let (name, inline) = split(argument)
            if try parseAppearance(name, inline, into: &options.appearance) { continue }
            if try parseData(name, inline, into: &options.data) { continue }
            if try parseIdle(name, inline, into: &options.idle) { continue }
            if try parseSound(name, inline, into: &options.sound) { continue }
            switch name {
            case "--fullscreen": options.fullscreen = true
            case "--kiosk": options.kiosk = true
            case "--kiosk-exit":
                let text = try value(for: name, inline)
                guard let chord = KeyChord(parsing: text) else {
                    throw UsageError("--kiosk-exit: \"\(text)\" is not a key chord (try ctrl+alt+q)")
                }
                options.kioskExit = chord
            case "--record": options.recordPath = try value(for: name, inline)
            case "--replay": options.replayPath = try value(for: name, inline)
            case "--state-out": options.stateOutPath = try value(for: name, inline)
            case "--follow":
                options.follows = true
                // The interval is optional: a number right after it is one, anything else is not.
                if inline != nil || (index < arguments.count && Double(arguments[index]) != nil) {
                    options.followInterval = try number(for: name, inline, in: 0.1...86_400)
                }
            case "--size": (options.width, options.height) = try Self.size(try value(for: name, inline))
            case "--software": options.forceSoftwareRenderer = true
            case "--video-driver":
                let driver = try value(for: name, inline)
                guard !driver.isEmpty, driver.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                    throw UsageError("--video-driver: \"\(driver)\" is not a driver name (x11, wayland, kmsdrm, …)")
                }
                options.videoDriver = driver.lowercased()
            default:
                if argument == "-" || !argument.hasPrefix("-") {
                    guard options.dataPath == nil else {
                        throw UsageError("one data file at a time (got \"\(options.dataPath!)\" and \"\(argument)\")")
                    }
                    options.dataPath = argument
                } else {
                    throw unknown(argument, command: nil)
                }
            }
        }
        options.idle = Self.kioskDefaults(options.idle, kiosk: options.kiosk)
        if options.follows && (options.dataPath == nil || options.dataPath == "-") {
            throw UsageError("--follow: give a data file or database to follow (standard input is always followed)")
        }
        return options
    }

    /// A kiosk resets after two minutes unless `--idle-reset` said otherwise (0 turns it off).
    private static func kioskDefaults(_ idle: IdleOptions, kiosk: Bool) -> IdleOptions {
        var idle = idle
        if kiosk && idle.resetAfter == nil { idle.resetAfter = IdleOptions.kioskResetAfter }
        if idle.resetAfter == 0 { idle.resetAfter = nil }
        return idle
    }

    // MARK: Option groups

    /// How the viewer sounds. Returns false when `name` is not one of these.
    private mutating func parseSound(_ name: String, _ inline: String?, into sound: inout SoundOptions) throws(UsageError) -> Bool {
        switch name {
        case "--sound":
            let text = try value(for: name, inline)
            guard text == "on" || text == "off" else { throw UsageError("--sound: \"\(text)\" is not on or off") }
            sound.sound = text == "on"
        case "--volume": sound.volume = try number(for: name, inline, in: 0...1)
        case "--speak": try flag(name, inline); sound.speak = true
        default: return false
        }
        return true
    }

    /// What happens while nobody touches the screen. Returns false when `name` is not one of them.
    private mutating func parseIdle(_ name: String, _ inline: String?, into idle: inout IdleOptions) throws(UsageError) -> Bool {
        switch name {
        case "--idle-reset": idle.resetAfter = try number(for: name, inline, in: 0...86_400)
        case "--attract": idle.attractPath = try value(for: name, inline)
        case "--blank-after":
            let minutes = try number(for: name, inline, in: 0...10_080)
            idle.blankAfter = minutes > 0 ? minutes * 60 : nil
        default: return false
        }
        return true
    }

    /// Options every drawing command shares. Returns false when `name` is not one of them.
    private mutating func parseAppearance(_ name: String, _ inline: String?, into options: inout AppearanceOptions) throws(UsageError) -> Bool {
        switch name {
        case "--screen": options.screen = try value(for: name, inline)
        case "--theme":
            let text = try value(for: name, inline)
            guard let scheme = ColorScheme(rawValue: text) else {
                throw UsageError("--theme: \"\(text)\" is not a theme (light or dark)")
            }
            options.theme.scheme = scheme
        case "--reduce-motion": try flag(name, inline); options.theme.reduceMotion = true
        case "--reduce-transparency": try flag(name, inline); options.theme.reduceTransparency = true
        case "--rtl": try flag(name, inline); options.theme.rightToLeft = true
        case "--increase-contrast": try flag(name, inline); options.theme.increaseContrast = true
        case "--glass":
            let text = try value(for: name, inline)
            guard let material = GlassMaterial(rawValue: text) else {
                throw UsageError("--glass: \"\(text)\" is not a glass (liquid or frosted)")
            }
            options.theme.glass = material
        case "--rotate":
            let text = try value(for: name, inline)
            guard let degrees = Int(text), let rotation = DisplayRotation(rawValue: degrees) else {
                throw UsageError("--rotate: \"\(text)\" is not a rotation (0, 90, 180 or 270 degrees clockwise)")
            }
            options.rotation = rotation
        case "--text-scale": options.theme.textScale = try number(for: name, inline, in: 0.5...3)
        case "--spring":
            let text = try value(for: name, inline)
            do throws(CustomSpringError) {
                options.spring = try CustomSpring(parsing: text)
            } catch {
                throw UsageError("--spring: \(error.description)")
            }
        case "--window":
            let text = try value(for: name, inline)
            guard let range = ChartCalendar.range(iso: text) else {
                throw UsageError("--window: \"\(text)\" is not FROM..TO with ISO dates (like 2026-03-03..2026-04-14)")
            }
            options.window = range
        case "--currency":
            let code = try value(for: name, inline)
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw UsageError("--currency: \"\(code)\" is not a three-letter currency code (e.g. USD)")
            }
            options.currency = code.uppercased()
        case "--sort":
            let text = try value(for: name, inline)
            guard text == "value" else {
                throw UsageError("--sort: \"\(text)\" is not a sort order (value sorts the bars high to low)")
            }
            options.sortsByValue = true
        case "--aggregate":
            let text = try value(for: name, inline)
            guard let aggregate = Aggregate(rawValue: text) else {
                throw UsageError("--aggregate: \"\(text)\" is not a figure (mean, sum, count, max or min)")
            }
            options.aggregate = aggregate
        default: return false
        }
        return true
    }

    /// The loader's options (issue 7). Returns false when `name` is not one of them.
    private mutating func parseData(_ name: String, _ inline: String?, into data: inout LoadOptions) throws(UsageError) -> Bool {
        switch name {
        case "--x": data.x = ColumnChoice(try value(for: name, inline))
        case "--y": data.y = ColumnChoice(try value(for: name, inline))
        case "--where":
            let text = try value(for: name, inline)
            guard let filter = RowFilter(parsing: text) else {
                throw UsageError("--where: \"\(text)\" is not COLUMN=VALUE")
            }
            data.filter = filter
        case "--query", "--table":
            let text = try value(for: name, inline)
            guard data.database == nil else { throw UsageError("--query and --table: give one of them") }
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("\(name) needs a value") }
            data.database = name == "--query" ? .query(text) : .table(text)
        case "--day-first": try flag(name, inline); data.dayFirst = true
        case "--date-format": data.dateFormat = try value(for: name, inline)
        case "--tz":
            let text = try value(for: name, inline)
            guard let zone = LoadOptions.timeZone(named: text) else {
                throw UsageError("--tz: \"\(text)\" is not a time zone (an IANA name like Europe/Paris, UTC, or +05:30)")
            }
            data.timeZone = zone
        default: return false
        }
        return true
    }

    // MARK: Values

    /// Reads `WxH` in points: two whole numbers within ``sizeRange``.
    static func size(_ text: String) throws(UsageError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw UsageError("--size: \"\(text)\" is not WIDTHxHEIGHT (like 1280x800)")
        }
        guard sizeRange.contains(width), sizeRange.contains(height) else {
            throw UsageError("--size: \(width)x\(height) is out of range (each side \(sizeRange.lowerBound) to \(sizeRange.upperBound) points)")
        }
        return (width, height)
    }

    /// The most pixels a headless frame may have: 8192 × 8192 (256 MB).
    static let maximumPixelCount = 8192.0 * 8192.0

    /// Refuses a frame whose pixel count would exhaust memory rather than crash allocating it.
    static func checkPixelCount(width: Double, height: Double, scale: Double, what: String) throws(UsageError) {
        let pixels = (width * scale).rounded() * (height * scale).rounded()
        guard pixels <= maximumPixelCount else {
            throw UsageError("\(what) is too large (\(Int(pixels)) pixels; at most \(Int(maximumPixelCount)))")
        }
    }

    private mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// `--name=value` splits into name and inline value; anything else has no inline value.
    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private mutating func value(for name: String, _ inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = next() else { throw UsageError("\(name) needs a value") }
        return value
    }

    private func flag(_ name: String, _ inline: String?) throws(UsageError) {
        if inline != nil { throw UsageError("\(name) takes no value") }
    }

    private mutating func number(for name: String, _ inline: String?, in range: ClosedRange<Double>) throws(UsageError) -> Double {
        let text = try value(for: name, inline)
        guard let number = Double(text), number.isFinite else {
            throw UsageError("\(name): \"\(text)\" is not a number")
        }
        guard range.contains(number) else {
            throw UsageError("\(name): \(text) is out of range (\(CommandLineParser.format(range.lowerBound)) to \(CommandLineParser.format(range.upperBound)))")
        }
        return number
    }

    /// Reads `--fps`: more than 0, at most ``ClipOptions/fpsLimit``, fractions allowed (29.97).
    private func framesPerSecond(_ text: String) throws(UsageError) -> Double {
        guard let fps = Double(text), fps.isFinite else { throw UsageError("--fps: \"\(text)\" is not a number") }
        guard fps > 0, fps <= ClipOptions.fpsLimit else {
            throw UsageError("--fps: \(text) is out of range (more than 0, at most \(Self.format(ClipOptions.fpsLimit)) frames a second)")
        }
        return fps
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    private func unknown(_ argument: String, command: String?) -> UsageError {
        let scope = command.map { " for \($0)" } ?? ""
        return UsageError("unknown option \"\(argument)\"\(scope) (see vitrine --help)")
    }
}
