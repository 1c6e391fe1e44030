import Components
import Foundation
import Testing
@testable import Viewer

/// `vitrine --help` lists every option and only the screens that exist (DESIGN.md), and the
/// unknown-screen message names the same screens.
@Suite("Help text")
struct HelpTests {
    /// The screen names on help's `--screen NAME` line, the default's mark removed.
    static func screensInHelp(_ help: String = CommandLineParser.helpText) -> [String] {
        guard let line = help.split(separator: "\n").first(where: { $0.contains("--screen NAME") }) else { return [] }
        let list = line.split(separator: "--screen NAME", maxSplits: 1).last ?? ""
        return list.split(separator: ",").map {
            $0.replacingOccurrences(of: "(default)", with: "").trimmingCharacters(in: .whitespaces)
        }
    }

    /// The names a refused screen's message lists after `known screens:`.
    static func screensInError(for name: String) -> [String] {
        do {
            _ = try ScreenRegistry.standard.makeScreen(named: name, context: PieceContext())
            return []
        } catch {
            guard let start = error.message.range(of: "known screens: "),
                let end = error.message[start.upperBound...].firstIndex(of: ")")
            else { return [] }
            return error.message[start.upperBound..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test("Help lists exactly the registered screens, the gallery first as the default")
    func helpListsRegisteredScreens() {
        #expect(Self.screensInHelp() == ScreenRegistry.standard.availableNames)
        #expect(CommandLineParser.helpText.contains("--screen NAME            gallery (default), "))
        // A screen DESIGN.md promises but nobody built yet is not offered.
        for name in ScreenRegistry.designedNames where !ScreenRegistry.standard.availableNames.contains(name) {
            #expect(!Self.screensInHelp().contains(name), "help offers \(name), which is not built")
        }
        // The list follows the registry rather than being written out.
        let one = ScreenRegistry(entries: [ScreenRegistry.standard.entries[0]])
        #expect(Self.screensInHelp(CommandLineParser.helpText(screens: one)) == ["gallery", one.entries[0].name])
    }

    @Test("Every screen help lists renders, and its state dump names it", arguments: HelpTests.screensInHelp())
    func everyListedScreenRenders(_ name: String) throws {
        let result = try render(["--screen", name, "--size", "960x600"])
        #expect(result.state["screen"]?.string == name)
        guard case .object(let pieces)? = result.state["pieces"] else {
            Issue.record("\(name): no pieces in the state dump")
            return
        }
        #expect(!pieces.isEmpty)
        let first = try #require(result.canvas.pixels.first)
        #expect(result.canvas.pixels.contains { $0 != first }, "\(name) rendered one flat colour")
    }

    @Test("An unknown or unbuilt screen lists the same names as help")
    func refusedScreensListHelpsNames() {
        let listed = Self.screensInHelp()
        #expect(!listed.isEmpty)
        #expect(Self.screensInError(for: "no-such-screen") == listed)
        for name in ScreenRegistry.designedNames where !ScreenRegistry.standard.availableNames.contains(name) {
            #expect(Self.screensInError(for: name) == listed, "\(name)")
            #expect(throws: UsageError("screen \"\(name)\" is not built yet (known screens: \(listed.joined(separator: ", ")))")) {
                try ScreenRegistry.standard.makeScreen(named: name, context: PieceContext())
            }
        }
    }

    /// Every `"--option"` literal in the parser's source: the options it accepts.
    static func parserOptions() throws -> [String] {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Viewer/CommandLineParser.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        return Set(text.matches(of: /"(--[a-z][a-z-]*)"/).map { String($0.output.1) }).sorted()
    }

    @Test("Help names every option the parser accepts")
    func helpNamesEveryParsedOption() throws {
        let options = try Self.parserOptions()
        #expect(options.count > 20, "the parser's options were not found: \(options)")
        let help = CommandLineParser.helpText
        for option in options + ["-h"] {
            #expect(help.range(of: "\(option)(?![a-z-])", options: .regularExpression) != nil, "\(option) missing from help")
        }
    }

    @Test("Every option help names is accepted by one of the commands")
    func everyHelpOptionParses() {
        let named = Set(CommandLineParser.helpText.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        #expect(named.count > 20)
        for option in named.sorted() {
            var accepted = false
            for command in [[], ["render"], ["inspect"]] {
                do {
                    _ = try CommandLineParser.parse(command + [option, "1"])
                    accepted = true
                } catch {
                    accepted = accepted || !error.message.hasPrefix("unknown option")
                }
            }
            #expect(accepted, "help names \(option), which no command accepts")
        }
    }
}
