import Dataset
import Foundation

/// `vitrine-bench peers`: whole jobs timed against the tools people would otherwise use, on the
/// same generated files, in the same run (issue 21). Each peer is a whole process, from its start
/// to its PNG, timed by wall clock with its peak resident set read from `wait4`, the median of
/// `--repeat N` runs (default 3):
///
///     peers 1m vitrine 0.12 s gnuplot 0.85 s ratio 7.1
///     peers 1m vitrine 0.12 s matplotlib 0.87 s ratio 7.3
///     peers 1m memory vitrine 60 MiB gnuplot 294 MiB matplotlib 216 MiB
///     peers 10m vitrine 0.38 s gnuplot 6.40 s ratio 16.8            goal ratio ≥ 15
///     peers 10m memory vitrine 240 MiB gnuplot 1700 MiB
///     peers parse-10m vitrine 0.16 s pyarrow 0.56 s ratio 3.5       goal ratio ≥ 3
///
/// - vitrine: `vitrine render --screen scrub --data FILE --out x.png`, the binary beside this one;
/// - gnuplot 5 (`pngcairo`, 1280x800, `with lines`), installed with `scripts/install-deps
///   gnuplot-nox` when missing;
/// - matplotlib (Agg, 1280x800 at 100 dpi) after pandas' `read_csv`, on the 1M-row file only,
///   as the issue's table has it;
/// - parse only: pyarrow's `csv.read_csv` on both cores against `SeriesLoader.load` here, each
///   timed inside its process around the call alone (imports excluded).
///
/// pandas, matplotlib and pyarrow are installed with pip when missing. A peer that cannot be had
/// prints `unavailable` with the reason; the others still run.
///
/// Options: `--repeat N`; `--rows-small N` and `--rows-large N` (default 1000000 and 10000000).
func runPeersBench(_ arguments: [String]) -> Int32 {
    var repeats = 3
    var small = 1_000_000, large = 10_000_000
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        guard ["--repeat", "--rows-small", "--rows-large"].contains(argument) else {
            FileHandle.standardError.write(Data("vitrine-bench peers: unknown option \(argument)\n".utf8))
            return 2
        }
        guard let text = remaining.popFirst(), let number = Int(text), number > 0 else {
            FileHandle.standardError.write(Data("vitrine-bench peers: \(argument) needs a positive whole number\n".utf8))
            return 2
        }
        switch argument {
        case "--repeat": repeats = number
        case "--rows-small": small = number
        default: large = number
        }
    }
    let vitrine = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vitrine").path
    guard FileManager.default.isExecutableFile(atPath: vitrine) else {
        FileHandle.standardError.write(Data("vitrine-bench peers: no vitrine binary at \(vitrine); build it first\n".utf8))
        return 1
    }
    PeerTools.install()
    for (rows, name, withMatplotlib) in [(small, "1m", true), (large, "10m", false)] {
        let path: String
        do {
            path = try DataBenchFile.generate(rows: rows).path
        } catch {
            FileHandle.standardError.write(Data("vitrine-bench peers: \(error)\n".utf8))
            return 1
        }
        defer { unlink(path) }
        let output = NSTemporaryDirectory() + "vitrine-bench-peers.png"
        defer { unlink(output) }
        // Every run is a first open: a fresh cache folder, so no run maps what an earlier one kept.
        let ours = PeerRun.median(repeats) {
            let cacheHome = NSTemporaryDirectory() + "vitrine-bench-peers-cache-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: cacheHome) }
            return PeerRun.time([vitrine, "render", "--screen", "scrub", "--data", path, "--out", output], cacheHome: cacheHome)
        }
        guard let ours else {
            print("peers \(name) vitrine unavailable (the render failed)")
            continue
        }
        var memory = "peers \(name) memory vitrine \(ours.mebibytes) MiB"
        if let gnuplot = PeerRun.median(repeats, { PeerRun.time(["/usr/bin/env", "gnuplot", "-e", PeerTools.gnuplotScript(path, output)]) }) {
            print("peers \(name) vitrine \(ours.formatted) gnuplot \(gnuplot.formatted) ratio \(ratio(gnuplot.seconds, ours.seconds))")
            memory += " gnuplot \(gnuplot.mebibytes) MiB"
        } else {
            print("peers \(name) gnuplot unavailable")
        }
        if withMatplotlib {
            if let plotted = PeerRun.median(repeats, {
                PeerRun.time(["/usr/bin/env", "python3", "-c", PeerTools.matplotlibScript, path, output])
            }) {
                print("peers \(name) vitrine \(ours.formatted) matplotlib \(plotted.formatted) ratio \(ratio(plotted.seconds, ours.seconds))")
                memory += " matplotlib \(plotted.mebibytes) MiB"
            } else {
                print("peers \(name) matplotlib unavailable")
            }
        }
        print(memory)
        if !withMatplotlib { parsePeers(path: path, name: name, repeats: repeats) }
    }
    return 0
}

/// The parse alone: ours in this process on both cores, pyarrow's in its own.
private func parsePeers(path: String, name: String, repeats: Int) {
    var ours: [Double] = []
    for _ in 0..<repeats {
        let clock = ContinuousClock()
        let start = clock.now
        guard (try? SeriesLoader.load(file: path)) != nil else {
            print("peers parse-\(name) vitrine unavailable (the file did not load)")
            return
        }
        ours.append((clock.now - start).inSeconds)
    }
    let mine = DataBenchRun.median(ours)
    guard let theirs = PeerTools.pyarrowSeconds(path, repeats: repeats) else {
        print("peers parse-\(name) pyarrow unavailable")
        return
    }
    print("peers parse-\(name) vitrine \(String(format: "%.2f", mine)) s pyarrow \(String(format: "%.2f", theirs)) s ratio \(ratio(theirs, mine))")
}

private func ratio(_ theirs: Double, _ ours: Double) -> String { String(format: "%.1f", theirs / ours) }

/// One whole process: wall seconds and peak resident set.
struct PeerRun {
    var seconds: Double
    var peakBytes: Int

    var formatted: String { "\(String(format: "%.2f", seconds)) s" }
    var mebibytes: Int { peakBytes >> 20 }

    /// Runs `command` with its output discarded and waits for it; nil when it cannot start or
    /// fails.
    /// Runs `command` with `XDG_CACHE_HOME` set to `cacheHome` when given (Vitrine keeps its
    /// column cache there): a fresh folder per run times a first open, a kept one a second.
    static func time(_ command: [String], cacheHome: String? = nil) -> PeerRun? {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var arguments = command.map { strdup($0) }
        arguments.append(nil)
        defer { for argument in arguments { free(argument) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        var environment = ProcessInfo.processInfo.environment
        if let cacheHome { environment["XDG_CACHE_HOME"] = cacheHome }
        var variables = environment.map { strdup("\($0.key)=\($0.value)") }
        variables.append(nil)
        defer { for variable in variables { free(variable) } }
        guard posix_spawn(&pid, command[0], &actions, nil, arguments, variables) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = (clock.now - start).inSeconds
        // Exited normally with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return PeerRun(seconds: seconds, peakBytes: usage.ru_maxrss * 1024)
    }

    /// The median run by time, with the largest peak of them; nil if any run failed.
    static func median(_ repeats: Int, _ run: () -> PeerRun?) -> PeerRun? {
        var runs: [PeerRun] = []
        for _ in 0..<repeats {
            guard let result = run() else { return nil }
            runs.append(result)
        }
        let sorted = runs.sorted { $0.seconds < $1.seconds }
        return PeerRun(seconds: sorted[sorted.count / 2].seconds, peakBytes: runs.map(\.peakBytes).max() ?? 0)
    }
}

/// Getting the peers, and what each is asked to do.
enum PeerTools {
    /// gnuplot-nox from Debian; pandas, matplotlib and pyarrow from PyPI, each only when missing.
    static func install() {
        let scripts = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("scripts/install-deps").path
        if PeerRun.time(["/usr/bin/env", "gnuplot", "--version"]) == nil, FileManager.default.isExecutableFile(atPath: scripts) {
            _ = PeerRun.time([scripts, "gnuplot-nox"])
        }
        for module in ["pandas", "matplotlib", "pyarrow"]
        where PeerRun.time(["/usr/bin/env", "python3", "-c", "import \(module)"]) == nil {
            _ = PeerRun.time(["/usr/bin/env", "python3", "-m", "pip", "install", "--quiet", module])
        }
    }

    /// The file drawn as a line over time, 1280x800, the way a gnuplot user would.
    static func gnuplotScript(_ path: String, _ output: String) -> String {
        "set terminal pngcairo size 1280,800; set output '\(output)'; set datafile separator ','; "
            + "set xdata time; set timefmt '%Y-%m-%dT%H:%M:%S'; plot '\(path)' using 1:2 every ::1 with lines notitle"
    }

    /// pandas reads the file with its dates, matplotlib (Agg) draws it 1280x800 and saves it.
    static let matplotlibScript = """
        import sys
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        import pandas
        frame = pandas.read_csv(sys.argv[1], parse_dates=[0])
        figure = plt.figure(figsize=(12.8, 8), dpi=100)
        plt.plot(frame.iloc[:, 0], frame.iloc[:, 1], linewidth=1)
        figure.savefig(sys.argv[2])
        """

    /// pyarrow's `csv.read_csv` on its default threads, timed around the call; the median.
    static func pyarrowSeconds(_ path: String, repeats: Int) -> Double? {
        let script = """
            import sys, time
            import pyarrow.csv
            times = []
            for _ in range(int(sys.argv[2])):
                start = time.perf_counter()
                table = pyarrow.csv.read_csv(sys.argv[1])
                times.append(time.perf_counter() - start)
                del table
            times.sort()
            print(times[len(times) // 2])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path, String(repeats)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
