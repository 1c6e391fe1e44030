// The libFuzzer target for the Dataset layer (issue 7: "no crash, no hang, memory stays bounded").
//
// `scripts/fuzz SECONDS` compiles this file together with `Sources/Dataset/*.swift` as one module,
// so it reaches the internal parsers directly, and links libFuzzer with `swiftc -sanitize=fuzzer`.
// It lives outside `Sources/` so SwiftPM never builds it.
//
// Every input goes through every parser rather than being routed by a leading "mode" byte: the
// seeds are then ordinary data files (the csv-spectrum cases, real exports), and a mutation that
// turns CSV into JSON or a date into a number keeps exercising whichever parser now fits.
//
//   1. the whole-file path: `SeriesLoader.load(bytes:)`, then the `inspect` report;
//   2. the stream path: `IncrementalParser` fed in chunks whose sizes, sample size, day-first
//      setting and time zone are drawn from a hash of the input, so the same input always
//      replays the same way;
//   3. the JSON reader and its shapes, through `JSONSeries.table(document:)`;
//   4. the CSV tokenizer on its own, with each candidate delimiter, whole and streamed;
//   5. the date and number parsers on each line: every `DateLayout`, the detectors, and, when the
//      first line holds a `%`, that line as a `--date-format` pattern applied to the others.
//
// Errors are the expected outcome for most inputs; only crashes, hangs (`-timeout`) and runaway
// memory (`-rss_limit_mb`, `-malloc_limit_mb`) count as findings. A finding becomes a test in
// `Tests/DatasetTests/FuzzRegressionTests.swift`.

// Foundation, not only FoundationEssentials, as the app links it: named time zones
// (`Europe/Paris`) exist only with FoundationInternationalization.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var choices = FuzzChoices(seed: FuzzChoices.hash(input))
    FuzzTarget.loadWhole(input)
    FuzzTarget.loadStreamed(input, choices: &choices)
    FuzzTarget.parseJSON(input)
    FuzzTarget.tokenize(input, choices: &choices)
    FuzzTarget.parseDatesAndNumbers(input)
    return 0
}

/// A repeatable stream of small choices drawn from the input's own hash (no global state, no
/// clock), so a crash file replays exactly.
struct FuzzChoices {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// FNV-1a over the bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return value
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

enum FuzzTarget {
    static let utc = TimeZone(identifier: "UTC")!
    /// A zone with daylight-saving transitions, so the wall-clock span cache is exercised.
    static let paris = TimeZone(identifier: "Europe/Paris") ?? utc

    static func loadWhole(_ input: UnsafeBufferPointer<UInt8>) {
        do {
            let series = try SeriesLoader.load(bytes: Array(input))
            precondition(!series.samples.isEmpty, "a loaded series must have samples")
            _ = InspectReport(series).json
        } catch {
            precondition(!error.message.contains("\n"), "an error must be one line: \(error.message)")
        }
    }

    static func loadStreamed(_ input: UnsafeBufferPointer<UInt8>, choices: inout FuzzChoices) {
        var options = LoadOptions()
        options.sampleLineCount = 1 + choices.below(8)
        options.dayFirst = choices.below(4) == 0
        options.timeZone = choices.below(2) == 0 ? paris : utc
        options.warningLimit = choices.below(4)
        var parser = IncrementalParser(options: options)
        var series: TimeSeries?
        var start = 0
        do {
            while start < input.count {
                let end = min(input.count, start + 1 + choices.below(64))
                let rows = try parser.feed(UnsafeBufferPointer(rebasing: input[start..<end]))
                if series == nil { series = parser.summary }
                series?.insert(contentsOf: rows)
                start = end
            }
            let rows = try parser.finish()
            if series == nil { series = parser.summary }
            series?.insert(contentsOf: rows)
            if let series {
                precondition(zip(series.samples, series.samples.dropFirst()).allSatisfy { $0.time <= $1.time },
                             "streamed samples must stay in time order")
                _ = InspectReport(series).json
            }
        } catch {
            precondition(!error.message.contains("\n"), "an error must be one line: \(error.message)")
        }
    }

    static func parseJSON(_ input: UnsafeBufferPointer<UInt8>) {
        guard let table = try? JSONSeries.table(document: input) else { return }
        for record in table.records {
            precondition(record.fieldCount <= max(table.names.count, 1), "a JSON row wider than its columns")
        }
    }

    static func tokenize(_ input: UnsafeBufferPointer<UInt8>, choices: inout FuzzChoices) {
        let delimiter = DelimiterSniffer.sniff(input)
        precondition(DelimiterSniffer.candidates.contains(delimiter), "the sniffer returned a non-candidate")
        var whole = CSVTokenizer(delimiter: delimiter)
        var wholeCount = 0
        whole.tokenize(input, isFinal: true) { record in
            wholeCount += 1
            for index in 0..<record.fieldCount {
                record.withField(index) { cell in _ = NumberParser.parse(cell) }
            }
        }
        // The same bytes in pieces, as a stream delivers them: the kept tail grows until a record
        // completes, exactly as `IncrementalParser` keeps it.
        var streamed = CSVTokenizer(delimiter: delimiter)
        var pending: [UInt8] = []
        var streamedCount = 0
        var start = 0
        while start < input.count {
            let end = min(input.count, start + 1 + choices.below(32))
            pending.append(contentsOf: input[start..<end])
            let consumed = pending.withUnsafeBufferPointer { buffer in
                streamed.tokenize(buffer, isFinal: false) { _ in streamedCount += 1 }
            }
            precondition(consumed <= pending.count, "the tokenizer consumed more than it was given")
            pending.removeFirst(consumed)
            start = end
        }
        _ = pending.withUnsafeBufferPointer { buffer in
            streamed.tokenize(buffer, isFinal: true) { _ in streamedCount += 1 }
        }
        _ = (wholeCount, streamedCount)
    }

    static let layouts: [DateLayout] = [
        .yearMonthDay(separator: ASCII.minus), .yearMonthDay(separator: ASCII.slash), .yearMonthDay(separator: ASCII.period),
        .yearMonth(separator: ASCII.minus), .compactDate,
        .monthDayYear(separator: ASCII.slash), .dayMonthYear(separator: ASCII.period),
        .quarter, .year, .epochSeconds, .epochMilliseconds,
    ] + MonthNameOrder.allCases.map { .monthName($0) }

    static func parseDatesAndNumbers(_ input: UnsafeBufferPointer<UInt8>) {
        var lines: [[UInt8]] = []
        var start = 0
        for index in 0...input.count where index == input.count || input[index] == ASCII.lineFeed {
            lines.append(Array(trimmed(UnsafeBufferPointer(rebasing: input[start..<index]))))
            start = index + 1
            if lines.count == 64 { break }
        }
        var clock = WallClock(timeZone: paris)
        for line in lines {
            line.withUnsafeBufferPointer { cell in
                _ = NumberParser.parse(cell)
                _ = NumberParser.parse(cell, decimalComma: true)
                _ = MissingValues.isMissing(cell)
                for layout in layouts {
                    if let parsed = layout.parse(cell) {
                        let instant = clock.instant(parsed)
                        _ = TimeText.iso8601(instant, in: paris)
                    }
                }
                _ = LoadOptions.timeZone(named: String(decoding: cell, as: UTF8.self))
            }
        }
        _ = DateFormatDetector.detectText(lines, dayFirst: false)
        _ = DateFormatDetector.detectText(lines, dayFirst: true)
        _ = DateFormatDetector.detectNumeric(lines)
        if let first = lines.first, first.contains(0x25),
           let pattern = try? DatePattern(String(decoding: first, as: UTF8.self)) {
            for line in lines.dropFirst() {
                if let parsed = line.withUnsafeBufferPointer({ pattern.parse($0) }) {
                    _ = TimeText.iso8601(clock.instant(parsed), in: paris)
                }
            }
        }
    }
}
