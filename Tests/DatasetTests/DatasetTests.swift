import Foundation
import Testing
@testable import Dataset

/// Shared helpers for the Dataset tests.
enum Fixtures {
    /// `<package root>/../shared/data`, found from this file's path so it works wherever the
    /// package is cloned (CI puts `shared/` beside the package).
    static let sharedData: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // DatasetTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()   // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data")

    static let utc = TimeZone(identifier: "UTC")!

    static func options(_ configure: (inout LoadOptions) -> Void = { _ in }) -> LoadOptions {
        var options = LoadOptions(timeZone: utc)
        configure(&options)
        return options
    }

    static func load(_ text: String, _ configure: (inout LoadOptions) -> Void = { _ in }) throws(DataError) -> TimeSeries {
        try SeriesLoader.load(bytes: Array(text.utf8), options: options(configure))
    }

    static func load(bytes: [UInt8], _ configure: (inout LoadOptions) -> Void = { _ in }) throws(DataError) -> TimeSeries {
        try SeriesLoader.load(bytes: bytes, options: options(configure))
    }

    /// Seconds since 1970 of a UTC civil time, computed independently with Foundation's calendar.
    static func utcSeconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components)!.timeIntervalSince1970
    }
}

@Test("A simple CSV loads")
func simpleCSVLoads() throws {
    let series = try Fixtures.load("date,value\n2020-01-01,1\n2020-01-02,2.5\n")
    #expect(series.samples == [Sample(time: Fixtures.utcSeconds(2020, 1, 1), value: 1),
                               Sample(time: Fixtures.utcSeconds(2020, 1, 2), value: 2.5)])
}
