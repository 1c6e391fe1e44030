// The window's dates as the readout writes them and as a voice reads them.

extension RangeLensModel {
    /// "3 Mar – 14 Apr", "3–14 Mar", with the year when the window crosses one or lies in an
    /// earlier year ("28 Dec 2025 – 3 Jan 2026"); one day reads "3 Mar". A window of samples finer
    /// than daily within one day gives its hours: "3 Mar, 09:00–17:00". A series over plain
    /// numbers gives its first and last x.
    func dateRange(_ window: ClosedRange<Int>) -> String {
        let first = time(window.lowerBound), last = time(window.upperBound)
        guard isTimeAxis else { return numberRange(first, last) }
        let a = ChartCalendar.parts(first), b = ChartCalendar.parts(last)
        let year = carriesYear(a, b)
        let sameDay = a.year == b.year && a.month == b.month && a.day == b.day
        if sameDay {
            let day = "\(a.day) \(ChartCalendar.shortMonth(a.month))" + (year ? " \(a.year)" : "")
            guard cadence.isFinerThanDaily, first < last else { return day }
            return day + ", " + clock(a) + "–" + clock(b)
        }
        if !year || a.year == b.year {
            let tail = year ? " \(b.year)" : ""
            if a.month == b.month { return "\(a.day)–\(b.day) \(ChartCalendar.shortMonth(b.month))" + tail }
            return "\(a.day) \(ChartCalendar.shortMonth(a.month)) – \(b.day) \(ChartCalendar.shortMonth(b.month))" + tail
        }
        return "\(a.day) \(ChartCalendar.shortMonth(a.month)) \(a.year) – \(b.day) \(ChartCalendar.shortMonth(b.month)) \(b.year)"
    }

    /// "3 March to 14 April", for a voice, which reads a dash between dates unevenly.
    func spokenRange(_ window: ClosedRange<Int>) -> String {
        let first = time(window.lowerBound), last = time(window.upperBound)
        guard isTimeAxis else { return numberRange(first, last, joiner: " to ") }
        let a = ChartCalendar.parts(first), b = ChartCalendar.parts(last)
        let year = carriesYear(a, b)
        func spoken(_ parts: ChartCalendar.Parts) -> String {
            "\(parts.day) \(ChartCalendar.longMonth(parts.month))" + (year ? " \(parts.year)" : "")
        }
        let from = spoken(a), to = spoken(b)
        return from == to ? from : "\(from) to \(to)"
    }

    /// The sample's date as the state dump writes it: `2026-03-14`, or with its time
    /// (`2026-03-14T09:30:00Z`) when it is not midnight. Plain numbers are written as numbers.
    func isoDate(_ index: Int) -> String {
        let time = self.time(index)
        guard isTimeAxis else { return ChartNumberFormat.number.format(time) }
        let parts = ChartCalendar.parts(time)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(width - text.count, 0)) + text
        }
        let date = pad(parts.year, 4) + "-" + pad(parts.month, 2) + "-" + pad(parts.day, 2)
        let seconds = Int((time - ChartCalendar.start(of: .day, containing: time)).rounded(.down))
        guard seconds > 0 else { return date }
        return date + "T" + pad(seconds / 3600, 2) + ":" + pad(seconds % 3600 / 60, 2) + ":" + pad(seconds % 60, 2) + "Z"
    }

    /// The date of one sample as the caption names a hovered bar: "Tue 3 Mar", with the year when
    /// it lies in an earlier year, and the time for samples finer than daily.
    func sampleDate(_ index: Int) -> String {
        let time = self.time(index)
        guard isTimeAxis else { return ChartNumberFormat.number.format(time) }
        let parts = ChartCalendar.parts(time)
        var text = "\(ChartCalendar.shortWeekday(parts.weekday)) \(parts.day) \(ChartCalendar.shortMonth(parts.month))"
        if parts.year != latestYear { text += " \(parts.year)" }
        if cadence.isFinerThanDaily { text += ", " + clock(parts) }
        return text
    }

    private func carriesYear(_ a: ChartCalendar.Parts, _ b: ChartCalendar.Parts) -> Bool {
        a.year != b.year || b.year != latestYear
    }

    private func clock(_ parts: ChartCalendar.Parts) -> String {
        (parts.hour < 10 ? "0" : "") + "\(parts.hour):" + (parts.minute < 10 ? "0" : "") + "\(parts.minute)"
    }

    private func numberRange(_ first: Double, _ last: Double, joiner: String = " – ") -> String {
        let format = ChartNumberFormat.number
        return first == last ? format.format(first) : format.format(first) + joiner + format.format(last)
    }
}
