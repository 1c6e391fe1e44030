import Foundation
import Testing
@testable import Dataset

/// Inputs the libFuzzer target (`scripts/fuzz`, `Fuzz/DatasetFuzz.swift`) found crashing or
/// hanging, kept so the fix stays fixed in every `swift test`. Each test names what the input
/// exercised and says what went wrong before the fix.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The fuzzer's very first input, zero bytes, crashed before any parsing: the default
    /// `LoadOptions()` force-unwrapped `TimeZone(identifier: "UTC")`, which is nil in a program
    /// that links FoundationEssentials without the time zone database (as the fuzz target first
    /// did). The default zone now falls back to the fixed zero offset.
    @Test("Empty input with default options is a one-line error, whole or streamed")
    func emptyInputWithDefaultOptions() {
        #expect(LoadOptions().timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(LoadOptions.timeZone(environment: [:]).secondsFromGMT() == 0)
        #expect(LoadOptions.timeZone(named: "UTC")?.secondsFromGMT() == 0)

        #expect(throws: DataError.self) { try SeriesLoader.load(bytes: []) }
        var parser = IncrementalParser()
        #expect(throws: DataError.self) {
            _ = try parser.feed([UInt8]())
            _ = try parser.finish()
        }
    }
}
