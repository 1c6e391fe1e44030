// The vitrine executable: reads the command line, then renders headless, inspects a data file, or
// opens the SDL window. Everything but the window lives in Viewer; this target is the only code
// that touches SDL.
import Foundation
import Raster
import Typeset
import Viewer

FrameMemory.keepFreedPages()
let environment = ProcessInfo.processInfo.environment
let command: Command
do {
    command = try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    fail(error.message)
}

switch command {
case .help:
    print(CommandLineParser.helpText)
case .inspect(let file, let data):
    do {
        let report = try DataSource.inspect(file, options: data)
        FileHandle.standardOutput.write(Data((report.hasSuffix("\n") ? report : report + "\n").utf8))
    } catch {
        fail(error.message)
    }
case .render(let options):
    let text = openTextEngine()
    do {
        try HeadlessRender(options: options).run(text: text) { output in
            FileHandle.standardOutput.write(Data(output.utf8))
        }
    } catch {
        fail(error.message)
    }
case .window(var options):
    let text = openTextEngine()
    do {
        try options.idle.loadAttract()
        // A file loads before the window opens (a bad one exits 2); standard input streams in live.
        let series = try options.dataPath.flatMap { path throws(UsageError) in
            path == "-" ? nil : try DataSource.load(path, options: options.data)
        }
        let app = try WindowApp(options: options, series: series, text: text, environment: environment)
        app.run()
        DataSource.finishCaching(series)
    } catch {
        fail(error.message)
    }
}
exit(0)
