#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns wall-clock readings written without an offset into instants, in one time zone.
///
/// Asking `TimeZone` for every row would dominate parsing, so the converter remembers the span of
/// instants over which the last offset holds (from the zone's previous transition to its next)
/// and answers rows in that span with one subtraction. Files are in time order, oldest or newest
/// first, so the span almost always hits. A time that falls in a spring-forward gap is read with the offset before the gap, as most
/// libraries do.
struct WallClock {
    let timeZone: TimeZone
    private var spanStart = Double.infinity
    private var spanEnd = -Double.infinity
    private var spanOffset = 0.0

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        if Self.isFixed(timeZone) {
            spanStart = -.infinity
            spanEnd = .infinity
            spanOffset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)))
        }
    }

    /// The instant (seconds since 1970 UTC) of a time read in this converter's zone, unless the
    /// time carries its own offset.
    @inline(__always)
    mutating func instant(_ time: ParsedTime) -> Double {
        switch time {
        case .instant(let seconds):
            return seconds
        case .wall(let seconds, let offset?):
            return seconds - Double(offset)
        case .wall(let seconds, nil):
            let guess = seconds - spanOffset
            if guess >= spanStart && guess < spanEnd { return guess }
            return slowInstant(wall: seconds)
        }
    }

    private mutating func slowInstant(wall: Double) -> Double {
        let firstOffset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall)))
        var instant = wall - firstOffset
        let secondOffset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        var offset = firstOffset
        if secondOffset != firstOffset {
            let candidate = wall - secondOffset
            // Keep the reading whose offset agrees with itself; in a gap neither does, keep the first.
            if Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: candidate))) == secondOffset {
                instant = candidate
                offset = secondOffset
            }
        }
        spanOffset = offset
        spanEnd = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: instant))?
            .timeIntervalSince1970 ?? .infinity
        // The previous transition: walk forward from a year back (zones change at most a few
        // times a year); with none in that year the offset held for all of it.
        var start = instant - 366 * Double(CivilCalendar.secondsPerDay)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: start)),
              next.timeIntervalSince1970 <= instant {
            start = next.timeIntervalSince1970
        }
        spanStart = start
        return instant
    }

    /// True for zones with one offset forever (UTC, `+05:30`), which need no lookups at all.
    static func isFixed(_ zone: TimeZone) -> Bool {
        let early = Date(timeIntervalSince1970: -4_000_000_000)
        let late = Date(timeIntervalSince1970: 4_000_000_000)
        return zone.nextDaylightSavingTimeTransition(after: early) == nil
            && zone.secondsFromGMT(for: early) == zone.secondsFromGMT(for: late)
    }

    /// Seconds east of UTC in `zone` at an instant; used to show times the way they were read.
    static func offset(of zone: TimeZone, at seconds: Double) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    }
}
