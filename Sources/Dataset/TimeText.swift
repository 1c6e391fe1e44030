#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes instants as ISO 8601 text in a time zone, the way `vitrine inspect` and the state dump
/// show them, without `DateFormatter` (slow, and locale-dependent).
///
///     TimeText.iso8601(0, in: paris)   // "1970-01-01T01:00:00+01:00"
///     TimeText.isoDate(0, in: paris)   // "1970-01-01"
enum TimeText {
    /// `YYYY-MM-DDTHH:MM:SS[.mmm]±HH:MM` with the zone's offset at that instant. Values beyond
    /// ±1e14 seconds (no calendar date) are written as plain numbers.
    static func iso8601(_ seconds: Double, in zone: TimeZone) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return InspectReport.number(seconds) }
        return CivilCalendar.iso8601(seconds: seconds, offset: WallClock.offset(of: zone, at: seconds))
    }

    /// `YYYY-MM-DD`: the calendar day in the zone at that instant.
    static func isoDate(_ seconds: Double, in zone: TimeZone) -> String {
        String(iso8601(seconds, in: zone).prefix(10))
    }
}
