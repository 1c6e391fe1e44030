import Dataset
import Foundation

/// How dates read on the axis, in the flag and in the meta line, chosen by how long the series runs.
///
/// The seed's three rules: under 2 days the hour matters ("3 PM", or "3:30 PM" when precise),
/// under 120 days the day ("Sep 16"), and beyond that the month and year ("Sep 26", or
/// "Sep 16, 2026" when precise). Dates are read in UTC, so a replayed trace gives the same labels
/// on every machine; the words are English, as the seed's example renders. Callers uppercase them.
///
/// A series along plain numbers (`t`, `x`) or along its rows has no dates: its points' dates carry
/// the number, or the row from 0, and read back as that number or as "Row 1".
public struct ChartDateLabels: Sendable, Hashable {
    /// Seconds from the series' first point to its last.
    var span: TimeInterval
    var axis: ChartXAxis

    public init(span: TimeInterval, axis: ChartXAxis = .dates) {
        self.span = span
        self.axis = axis
    }

    init(points: SampleColumn, axis: ChartXAxis = .dates) {
        guard let first = points.first, let last = points.last else {
            self.init(span: 0, axis: axis)
            return
        }
        self.init(span: last.date.timeIntervalSince(first.date), axis: axis)
    }

    /// `precise` is for a single point under the finger; axis labels and range ends are not.
    public func label(_ date: Date, precise: Bool = false) -> String {
        switch axis {
        case .dates: dateLabel(date, precise: precise)
        case .numbers: ChartNumberFormat.number.format(date.timeIntervalSince1970)
        case .rows:
            // Rows count from 1 for a person; an axis label between two rows names the nearer.
            "\(precise ? "Row " : "")\(Int((date.timeIntervalSince1970 + 1).rounded()))"
        }
    }

    /// The label as a voice reads it: the same rules with the month written out, "September 16",
    /// "September 16, 2026", "September 2026" for a month on a long axis, "3:30 PM" by the hour.
    public func spokenLabel(_ date: Date, precise: Bool = false) -> String {
        guard axis == .dates else { return label(date, precise: precise) }
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
        let month = ChartCalendar.longMonth(parts.month ?? 1)
        let day = parts.day ?? 1
        if span < 2 * 86_400 { return dateLabel(date, precise: precise) }
        if span < 120 * 86_400 { return "\(month) \(day)" }
        let year = parts.year ?? 1970
        return precise ? "\(month) \(day), \(year)" : "\(month) \(year)"
    }

    private func dateLabel(_ date: Date, precise: Bool) -> String {
        let parts = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = Self.months[(parts.month ?? 1) - 1]
        let day = parts.day ?? 1
        if span < 2 * 86_400 {
            let hour = parts.hour ?? 0
            let clock = hour % 12 == 0 ? 12 : hour % 12
            let half = hour < 12 ? "AM" : "PM"
            if precise {
                let minute = parts.minute ?? 0
                return "\(clock):\(minute < 10 ? "0" : "")\(minute) \(half)"
            }
            return "\(clock) \(half)"
        }
        if span < 120 * 86_400 { return "\(month) \(day)" }
        let year = parts.year ?? 1970
        if precise { return "\(month) \(day), \(year)" }
        let twoDigits = year % 100
        return "\(month) \(twoDigits < 10 ? "0" : "")\(twoDigits)"
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
