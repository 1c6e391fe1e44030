/// The seed's demo, shown when the `bars` screen opens with no data: a week of workouts, M to S,
/// that switches between this week and last every 2.6 s of frame time from the screen's opening,
/// so the bars keep dropping and rising again. Under Reduce Motion it stays on this week.
enum BarChartDemo {
    static let heading = "Workouts"
    static let labels = ["M", "T", "W", "T", "F", "S", "S"]
    static let weeks: [(title: String, values: [Double])] = [
        ("This week", [12, 19, 8, 24, 16, 30, 22]),
        ("Last week", [20, 11, 27, 14, 29, 9, 17]),
    ]
    /// How long each week stays.
    static let period = 2.6

    /// How many switches have happened by `time`: 0 at the opening.
    static func round(at time: Double, reduceMotion: Bool) -> Int {
        guard !reduceMotion, time.isFinite, time > 0 else { return 0 }
        return Int((time / period).rounded(.down))
    }

    /// The week shown in round `round`.
    static func week(_ round: Int) -> (title: String, values: [Double]) {
        weeks[round % weeks.count]
    }

    /// When round `round` began: the time its data changed.
    static func start(of round: Int) -> Double { Double(round) * period }
}
