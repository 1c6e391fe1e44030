/// How the Scrub Chart plots a series: a smoothed line over a fixed number of time samples, or
/// one bar per point.
public enum ScrubChartMode: String, Sendable, Hashable {
    case line
    case bars
}
