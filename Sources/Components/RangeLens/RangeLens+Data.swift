import Dataset

extension RangeLensModel {
    /// The lens a screen opens on: the loaded file when there is one, the seed's example (a year
    /// of daily steps, "steps a day") otherwise, and an empty lens while a stream has yet to arrive.
    init(context: PieceContext) {
        let format: RangeLensValueFormat = context.currency.map { .currency(code: $0) } ?? .rounded
        if let series = context.series {
            // A file's figures are named by its value column ("steps", "temp_max"), as the example's
            // unit names what it counts.
            self.init(samples: series.samples, isTimeAxis: series.axis == .time, unit: series.valueName.isEmpty ? nil : series.valueName,
                      format: format)
        } else if context.awaitsData {
            self.init(samples: [], format: format)
        } else {
            self.init(samples: context.examples.lensSteps, unit: context.examples.lensSteps.isEmpty ? nil : "steps a day", format: format)
        }
    }
}

extension RangeLensModel {
    /// The model of `series` with this one's summary, unit, minimum span and format.
    func following(_ series: TimeSeries) -> RangeLensModel {
        RangeLensModel(samples: series.samples, isTimeAxis: series.axis == .time, summary: summary, unit: unit,
                       minimumSpan: minimumSpan, format: format)
    }
}

extension RangeLens: SeriesFollowing {
    /// Builds the model of the grown series (its extremes and strip) with the lens's summary,
    /// unit, minimum span and format as they are now.
    public func followWork() -> @Sendable (TimeSeries) -> any Sendable {
        let old = model
        return { series in old.following(series) }
    }

    /// New rows extend the strip. The lens keeps its dates, and a lens whose window ends on the
    /// latest sample keeps ending on the latest sample, so a live window follows the stream.
    public func follow(_ series: TimeSeries, built: any Sendable, at time: Double) {
        lastTime = max(lastTime, time)
        let old = model
        let oldSpan = span.rounded
        let endsOnLatest = !old.isEmpty && oldSpan.end >= Double(old.count)
        let dates: ClosedRange<Double>? = old.window(of: oldSpan).map { old.time($0.lowerBound)...old.time($0.upperBound) }
        model = built as? RangeLensModel ?? old.following(series)
        redacted = false
        dataVersion += 1
        previous = nil
        var target: RangeLensSpan
        if let dates, !old.isEmpty {
            target = model.span(for: dates)
            if endsOnLatest {
                target = RangeLensSpan.clamped(start: Double(model.count) - oldSpan.width, width: oldSpan.width, count: model.count)
            }
        } else {
            target = model.openingSpan
        }
        if grab == nil { motion.place(target) }
        write(target, at: time)
        motion.rescale(to: ChartScale(peak: window.map { model.peak($0) } ?? 0).top, at: time, animated: !old.isEmpty)
        relayout()
    }
}
