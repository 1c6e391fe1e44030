import Components
import Dataset
import Foundation
import Geometry
import Gestures
import Raster
import Testing
import Typeset
@testable import Viewer

/// A live stream followed on the window's worker shows what following it inline shows.
@Suite struct FollowWorkerTests {
    /// A stream of `count` daily rows, cut into reads of `rowsPerRead` as standard input delivers
    /// them, with the parser's summary.
    static func stream(count: Int, rowsPerRead: Int) throws -> (summary: TimeSeries, reads: [ParsedRows]) {
        var parser = IncrementalParser(options: LoadOptions(sampleLineCount: 10))
        var reads: [ParsedRows] = []
        var text = "date,price\n"
        var value = 100.0
        var random: UInt64 = 0x5EED
        for day in 0..<count {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            value += Double(Int(random >> 59)) - 15.5
            let date = Date(timeIntervalSince1970: 1_500_000_000 + Double(day) * 86_400)
            text += "\(date.formatted(.iso8601.year().month().day())),\(value)\n"
            if (day + 1) % rowsPerRead == 0 {
                reads.append(try parser.feed(Array(text.utf8)))
                text = ""
            }
        }
        reads.append(try parser.feed(Array(text.utf8)) + (try parser.finish()))
        return (try #require(parser.summary), reads.filter { !$0.samples.isEmpty })
    }

    static func session(screen name: String) throws -> ViewerSession {
        let screen = try ScreenRegistry.standard.makeScreen(named: name, context: PieceContext(awaitsData: true))
        return ViewerSession(screen: screen, size: Size(width: 800, height: 600), theme: Theme(), text: try TextEngine())
    }

    /// Advances `session` a frame at a time from `time` until every row it received is shown, or
    /// five seconds of real time pass; the session time reached.
    static func settle(_ session: ViewerSession, from time: Double) -> Double {
        var time = time
        let deadline = Date().addingTimeInterval(5)
        while session.receivedCount != session.series?.samples.count, Date() < deadline {
            time += 1.0 / 60
            session.advance(to: time)
            Thread.sleep(forTimeInterval: 0.002)
        }
        return time
    }

    @Test("A stream followed on the worker reaches the same picture as one followed inline",
          arguments: ["scrub", "lens"])
    func workerMatchesInline(screen: String) throws {
        let (summary, reads) = try Self.stream(count: 900, rowsPerRead: 40)
        let inline = try Self.session(screen: screen)
        let worked = try Self.session(screen: screen)
        worked.followWorker = FollowWorker(onFinished: {})
        var time = 0.0
        for rows in reads {
            time += 0.03
            inline.receive(rows, summary: summary, at: time)
            worked.receive(rows, summary: summary, at: time)
            inline.advance(to: time)
            worked.advance(to: time)
        }
        time = Self.settle(worked, from: time)
        inline.advance(to: time + 0.2)
        worked.advance(to: time + 0.2)
        #expect(worked.series?.samples == inline.series?.samples)
        #expect(worked.series?.samples.count == 900)
        // Once the lines have landed the two pictures are the same pixels.
        var left = Canvas(width: 800, height: 600), right = Canvas(width: 800, height: 600)
        inline.draw(into: &left, at: time + 3)
        worked.draw(into: &right, at: time + 3)
        let differing = zip(left.pixels, right.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        #expect(worked.state(at: time + 3)["pieces"] == inline.state(at: time + 3)["pieces"])
    }

    @Test("While the worker builds, the frame loop has no deadline to spin on")
    func noDeadlineWhileBuilding() throws {
        let (summary, reads) = try Self.stream(count: 300, rowsPerRead: 30)
        let session = try Self.session(screen: "scrub")
        session.followWorker = FollowWorker(onFinished: {})
        session.receive(reads[0], summary: summary, at: 1)
        // Rows keep arriving while the first follow is with the worker.
        for (index, rows) in reads.dropFirst().enumerated() {
            session.receive(rows, summary: summary, at: 1 + 0.2 * Double(index + 1))
        }
        if session.receivedCount != session.series?.samples.count, let deadline = session.nextDeadline {
            #expect(deadline > 1 + 0.2 * Double(reads.count - 1) - 0.2, "a deadline in the past wakes the loop at once, for nothing")
        }
        _ = Self.settle(session, from: 1 + 0.2 * Double(reads.count))
        #expect(session.series?.samples.count == 300, "rows that arrived during a build follow in turn")
    }

    @Test("After a rebuild the worker rests three times as long as it took, so it never takes more than a quarter of a core")
    func workerRestsAfterARebuild() throws {
        let (summary, reads) = try Self.stream(count: 300, rowsPerRead: 100)
        let session = try Self.session(screen: "scrub")
        session.followWorker = FollowWorker(onFinished: {})
        session.receive(reads[0], summary: summary, at: 1)
        // The build is taken half a second later on the session's clock: it "took" 0.5 s.
        let deadline = Date().addingTimeInterval(5)
        while session.series?.samples.count != 100, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.002)
            session.advance(to: 1.5)
        }
        session.receive(reads[1], summary: summary, at: 1.6)
        for time in stride(from: 1.7, through: 2.95, by: 0.05) {
            Thread.sleep(forTimeInterval: 0.005)
            session.advance(to: time)
        }
        #expect(session.series?.samples.count == 100, "the next rows wait out the rest, until 1.5 + 3 × 0.5")
        session.advance(to: 3.0)
        _ = Self.settle(session, from: 3.0)
        #expect(session.series?.samples.count == 200)
    }

    @Test("A reload while the worker builds keeps the reloaded series")
    func reloadDropsAStaleBuild() throws {
        let (summary, reads) = try Self.stream(count: 200, rowsPerRead: 100)
        let session = try Self.session(screen: "scrub")
        session.followWorker = FollowWorker(onFinished: {})
        session.receive(reads[0], summary: summary, at: 1)
        var reloaded = summary
        reloaded.samples = [Sample(time: 1_700_000_000, value: 7), Sample(time: 1_700_086_400, value: 9)]
        session.reload(reloaded, at: 1.01)
        let time = Self.settle(session, from: 1.01)
        session.advance(to: time + 1)
        #expect(session.series?.samples.map(\.value) == [7, 9])
        let scrub = try #require(session.screen.pieces.first as? ScrubChart)
        #expect(scrub.model.points.map(\.value) == [7, 9])
    }
}
