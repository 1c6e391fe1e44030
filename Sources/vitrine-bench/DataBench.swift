import Dataset
import Foundation
import Geometry

/// `vitrine-bench data`: the scale goals of issue 7, measured on a generated file, with pandas
/// timed on the same file in the same run.
///
///     data parse 10000000 rows 0.26 s 1021 MB/s rss 164 MB     goal ≥ 150 MB/s on one core
///     data parse two-thread 10000000 rows 0.16 s 1700 MB/s (wall)     goal ≥ 1.7 GB/s
///     data memory 16.4 bytes per row (peak 164 MB above baseline, file 270 MB not held, wall 0.26 s)
///     data pandas 10000000 rows 0.94 s ratio 3.56               goal ratio ≥ 2 (pandas time / ours)
///
/// The file is `date,value` then rows like `2000-01-01T00:00:00,57.31`: one row per minute from
/// 2000 (ten million minutes is about 19 years), values a seeded random walk with two decimals,
/// about 27 bytes a row. It is written to a temporary file, loaded with
/// `SeriesLoader.load(file:)` exactly as `vitrine FILE` loads it, and deleted afterwards.
///
/// `data parse` is CPU time, both parsing threads' together, so it reads per core: the machine
/// may be shared, and time spent preempted by other processes is not counted. `data parse
/// two-thread` is the wall time of the same load, on both cores (goal ≥ 1.7 GB/s, issue 21). pandas is
/// timed the same way (`time.process_time()` around `read_csv` only, so interpreter start-up and
/// imports are excluded). MB are 10⁶ bytes.
///
/// Memory (`rss`) is the growth of the process's peak resident set while loading: the loaded
/// series plus the parser's working memory. Large files are read in chunks and never held whole,
/// so nothing is subtracted for the file, and `rss / rows` is an upper bound against the "≤ 24
/// bytes per row above the file" goal. See ``MemoryProbe`` for how the peak is read.
///
/// Each side parses the file `--repeat N` times (default 3) and reports the median time, because
/// on a shared machine one run can be slowed by a neighbour's build; memory is the largest peak.
///
/// Options: `--rows N` (default 10000000) for a quick run; `--repeat N`; `--no-pandas` skips the
/// peer.
func runDataBench(_ arguments: [String]) -> Int32 {
    var rows = 10_000_000
    var runsPandas = true
    var repeats = 3
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--rows":
            guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                FileHandle.standardError.write(Data("vitrine-bench data: --rows needs a positive whole number\n".utf8))
                return 2
            }
            rows = count
        case "--repeat":
            guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                FileHandle.standardError.write(Data("vitrine-bench data: --repeat needs a positive whole number\n".utf8))
                return 2
            }
            repeats = count
        case "--no-pandas":
            runsPandas = false
        default:
            FileHandle.standardError.write(Data("vitrine-bench data: unknown option \(argument)\n".utf8))
            return 2
        }
    }

    let path: String
    let fileSize: Int
    do {
        (path, fileSize) = try DataBenchFile.generate(rows: rows)
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench data: \(error)\n".utf8))
        return 1
    }
    defer { unlink(path) }

    // Measure ours first, while the process is still small: the peak is what loading adds. Each
    // run's series is dropped before the next, so every run starts from the same baseline.
    var runs: [DataBenchRun] = []
    for _ in 0..<repeats {
        do {
            runs.append(try DataBenchRun.measure(path: path, rows: rows))
        } catch {
            FileHandle.standardError.write(Data("vitrine-bench data: \(error)\n".utf8))
            return 1
        }
    }
    let seconds = DataBenchRun.median(runs.map(\.seconds))
    let wallSeconds = DataBenchRun.median(runs.map(\.wallSeconds))
    let aboveBaseline = runs.map(\.peakAboveBaseline).max() ?? 0

    let megabytes = Double(fileSize) / 1e6
    print(String(format: "data parse %d rows %.2f s %.0f MB/s rss %.0f MB",
                 rows, seconds, megabytes / seconds, Double(aboveBaseline) / 1e6))
    // Both cores: the wall time from the call to the loaded series.
    print(String(format: "data parse two-thread %d rows %.2f s %.0f MB/s (wall)", rows, wallSeconds, megabytes / wallSeconds))
    print(String(format: "data memory %.1f bytes per row (peak %.0f MB above baseline, file %.0f MB not held, wall %.2f s)",
                 Double(aboveBaseline) / Double(rows), Double(aboveBaseline) / 1e6, megabytes, wallSeconds))

    guard runsPandas else { return 0 }
    switch PandasPeer.readCSV(path, repeats: repeats) {
    case .measured(let pandasRows, let pandasSeconds):
        print(String(format: "data pandas %d rows %.2f s ratio %.2f", pandasRows, pandasSeconds, pandasSeconds / seconds))
    case .unavailable(let reason):
        print("data pandas - (\(reason))")
    }
    return 0
}

/// One timed load of the benchmark file.
struct DataBenchRun {
    /// CPU seconds of the load, both threads' together: the per-core cost.
    var seconds: Double
    var wallSeconds: Double
    /// Growth of the peak resident set during the load, in bytes.
    var peakAboveBaseline: Int

    static func measure(path: String, rows: Int) throws -> DataBenchRun {
        let baseline = MemoryProbe.resetPeak()
        let wallClock = ContinuousClock()
        let wallStart = wallClock.now
        let cpuStart = ProcessTime.seconds()
        let series: TimeSeries
        do {
            series = try SeriesLoader.load(file: path)
        } catch {
            throw DataBenchFile.Failure(description: error.message)
        }
        let seconds = ProcessTime.seconds() - cpuStart
        let wallSeconds = (wallClock.now - wallStart).inSeconds
        let peak = MemoryProbe.peakBytes()
        guard series.samples.count == rows, series.skipped == 0 else {
            throw DataBenchFile.Failure(description: "read \(series.samples.count) rows and skipped \(series.skipped), expected \(rows)")
        }
        return DataBenchRun(seconds: seconds, wallSeconds: wallSeconds, peakAboveBaseline: max(0, peak - baseline))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}

/// Writes the benchmark file without holding it in memory (one 1 MiB buffer), so the process's
/// peak before parsing is its baseline.
enum DataBenchFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Creates the temporary file and returns its path and size in bytes.
    static func generate(rows: Int) throws -> (path: String, size: Int) {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        var template = Array(directory.appendingPathComponent("vitrine-bench-data-XXXXXX.csv").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else {
            throw Failure(description: "cannot create a temporary file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        var size = 0
        func flush() throws {
            var written = 0
            while written < buffer.count {
                let result = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else {
                    unlink(path)
                    throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
                written += result
            }
            size += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }

        buffer.append(contentsOf: "date,value\n".utf8)
        var clock = MinuteClock()
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hundredths = 5_000   // the value in hundredths: 50.00 to start
        for _ in 0..<rows {
            clock.write(into: &buffer)
            buffer.append(UInt8(ascii: ","))
            // A random walk of ±0.50 at most per minute, kept within 0.00...999.99.
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407   // an LCG: modulo 2⁶⁴
            hundredths = min(99_999, max(0, hundredths + Int((random >> 33) % 101) - 50))
            appendDecimal(hundredths, into: &buffer)
            buffer.append(UInt8(ascii: "\n"))
            clock.advance()
            if buffer.count >= (1 << 20) - 64 { try flush() }
        }
        try flush()
        return (path, size)
    }

    /// `57.31`, `0.05`: hundredths as a decimal with two places.
    private static func appendDecimal(_ hundredths: Int, into buffer: inout [UInt8]) {
        let whole = hundredths / 100
        if whole >= 100 { buffer.append(UInt8(ascii: "0") + UInt8(whole / 100)) }
        if whole >= 10 { buffer.append(UInt8(ascii: "0") + UInt8(whole / 10 % 10)) }
        buffer.append(UInt8(ascii: "0") + UInt8(whole % 10))
        buffer.append(UInt8(ascii: "."))
        buffer.append(UInt8(ascii: "0") + UInt8(hundredths / 10 % 10))
        buffer.append(UInt8(ascii: "0") + UInt8(hundredths % 10))
    }
}

/// A civil date and time that steps one minute at a time and writes itself as
/// `YYYY-MM-DDTHH:MM:SS`; counting fields is far cheaper than converting ten million timestamps.
struct MinuteClock {
    var year = 2000, month = 1, day = 1, hour = 0, minute = 0

    mutating func advance() {
        minute += 1
        guard minute == 60 else { return }
        minute = 0
        hour += 1
        guard hour == 24 else { return }
        hour = 0
        day += 1
        guard day > Self.daysInMonth(year: year, month: month) else { return }
        day = 1
        month += 1
        guard month == 13 else { return }
        month = 1
        year += 1
    }

    func write(into buffer: inout [UInt8]) {
        Self.append(year, digits: 4, into: &buffer)
        buffer.append(UInt8(ascii: "-"))
        Self.append(month, digits: 2, into: &buffer)
        buffer.append(UInt8(ascii: "-"))
        Self.append(day, digits: 2, into: &buffer)
        buffer.append(UInt8(ascii: "T"))
        Self.append(hour, digits: 2, into: &buffer)
        buffer.append(UInt8(ascii: ":"))
        Self.append(minute, digits: 2, into: &buffer)
        buffer.append(contentsOf: ":00".utf8)
    }

    private static func append(_ value: Int, digits: Int, into buffer: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// Reads the process's resident set from `/proc/self/status`.
///
/// `VmHWM` is the peak resident set since the process started, or since the peak was last reset.
/// Writing `5` to `/proc/self/clear_refs` (Linux 4.0 and later) resets it to the current resident
/// set, so the peak read after loading is the peak *of loading*; `VmRSS` at the reset is the
/// baseline. Should the reset be refused, the peak still counts from process start, which is
/// close to the baseline because the file is generated through a small buffer.
enum MemoryProbe {
    /// Resets the peak and returns the current resident set, in bytes.
    static func resetPeak() -> Int {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write(Data("5".utf8))
            try? handle.close()
        }
        return field("VmRSS:")
    }

    /// The peak resident set since the last reset, in bytes.
    static func peakBytes() -> Int {
        field("VmHWM:")
    }

    /// A `kB` line of `/proc/self/status`, in bytes; 0 when the file or line is missing.
    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let number = line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
            return (number ?? 0) * 1024
        }
        return 0
    }
}

/// CPU seconds used by the calling thread (user and system), so preemption is not counted.
enum ThreadTime {
    static func seconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// CPU seconds of every thread of the process: a parse on two cores counts both.
enum ProcessTime {
    static func seconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// pandas, the tool people would otherwise load this file with, run on the same file.
enum PandasPeer {
    enum Outcome {
        case measured(rows: Int, seconds: Double)
        case unavailable(String)
    }

    /// Times `read_csv(path, parse_dates=[0])` inside Python with `process_time()`, so start-up,
    /// imports and the file's generation are excluded; prints the row count and the median time. It checks that the dates were really parsed
    /// (a column left as text would make pandas look faster than it is).
    static let script = """
        import sys, time
        try:
            import pandas
        except ImportError:
            sys.exit(3)
        times = []
        for _ in range(int(sys.argv[2])):
            start = time.process_time()
            frame = pandas.read_csv(sys.argv[1], parse_dates=[0])
            times.append(time.process_time() - start)
            if not str(frame.dtypes.iloc[0]).startswith("datetime64"):
                print("dates left as " + str(frame.dtypes.iloc[0]), file=sys.stderr)
                sys.exit(4)
            rows = len(frame)
            del frame
        times.sort()
        print(rows, times[len(times) // 2])
        """

    static func readCSV(_ path: String, repeats: Int) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path, String(repeats)]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .unavailable("python3 not found")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            let parts = text.split(whereSeparator: \.isWhitespace)
            guard parts.count == 2, let rows = Int(parts[0]), let seconds = Double(parts[1]) else {
                return .unavailable("unexpected output: \(text.prefix(80))")
            }
            return .measured(rows: rows, seconds: seconds)
        case 3, 127:
            return .unavailable(process.terminationStatus == 3 ? "pandas not installed" : "python3 not found")
        default:
            let reason = message.split(separator: "\n").last.map(String.init) ?? "exit \(process.terminationStatus)"
            return .unavailable("pandas failed: \(reason)")
        }
    }
}
