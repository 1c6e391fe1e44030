import Foundation
import Testing
@testable import Dataset

/// The real files in shared/data. Expected numbers were computed independently with Python's
/// csv module (see the commit that added these tests), not with this code.
@Suite("Real data files")
struct RealDataTests {
    static let co2 = Fixtures.sharedData.appendingPathComponent("statsmodels_co2.csv").path
    static let seattle = Fixtures.sharedData.appendingPathComponent("vega_seattle-weather.csv").path

    @Test("statsmodels CO2: YYYYMMDD numbers are dates, 59 blank values are skipped")
    func co2() throws {
        let series = try SeriesLoader.load(file: Self.co2, options: Fixtures.options())
        let statistics = series.statistics
        #expect(series.axis == .time)
        #expect(series.timeName == "date")
        #expect(series.valueName == "co2")
        #expect(series.dateFormat == "YYYYMMDD")
        #expect(statistics.count == 2225)
        #expect(series.skipped == 59)
        #expect(series.warnings.isEmpty)
        #expect(statistics.minimum == 313.0)
        #expect(statistics.maximum == 373.9)
        #expect(abs(statistics.mean! - 340.1422471910112) < 1e-9)
        #expect(statistics.firstTime == Fixtures.utcSeconds(1958, 3, 29))
        #expect(statistics.lastTime == Fixtures.utcSeconds(2001, 12, 29))
    }

    @Test("Seattle weather: YYYY/MM/DD dates, the first numeric column is precipitation")
    func seattleDefaults() throws {
        let series = try SeriesLoader.load(file: Self.seattle, options: Fixtures.options())
        let statistics = series.statistics
        #expect(series.dateFormat == "YYYY/MM/DD")
        #expect(series.valueName == "precipitation")
        #expect(statistics.count == 1461)
        #expect(series.skipped == 0)
        #expect(statistics.minimum == 0.0)
        #expect(statistics.maximum == 55.9)
        #expect(abs(statistics.mean! - 3.02943189596167) < 1e-9)
        #expect(statistics.firstTime == Fixtures.utcSeconds(2012, 1, 1))
        #expect(statistics.lastTime == Fixtures.utcSeconds(2015, 12, 31))
    }

    @Test("Seattle weather: y chosen by name and by number give the same column")
    func seattleChosenColumns() throws {
        let byName = try SeriesLoader.load(file: Self.seattle, options: Fixtures.options { $0.y = "temp_max" })
        let byNumber = try SeriesLoader.load(file: Self.seattle, options: Fixtures.options { $0.y = "3" })
        #expect(byName.valueName == "temp_max")
        #expect(byName.samples == byNumber.samples)
        #expect(byName.statistics.minimum == -1.6)
        #expect(byName.statistics.maximum == 35.6)
        #expect(abs(byName.statistics.mean! - 16.43908281998631) < 1e-9)
        let wind = try SeriesLoader.load(file: Self.seattle, options: Fixtures.options { $0.y = "WIND" })
        #expect(wind.statistics.minimum == 0.4)
        #expect(wind.statistics.maximum == 9.5)
    }

    @Test("Seattle weather: a text column cannot be the value, and every row says why")
    func seattleTextColumnAsValue() throws {
        #expect(throws: DataError.self) {
            try SeriesLoader.load(file: Self.seattle, options: Fixtures.options { $0.y = "weather" })
        }
    }

    @Test("Seattle weather filtered to one kind of weather keeps only those days")
    func seattleFiltered() throws {
        let text = try String(contentsOfFile: Self.seattle, encoding: .utf8)
        let expected = text.split(separator: "\n").filter { $0.hasSuffix(",snow") }.count
        let series = try SeriesLoader.load(file: Self.seattle, options: Fixtures.options { $0.filter = RowFilter(parsing: "weather=snow") })
        #expect(series.statistics.count == expected)
        #expect(expected > 0)
    }

    @Test("Inspect on the CO2 file prints the fields DESIGN.md lists")
    func inspectCO2() throws {
        let json = try SeriesLoader.inspect(file: Self.co2, options: Fixtures.options())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == 2225)
        #expect(object["first"] as? String == "1958-03-29T00:00:00+00:00")
        #expect(object["last"] as? String == "2001-12-29T00:00:00+00:00")
        #expect(object["min"] as? Double == 313)
        #expect(object["max"] as? Double == 373.9)
        #expect(object["skipped"] as? Int == 59)
        #expect((object["warnings"] as? [Any])?.isEmpty == true)
        #expect(object["mean"] is Double)
    }

    @Test("A missing file, a directory and an empty file are one clear error each")
    func unreadableFiles() throws {
        #expect(throws: DataError.self) { try SeriesLoader.load(file: "/nonexistent/none.csv") }
        do {
            _ = try SeriesLoader.load(file: Fixtures.sharedData.path)
            Issue.record("a directory loaded")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.message.contains("directory"))
            #expect(!error.message.contains("\n"))
        }
        #expect(throws: DataError.self) { try Fixtures.load("") }
    }
}
