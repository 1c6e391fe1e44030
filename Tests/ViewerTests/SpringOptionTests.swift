import Components
import JSONText
import Testing
@testable import Viewer

/// `--spring DURATION,BOUNCE`: the tiers screen's custom lane from the command line.
@Suite("--spring")
struct SpringOptionTests {
    @Test("--spring opens the custom lane on that spring, and the state dump gives its figures")
    func springSetsTheCustomLane() throws {
        let result = try render(["--screen", "tiers", "--spring", "0.3,0.1"])
        let custom = try #require(result.state.tiersEntry?["custom"])
        #expect(custom["duration"]?.number == 0.3)
        #expect(custom["bounce"]?.number == 0.1)
        #expect(custom["swiftUI"]?.string == ".spring(duration: 0.30, bounce: 0.10)")
        #expect((custom["t90"]?.number ?? 0) > 0 && (custom["settle"]?.number ?? 0) > 0)
    }

    @Test("A --spring outside the wheels, or not DURATION,BOUNCE, is a one-line usage error",
          arguments: ["0.05,0.3", "1.5,0.3", "0.4,0.95", "0.4,-0.6", "0.4", "fast", "0.4,nan"])
    func badSpringIsRefused(_ value: String) {
        #expect {
            try CommandLineParser.parse(["render", "--screen", "tiers", "--spring", value, "--out", "x.png"])
        } throws: { error in
            let message = (error as? UsageError)?.description ?? ""
            return message.hasPrefix("--spring: ") && !message.contains("\n")
        }
    }

    @Test("--spring is listed in the help")
    func helpListsSpring() {
        #expect(CommandLineParser.helpText.contains("--spring D,B"))
    }
}
