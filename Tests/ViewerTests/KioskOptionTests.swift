import Dataset
import Foundation
import Testing
@testable import Viewer

@Suite("Kiosk options")
struct KioskOptionTests {
    func window(_ arguments: [String]) throws -> WindowOptions {
        guard case .window(let options) = try CommandLineParser.parse(arguments) else { throw UsageError("not a window") }
        return options
    }

    @Test("--follow takes an interval only when a number follows it")
    func followIntervalIsOptional() throws {
        let plain = try window(["log.csv", "--follow", "--kiosk"])
        #expect(plain.follows && plain.followInterval == nil && plain.kiosk)
        let timed = try window(["readings.db", "--table", "readings", "--follow", "5"])
        #expect(timed.followInterval == 5 && timed.data.database == .table("readings"))
        #expect(throws: UsageError.self) { try window(["--follow"]) }
        #expect(throws: UsageError.self) { try window(["log.csv", "--follow", "0"]) }
    }

    @Test("--query and --table are one or the other")
    func queryOrTable() {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["inspect", "r.db", "--query", "SELECT 1, 2", "--table", "t"]) }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["inspect", "r.db", "--query", " "]) }
    }

    @Test("A database opened without --query or --table says how to chart it")
    func databaseNeedsASelection() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString).db").path
        try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 0, count: 84)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: UsageError.self) { try DataSource.load(path, options: LoadOptions()) }
    }

    @Test("--video-driver takes a driver's name")
    func videoDriver() throws {
        #expect(try window(["--video-driver", "KMSDRM"]).videoDriver == "kmsdrm")
        #expect(throws: UsageError.self) { try window(["--video-driver", "x11; rm"]) }
    }

    @Test("Drivers tried: the requested one alone, else the desktop's, then KMSDRM under --kiosk")
    func driverOrder() {
        let desktop = ["DISPLAY": ":0"]
        #expect(VideoDrivers.attempts(environment: desktop, fileExists: { _ in false }).map(\.driver) == ["x11"])
        #expect(VideoDrivers.attempts(environment: desktop, kiosk: true, fileExists: { _ in false }).map(\.driver) == ["x11", "kmsdrm"])
        #expect(VideoDrivers.attempts(environment: [:], kiosk: true, fileExists: { _ in false }).map(\.driver) == ["kmsdrm"])
        #expect(VideoDrivers.attempts(environment: desktop, requested: "wayland", kiosk: true, fileExists: { _ in false }).map(\.driver) == ["wayland"])
        #expect(VideoDrivers.attempts(environment: [:], fileExists: { _ in false }).isEmpty)
    }
}
