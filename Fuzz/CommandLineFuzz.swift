// The libFuzzer target for the command line (issue 22): every option's value is text a person
// typed, and a kiosk's unit file or a script may pass anything.
//
// `scripts/fuzz` compiles this file together with `Sources/Viewer/**/*.swift` as one module, so it
// reaches the parser's internal checks, against the modules below Viewer as the release build
// left them (they are linked, not instrumented: the parser is what is explored).
//
// An input is one command line: arguments separated by NUL or line feed, at most 64 of them (the
// seeds in Fuzz/CommandLineSeeds are written one argument a line). A `TZ=` first line becomes the
// environment's time zone. The parser must return a command or one line of error; a command it
// returns must hold only values the rest of the app can take: a size inside the accepted range, a
// finite scale and time, a window that does not invert.

import Components
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
        .flatMap { $0.split(separator: 0x0A, omittingEmptySubsequences: false) }
        .prefix(64)
        .map { String(decoding: $0, as: UTF8.self) }
    var environment: [String: String] = [:]
    if let first = arguments.first, first.hasPrefix("TZ=") {
        environment["TZ"] = String(first.dropFirst(3))
        arguments.removeFirst()
    }
    do {
        switch try CommandLineParser.parse(arguments, environment: environment) {
        case .help, .inspect:
            break
        case .render(let options):
            checkSize(width: options.width, height: options.height)
            precondition(options.scale.isFinite && options.scale > 0, "a scale must be finite and positive")
            precondition(options.timeMilliseconds.map { $0.isFinite && $0 >= 0 } ?? true, "a time must be finite")
            checkAppearance(options.appearance)
        case .window(let options):
            checkSize(width: options.width, height: options.height)
            checkAppearance(options.appearance)
        }
    } catch {
        precondition(!error.message.isEmpty, "an error must say something")
        precondition(!error.message.contains("\n"), "an error must be one line: \(error.message)")
    }
    return 0
}

private func checkSize(width: Int, height: Int) {
    precondition(CommandLineParser.sizeRange.contains(width) && CommandLineParser.sizeRange.contains(height),
                 "a size outside the accepted range was let through: \(width)x\(height)")
}

private func checkAppearance(_ appearance: AppearanceOptions) {
    let scale = appearance.theme.textScale
    precondition(scale.isFinite && scale > 0, "a text scale must be finite and positive")
    if let window = appearance.window {
        precondition(window.lowerBound.isFinite && window.upperBound.isFinite, "a lens window must be finite")
    }
    if let spring = appearance.spring {
        precondition(CustomSpring.durations.contains(spring.durationHundredths), "a custom spring's duration out of range")
        precondition(CustomSpring.bounces.contains(spring.bounceHundredths), "a custom spring's bounce out of range")
    }
}
