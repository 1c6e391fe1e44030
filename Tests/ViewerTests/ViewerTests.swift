import Components
import Testing
@testable import Viewer

@Suite("Command line")
struct CommandLineTests {
    @Test("Render defaults follow DESIGN.md")
    func renderDefaults() throws {
        guard case .render(let options) = try CommandLineParser.parse(["render", "--out", "a.png"]) else {
            Issue.record("not a render command")
            return
        }
        #expect(options.appearance.screen == "gallery")
        #expect(options.width == 1280 && options.height == 800)
        #expect(options.scale == 1)
        #expect(options.timeMilliseconds == nil)
        #expect(options.appearance.theme.scheme == .light)
    }

    @Test("Every render option is read, with = or a separate value")
    func everyRenderOption() throws {
        let arguments = [
            "render", "--screen", "tiers", "--data=a.csv", "--size", "800x600", "--scale=2", "--theme", "dark",
            "--reduce-motion", "--reduce-transparency", "--rtl", "--text-scale", "1.5", "--input", "t.jsonl",
            "--time", "1200", "--out", "o.png", "--state", "-", "--x", "date", "--y", "2", "--where", "sym=A",
            "--day-first", "--date-format", "%d.%m.%Y", "--tz", "Europe/Paris",
        ]
        guard case .render(let options) = try CommandLineParser.parse(arguments) else {
            Issue.record("not a render command")
            return
        }
        #expect(options.appearance.screen == "tiers")
        #expect(options.dataPath == "a.csv")
        #expect(options.width == 800 && options.height == 600 && options.scale == 2)
        #expect(options.appearance.theme == Theme(scheme: .dark, reduceMotion: true, reduceTransparency: true, rightToLeft: true, textScale: 1.5))
        #expect(options.inputPath == "t.jsonl" && options.timeMilliseconds == 1200)
        #expect(options.outputPath == "o.png" && options.statePath == "-")
        #expect(options.data.x?.text == "date" && options.data.y?.text == "2" && options.data.dayFirst)
        #expect(options.data.filter?.description == "sym=A" && options.data.dateFormat == "%d.%m.%Y")
        #expect(options.data.timeZone.identifier == "Europe/Paris")
    }

    @Test("Bad sizes are refused with one clear line", arguments: ["0x0", "abc", "1x1", "1280x", "x800", "-5x10", "99999x800", "12.5x800"])
    func badSizes(_ size: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["render", "--size", size, "--out", "a.png"]) }
        do {
            _ = try CommandLineParser.parse(["render", "--size", size, "--out", "a.png"])
        } catch {
            #expect(error.message.hasPrefix("--size:"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("Unknown options, missing values and bad values are usage errors", arguments: [
        ["render", "--out", "a.png", "--frobnicate"],
        ["render", "--out"],
        ["render", "--out", "a.png", "--theme", "sepia"],
        ["render", "--out", "a.png", "--scale", "0"],
        ["render", "--out", "a.png", "--time", "soon"],
        ["render", "--out", "a.png", "--text-scale", "nan"],
        ["render", "--out", "a.png", "--tz", "Mars/Olympus"],
        ["render", "--out", "a.png", "--where", "novalue"],
        ["render"],
        ["--frobnicate"],
        ["--kiosk-exit", "hyper+q"],
        ["--reduce-motion=yes"],
        ["inspect"],
    ])
    func usageErrors(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
    }

    @Test("The window takes a data file, kiosk options and a recording path")
    func windowOptions() throws {
        guard case .window(let options) = try CommandLineParser.parse(
            ["prices.csv", "--kiosk", "--kiosk-exit", "ctrl+alt+q", "--record", "t.jsonl", "--screen", "tiers"])
        else {
            Issue.record("not a window command")
            return
        }
        #expect(options.dataPath == "prices.csv" && options.kiosk && options.recordPath == "t.jsonl")
        #expect(options.kioskExit == KeyChord(parsing: "ctrl+alt+q"))
        #expect(options.kioskExit?.control == true && options.kioskExit?.alt == true && options.kioskExit?.key == "q")
        #expect(options.appearance.screen == "tiers")
    }

    @Test("Standard input is a data source, and help wins over everything")
    func stdinAndHelp() throws {
        guard case .window(let options) = try CommandLineParser.parse(["-"]) else {
            Issue.record("not a window command")
            return
        }
        #expect(options.dataPath == "-")
        guard case .help = try CommandLineParser.parse(["render", "--bogus", "--help"]) else {
            Issue.record("help not chosen")
            return
        }
        guard case .inspect(let file, _) = try CommandLineParser.parse(["inspect", "data.csv", "--day-first"]) else {
            Issue.record("not inspect")
            return
        }
        #expect(file == "data.csv")
    }

    @Test("Help lists every option")
    func helpListsOptions() {
        for option in [
            "--screen", "--theme", "--reduce-motion", "--reduce-transparency", "--rtl", "--text-scale",
            "--fullscreen", "--kiosk", "--record", "--data", "--size", "--scale", "--input", "--time", "--out", "--state",
        ] {
            #expect(CommandLineParser.helpText.contains(option), "\(option) missing from help")
        }
    }
}
