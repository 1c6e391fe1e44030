import Components
import Dataset
import Foundation
import Geometry
import Raster
import Typeset
import Viewer

/// The window size the piece benches draw at.
let screenBenchSize = Size(width: 1280, height: 800)

/// A piece bench that could not run: one line for stderr.
struct ScreenBenchFailure: Error, CustomStringConvertible {
    var description: String
}

/// The screen `name` on `series` (its example when nil), opened as `vitrine` opens it, in a session
/// at ``screenBenchSize``. `window` is the Range Lens's `--window`.
func openScreen(_ name: String, series: TimeSeries?, window: ClosedRange<Double>? = nil, text: TextEngine) throws -> ViewerSession {
    let screen: Screen
    do {
        var appearance = AppearanceOptions()
        appearance.window = window
        let context = try PieceContext.opening(appearance, series: series, assets: AssetLocator())
        screen = try ScreenRegistry.standard.makeScreen(named: name, context: context)
    } catch {
        throw ScreenBenchFailure(description: error.message)
    }
    return ViewerSession(screen: screen, size: screenBenchSize, theme: Theme(), text: text, series: series)
}

/// From a file on disk to the first frame of a screen, as `vitrine FILE` opens it: the times of
/// each part, and how much the process's peak resident set grew (the window's canvas left out).
struct ScreenLoad {
    var series: TimeSeries
    var seconds: Double
    var parseSeconds: Double
    var screenSeconds: Double
    var frameSeconds: Double
    var peakBytes: Int

    init(screen name: String, path: String, text: TextEngine) throws {
        let baseline = MemoryProbe.resetPeak()
        let clock = ContinuousClock()
        let start = clock.now
        do {
            series = try SeriesLoader.load(file: path)
        } catch {
            throw ScreenBenchFailure(description: error.message)
        }
        let parsed = clock.now
        let session = try openScreen(name, series: series, text: text)
        let built = clock.now
        var canvas = Canvas(width: Int(screenBenchSize.width), height: Int(screenBenchSize.height))
        session.draw(into: &canvas, at: 0)
        let drawn = clock.now
        seconds = (drawn - start).inSeconds
        parseSeconds = (parsed - start).inSeconds
        screenSeconds = (built - parsed).inSeconds
        frameSeconds = (drawn - built).inSeconds
        peakBytes = max(MemoryProbe.peakBytes() - baseline - canvas.width * canvas.height * 4, 0)
    }
}
